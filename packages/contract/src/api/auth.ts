import { z } from 'zod';
import { emailSchema } from '../rules/email.ts';
import { passwordSchema } from '../rules/password.ts';
import { matchPasswords } from '../rules/password-match.ts';
import { requiredString } from '../rules/required.ts';
import { usernameSchema } from '../rules/username.ts';
import { verificationCodeSchema } from '../rules/verification-code.ts';
import { webAuthnJsonSchema } from './second-factor.ts';
import { localeSchema, userInfoSchema } from './user.ts';

/** What an emailed verification code may be used for: creating an account or resetting its password. */
export const CODE_PURPOSES = ['register', 'reset'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];
export const codePurposeSchema = z.enum(CODE_PURPOSES, { error: 'invalid_value' });

/** A code is valid this long after it was sent. */
export const CODE_TTL_SECONDS = 600;
/** A new code for the same email and purpose may be asked for this long after the previous one. */
export const CODE_RESEND_SECONDS = 60;
/**
 * Wrong entries one address may make against a code; its next entry answers too_many_requests until the code's
 * time is up. Another address (the owner's) is not stopped by them.
 */
export const CODE_MAX_ATTEMPTS = 5;
/** Wrong entries a code survives from all addresses together; the next entry, right or wrong, answers code_expired. */
export const CODE_MAX_TOTAL_ATTEMPTS = 20;
/** Wrong entries against a reset code at which the account's owner is mailed. */
export const CODE_ALERT_ATTEMPTS = 10;

/**
 * POST /api/auth/codes: email a 6-digit code (the "send code" button of /register and /passwordReset). The
 * answer is the same whether the address has an account or not; an address that cannot use the code is mailed
 * a notice instead (docs/decisions/0032).
 */
export const sendCodeBodySchema = z.object({
  email: emailSchema,
  purpose: codePurposeSchema,
  /** Language of the mail; defaults to the account's language, else English. */
  locale: localeSchema.optional(),
});
export type SendCodeBody = z.infer<typeof sendCodeBodySchema>;

export const sendCodeResultSchema = z.object({
  email: z.string(),
  purpose: codePurposeSchema,
  expiresInSeconds: z.number().int(),
  /** The client's countdown before the "send code" button works again. */
  resendAfterSeconds: z.number().int(),
});
export type SendCodeResult = z.infer<typeof sendCodeResultSchema>;

/** POST /api/auth/register: the /register form. A successful registration is also a login (no remember-me). */
export const registerBodySchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: 'password_required' }),
    code: verificationCodeSchema,
    locale: localeSchema.optional(),
  })
  .superRefine(matchPasswords('password', 'confirmPassword'));
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** POST /api/auth/login: `account` is a username or an email address. */
export const loginBodySchema = z.object({
  account: requiredString().max(254, { error: 'invalid_value' }),
  // Only required here: the password rules apply when a password is chosen, not when it is typed to log in.
  password: z
    .string({ error: 'password_required' })
    .min(1, { error: 'password_required' })
    .max(256, { error: 'invalid_value' }),
  rememberMe: z.boolean({ error: 'invalid_value' }).default(false),
  /**
   * An administrator's second factor (decision 0041): the authenticator app's 6 digits, or one of the recovery
   * codes. Asked for when the password alone answered second_factor_required.
   */
  secondFactor: z
    .string({ error: 'invalid_value' })
    .trim()
    .min(1)
    .max(32, { error: 'invalid_value' })
    .optional(),
  /**
   * Or one of their passkeys (issue #34): the browser's answer to the options second_factor_required carried in
   * its `data.passkey` (null when the administrator has none).
   */
  passkey: webAuthnJsonSchema.optional(),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** POST /api/auth/password-reset: the /passwordReset form. Ends every session of the account. */
export const passwordResetBodySchema = z
  .object({
    email: emailSchema,
    code: verificationCodeSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: 'password_required' }),
  })
  .superRefine(matchPasswords('password', 'confirmPassword'));
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;

/**
 * How long a spent refresh token may be presented again (docs/decisions/0037): within this many seconds of its
 * rotation it answers the same new pair, so that two tabs or a retried request that presented it together both
 * hold the session's live pair; later, presenting it ends the session (RFC 9700 §4.14.2).
 */
export const REFRESH_REUSE_SECONDS = 30;

/**
 * The tokens of a session. `accessToken` goes in `Authorization: Bearer` on every call; `refreshToken` only on
 * GET /api/user/refresh, which answers a new pair. The old refresh token is then spent: presented again within
 * REFRESH_REUSE_SECONDS it answers that same pair, later it ends the session.
 */
export const tokenPairSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  accessTokenExpiresAt: z.iso.datetime(),
  /** The session's absolute end: no refresh extends it. */
  sessionExpiresAt: z.iso.datetime(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** The answer of login and register: the tokens, remember-me as granted, and the user info. */
export const loginResultSchema = tokenPairSchema.extend({
  rememberMe: z.boolean(),
  userInfo: userInfoSchema,
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** The kinds of device a session's User-Agent names (a robot or an unknown one is none of them: null). */
export const DEVICE_KINDS = ['desktop', 'mobile', 'tablet', 'tv'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/**
 * One signed-in session of the caller (GET /api/user/sessions): where it was last used, as far as the requests
 * tell. `browser` and `os` are product names ("Chrome 140", "Windows"), `network` the address's prefix
 * ("203.0.113.0/24"); null when the request did not say. `lastUsedAt` is the last sign-in or token refresh, so
 * it is accurate to the access token's lifetime (15 minutes).
 */
export const sessionInfoSchema = z.object({
  id: z.uuid(),
  /** The session of the access token that asked. */
  current: z.boolean(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  device: z.enum(DEVICE_KINDS).nullable(),
  network: z.string().nullable(),
  signedInAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  /** The session's absolute end. */
  expiresAt: z.iso.datetime(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** The caller's live sessions, the current one first, then the most recently used. */
export const sessionListSchema = z.object({ items: z.array(sessionInfoSchema) });
export type SessionList = z.infer<typeof sessionListSchema>;

export const sessionParamsSchema = z.object({ id: z.uuid({ error: 'invalid_value' }) });

/** POST /api/user/sessions/end-others: how many sessions it ended. */
export const endedSessionsSchema = z.object({ ended: z.number().int() });
export type EndedSessions = z.infer<typeof endedSessionsSchema>;
