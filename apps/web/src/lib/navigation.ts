/**
 * Navigation for code outside React (the http client ending a session). The app registers the router's
 * `navigate` at start; until then a full page load does the job.
 */
export interface Navigator {
  navigate: (to: string) => void;
  /** Where the user is going (a navigation in progress) or is: path and query. */
  currentPath: () => string;
}

let registered: Navigator = {
  navigate: (to) => window.location.assign(to),
  currentPath: () =>
    typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`,
};

export const setNavigator = (next: Navigator): void => {
  registered = next;
};

const navigateTo = (to: string): void => registered.navigate(to);

export const LOGIN_PATH = '/login';
/** The query parameter that carries where to go back to after logging in. */
export const REDIRECT_PARAM = 'redirect';

/** The query parameter that says why the session ended: a message key the login page shows. */
export const REASON_PARAM = 'reason';

/**
 * `/login?redirect=<from>&reason=<key>`; no redirect back to the login page itself, or to nowhere; `reason` is
 * the message key of why the user is asked to log in again.
 */
export const loginPath = (from?: string, reason?: string): string => {
  const params = new URLSearchParams();
  if (from && from !== '/' && !from.startsWith(LOGIN_PATH)) params.set(REDIRECT_PARAM, from);
  if (reason) params.set(REASON_PARAM, reason);
  const query = params.toString();
  return query ? `${LOGIN_PATH}?${query}` : LOGIN_PATH;
};

/**
 * Spec §4: a lost session sends the user to /login, remembering where they were going and why they must log
 * in again (the login page says it, once, where the user looks).
 */
export const goToLogin = (reason?: string): void => {
  const from = registered.currentPath();
  // Several requests can meet the same ended session at once (a page's data beside the guard's user-info
  // reload): the first sends the user to /login with the way back; the others must not replace it.
  if (isLoginPath(from)) return;
  navigateTo(loginPath(from, reason));
};

const isLoginPath = (path: string): boolean =>
  path === LOGIN_PATH || path.startsWith(`${LOGIN_PATH}?`) || path.startsWith(`${LOGIN_PATH}#`);
