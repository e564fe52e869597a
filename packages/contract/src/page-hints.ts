/**
 * The cookie the web app sets so the server sends a prerendered page in the language the visitor chose
 * (docs/how-a-page-loads.md). No secret; the browser's storage stays the source of truth, the cookie only
 * mirrors it for the server, which cannot read it.
 */
export const LOCALE_COOKIE = 'simportal-locale';
