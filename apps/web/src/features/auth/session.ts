import type { LoginResult } from '@simportal/contract/api/auth';
import { queryClient } from '../../lib/query-client.ts';
import { authStore } from '../../stores/auth-store.ts';
import { logoutCall } from './api/auth-api.ts';

/**
 * Keeps the session a login or registration answered: both tokens and the user info, in local storage with
 * remember-me and in session storage without it (the auth store decides). Server data cached for whoever
 * used this browser before is dropped.
 */
export const startSession = (result: LoginResult): void => {
  queryClient.clear();
  const { accessToken, refreshToken, rememberMe, userInfo } = result;
  const store = authStore.getState();
  store.setSession({
    accessToken,
    refreshToken,
    username: userInfo.username,
    email: userInfo.email,
    isRememberMe: rememberMe,
  });
  // the whole user info, as the guard's reload keeps it (the header reads its currency)
  store.setUserInfo(userInfo);
};

/**
 * Logs out (spec §4): tells the server to end the session, then clears the auth state and the cached server
 * data whatever the server answered (an unreachable server must not keep anyone logged in).
 */
export const logout = async (): Promise<void> => {
  if (authStore.getState().accessToken) {
    try {
      await logoutCall();
    } catch {
      // network failure, timeout or an already ended session: the local logout below is what matters
    }
  }
  authStore.getState().clearAuth();
  queryClient.clear();
};
