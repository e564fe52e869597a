import {
  MEMBER_ACTIONS_SHOWN,
  type Member,
  type MemberAction,
  type Members,
} from '@simportal/contract/api/members';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/database.ts';
import { type ActorAction, latestActionsOf } from '../../modules/audit/index.ts';
import {
  lastSignInsOf,
  type MemberInvitationRow,
  openMemberInvitationsOf,
} from '../../modules/auth/index.ts';
import { type CardGroupRow, groupsOf, groupsOfMembers } from '../../modules/sims/index.ts';
import { membersOf } from '../../modules/users/index.ts';

// An owner's members as Personal Center › Members shows them (decision 0103): who, which groups, their last
// sign-in and their latest actions from the audit log, and the invitations still open. Crosses users, auth, sims
// and audit: one statement each for the whole list.

const toAction = (entry: ActorAction): MemberAction => {
  const { cardNumber, priceMinor } = entry.details;
  return {
    at: entry.at.toISOString(),
    action: entry.action,
    cardNumber: typeof cardNumber === 'string' ? cardNumber : null,
    amountMinor: typeof priceMinor === 'number' ? priceMinor : null,
  };
};

const invitationGroups = (row: MemberInvitationRow, groups: Map<number, CardGroupRow>) =>
  row.groupIds.flatMap((id) => {
    const group = groups.get(id);
    return group ? [group] : [];
  });

export const membersPage = async (ctx: AppContext, db: DbOrTx, ownerId: number): Promise<Members> => {
  const accounts = await membersOf(db, ownerId);
  const ids = accounts.map((account) => account.id);
  const [groups, signIns, actions, invitations, ownersGroups] = await Promise.all([
    groupsOfMembers(db, ids),
    lastSignInsOf(db, ids),
    latestActionsOf(db, ids, MEMBER_ACTIONS_SHOWN),
    openMemberInvitationsOf(ctx, db, ownerId),
    groupsOf(db, ownerId),
  ]);
  const byId = new Map(ownersGroups.map((group) => [group.id, group]));
  const members: Member[] = accounts.map((account) => ({
    id: account.id,
    username: account.username,
    email: account.email,
    groups: groups.get(account.id) ?? [],
    lastSignInAt: signIns.get(account.id)?.toISOString() ?? null,
    createdAt: account.createdAt.toISOString(),
    recentActions: (actions.get(account.id) ?? []).map(toAction),
  }));
  return {
    members,
    invitations: invitations.map((row) => ({
      id: row.id,
      email: row.email,
      groups: invitationGroups(row, byId),
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    })),
  };
};
