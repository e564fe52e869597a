import { afterLoginPath } from '../features/auth/redirect.ts';
import { loginPath, REDIRECT_PARAM } from '../lib/navigation.ts';
import { isAdmin, isMember, type UserInfo } from '../stores/auth-state.ts';
import type { PageRoute } from './routes.ts';

/** Where administrators land instead of the customers' plan list, and where customers land instead. */
export const ADMIN_HOME_PATH = '/adminMode';
const PLAN_PATH = '/plan';
/** Where a member of another's account lands: their cards. */
export const MEMBER_HOME_PATH = '/mySims';

export type NavigationDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

export interface NavigationRequest {
  /** The target path with its query string, e.g. `/mySims?tab=esim`. */
  path: string;
  route: Pick<PageRoute, 'path' | 'public' | 'access' | 'guestOnly' | 'members'>;
  auth: { isLoggedIn: boolean };
  /** The user info as reloaded for this navigation (or the last known one when reloading failed). */
  userInfo: Pick<UserInfo, 'level' | 'member'> | null;
}

const allow: NavigationDecision = { kind: 'allow' };
const redirectTo = (to: string): NavigationDecision => ({ kind: 'redirect', to });

/**
 * Spec §4: a logged-in user's info is reloaded before every navigation, so the role rules see fresh data; not
 * offline, where it cannot come and the last info stands (the offline wallet, decision 0099).
 */
export const needsUserInfo = (auth: NavigationRequest['auth'], online = true): boolean =>
  auth.isLoggedIn && online;

/**
 * The navigation guard of spec §4, as a pure decision.
 * - Logged out: whitelisted (public) routes are allowed; anything else goes to /login?redirect=<path>.
 * - Logged in: the login and register forms send the user where a login would (the `redirect` parameter, else
 *   their home); an administrator opening /plan goes to /adminMode; anyone else opening an admin route goes
 *   to /plan; everything else is allowed.
 * The role rules apply to logged-in users even on whitelisted routes (/plan is public, yet an admin opening
 * it is sent to admin mode), which is how the spec's two statements fit together.
 */
export const decideNavigation = ({ path, route, auth, userInfo }: NavigationRequest): NavigationDecision => {
  if (!auth.isLoggedIn) return route.public ? allow : redirectTo(loginPath(path));
  // a logged-in user opening the login or register form goes where logging in would have taken them
  if (route.guestOnly) {
    const redirect = new URLSearchParams(path.split('?')[1] ?? '').get(REDIRECT_PARAM);
    return redirectTo(afterLoginPath(redirect, userInfo?.level));
  }
  // a member of another's account (decision 0103) stays on their cards' pages and their own account
  if (isMember(userInfo) && !route.members) return redirectTo(MEMBER_HOME_PATH);
  const admin = isAdmin(userInfo);
  if (admin && route.path === PLAN_PATH) return redirectTo(ADMIN_HOME_PATH);
  if (!admin && route.access === 'admin') return redirectTo(PLAN_PATH);
  return allow;
};
