import { onlineManager } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { currentLocale } from '../../lib/i18n.ts';
import { setNavigator } from '../../lib/navigation.ts';
import { holdsAccountState, isLoggedIn } from '../../stores/auth-state.ts';
import { authStore } from '../../stores/auth-store.ts';
import { AppFrame } from '../app-frame.tsx';
import { buildRouteObjects, createAppRouter } from '../router.tsx';
import { PAGE_ROUTES } from '../routes.ts';
import { preloadOnIntent } from './preload-on-intent.ts';
import {
  matchesFirstRender,
  PRERENDERED_PAGE_ID,
  parsePrerenderedPage,
  replayEarlyInput,
  resolveLazyRoutes,
  stopEarlyCapture,
} from './prerendered-page.ts';

/**
 * Starts the app in `container` (docs/how-a-page-loads.md). A page the build prerendered is hydrated where it
 * stands when the app's first render will be that HTML (same path and language, a visitor without an account);
 * any other page is rendered afresh over index.html's splash.
 */
export const startApp = async (container: HTMLElement) => {
  // React Query assumes online until told; a page opened offline pauses its queries from the first one
  onlineManager.setOnline(navigator.onLine);
  // Offline, the signed-in customer's kept answers are in the cache before the first render (decision 0099)
  if (!navigator.onLine && isLoggedIn(authStore.getState())) await restoreOfflineWallet();
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
    // hydration needs the page's chunk in hand; when it cannot be fetched (offline) the app renders afresh and
    // the router shows its error and retry
    (await resolveLazyRoutes(routes, window.location.pathname).then(
      () => true,
      () => false,
    ));
  const router = createAppRouter(routes, hydrate ? prerendered?.hydrationData : undefined);

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
  preloadOnIntent(router.routes);

  // presses held on the prerendered page until now (public/early-actions.js); from here on React's own
  const earlyActions = stopEarlyCapture();
  const app = (
    // what a visitor typed or pressed on a prerendered page before it was hydrated reaches the app
    <AppFrame onFirstCommit={hydrate ? () => replayEarlyInput(container, earlyActions) : undefined}>
      <RouterProvider router={router} />
    </AppFrame>
  );
  if (hydrate) {
    hydrateRoot(container, app, {
      // React recovers from a mismatch by rendering afresh; the prefix lets the journeys (e2e) catch any
      onRecoverableError: (error) => console.error('[hydration]', error),
    });
  } else {
    createRoot(container).render(app);
  }
};

/** The offline wallet's kept answers put back; a failure leaves the pages to say they need a connection. */
const restoreOfflineWallet = async () => {
  try {
    const { offlineWallet } = await import('../offline/offline-wallet.ts');
    await offlineWallet.restore();
  } catch (error) {
    console.error('[offline wallet]', error);
  }
};
