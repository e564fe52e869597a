import { getLocalStorage, getSessionStorage } from '../browser/browser-storage.ts';
import { readStoredTokens } from './auth-storage.ts';
import { AUTH_STORAGE_KEY, authStore } from './auth-store.ts';
import { browserTokenChannel, createRefreshCoordinator } from './refresh-coordinator.ts';

/**
 * The app's refresh beside other tabs (see refresh-coordinator.ts), wired to the auth store: the stored pair is
 * read from where this tab's session lives (local storage with remember-me, else session storage).
 */
export const createAuthRefreshCoordinator = () =>
  createRefreshCoordinator({
    readStoredTokens: () =>
      readStoredTokens(
        authStore.getState().isRememberMe ? getLocalStorage() : getSessionStorage(),
        AUTH_STORAGE_KEY,
      ),
    currentRefreshToken: () => authStore.getState().refreshToken,
    saveTokens: (tokens) => authStore.getState().setTokens(tokens),
    channel: browserTokenChannel(),
  });
