import type { Locale } from '@simportal/contract/locales';
import { LOCALE_COOKIE } from '@simportal/contract/page-hints';

/** A year: the language choice in local storage outlives the browser, so its mirror does too. */
const LOCALE_MAX_AGE_S = 365 * 24 * 60 * 60;

const write = (cookie: string) => {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API exists only in secure contexts (not on a plain-http LAN install) and is asynchronous, while a reload may follow at once
  document.cookie = `${cookie}; Path=/; SameSite=Lax`;
};

/** Tells the server which language to send a prerendered page in (docs/how-a-page-loads.md). */
export const hintLocale = (locale: Locale): void => {
  write(`${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_MAX_AGE_S}`);
};
