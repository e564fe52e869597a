import { z } from 'zod';
import { emailSchema } from '../rules/email.ts';
import { MAX_RECORD_ID, recordIdParamsSchema } from '../rules/record-id.ts';
import { AUDIT_ACTIONS } from './admin.ts';
import { localeSchema } from './user.ts';

// Members on one balance (issue #71, decision 0103): an account's owner invites people by mail; each signs in with
// their own name, password and passkeys, and reaches only the cards of the groups the owner gave them. Their
// purchases are paid from the owner's balance, which they never see.

const isoDateTime = z.iso.datetime();

/** How many members one account may have (Hologram and emnify cap an organisation's users too). */
export const MEMBERS_MAX = 20;

/** A member's card groups: at least one (a member without cards has nothing to do), at most every group. */
const groupIdsSchema = z
  .array(
    z
      .int({ error: 'invalid_value' })
      .positive({ error: 'invalid_value' })
      .max(MAX_RECORD_ID, { error: 'invalid_value' }),
    { error: 'invalid_value' },
  )
  .min(1, { error: 'member_groups_required' })
  .max(50, { error: 'invalid_value' });

const groupSchema = z.object({ id: z.int().positive(), name: z.string() });

/** One thing a member did, as the audit log recorded it with the member as its actor. */
export const memberActionSchema = z.object({
  at: isoDateTime,
  action: z.enum(AUDIT_ACTIONS),
  /** The card's number the action was on, when it was on one. */
  cardNumber: z.string().nullable(),
  /** What it cost the owner's balance, in minor units, when it cost anything. */
  amountMinor: z.int().nullable(),
});
export type MemberAction = z.infer<typeof memberActionSchema>;

/** A member as their owner's Personal Center › Members lists them. */
export const memberSchema = z.object({
  id: z.int().positive(),
  username: z.string(),
  email: z.string(),
  groups: z.array(groupSchema),
  /** Their newest session's start, or null before their first sign-in. */
  lastSignInAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  /** Their latest actions, newest first (MEMBER_ACTIONS_SHOWN at most). */
  recentActions: z.array(memberActionSchema),
});
export type Member = z.infer<typeof memberSchema>;

/** How many of a member's latest actions the members list shows. */
export const MEMBER_ACTIONS_SHOWN = 5;

export const memberInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  groups: z.array(groupSchema),
  createdAt: isoDateTime,
  expiresAt: isoDateTime,
});
export type MemberInvitation = z.infer<typeof memberInvitationSchema>;

/** GET /api/members: the owner's members and the invitations still open. */
export const membersSchema = z.object({
  members: z.array(memberSchema),
  invitations: z.array(memberInvitationSchema),
});
export type Members = z.infer<typeof membersSchema>;

/** POST /api/members/invitations: the address and the groups whose cards the member will reach. */
export const inviteMemberBodySchema = z.object({
  email: emailSchema,
  groupIds: groupIdsSchema,
  /** The mail's language; the owner's own by default. */
  locale: localeSchema.optional(),
});
export type InviteMemberBody = z.infer<typeof inviteMemberBodySchema>;

/** PUT /api/members/:id/groups: the groups a member reaches from now on. */
export const memberGroupsBodySchema = z.object({ groupIds: groupIdsSchema });
export type MemberGroupsBody = z.infer<typeof memberGroupsBodySchema>;

export const memberIdParamsSchema = recordIdParamsSchema;
export const memberInvitationIdParamsSchema = z.object({ id: z.uuid({ error: 'invalid_value' }) });

/** GET /api/member-invitations/:token: what the invitation's page shows before the person accepts it. */
export const memberInvitationViewSchema = z.object({
  email: z.string(),
  invitedBy: z.string(),
  expiresAt: isoDateTime,
});
export type MemberInvitationView = z.infer<typeof memberInvitationViewSchema>;

/** A member's invitation is open this long after it was sent (as an administrator's). */
export const MEMBER_INVITATION_TTL_HOURS = 72;
