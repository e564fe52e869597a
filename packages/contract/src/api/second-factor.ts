import { z } from 'zod';

// An administrator's second factor (issue #34, docs/decisions/0041-admin-second-factor.md): TOTP (RFC 6238) from
// an authenticator app, with one-time recovery codes. Routes under /api/admin/second-factor, open to an
// administrator who has not set it up yet (the rest of Admin Management answers second_factor_enrolment_required
// until then, when the operator requires it).

/** How many recovery codes an enrolment gives; each works once. */
export const RECOVERY_CODE_COUNT = 10;

/** One of an administrator's passkeys (WebAuthn), as the Security section lists it. */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/**
 * GET /api/admin/second-factor: whether the caller has it, whether the operator requires it, codes left, and the
 * passkeys that may stand in for the app's code (added once two-step verification is on).
 */
export const secondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  recoveryCodesLeft: z.int().min(0),
  passkeys: z.array(passkeySchema),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/**
 * POST /api/admin/second-factor/enrolment: a new secret to add to an authenticator app, as the otpauth:// URI its
 * QR code carries and as the Base32 text to type; it takes effect once a code from it is confirmed.
 */
export const secondFactorEnrolmentSchema = z.object({
  secret: z.string(),
  uri: z.string(),
});
export type SecondFactorEnrolment = z.infer<typeof secondFactorEnrolmentSchema>;

/** POST /api/admin/second-factor/enrolment/confirm: a code from the app proves it holds the secret. */
export const confirmSecondFactorBodySchema = z.object({
  code: z
    .string({ error: 'field_required' })
    .trim()
    .regex(/^\d{6}$/, { error: 'code_format' }),
});
export type ConfirmSecondFactorBody = z.infer<typeof confirmSecondFactorBodySchema>;

/** The recovery codes, shown once: each signs in once in place of the app's code. */
export const recoveryCodesSchema = z.object({
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/**
 * POST /api/admin/second-factor/recovery-codes: ten new recovery codes in place of the old ones (each of those
 * stops working), for an administrator who used some or fears they were seen. A code from the app, or one of the
 * recovery codes still unused, proves it is them.
 */
export const newRecoveryCodesBodySchema = z.object({
  code: z
    .string({ error: 'field_required' })
    .trim()
    .min(1, { error: 'field_required' })
    .max(32, { error: 'invalid_value' }),
});
export type NewRecoveryCodesBody = z.infer<typeof newRecoveryCodesBodySchema>;

/**
 * A WebAuthn ceremony's JSON as @simplewebauthn hands it over (PublicKeyCredential…JSON): the options the server
 * sends to the browser and the credential the browser answers. Checked by the WebAuthn library, not field by
 * field here; kept an object of bounded size by the edge's JSON limits.
 */
export const webAuthnJsonSchema = z.record(z.string(), z.unknown());
export type WebAuthnJson = z.infer<typeof webAuthnJsonSchema>;

/** The longest name a passkey may be given ("iPhone", "YubiKey 5C"). */
export const PASSKEY_NAME_MAX = 40;

/** POST /api/admin/second-factor/passkeys: the browser's answer to the registration options, and its name. */
export const addPasskeyBodySchema = z.object({
  response: webAuthnJsonSchema,
  name: z
    .string({ error: 'invalid_value' })
    .trim()
    .max(PASSKEY_NAME_MAX, { error: 'invalid_value' })
    .optional(),
});
export type AddPasskeyBody = z.infer<typeof addPasskeyBodySchema>;

export const passkeyIdParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{16,512}$/, { error: 'invalid_value' }),
});
