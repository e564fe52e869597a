import { onlineManager } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { loadUserInfo } from '../features/auth/load-user-info.ts';
import { isLoggedIn } from '../stores/auth-state.ts';
import { authStore } from '../stores/auth-store.ts';
import { decideNavigation, needsUserInfo } from './guard.ts';
import { type PageRoute, paramsAccepted } from './routes.ts';

/**
 * The route loader that runs the guard before a page is shown: React Router waits for it, so a refused page
 * never renders, and the progress bar covers the user-info reload.
 */
export const guardLoader =
  (route: PageRoute) =>
  async ({ request, params }: LoaderFunctionArgs): Promise<null> => {
    // An unknown value of a constrained parameter (e.g. /disclaimer/fr) is a 404, answered by the error boundary.
    if (!paramsAccepted(route, params)) throw new Response(null, { status: 404, statusText: 'Not Found' });

    const url = new URL(request.url);
    if (needsUserInfo({ isLoggedIn: isLoggedIn(authStore.getState()) }, onlineManager.isOnline()))
      await loadUserInfo();

    // Read the store again: a failed reload may have ended the session (refresh failed) or kept the last info.
    const state = authStore.getState();
    const decision = decideNavigation({
      path: `${url.pathname}${url.search}`,
      route,
      auth: { isLoggedIn: isLoggedIn(state) },
      userInfo: state.userInfo,
    });
    if (decision.kind === 'redirect') throw redirect(decision.to);
    return null;
  };
