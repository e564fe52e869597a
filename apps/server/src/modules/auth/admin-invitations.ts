import { randomUUID } from 'node:crypto';
import { type AdminRole, isAdminRole } from '@simportal/contract/admin-roles';
import {
  type AcceptInvitationBody,
  INVITATION_TTL_HOURS,
  type Invitation,
  type InvitationView,
} from '@simportal/contract/api/administrators';
import { ADMIN_LEVEL } from '@simportal/contract/enums';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx, Tx } from '../../db/database.ts';
import { violatedUniqueConstraint } from '../../db/unique-violation.ts';
import { DomainError } from '../../http/domain-error.ts';
import { findUserByEmail, findUserById, findUserByUsername, userAccounts } from '../users/index.ts';
import { createAccount } from './new-account.ts';
import { hashSecret } from './password-hash.ts';
import { adminInvitations } from './schema.ts';
import { hashRefreshToken, newRefreshToken } from './tokens.ts';

// An owner's invitation to become an administrator (issue #34, decision 0043). The mailed link carries 256
// random bits; only their SHA-256 is kept, so a copy of the database opens no invitation. One open invitation
// per address: a new one replaces it.

/** The chosen password's hash, made before the acceptance's transaction. */
export const hashInvitedPassword = (password: string): Promise<string> => hashSecret(password);

const inviter = alias(userAccounts, 'inviter');

const isOpen = (now: Date) =>
  and(
    isNull(adminInvitations.acceptedAt),
    isNull(adminInvitations.revokedAt),
    gt(adminInvitations.expiresAt, now),
  );

const roleOf = (value: string): AdminRole => (isAdminRole(value) ? value : 'viewer');

/** Invites `email` as `role`; the answer carries the token for the mail, which nothing else will know. */
export const createInvitation = async (
  ctx: AppContext,
  tx: Tx,
  input: { email: string; role: AdminRole; invitedBy: number },
): Promise<{ invitation: Invitation; token: string }> => {
  if (await findUserByEmail(tx, input.email)) throw new DomainError('email_has_account');
  const now = ctx.clock.now();
  // a new invitation to the same address replaces the one still open
  await tx
    .update(adminInvitations)
    .set({ revokedAt: now })
    .where(and(eq(adminInvitations.email, input.email), isOpen(now)));
  const token = newRefreshToken();
  const [row] = await tx
    .insert(adminInvitations)
    .values({
      id: randomUUID(),
      email: input.email,
      role: input.role,
      tokenHash: hashRefreshToken(token),
      invitedBy: input.invitedBy,
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_HOURS * 3_600_000),
    })
    .returning();
  const by = await findUserById(tx, input.invitedBy);
  return { invitation: toInvitation(row!, by?.username ?? ''), token };
};

const toInvitation = (row: typeof adminInvitations.$inferSelect, invitedBy: string): Invitation => ({
  id: row.id,
  email: row.email,
  role: roleOf(row.role),
  invitedBy,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

/** The invitations still open, oldest first. */
export const listOpenInvitations = async (ctx: AppContext, db: DbOrTx): Promise<Invitation[]> => {
  const rows = await db
    .select({ invitation: adminInvitations, invitedBy: inviter.username })
    .from(adminInvitations)
    .innerJoin(inviter, eq(inviter.id, adminInvitations.invitedBy))
    .where(isOpen(ctx.clock.now()))
    .orderBy(asc(adminInvitations.createdAt));
  return rows.map((row) => toInvitation(row.invitation, row.invitedBy));
};

/** Withdraws an open invitation: its link stops working. not_found for one that is not open. */
export const revokeInvitation = async (ctx: AppContext, tx: Tx, id: string): Promise<Invitation> => {
  const now = ctx.clock.now();
  const [row] = await tx
    .update(adminInvitations)
    .set({ revokedAt: now })
    .where(and(eq(adminInvitations.id, id), isOpen(now)))
    .returning();
  if (!row) throw new DomainError('not_found');
  return toInvitation(row, '');
};

/** The open invitation a link's token names; invitation_invalid for any other token (used, withdrawn, late). */
const openInvitation = async (ctx: AppContext, db: DbOrTx, token: string, lock = false) => {
  const query = db
    .select({ invitation: adminInvitations, invitedBy: inviter.username })
    .from(adminInvitations)
    .innerJoin(inviter, eq(inviter.id, adminInvitations.invitedBy))
    .where(and(eq(adminInvitations.tokenHash, hashRefreshToken(token)), isOpen(ctx.clock.now())));
  const [row] = lock ? await query.for('update', { of: adminInvitations }) : await query;
  if (!row) throw new DomainError('invitation_invalid');
  return row;
};

/** What the invitation's page shows: to whom, as what, from whom, until when. */
export const viewInvitation = async (ctx: AppContext, token: string): Promise<InvitationView> => {
  const { invitation, invitedBy } = await openInvitation(ctx, ctx.database.db, token);
  return {
    email: invitation.email,
    role: roleOf(invitation.role),
    invitedBy,
    expiresAt: invitation.expiresAt.toISOString(),
  };
};

/**
 * The invited person's administrator account, with the name and password they chose: the invitation is used up
 * in the same transaction (a second acceptance finds it closed). The address is the invitation's, which the mail
 * reaching them proved. username_exists / email_has_account when taken meanwhile. The password is hashed by
 * the caller before the transaction (`hashInvitedPassword`), so no row stays locked while it is.
 */
export const acceptInvitation = async (
  ctx: AppContext,
  tx: Tx,
  token: string,
  body: Pick<AcceptInvitationBody, 'username' | 'locale'> & { passwordHash: string },
): Promise<{ userId: number; username: string; email: string; role: AdminRole; invitedBy: number }> => {
  const { invitation } = await openInvitation(ctx, tx, token, true);
  if (await findUserByUsername(tx, body.username)) throw new DomainError('username_exists');
  if (await findUserByEmail(tx, invitation.email)) throw new DomainError('email_has_account');
  const role = roleOf(invitation.role);
  const now = ctx.clock.now();
  let userId: number;
  try {
    const user = await createAccount(tx, {
      username: body.username,
      email: invitation.email,
      passwordHash: body.passwordHash,
      level: ADMIN_LEVEL,
      adminRole: role,
      locale: body.locale ?? 'en',
      createdAt: now,
    });
    userId = user.id;
  } catch (error) {
    const constraint = violatedUniqueConstraint(error);
    if (constraint === null) throw error;
    throw new DomainError(constraint.includes('email') ? 'email_has_account' : 'username_exists');
  }
  await tx
    .update(adminInvitations)
    .set({ acceptedAt: now, acceptedBy: userId })
    .where(eq(adminInvitations.id, invitation.id));
  return { userId, username: body.username, email: invitation.email, role, invitedBy: invitation.invitedBy };
};
