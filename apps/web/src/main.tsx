import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
// i18n initialises on import, before anything renders a string
import { currentLocale } from './lib/i18n.ts';
import './app/global.css';
import { antdStylesheetLoaded } from './app/antd-stylesheet.ts';
import { AppFrame } from './app/app-frame.tsx';
import {
  matchesFirstRender,
  PRERENDERED_PAGE_ID,
  parsePrerenderedPage,
  replayEarlyInput,
  resolveLazyRoutes,
  stopEarlyCapture,
} from './app/prerendered-page.ts';
import { buildRouteObjects, createAppRouter, firstPageReady } from './app/router.tsx';
import { PAGE_ROUTES } from './app/routes.ts';
import { setNavigator } from './lib/navigation.ts';
import { browserTimeZone } from './lib/time-zone.ts';
import { holdsAccountState } from './stores/auth-state.ts';
import { authStore } from './stores/auth-store.ts';

/**
 * Starts the app. Not top-level code: a top-level await here would make the bundler split the entry into many
 * small chunks (a page chunk importing from an entry that is still waiting for it would never run).
 */
const start = async () => {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // antd reads from its stylesheet which styles it need not build (app/antd-stylesheet.ts)
  const stylesheet = antdStylesheetLoaded();

  // A page the build prerendered (decision 0018) is taken over where it stands when the app's first render will
  // be the same HTML; otherwise (another language, a stored account, a query string) the app renders afresh.
  const routes = buildRouteObjects();
  const prerendered = parsePrerenderedPage(document.getElementById(PRERENDERED_PAGE_ID)?.textContent);
  const hydrate =
    prerendered !== null &&
    matchesFirstRender(prerendered, {
      pathname: window.location.pathname,
      search: window.location.search,
      locale: currentLocale(),
      holdsAccountState: holdsAccountState(authStore.getState()),
      hasDestinationPages:
        PAGE_ROUTES.find((route) => route.path === prerendered.path)?.findable?.destinations !== undefined,
    }) &&
    // the page's chunk could not be fetched (offline): render afresh, the router shows its error and retry
    (await resolveLazyRoutes(routes, window.location.pathname).then(
      () => true,
      () => false,
    ));
  const router = createAppRouter(routes, hydrate ? prerendered?.hydrationData : undefined);
  await stylesheet;
  // A page the server sent but the app does not take over (a signed-in page's shell, decision 0029) stays on
  // screen until the app's first page is ready to replace it: not the splash in between.
  if (prerendered !== null && !hydrate) await firstPageReady(router);

  // Non-React code (the http client ending a session) navigates through the router, without a page reload.
  // A session can end while the guard runs for a navigation, so "where the user is" is that navigation's target.
  setNavigator({
    navigate: (to) => {
      void router.navigate(to);
    },
    currentPath: () => {
      const { pathname, search } = router.state.navigation.location ?? router.state.location;
      return `${pathname}${search}`;
    },
  });

  // presses held on the prerendered page until now (public/page-code.js); from here on React replays its own.
  // A shell's buttons are its header's, which the page's first render has in the same order (the menu button).
  const earlyActions = stopEarlyCapture();
  const replaysEarlyInput = hydrate || prerendered?.shell === true;
  const app = (
    <AppFrame onFirstCommit={replaysEarlyInput ? () => replayEarlyInput(container, earlyActions) : undefined}>
      <RouterProvider router={router} />
    </AppFrame>
  );
  // Both in a transition, so React yields to the browser while it builds (or takes over) the first page instead
  // of blocking it for one long task: the page answers a tap sooner on a slow phone.
  startTransition(() => {
    if (hydrate) {
      hydrateRoot(container, app, {
        // React recovers from a mismatch by rendering afresh; the prefix lets the journeys (e2e) catch any
        onRecoverableError: (error) => console.error('[hydration]', error),
      });
    } else {
      createRoot(container).render(app);
    }
  });
};

// The entry's modules have just run, in one task. The app starts in the next, after the zone data's first load
// (lib/time-zone.ts) in a task of its own: on a phone each is a long task, and together they were longer
// (Traffic Detail's router reads the zone as it starts). Only a browser holding an account reads it: a
// signed-in page shows dates from its first render (the header's balance runway), the public pages none, so a
// visitor's phone does not pay for it at all.
if (holdsAccountState(authStore.getState())) setTimeout(browserTimeZone, 0);
setTimeout(() => void start(), 0);
