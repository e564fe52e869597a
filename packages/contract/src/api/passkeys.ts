import { z } from 'zod';
import { webAuthnJsonSchema } from './second-factor.ts';

// Passkeys that sign a customer or a member in without a password (issue #71, docs/decisions/0105). An
// administrator's passkeys stay a second factor after the password (decision 0043); these stand alone, so the
// authenticator must verify its user (a fingerprint, a face, the device's PIN) and keep the key on the device
// (a discoverable credential), which lets the login page offer them before anyone types a name.

/** The most passkeys one account keeps: a phone, a laptop, a security key and a spare, with room. */
export const CUSTOMER_PASSKEYS_MAX = 10;

/**
 * POST /api/user/passkeys/options: the password again, so that a session left open on a shared computer cannot
 * add a way in that outlives it.
 */
export const passkeyOptionsBodySchema = z.object({
  password: z
    .string({ error: 'password_required' })
    .min(1, { error: 'password_required' })
    .max(256, { error: 'invalid_value' }),
});
export type PasskeyOptionsBody = z.infer<typeof passkeyOptionsBodySchema>;

/**
 * POST /api/auth/passkey: the browser's answer to the options of POST /api/auth/passkey/options, signed by one of
 * the account's passkeys; logs the account in as the password does.
 */
export const passkeySignInBodySchema = z.object({
  response: webAuthnJsonSchema,
  rememberMe: z.boolean({ error: 'invalid_value' }).default(false),
});
export type PasskeySignInBody = z.input<typeof passkeySignInBodySchema>;
