import type { AdminRefundRequest, RefundRequest } from '@simportal/contract/api/refunds';
import type { RefundStatus } from '@simportal/contract/refund-rule';
import type { AppContext } from '../app-context.ts';
import { DomainError } from '../http/domain-error.ts';
import { type Auditor, audit } from '../modules/audit/index.ts';
import type { AdminStanding } from '../modules/auth/index.ts';
import { activityById, balanceOf, ledgerFor, lockBalance } from '../modules/ledger/index.ts';
import { tell } from '../modules/notify/index.ts';
import { holdLiveAccount } from '../modules/users/index.ts';
import {
  decideRefundRequest,
  lockRefundRequest,
  refundQueue,
  refundRequestOwner,
} from '../modules/wallet/index.ts';
import { deliverTold, presentRefund, refundKeyOf } from './refund-request.ts';
import { aboveRoleLimit } from './role-money-limit.ts';

// An administrator decides a refund request that waits for review (decision 0101), from the pay orders' queue:
// approve credits the purchase back through the ledger (the same REFUND key as a credit at once, so a purchase is
// given back once whatever decides it), decline keeps the money and says why; each audited in its transaction
// and told to the customer through notify.

/** Admin Management's queue: the requests in `status` with their customers and purchases. */
export const listRefundQueue = async (
  ctx: AppContext,
  status: RefundStatus,
): Promise<AdminRefundRequest[]> => {
  const { db } = ctx.database;
  const rows = await refundQueue(db, status);
  return Promise.all(
    rows.map(async ({ request, username, email }) => ({
      ...(await presentRefund(ctx, db, request)),
      userId: request.userId,
      username,
      email,
      purchasedAt: (await activityById(db, request.activityId))!.createdAt.toISOString(),
    })),
  );
};

/**
 * Approves (credits) or declines a WAITING request. not_found for an unknown one, refund_already_decided for one
 * decided before (by another administrator in between too: the row is locked, the UPDATE names WAITING). Locks in
 * the ledger's order: the customer's account (a deleted one answers account_deleted), the balance, the request.
 * A support administrator approves up to their role's limit (refund_above_role_limit beyond, checked on the
 * locked request); declining moves no money and has no limit.
 */
export const decideRefund = async (
  ctx: AppContext,
  by: Auditor,
  standing: AdminStanding,
  id: number,
  decision: { approve: true } | { approve: false; note: string },
): Promise<RefundRequest> => {
  const { db } = ctx.database;
  const outcome = await db.transaction(async (tx) => {
    const owner = await refundRequestOwner(tx, id);
    if (owner === undefined) throw new DomainError('not_found');
    await holdLiveAccount(tx, owner);
    await lockBalance(tx, owner);
    const request = await lockRefundRequest(tx, id);
    if (!request) throw new DomainError('not_found');
    if (request.status !== 'WAITING') throw new DomainError('refund_already_decided');
    if (decision.approve && aboveRoleLimit(ctx, standing, request.amountMinor))
      throw new DomainError('refund_above_role_limit');
    const now = ctx.clock.now();
    const credited = decision.approve
      ? await ledgerFor(ctx).refund(tx, {
          userId: owner,
          amountMinor: request.amountMinor,
          reason: 'refund',
          refundsActivityId: request.activityId,
          idempotencyKey: refundKeyOf(request.activityId),
        })
      : null;
    const decided = (await decideRefundRequest(tx, id, {
      status: credited ? 'CREDITED' : 'DECLINED',
      by: by.actorId,
      at: now,
      ...(credited ? { refundActivityId: credited.activity.id } : {}),
      ...(decision.approve ? {} : { note: decision.note }),
    }))!;
    await audit(tx, {
      ...by,
      action: credited ? 'refund_approve' : 'refund_decline',
      targetUserId: owner,
      details: {
        requestId: id,
        activityId: request.activityId,
        amountMinor: request.amountMinor,
        ...(decision.approve ? { refundActivityId: credited!.activity.id } : { note: decision.note }),
      },
      at: now,
    });
    const told = await tell(ctx, tx, [
      credited
        ? {
            kind: 'refund.credited',
            userId: owner,
            data: {
              requestId: id,
              activityId: request.activityId,
              kind: request.kind,
              amountMinor: request.amountMinor,
              currency: ctx.config.CURRENCY,
              balanceMinor: (await balanceOf(tx, owner))!,
            },
          }
        : {
            kind: 'refund.declined',
            userId: owner,
            data: {
              requestId: id,
              activityId: request.activityId,
              kind: request.kind,
              amountMinor: request.amountMinor,
              currency: ctx.config.CURRENCY,
              note: decision.approve ? '' : decision.note,
            },
          },
    ]);
    return { decided, told };
  });
  deliverTold(ctx, outcome.told);
  return presentRefund(ctx, db, outcome.decided);
};
