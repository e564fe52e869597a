import { createAuthRefreshCoordinator } from '../stores/auth-refresh.ts';
import { authStore } from '../stores/auth-store.ts';
import { createHttpClient } from './http-client.ts';
import { goToLogin } from './navigation.ts';
import { notifyError } from './notify.ts';

/** ARCHITECTURE §2: the spec's `{prefix}` is /api; feature code passes paths such as `/user/getUserInfo`. */
const API_BASE_PATH = '/api';
/** Spec §9. */
const HTTP_TIMEOUT_MS = 30_000;

/** The app's one http client (spec §7/§8), wired to the auth store, the toasts and the router. */
export const http = createHttpClient({
  baseURL: API_BASE_PATH,
  timeout: HTTP_TIMEOUT_MS,
  getAccessToken: () => authStore.getState().accessToken,
  getRefreshToken: () => authStore.getState().refreshToken,
  // only the pair: the refresh answer also carries expiry instants the auth state does not keep
  saveTokens: ({ accessToken, refreshToken }) =>
    authStore.getState().setTokens({ accessToken, refreshToken }),
  // the newest refresh token any tab of this session stored, and the new pair announced to the others
  coordinateRefresh: createAuthRefreshCoordinator(),
  endSession: (reason) => {
    authStore.getState().clearAuth();
    goToLogin(reason);
  },
  notify: notifyError,
  // a refresh the network let down is tried again once the browser is back online (decision 0098)
  onConnectionBack: (listener) => {
    if (typeof window !== 'undefined') window.addEventListener('online', listener);
  },
});
