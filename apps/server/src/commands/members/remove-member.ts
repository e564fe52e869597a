import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/database.ts';
import { audit } from '../../modules/audit/index.ts';
import { endMemberCredentials } from '../../modules/auth/index.ts';
import { forgetMemberGroups } from '../../modules/sims/index.ts';
import { type MemberAccount, pseudonymiseUser } from '../../modules/users/index.ts';

/**
 * Removes a member (decision 0103), in the caller's transaction: their sessions end at once, their password stops
 * working, their groups go and their account is closed as a deleted one is (a pseudonym; the audit entries that
 * name them as actor stay). The owner's removal of one member, and the owner's own deletion of every one.
 */
export const removeMember = async (
  ctx: AppContext,
  tx: Tx,
  member: MemberAccount,
  by: { actorId: number; ip: string },
): Promise<void> => {
  const now = ctx.clock.now();
  await endMemberCredentials(ctx, tx, member.id);
  await forgetMemberGroups(tx, member.id);
  await pseudonymiseUser(tx, member.id, now);
  await audit(tx, {
    actorId: by.actorId,
    action: 'member_remove',
    targetUserId: member.id,
    details: { username: member.username, email: member.email },
    ip: by.ip,
    at: now,
  });
};
