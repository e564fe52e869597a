import type { AdminRole } from '@simportal/contract/admin-roles';

/** What the client knows about the logged-in user (spec §3); `level` 1 means administrator. */
export interface UserInfo {
  id: number;
  username: string;
  email: string;
  level: number;
  /** An administrator's role (issue #34): which screens and buttons to show; the server decides. */
  adminRole?: AdminRole | null;
  /** Account balance in minor units (cents). */
  balance: number;
  /**
   * A member of another's account (decision 0103): their groups' cards and their own account only; no balance,
   * no shop, no records. Absent in what older versions kept: not a member.
   */
  member?: boolean;
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/** Exactly the persisted auth fields of spec §3. */
export interface AuthState {
  accessToken: string | null;
  refreshToken: string | null;
  username: string | null;
  email: string | null;
  isRememberMe: boolean;
  userInfo: UserInfo | null;
}

export const EMPTY_AUTH: AuthState = {
  accessToken: null,
  refreshToken: null,
  username: null,
  email: null,
  isRememberMe: false,
  userInfo: null,
};

/** Spec §4: logged in means both tokens are set. */
export const isLoggedIn = (state: Pick<AuthState, 'accessToken' | 'refreshToken'>): boolean =>
  Boolean(state.accessToken && state.refreshToken);

export const ADMIN_LEVEL = 1;

export const isAdmin = (userInfo: Pick<UserInfo, 'level'> | null): boolean => userInfo?.level === ADMIN_LEVEL;

/** A member of another's account (decision 0103): the server refuses them all but their cards and account. */
export const isMember = (userInfo: Pick<UserInfo, 'member'> | null): boolean => userInfo?.member === true;

/**
 * True when the browser holds anything of an account: a session, or the username and remember-me a past login
 * left for the login form. Pages prerendered for a first-time visitor do not match what the app shows then.
 */
export const holdsAccountState = (state: AuthState): boolean =>
  (Object.keys(EMPTY_AUTH) as (keyof AuthState)[]).some((field) => state[field] !== EMPTY_AUTH[field]);
