import { z } from 'zod';
import { adminRoleSchema } from '../admin-roles.ts';
import { emailSchema } from '../rules/email.ts';
import { passwordSchema } from '../rules/password.ts';
import { matchPasswords } from '../rules/password-match.ts';
import { usernameSchema } from '../rules/username.ts';
import { webAuthnJsonSchema } from './second-factor.ts';
import { localeSchema } from './user.ts';

// Admin Management › Administrators (issue #34): an owner invites administrators by mail, gives each a role,
// changes it or takes it away; the invited person chooses their name and password on the invitation's page.

const isoDateTime = z.iso.datetime();

/** An invitation is open this long after it was sent. */
export const INVITATION_TTL_HOURS = 72;

export const administratorSchema = z.object({
  id: z.int(),
  username: z.string(),
  email: z.string(),
  role: adminRoleSchema,
  /** Two-step verification is set up. */
  secondFactor: z.boolean(),
  createdAt: isoDateTime,
});
export type Administrator = z.infer<typeof administratorSchema>;

export const invitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: adminRoleSchema,
  invitedBy: z.string(),
  createdAt: isoDateTime,
  expiresAt: isoDateTime,
});
export type Invitation = z.infer<typeof invitationSchema>;

/** GET /api/admin/administrators: every administrator, then the invitations still open. */
export const administratorsSchema = z.object({
  administrators: z.array(administratorSchema),
  invitations: z.array(invitationSchema),
});
export type Administrators = z.infer<typeof administratorsSchema>;

/** POST /api/admin/administrators/invitations: mailed in `locale` (the inviter's language when absent). */
export const inviteAdministratorBodySchema = z.object({
  email: emailSchema,
  role: adminRoleSchema,
  locale: localeSchema.optional(),
});
export type InviteAdministratorBody = z.infer<typeof inviteAdministratorBodySchema>;

export const administratorIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .positive()
    .max(2_147_483_647),
});
export const invitationIdParamsSchema = z.object({ id: z.uuid({ error: 'invalid_value' }) });

/** PATCH /api/admin/administrators/:id — a new role (never the last owner's; step-up asked). */
export const changeRoleBodySchema = z.object({ role: adminRoleSchema });
export type ChangeRoleBody = z.infer<typeof changeRoleBodySchema>;

/** The invitation's token, as its link carries it (43 characters of base64url: 256 bits). */
export const invitationTokenSchema = z
  .string({ error: 'invitation_invalid' })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'invitation_invalid' });

/** GET /api/invitations/:token — what the invitation's page shows before the person accepts it. */
export const invitationViewSchema = z.object({
  email: z.string(),
  role: adminRoleSchema,
  invitedBy: z.string(),
  expiresAt: isoDateTime,
});
export type InvitationView = z.infer<typeof invitationViewSchema>;

export const invitationTokenParamsSchema = z.object({ token: invitationTokenSchema });

/** POST /api/invitations/:token — the administrator's account, with the name and password they choose. */
export const acceptInvitationBodySchema = z
  .object({
    username: usernameSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: 'password_required' }),
    locale: localeSchema.optional(),
  })
  .superRefine(matchPasswords('password', 'confirmPassword'));
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;

/**
 * POST /api/admin/step-up: proves it is the administrator again before a sensitive action (entering a customer's
 * view, a credit, a large pay order, a role change): the authenticator's code or a recovery code when two-step
 * verification is on, else the password.
 */
export const stepUpBodySchema = z.object({
  code: z.string({ error: 'invalid_value' }).trim().min(1).max(32, { error: 'invalid_value' }).optional(),
  password: z.string({ error: 'invalid_value' }).min(1).max(256, { error: 'invalid_value' }).optional(),
  /** Or a passkey's answer to POST /api/admin/step-up/passkey-options. */
  passkey: webAuthnJsonSchema.optional(),
});
export type StepUpBody = z.infer<typeof stepUpBodySchema>;

/** The answer of a step-up, and of GET /api/admin/step-up: until when sensitive actions go without asking. */
export const stepUpStateSchema = z.object({
  /** What proves it is them: the authenticator's code, or the password when two-step verification is off. */
  method: z.enum(['code', 'password']),
  /** Null when a sensitive action would ask now. */
  freshUntil: isoDateTime.nullable(),
  /** The administrator has a passkey, which may answer in place of the code. */
  passkey: z.boolean(),
});
export type StepUpState = z.infer<typeof stepUpStateSchema>;
