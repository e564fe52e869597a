import type { AcceptInvitationBody, InvitationView } from '@simportal/contract/api/administrators';
import type {
  LoginBody,
  LoginResult,
  PasswordResetBody,
  RegisterBody,
  SendCodeBody,
  SendCodeResult,
} from '@simportal/contract/api/auth';
import type { MemberInvitationView } from '@simportal/contract/api/members';
import type { PasskeySignInBody } from '@simportal/contract/api/passkeys';
import type { WebAuthnJson } from '@simportal/contract/api/second-factor';
import { api } from '../../../lib/api.ts';

// The calls of the auth screens (server: apps/server/src/modules/auth/routes.ts). Only types come from the
// contract, so its zod schemas stay out of these pages.

const PUBLIC = { headers: { skipAuth: '1' } };

/** POST /api/auth/codes: emails a 6-digit code for registering or resetting the password. */
export const sendCode = (body: SendCodeBody) => api.post<SendCodeResult>('/auth/codes', { body, ...PUBLIC });

export const login = (body: LoginBody) => api.post<LoginResult>('/auth/login', { body, ...PUBLIC });

/** A passkey's sign-in (decision 0105): a fresh challenge for the browser, then its signed answer logs in. */
export const passkeySignInOptions = () => api.post<WebAuthnJson>('/auth/passkey/options', PUBLIC);
export const loginWithPasskey = (body: PasskeySignInBody) =>
  api.post<LoginResult>('/auth/passkey', { body, ...PUBLIC });

/** Creates the account and logs it in (without remember-me). */
export const register = (body: RegisterBody) => api.post<LoginResult>('/auth/register', { body, ...PUBLIC });

/** Sets a new password with an emailed code; every session of the account ends. */
export const resetPassword = (body: PasswordResetBody) =>
  api.post('/auth/password-reset', { body, ...PUBLIC });

/** An owner's invitation to be an administrator (issue #34): what it offers, then the account it makes. */
export const viewInvitation = (token: string) =>
  api.get<InvitationView>('/invitations/{token}', { path: { token }, ...PUBLIC });
export const acceptInvitation = (token: string, body: AcceptInvitationBody) =>
  api.post<{ username: string }>('/invitations/{token}', { path: { token }, body, ...PUBLIC });
/** A member's invitation (decision 0103): the same page, the owner's words. */
export const viewMemberInvitation = (token: string) =>
  api.get<MemberInvitationView>('/member-invitations/{token}', { path: { token }, ...PUBLIC });
export const acceptMemberInvitation = (token: string, body: AcceptInvitationBody) =>
  api.post<{ username: string }>('/member-invitations/{token}', { path: { token }, body, ...PUBLIC });

/** How long logging out may keep the user waiting for the server before the session is dropped anyway. */
const LOGOUT_TIMEOUT_MS = 5_000;

/**
 * POST /api/auth/logout: ends this session on the server (its refresh token stops working). An expired access
 * token is refreshed first, so the session really ends. Given up after a few seconds as a cancellation (no
 * timeout toast): the local session is dropped in any case.
 */
export const logoutCall = () => api.post('/auth/logout', { signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS) });
