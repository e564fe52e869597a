import { useStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { getLocalStorage, getSessionStorage } from '../browser/browser-storage.ts';
import { hintAccount } from '../browser/page-hints.ts';
import {
  type AuthState,
  EMPTY_AUTH,
  holdsAccountState,
  type TokenPair,
  type UserInfo,
} from './auth-state.ts';
import { createAuthStorage } from './auth-storage.ts';

/** The browser storage key of the auth state (in local storage with remember-me, else session storage). */
export const AUTH_STORAGE_KEY = 'auth';

export interface AuthActions {
  /** After a login: both tokens plus who logged in and whether to remember them beyond this session. */
  setSession: (session: TokenPair & { username: string; email: string; isRememberMe: boolean }) => void;
  /** After a token refresh. */
  setTokens: (tokens: TokenPair) => void;
  setUserInfo: (userInfo: UserInfo | null) => void;
  /** The balance a money request answered with (minor units): the header shows it without asking again. */
  setBalance: (balanceMinor: number) => void;
  /**
   * Logout, failed refresh, admin_required (spec §4): drops both tokens and the user info. The username,
   * email and remember-me choice stay so the login form can offer them again.
   */
  clearAuth: () => void;
}

export type AuthStore = AuthState & AuthActions;

const persistedFields = (state: AuthStore): AuthState => ({
  accessToken: state.accessToken,
  refreshToken: state.refreshToken,
  username: state.username,
  email: state.email,
  isRememberMe: state.isRememberMe,
  userInfo: state.userInfo,
});

export const createAuthStore = (
  storage = createAuthStorage({ local: getLocalStorage(), session: getSessionStorage() }),
) =>
  createStore<AuthStore>()(
    persist(
      (set) => ({
        ...EMPTY_AUTH,
        setSession: (session) => set({ ...session, userInfo: null }),
        setTokens: (tokens) => set(tokens),
        setUserInfo: (userInfo) => set({ userInfo }),
        setBalance: (balance) =>
          set(({ userInfo }) => (userInfo ? { userInfo: { ...userInfo, balance } } : {})),
        clearAuth: () => set({ accessToken: null, refreshToken: null, userInfo: null }),
      }),
      { name: AUTH_STORAGE_KEY, storage, partialize: persistedFields, version: 0 },
    ),
  );

/** The app's one auth store; non-React code reads it with `authStore.getState()`. */
export const authStore = createAuthStore();

// mirrored for the server, which picks a page's first HTML by it (browser/page-hints.ts)
hintAccount(holdsAccountState(authStore.getState()));
authStore.subscribe((state) => hintAccount(holdsAccountState(state)));

export const useAuth = <T>(selector: (state: AuthStore) => T): T => useStore(authStore, selector);
