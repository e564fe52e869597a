import type { ComponentType } from 'react';
import { createBrowserRouter, type HydrationState, type RouteObject, redirect } from 'react-router';
import { loadTexts } from '../lib/i18n.ts';
import { isLoggedIn } from '../stores/auth-state.ts';
import { authStore } from '../stores/auth-store.ts';
import { guardLoader } from './guard-loader.ts';
import { CustomLayout } from './layouts/custom-layout.tsx';
import { DefaultLayout } from './layouts/default-layout.tsx';
import { NotFoundLayout } from './layouts/not-found-layout.tsx';
import { HydrateFallback } from './loading/hydrate-fallback.tsx';
import { RootShell } from './root-shell.tsx';
import { headerData, ROUTE_DATA } from './route-data.ts';
import { RouteError } from './route-error.tsx';
import { APP_ROUTES, isRedirectRoute, type LayoutName, PAGE_ROUTES, type PageRoute } from './routes.ts';
import type { RouteHandle } from './use-document-title.ts';

const LAYOUTS: Record<LayoutName, ComponentType> = {
  default: DefaultLayout,
  custom: CustomLayout,
  'not-found': NotFoundLayout,
};

// A redirect route renders nothing; naming that keeps React Router from warning about an "empty" leaf.
const RenderNothing = () => null;

const pageRoute = (route: PageRoute): RouteObject => {
  const guard = guardLoader(route);
  return {
    path: route.path,
    handle: { route } satisfies RouteHandle,
    // The language's messages first (already there for English), so the guard's toasts are in the right one.
    loader: async (args) => {
      // the page's data starts beside the guard's user-info reload (route-data.ts); a failure is the page's to
      // show, as if it had asked itself
      const data = ROUTE_DATA[route.path];
      if (data && isLoggedIn(authStore.getState())) void data(args.params).catch(() => {});
      await loadTexts([]);
      const allowed = await guard(args);
      // the header's data once the guard knows who is logged in, before the page's first render asks for it
      void headerData()?.catch(() => {});
      return allowed;
    },
    // the page's chunk and its texts together: the page never renders before its strings have arrived
    lazy: async () => {
      const [Component] = await Promise.all([route.page(), loadTexts(route.texts ?? [])]);
      return { Component };
    },
  };
};

/** Turns the route table into the router: each layout is a pathless parent of the pages that use it. */
export const buildRouteObjects = (): RouteObject[] => [
  {
    Component: RootShell,
    HydrateFallback,
    // a fault of the shell itself (the customer-view banner's chunk) gets the same page, never React Router's own
    ErrorBoundary: RouteError,
    children: [
      {
        // under the shell, so the title and progress bar keep working while an error shows
        ErrorBoundary: RouteError,
        children: [
          ...APP_ROUTES.filter(isRedirectRoute).map(
            (route): RouteObject => ({
              path: route.path,
              loader: () => redirect(route.redirectTo),
              Component: RenderNothing,
            }),
          ),
          ...(Object.keys(LAYOUTS) as LayoutName[]).map(
            (layout): RouteObject => ({
              Component: LAYOUTS[layout],
              children: PAGE_ROUTES.filter((route) => route.layout === layout).map(pageRoute),
            }),
          ),
        ],
      },
    ],
  },
];

/**
 * The app's router over `routes` (buildRouteObjects()). A prerendered page passes what its loaders answered at
 * build time, so the router starts on that page instead of running them and showing the splash (decision 0018).
 */
export const createAppRouter = (routes: RouteObject[], hydrationData?: HydrationState) =>
  createBrowserRouter(routes, { hydrationData });
