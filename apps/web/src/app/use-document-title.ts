import { productName } from '@simportal/contract/product';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { currentLocale } from '../lib/i18n.ts';
import type { PageRoute } from './routes.ts';
import { documentTitle } from './title.ts';

/** What the router keeps on each page route's match, so the shell can find its table entry. */
export interface RouteHandle {
  route: PageRoute;
}

const routeOf = (handle: unknown): PageRoute | undefined => (handle as RouteHandle | undefined)?.route;

/** Keeps `document.title` in step with the route and the language (`t` changes with the language). */
export const useDocumentTitle = (): void => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const matches = useMatches();
  const titleKey = routeOf(matches.at(-1)?.handle)?.titleKey;
  useEffect(() => {
    document.title = documentTitle({
      productName: productName(currentLocale()),
      pathname,
      titleKey,
      translate: t,
    });
  }, [pathname, titleKey, t]);
};
