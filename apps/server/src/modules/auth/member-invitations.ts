import { randomUUID } from 'node:crypto';
import { MEMBER_INVITATION_TTL_HOURS, type MemberInvitationView } from '@simportal/contract/api/members';
import { and, asc, eq, gt, inArray, isNull, max } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx, Tx } from '../../db/database.ts';
import { violatedUniqueConstraint } from '../../db/unique-violation.ts';
import { DomainError } from '../../http/domain-error.ts';
import { findUserByEmail, findUserById, findUserByUsername } from '../users/index.ts';
import { setPasswordHash, UNUSABLE_PASSWORD } from './credentials.ts';
import { createAccount } from './new-account.ts';
import { removeAllPasskeys } from './passkeys.ts';
import { authSessions, memberInvitations } from './schema.ts';
import { revokeUserSessions } from './sessions.ts';
import { hashRefreshToken, newRefreshToken } from './tokens.ts';

// An account owner's invitation of a member (issue #71, decision 0103), as an owner invites an administrator
// (admin-invitations.ts): 256 random bits in the mailed link, only their SHA-256 kept, open
// MEMBER_INVITATION_TTL_HOURS, used once; a new invitation to the same address from the same owner replaces it.

export type MemberInvitationRow = typeof memberInvitations.$inferSelect;

const isOpen = (now: Date) =>
  and(
    isNull(memberInvitations.acceptedAt),
    isNull(memberInvitations.revokedAt),
    gt(memberInvitations.expiresAt, now),
  );

/** Invites `email` to `ownerId`'s account; the answer carries the token for the mail, which nothing else knows. */
export const createMemberInvitation = async (
  ctx: AppContext,
  tx: Tx,
  input: { ownerId: number; email: string; groupIds: number[] },
): Promise<{ invitation: MemberInvitationRow; token: string }> => {
  if (await findUserByEmail(tx, input.email)) throw new DomainError('email_has_account');
  const now = ctx.clock.now();
  await tx
    .update(memberInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(memberInvitations.ownerId, input.ownerId),
        eq(memberInvitations.email, input.email),
        isOpen(now),
      ),
    );
  const token = newRefreshToken();
  const [row] = await tx
    .insert(memberInvitations)
    .values({
      id: randomUUID(),
      ownerId: input.ownerId,
      email: input.email,
      groupIds: [...new Set(input.groupIds)],
      tokenHash: hashRefreshToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + MEMBER_INVITATION_TTL_HOURS * 3_600_000),
    })
    .returning();
  return { invitation: row!, token };
};

/** The owner's invitations still open, oldest first. */
export const openMemberInvitationsOf = (
  ctx: AppContext,
  db: DbOrTx,
  ownerId: number,
): Promise<MemberInvitationRow[]> =>
  db
    .select()
    .from(memberInvitations)
    .where(and(eq(memberInvitations.ownerId, ownerId), isOpen(ctx.clock.now())))
    .orderBy(asc(memberInvitations.createdAt));

/** Withdraws one of the owner's open invitations; not_found for one that is not open or not theirs. */
export const revokeMemberInvitation = async (
  ctx: AppContext,
  tx: Tx,
  ownerId: number,
  id: string,
): Promise<MemberInvitationRow> => {
  const now = ctx.clock.now();
  const [row] = await tx
    .update(memberInvitations)
    .set({ revokedAt: now })
    .where(and(eq(memberInvitations.id, id), eq(memberInvitations.ownerId, ownerId), isOpen(now)))
    .returning();
  if (!row) throw new DomainError('not_found');
  return row;
};

/** The open invitation a link's token names; invitation_invalid for any other token (used, withdrawn, late). */
const openInvitation = async (ctx: AppContext, db: DbOrTx, token: string, lock = false) => {
  const query = db
    .select()
    .from(memberInvitations)
    .where(and(eq(memberInvitations.tokenHash, hashRefreshToken(token)), isOpen(ctx.clock.now())));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new DomainError('invitation_invalid');
  // an owner who deleted their account meanwhile invites nobody
  const owner = await findUserById(db, row.ownerId);
  if (!owner || owner.deletedAt) throw new DomainError('invitation_invalid');
  return { invitation: row, owner };
};

/** What the invitation's page shows: to whom, from whom, until when. */
export const viewMemberInvitation = async (ctx: AppContext, token: string): Promise<MemberInvitationView> => {
  const { invitation, owner } = await openInvitation(ctx, ctx.database.db, token);
  return {
    email: invitation.email,
    invitedBy: owner.username,
    expiresAt: invitation.expiresAt.toISOString(),
  };
};

/**
 * The member's account, with the name and password they chose (hashed by the caller before the transaction), its
 * owner set: the invitation is used up in the same transaction. Answers the groups the invitation named, for the
 * caller to give the member (sims owns them). username_exists / email_has_account when taken meanwhile.
 */
export const acceptMemberInvitation = async (
  ctx: AppContext,
  tx: Tx,
  token: string,
  body: { username: string; locale?: string | undefined; passwordHash: string },
): Promise<{ memberId: number; ownerId: number; username: string; groupIds: number[] }> => {
  const { invitation } = await openInvitation(ctx, tx, token, true);
  if (await findUserByUsername(tx, body.username)) throw new DomainError('username_exists');
  if (await findUserByEmail(tx, invitation.email)) throw new DomainError('email_has_account');
  const now = ctx.clock.now();
  let memberId: number;
  try {
    const user = await createAccount(tx, {
      username: body.username,
      email: invitation.email,
      passwordHash: body.passwordHash,
      ownerId: invitation.ownerId,
      locale: body.locale ?? 'en',
      createdAt: now,
    });
    memberId = user.id;
  } catch (error) {
    const constraint = violatedUniqueConstraint(error);
    if (constraint === null) throw error;
    throw new DomainError(constraint.includes('email') ? 'email_has_account' : 'username_exists');
  }
  await tx
    .update(memberInvitations)
    .set({ acceptedAt: now, acceptedBy: memberId })
    .where(eq(memberInvitations.id, invitation.id));
  return { memberId, ownerId: invitation.ownerId, username: body.username, groupIds: invitation.groupIds };
};

/**
 * A removed member can do nothing from this instant: every session ends (its access tokens answer session_ended
 * at once, as after a password change) and the password and passkeys stop working. Their open invitations go too.
 */
export const endMemberCredentials = async (ctx: AppContext, tx: Tx, memberId: number): Promise<void> => {
  const now = ctx.clock.now();
  await revokeUserSessions(tx, memberId, 'member_removed', now);
  await setPasswordHash(tx, memberId, UNUSABLE_PASSWORD);
  await removeAllPasskeys(tx, memberId);
};

/** Withdraws every open invitation of an owner (their account's deletion). */
export const revokeMemberInvitationsOf = async (ctx: AppContext, tx: Tx, ownerId: number): Promise<void> => {
  const now = ctx.clock.now();
  await tx
    .update(memberInvitations)
    .set({ revokedAt: now })
    .where(and(eq(memberInvitations.ownerId, ownerId), isOpen(now)));
};

/** Each account's latest sign-in (its newest own session's start), for an owner's members list. */
export const lastSignInsOf = async (db: DbOrTx, userIds: number[]): Promise<Map<number, Date>> => {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: authSessions.userId, at: max(authSessions.createdAt) })
    .from(authSessions)
    .where(and(inArray(authSessions.userId, userIds), isNull(authSessions.actorUserId)))
    .groupBy(authSessions.userId);
  return new Map(rows.flatMap((row) => (row.at ? [[row.userId, row.at] as const] : [])));
};
