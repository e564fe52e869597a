import { z } from 'zod';
import { userLevelSchema } from '../enums.ts';
import { LOCALES } from '../locales.ts';
import { passwordSchema } from '../rules/password.ts';
import { matchPasswords } from '../rules/password-match.ts';

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
  /** Minor units (cents) of `currency`. */
  balance: z.number().int(),
  currency: z.string(),
  locale: localeSchema,
  isRegister: z.boolean(),
  createdAt: z.iso.datetime(),
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

/** PATCH /api/user/locale: the language of the user's mails. */
export const updateLocaleBodySchema = z.object({ locale: localeSchema });
export type UpdateLocaleBody = z.infer<typeof updateLocaleBodySchema>;
