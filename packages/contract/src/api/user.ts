import { z } from 'zod';
import { adminRoleSchema } from '../admin-roles.ts';
import { userLevelSchema } from '../enum-schemas.ts';
import { LOCALES } from '../locales.ts';
import { passwordSchema } from '../rules/password.ts';
import { matchPasswords } from '../rules/password-match.ts';
import { verificationCodeSchema } from '../rules/verification-code.ts';

/** A locale field of a request: one of the interface languages. */
export const localeSchema = z.enum(LOCALES, { error: 'invalid_value' });

/**
 * The user info the client keeps in its auth state (spec §3): who is logged in, their level (0 customer,
 * 1 administrator) and their balance in minor units of `currency`.
 */
export const userInfoSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  level: userLevelSchema,
  /** An administrator's role (issue #34); null for a customer. */
  adminRole: adminRoleSchema.nullable(),
  /** Minor units (cents) of `currency`. */
  balance: z.number().int(),
  currency: z.string(),
  locale: localeSchema,
  isRegister: z.boolean(),
  createdAt: z.iso.datetime(),
  /**
   * A member of another's account (decision 0103): they reach the cards of their groups only. A member's `balance`
   * is their own account's, always 0: the owner's balance is never shown to a member.
   */
  member: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/**
 * POST /api/user/password: change the password in the Personal Center. `endOtherSessions` (the form's "sign out
 * of other devices", on unless unticked) ends the user's other sessions; the caller's stays either way.
 */
export const changePasswordBodySchema = z
  .object({
    oldPassword: z.string({ error: 'password_required' }).min(1, { error: 'password_required' }),
    password: passwordSchema,
    confirmPassword: z.string({ error: 'password_required' }),
    endOtherSessions: z.boolean({ error: 'invalid_value' }).default(true),
  })
  .superRefine(matchPasswords('password', 'confirmPassword', 'passwords_not_equal'));
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/**
 * Account deletion (issue #34, decision 0040). POST /api/user/deletion-code mails a code to the account's own
 * address (the resend wait and the code's life as the other codes); POST /api/user/deletion with the password and
 * that code deletes the account: every session ends, the cards are released, the name and e-mail become a
 * pseudonym. Refused in a customer view and for an administrator (no_permission).
 */
export const deleteAccountBodySchema = z.object({
  password: z.string({ error: 'password_required' }).min(1, { error: 'password_required' }).max(256),
  code: verificationCodeSchema,
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

export const deletionCodeResultSchema = z.object({
  expiresInSeconds: z.int().positive(),
  resendAfterSeconds: z.int().positive(),
});
export type DeletionCodeResult = z.infer<typeof deletionCodeResultSchema>;

/** What a deletion did: the closed account's number (to quote to support), and what became of its parts. */
export const accountDeletionSchema = z.object({
  accountNumber: z.int().positive(),
  cardsReleased: z.int().min(0),
  /** The balance left on the closed account, claimable through support with its number (below zero: owed). */
  balanceMinor: z.int(),
  payOrdersCancelled: z.int().min(0),
});
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;

/** PATCH /api/user/locale: the language of the user's mails. */
export const updateLocaleBodySchema = z.object({ locale: localeSchema });
export type UpdateLocaleBody = z.infer<typeof updateLocaleBodySchema>;
