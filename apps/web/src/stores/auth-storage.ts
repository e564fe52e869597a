import type { PersistStorage, StorageValue } from 'zustand/middleware';
import type { KeyValueStorage } from '../browser/browser-storage.ts';
import { type AuthState, EMPTY_AUTH, type TokenPair, type UserInfo } from './auth-state.ts';

const stringOrNull = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

const userInfoOrNull = (value: unknown): UserInfo | null => {
  if (typeof value !== 'object' || value === null) return null;
  const info = value as Record<string, unknown>;
  if (typeof info.id !== 'number' || typeof info.username !== 'string') return null;
  return {
    id: info.id,
    username: info.username,
    email: typeof info.email === 'string' ? info.email : '',
    level: typeof info.level === 'number' ? info.level : 0,
    balance: typeof info.balance === 'number' ? info.balance : 0,
  };
};

/** Reads what another version of the app (or a user's hand) may have left, keeping only sound fields. */
const parseAuthState = (raw: string): AuthState => {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return EMPTY_AUTH;
    const stored = value as Record<string, unknown>;
    return {
      accessToken: stringOrNull(stored.accessToken),
      refreshToken: stringOrNull(stored.refreshToken),
      username: stringOrNull(stored.username),
      email: stringOrNull(stored.email),
      isRememberMe: stored.isRememberMe === true,
      userInfo: userInfoOrNull(stored.userInfo),
    };
  } catch {
    return EMPTY_AUTH;
  }
};

/** The token pair persisted under `name` in `store`, or null when there is no complete pair. */
export const readStoredTokens = (store: KeyValueStorage, name: string): TokenPair | null => {
  const raw = store.getItem(name);
  if (raw === null) return null;
  const { accessToken, refreshToken } = parseAuthState(raw);
  return accessToken && refreshToken ? { accessToken, refreshToken } : null;
};

/**
 * Where the auth state lives depends on remember-me: local storage survives the browser, session storage
 * ends with it. Each write goes to one of them and removes the copy from the other, so switching
 * remember-me off never leaves tokens behind. The stored value is the bare auth object as JSON (not
 * zustand's `{ state, version }` wrapper), so what is on disk is exactly the spec's fields.
 */
export const createAuthStorage = (stores: {
  local: KeyValueStorage;
  session: KeyValueStorage;
}): PersistStorage<AuthState> => ({
  getItem: (name): StorageValue<AuthState> | null => {
    const raw = stores.local.getItem(name) ?? stores.session.getItem(name);
    return raw === null ? null : { state: parseAuthState(raw), version: 0 };
  },
  setItem: (name, value) => {
    const [target, other] = value.state.isRememberMe
      ? [stores.local, stores.session]
      : [stores.session, stores.local];
    other.removeItem(name);
    target.setItem(name, JSON.stringify(value.state));
  },
  removeItem: (name) => {
    stores.local.removeItem(name);
    stores.session.removeItem(name);
  },
});
