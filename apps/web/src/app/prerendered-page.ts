import type { Locale } from '@simportal/contract/locales';
import { type HydrationState, matchRoutes, type RouteObject } from 'react-router';

/**
 * A page the build rendered to HTML (decision 0018): #root holds its markup, and a JSON block beside it says
 * which path and language it is and what the route loaders answered while it was rendered.
 */
export interface PrerenderedPage {
  path: string;
  locale: Locale;
  hydrationData: HydrationState;
}

/** The id of the JSON block; a data block, not a script, so the Content-Security-Policy has nothing to allow. */
export const PRERENDERED_PAGE_ID = 'prerendered-page';

/**
 * The JSON block's content (`document.getElementById(PRERENDERED_PAGE_ID)?.textContent`) read, or null for a
 * page that was not prerendered (or a block gone bad).
 */
export const parsePrerenderedPage = (text: string | null | undefined): PrerenderedPage | null => {
  if (!text) return null;
  try {
    const page = JSON.parse(text) as Partial<PrerenderedPage>;
    return typeof page.path === 'string' && typeof page.locale === 'string' && page.hydrationData
      ? (page as PrerenderedPage)
      : null;
  } catch {
    return null;
  }
};

/**
 * True when the app's first render will be exactly the prerendered HTML: same page (no query string, which
 * some pages read), same language, and a first-time visitor, as the build rendered it.
 */
export const matchesFirstRender = (
  page: PrerenderedPage,
  client: { pathname: string; search: string; locale: Locale; holdsAccountState: boolean },
): boolean =>
  page.path === client.pathname &&
  client.search === '' &&
  page.locale === client.locale &&
  !client.holdsAccountState;

/**
 * Loads the lazy parts (page chunk and texts) of the routes `pathname` matches and puts them on the route
 * objects, as React Router's hydration asks: otherwise its first render would be the loading fallback, not
 * the page the HTML shows.
 */
export const resolveLazyRoutes = async (routes: RouteObject[], pathname: string): Promise<void> => {
  const lazyMatches = (matchRoutes(routes, pathname) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
  );
};
