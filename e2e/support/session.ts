import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { waitForCode } from './mailbox.ts';

/** The demo customer the e2e server seeds (SEED_DEMO=true). */
export const DEMO_CUSTOMER = {
  account: 'demo',
  email: 'demo@simportal.local',
  password: 'Demo-2026',
} as const;

export interface Credentials {
  /** Username or email. */
  account: string;
  password: string;
  /** Defaults to true: the session is kept in localStorage and shared by the context's pages. */
  rememberMe?: boolean;
}

/** The answer of POST /api/auth/login (see packages/contract/src/api/auth.ts). */
export interface LoginResult {
  accessToken: string;
  refreshToken: string;
  accessTokenExpiresAt: string;
  sessionExpiresAt: string;
  rememberMe: boolean;
  userInfo: { id: number; username: string; email: string; level: number; balance: number };
}

/** The browser storage key of the auth state (apps/web/src/stores/auth-store.ts). */
export const AUTH_STORAGE_KEY = 'auth';

/** Logs in through the API (no UI) and returns the session. */
export const apiLogin = async (
  request: APIRequestContext,
  credentials: Credentials,
): Promise<LoginResult> => {
  const response = await request.post('/api/auth/login', {
    data: {
      account: credentials.account,
      password: credentials.password,
      rememberMe: credentials.rememberMe ?? true,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: LoginResult }).data;
};

export interface NewAccount {
  username: string;
  email: string;
  password: string;
}

let accounts = 0;

/** Unique account details for a journey: `prefix` keeps them readable in the dev mailbox and the logs. */
export const newAccount = (prefix = 'e2e'): NewAccount => {
  accounts += 1;
  // the worker's process id keeps two workers' accounts apart when they are made in the same millisecond
  const id = `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${accounts}`
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '');
  return { username: id, email: `${id}@e2e.test`, password: 'E2e-Pass-1' };
};

/**
 * Creates a customer through the API as the register page would: a code mailed for `register` (read from the
 * dev mailbox), then POST /api/auth/register. Returns the registration's login (session storage kind).
 */
export const registerAccount = async (
  request: APIRequestContext,
  account: NewAccount = newAccount(),
  locale?: string,
): Promise<{ account: NewAccount; login: LoginResult }> => {
  const sent = await request.post('/api/auth/codes', {
    data: { email: account.email, purpose: 'register', ...(locale ? { locale } : {}) },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const code = await waitForCode(request, account.email, 'register');
  const response = await request.post('/api/auth/register', {
    data: { ...account, confirmPassword: account.password, code, ...(locale ? { locale } : {}) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { account, login: ((await response.json()) as { data: LoginResult }).data };
};

/**
 * A fresh customer of the journey's own: registered through the API (its mails in `locale`), then logged in
 * with remember-me.
 */
export const newCustomer = async (
  request: APIRequestContext,
  prefix: string,
  locale?: 'en' | 'zh-CN',
): Promise<LoginResult> => {
  const { account } = await registerAccount(request, newAccount(prefix), locale);
  return apiLogin(request, { account: account.username, password: account.password });
};

/** The auth state the web app persists (spec §3), for a login result. */
export const authStateOf = (result: LoginResult) => ({
  accessToken: result.accessToken,
  refreshToken: result.refreshToken,
  username: result.userInfo.username,
  email: result.userInfo.email,
  isRememberMe: result.rememberMe,
  userInfo: {
    id: result.userInfo.id,
    username: result.userInfo.username,
    email: result.userInfo.email,
    level: result.userInfo.level,
    balance: result.userInfo.balance,
  },
});

/**
 * Logs `page` in without the login form: an API login, then the session written where the app keeps it
 * (localStorage with remember-me, else sessionStorage), then `path` opened. The storage is written once, on a
 * same-origin page that is not the app (not with addInitScript: that would write the first tokens back on
 * every navigation, after the app had rotated them, and a spent refresh token ends the session).
 */
export const loginInBrowser = async (
  page: Page,
  credentials: Credentials,
  path = '/home',
): Promise<LoginResult> => {
  const result = await apiLogin(page.request, credentials);
  await openSignedIn(page, result, path);
  return result;
};

/**
 * Opens `path` in `page` as the session's customer (a visitor without one), in `locale` if given (how it is
 * stored: loginInBrowser); with no path the page stays where it is, for the journey to open what it wants.
 */
export const openSignedIn = async (
  page: Page,
  session: LoginResult | null,
  path: string | null,
  locale?: 'en' | 'zh-CN',
): Promise<void> => {
  await page.goto('/api/health');
  await page.evaluate(
    ([key, value, remembered, locale]) => {
      if (value) (remembered ? localStorage : sessionStorage).setItem(key, value);
      if (locale) localStorage.setItem('locale', JSON.stringify(locale));
    },
    [
      AUTH_STORAGE_KEY,
      session ? JSON.stringify(authStateOf(session)) : null,
      session?.rememberMe ?? true,
      locale ?? null,
    ] as const,
  );
  if (path) await page.goto(path);
};

/** The auth state the app has persisted in `page` right now (localStorage, else sessionStorage), or null. */
export const storedAuth = (page: Page) =>
  page.evaluate((key) => {
    const raw = localStorage.getItem(key) ?? sessionStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
  }, AUTH_STORAGE_KEY);
