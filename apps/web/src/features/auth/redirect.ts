import { ADMIN_LEVEL } from '../../stores/auth-state.ts';

/** Where a user lands after logging in when no (usable) redirect was asked for. */
const HOME_PATH = '/home';
export const ADMIN_HOME_PATH = '/adminMode';

// Browsers drop tabs and newlines inside URLs ('/\t/evil.example' becomes '//evil.example'), so any control
// character or whitespace makes a redirect unusable.
const hasUnsafeCharacter = (value: string): boolean =>
  /\s/.test(value) || [...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);
const BASE = 'http://local.invalid';

/**
 * True for a path inside this app: it starts with one '/', not '//' (another host, protocol-relative) nor '/\'
 * (which browsers read as '//'), has no control characters, and still resolves to this origin.
 */
export const isLocalPath = (value: string): boolean => {
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  if (hasUnsafeCharacter(value)) return false;
  try {
    return new URL(value, BASE).origin === BASE;
  } catch {
    return false;
  }
};

/**
 * Where to go after logging in: the `redirect` query parameter when it is a local path (and not the login page
 * again), else the user's home: /adminMode for administrators, /home for everyone else.
 */
export const afterLoginPath = (
  redirect: string | null | undefined,
  level: number | null | undefined,
): string => {
  if (redirect && isLocalPath(redirect) && !/^\/login(?:[/?#]|$)/.test(redirect)) return redirect;
  return level === ADMIN_LEVEL ? ADMIN_HOME_PATH : HOME_PATH;
};

/** Why a session ends, as the login page says it: an expired or ended session reads "Login expired". */
const SESSION_END_REASONS: Readonly<Record<string, string>> = {
  login_expired: 'login_expired',
  token_expired: 'login_expired',
  token_invalid: 'login_expired',
  session_ended: 'login_expired',
  login_status_error: 'login_expired',
  refresh_token_expired: 'login_expired',
  refresh_token_missing: 'login_expired',
  network_error: 'network_error',
  admin_permission_insufficient: 'admin_permission_insufficient',
};

/** The message key the login page shows for the `reason` the app put in its address, or null for any other. */
export const sessionEndMessage = (reason: string | null): string | null =>
  (reason !== null && Object.hasOwn(SESSION_END_REASONS, reason) && SESSION_END_REASONS[reason]) || null;
