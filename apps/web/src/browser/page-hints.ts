import type { Locale } from '@simportal/contract/locales';
import { ACCOUNT_COOKIE, LOCALE_COOKIE } from '@simportal/contract/page-hints';

/** A year: the language choice in local storage outlives the browser, so its mirror does too. */
const LOCALE_MAX_AGE_S = 365 * 24 * 60 * 60;

const write = (cookie: string) => {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API exists only in secure contexts (not on a plain-http LAN install) and is asynchronous, while a reload may follow at once
  document.cookie = `${cookie}; Path=/; SameSite=Lax`;
};

/** Tells the server which language to prerender pages in (decision 0018). */
export const hintLocale = (locale: Locale): void => {
  write(`${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_MAX_AGE_S}`);
};

/**
 * Tells the server whether this browser holds account state (a session, or a remembered login the login form
 * fills in): a page prerendered for a first-time visitor would not match what the app shows then. The cookie
 * lives as long as the browser session, the shortest of the two storages; the app renews it on every start.
 */
export const hintAccount = (present: boolean): void => {
  write(present ? `${ACCOUNT_COOKIE}=1` : `${ACCOUNT_COOKIE}=; Max-Age=0`);
};
