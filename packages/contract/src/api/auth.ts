import { z } from 'zod';
import { emailSchema } from '../rules/email.ts';
import { passwordSchema } from '../rules/password.ts';
import { matchPasswords } from '../rules/password-match.ts';
import { requiredString } from '../rules/required.ts';
import { usernameSchema } from '../rules/username.ts';
import { verificationCodeSchema } from '../rules/verification-code.ts';
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
 * The tokens of a session. `accessToken` goes in `Authorization: Bearer` on every call; `refreshToken` only on
 * GET /api/user/refresh, which answers a new pair (the old refresh token is then spent: presenting it again
 * ends the session).
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
