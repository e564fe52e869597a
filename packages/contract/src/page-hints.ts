/**
 * Cookies the web app sets so the server can pick the right first HTML for a page (decision 0018): the
 * language the visitor chose, and whether this browser holds account state. Neither carries a secret; the
 * browser's storage stays the source of truth, these only mirror it for the server, which cannot read it.
 */
export const LOCALE_COOKIE = 'simportal-locale';

/** Present (value `1`) while the browser stores a session or a remembered login: pages are then not prerendered. */
export const ACCOUNT_COOKIE = 'simportal-account';
