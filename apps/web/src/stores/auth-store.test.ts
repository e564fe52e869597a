import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../browser/browser-storage.ts';
import { EMPTY_AUTH, holdsAccountState, isLoggedIn } from './auth-state.ts';
import { createAuthStorage } from './auth-storage.ts';
import { AUTH_STORAGE_KEY, createAuthStore } from './auth-store.ts';

const setup = () => {
  const local = createMemoryStorage();
  const session = createMemoryStorage();
  const store = createAuthStore(createAuthStorage({ local, session }));
  return { local, session, store };
};

const login = { accessToken: 'a1', refreshToken: 'r1', username: 'ann', email: 'ann@example.com' };

describe('auth store', () => {
  it('keeps a remembered session in local storage as the bare spec fields', () => {
    const { local, session, store } = setup();
    store.getState().setSession({ ...login, isRememberMe: true });
    expect(session.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(JSON.parse(local.getItem(AUTH_STORAGE_KEY)!)).toEqual({
      ...login,
      isRememberMe: true,
      userInfo: null,
    });
    expect(isLoggedIn(store.getState())).toBe(true);
  });

  it('keeps a session without remember-me in session storage only', () => {
    const { local, session, store } = setup();
    store.getState().setSession({ ...login, isRememberMe: true });
    store.getState().setSession({ ...login, isRememberMe: false });
    expect(local.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(JSON.parse(session.getItem(AUTH_STORAGE_KEY)!).accessToken).toBe('a1');
  });

  it('ends a session without remember-me with the browser session, keeps a remembered one', () => {
    const { local, store } = setup();
    store.getState().setSession({ ...login, isRememberMe: false });
    // a new browser session: local storage survives, session storage starts empty
    const reopened = createAuthStore(createAuthStorage({ local, session: createMemoryStorage() }));
    expect(isLoggedIn(reopened.getState())).toBe(false);

    store.getState().setSession({ ...login, isRememberMe: true });
    const reopenedAgain = createAuthStore(createAuthStorage({ local, session: createMemoryStorage() }));
    expect(isLoggedIn(reopenedAgain.getState())).toBe(true);
  });

  it('restores the state a previous page load left', () => {
    const { local } = setup();
    local.setItem(AUTH_STORAGE_KEY, JSON.stringify({ ...login, isRememberMe: true, userInfo: null }));
    const restored = createAuthStore(createAuthStorage({ local, session: createMemoryStorage() }));
    expect(restored.getState().accessToken).toBe('a1');
  });

  it('clearAuth drops both tokens and the user info', () => {
    const { store } = setup();
    store.getState().setSession({ ...login, isRememberMe: false });
    store.getState().setUserInfo({ id: 1, username: 'ann', email: 'ann@example.com', level: 0, balance: 0 });
    store.getState().clearAuth();
    const state = store.getState();
    expect([state.accessToken, state.refreshToken, state.userInfo]).toEqual([null, null, null]);
    expect(isLoggedIn(state)).toBe(false);
  });

  it('ignores a corrupt stored value', () => {
    const local = createMemoryStorage();
    local.setItem(AUTH_STORAGE_KEY, '{not json');
    const store = createAuthStore(createAuthStorage({ local, session: createMemoryStorage() }));
    expect(isLoggedIn(store.getState())).toBe(false);
  });
});

describe('holdsAccountState', () => {
  it('is false only for a browser that never logged in, as the prerendered pages assume', () => {
    expect(holdsAccountState(EMPTY_AUTH)).toBe(false);
    expect(holdsAccountState({ ...EMPTY_AUTH, accessToken: 'a', refreshToken: 'r' })).toBe(true);
    // logged out, but the login form will offer the remembered name
    expect(holdsAccountState({ ...EMPTY_AUTH, username: 'demo' })).toBe(true);
    expect(holdsAccountState({ ...EMPTY_AUTH, isRememberMe: true })).toBe(true);
  });
});
