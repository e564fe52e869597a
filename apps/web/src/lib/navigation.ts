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

export const navigateTo = (to: string): void => registered.navigate(to);

export const LOGIN_PATH = '/login';
/** The query parameter that carries where to go back to after logging in. */
export const REDIRECT_PARAM = 'redirect';

/** `/login?redirect=<from>`; no redirect back to the login page itself, or to nowhere. */
export const loginPath = (from?: string): string => {
  if (!from || from === '/' || from.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: from })}`;
};

/** Spec §4: a lost session sends the user to /login, remembering where they were going. */
export const goToLogin = (): void => navigateTo(loginPath(registered.currentPath()));
