import { matchRoutes, type RouteObject } from 'react-router';
import { loadTexts } from '../../lib/i18n.ts';
import type { RouteHandle } from '../use-document-title.ts';

/** What says a visitor means to follow a link: a pointer over it, a keyboard's focus on it, a finger on it. */
const INTENT_EVENTS = ['mouseover', 'focusin', 'touchstart'] as const;

/**
 * Fetches a page's code and texts as soon as the visitor shows they mean to open it, so that a click finds them
 * there (React Router's `prefetch="intent"` does the same in its framework mode). One listener on the document
 * for every in-app link, each page fetched once; a failed fetch (offline) is left to the navigation to report.
 * Returns the stop.
 */
export const preloadOnIntent = (routes: RouteObject[]): (() => void) => {
  const preloaded = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    for (const { route } of matchRoutes(routes, link.pathname) ?? []) {
      const page = (route.handle as RouteHandle | undefined)?.route;
      if (!page || preloaded.has(page.path)) continue;
      preloaded.add(page.path);
      void Promise.all([page.page(), loadTexts(page.texts ?? [])]).catch(() => preloaded.delete(page.path));
    }
  };
  for (const type of INTENT_EVENTS)
    document.addEventListener(type, onIntent, { capture: true, passive: true });
  return () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, { capture: true });
  };
};
