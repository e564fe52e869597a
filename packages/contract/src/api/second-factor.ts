import { z } from 'zod';

// An administrator's second factor (issue #34, docs/decisions/0041-admin-second-factor.md): TOTP (RFC 6238) from
// an authenticator app, with one-time recovery codes. Routes under /api/admin/second-factor, open to an
// administrator who has not set it up yet (the rest of Admin Management answers second_factor_enrolment_required
// until then, when the operator requires it).

/** How many recovery codes an enrolment gives; each works once. */
export const RECOVERY_CODE_COUNT = 10;

/** GET /api/admin/second-factor: whether the caller has it, whether the operator requires it, codes left. */
export const secondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  recoveryCodesLeft: z.int().min(0),
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
