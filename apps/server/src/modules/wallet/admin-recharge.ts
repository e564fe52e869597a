import type { AdminRechargeResult } from '@simportal/contract/api/wallet';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { users } from '../../db/schema.ts';
import { DomainError } from '../../http/domain-error.ts';
import { deliverBillingCommands, resumeSuspendedCards } from '../billing/resume-suspended.ts';
import { requestKey } from '../idempotency/replay.ts';
import { ledgerFor } from '../ledger/ledger.ts';
import { findUserByAccount } from '../users/queries.ts';
import { findActivity } from './presenters.ts';

/**
 * An administrator adds an amount to a customer found by username or email (spec §2 admin screen), with a
 * reason kept on the TOP_UP activity. With an Idempotency-Key a retried request credits once; without one,
 * every request is a new recharge.
 */
export const adminRecharge = async (
  ctx: AppContext,
  adminId: number,
  body: { account: string; amountMinor: number; reason: string },
  clientKey?: string,
): Promise<AdminRechargeResult> => {
  const { db } = ctx.database;
  const target = await findUserByAccount(db, body.account);
  if (!target) throw new DomainError('user_not_exist');
  const { activity, replayed, resumed } = await db.transaction(async (tx) => {
    const credited = await ledgerFor(ctx).credit(tx, {
      userId: target.id,
      type: 'TOP_UP',
      reason: 'admin_recharge',
      amountMinor: body.amountMinor,
      note: body.reason,
      actorUserId: adminId,
      // the ledger's key is the request's (modules/idempotency): a retry credits once
      idempotencyKey: requestKey('admin-recharge', adminId, clientKey),
    });
    // billing: cards stopped for lack of credit resume when the top-up covers their fee of today
    return { ...credited, resumed: await resumeSuspendedCards(ctx, tx, target.id) };
  });
  await deliverBillingCommands(ctx, resumed);
  const [user] = await db
    .select({ id: users.id, username: users.username, email: users.email, balance: users.balance })
    .from(users)
    .where(eq(users.id, target.id));
  return { activity: await findActivity(db, activity.id), user: user!, replayed };
};
