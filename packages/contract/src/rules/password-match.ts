import type { z } from 'zod';

/**
 * `password_mismatch` ("Password does not match") for the register and reset forms; `passwords_not_equal`
 * ("Two passwords are not equal") for the change-password form, as the spec words them (§5).
 */
export type PasswordMatchKey = 'password_mismatch' | 'passwords_not_equal';

export const passwordsMatch = (password: string, confirmation: string): boolean => password === confirmation;

/** The key for a password and its confirmation, or null when they are equal. */
export const validatePasswordMatch = (
  password: string,
  confirmation: string,
  key: PasswordMatchKey = 'password_mismatch',
): PasswordMatchKey | null => (passwordsMatch(password, confirmation) ? null : key);

/**
 * A refinement for an object schema holding a password and its confirmation:
 * `z.object({ password: passwordSchema, confirmPassword: z.string() }).superRefine(matchPasswords('password',
 * 'confirmPassword'))`. The issue is put on the confirmation field, where the user has to correct it. When
 * either field is not a string its own schema has already reported it, so nothing is added.
 */
export const matchPasswords =
  <P extends string, C extends string>(
    passwordField: P,
    confirmField: C,
    key: PasswordMatchKey = 'password_mismatch',
  ) =>
  (value: Record<P | C, unknown>, ctx: z.RefinementCtx): void => {
    const password = value[passwordField];
    const confirmation = value[confirmField];
    if (typeof password !== 'string' || typeof confirmation !== 'string') return;
    const failed = validatePasswordMatch(password, confirmation, key);
    if (failed !== null) ctx.addIssue({ code: 'custom', message: failed, path: [confirmField] });
  };
