import type { AdminRechargeResult, ConfirmPayOrderResult } from '@simportal/contract/api/wallet';
import type { AppContext } from '../app-context.ts';
import type { Tx } from '../db/database.ts';
import { DomainError } from '../http/domain-error.ts';
import { quietChild } from '../log.ts';
import { type Auditor, audit } from '../modules/audit/index.ts';
import { type AdminStanding, isFresh } from '../modules/auth/index.ts';
import {
  deliverBillingCommands,
  resumeSuspendedCardsTelling,
  settleBridge,
} from '../modules/billing/index.ts';
import { deliverNow } from '../modules/deliveries/index.ts';
import { requestKey } from '../modules/idempotency/index.ts';
import {
  balanceOf,
  type CreditEntry,
  creditOfPayOrder,
  ledgerFor,
  lockBalance,
} from '../modules/ledger/index.ts';
import { tell } from '../modules/notify/index.ts';
import { issueReceipt } from '../modules/papers/index.ts';
import { findUserByAccount, findUserById, holdLiveAccount } from '../modules/users/index.ts';
import {
  findActivity,
  finishPayOrder,
  lockPayOrder,
  overdueCutoff,
  payOrderOwner,
  repaysOf,
  toAdminPayOrder,
} from '../modules/wallet/index.ts';
import { aboveRoleLimit } from './role-money-limit.ts';

// Top-up and resume: money reaches a customer's balance (the ledger's TOP_UP) and, in the same transaction,
// their cards stopped for lack of credit resume when it covers their fee of today (billing); a confirmed pay order
// gets its receipt (papers). A command: it
// crosses the wallet (the pay order, the answer), the ledger and billing, so none of them imports another back.

/**
 * Takes the locks every credit of an account takes, in the one order (modules/ledger/README.md, "Lock order"):
 * the account held live (users), then its balance (ledger); a pay order or a card comes after. A credit that
 * waited here for the account's deletion is refused, account_deleted: a closed account is never credited.
 */
const holdForCredit = async (tx: Tx, userId: number) => {
  await holdLiveAccount(tx, userId);
  await lockBalance(tx, userId);
};

/**
 * Credits a top-up and resumes what it pays for, in the caller's transaction. The carrier RESUME commands of the
 * resumed cards are delivered by the caller after its commit (`deliverBillingCommands`).
 */
const topUpAndResume = async (ctx: AppContext, tx: Tx, entry: CreditEntry) => {
  const credited = await ledgerFor(ctx).credit(tx, entry);
  // a balance back at zero or above settles a bridge: what was advanced is paid (decision 0069)
  await settleBridge(tx, entry.userId, credited.activity.balanceAfterMinor, ctx.clock.now());
  const { commandIds, cardNumbers } = await resumeSuspendedCardsTelling(ctx, tx, entry.userId);
  return { ...credited, resumed: commandIds, resumedCards: cardNumbers };
};

/**
 * Whether `standing` may credit a pay order of `amountMinor` (issue #34, decision 0043): a support administrator
 * up to SUPPORT_CONFIRM_LIMIT_MINOR (pay_order_above_role_limit beyond), and anyone above STEP_UP_PAY_ORDER_MINOR
 * only with a fresh proof (step_up_required). True when the amount asked for that proof.
 */
const mayConfirm = (ctx: AppContext, standing: AdminStanding, amountMinor: number): boolean => {
  if (aboveRoleLimit(ctx, standing, amountMinor)) throw new DomainError('pay_order_above_role_limit');
  const large = amountMinor > ctx.config.STEP_UP_PAY_ORDER_MINOR;
  if (large && !isFresh(ctx, standing)) throw new DomainError('step_up_required');
  return large;
};

/**
 * An administrator confirms that a pay order was paid: the order becomes FINISHED and its amount is credited
 * as one TOP_UP, in one transaction with its audit entry (money never moves without the row that explains it).
 * Confirming again answers the same result and credits nothing: the order row is locked first, and the ledger
 * key `pay-order:<id>` plus a unique index on activities.pay_order_id back that up. Only an INIT order moves:
 * one its customer cancelled is refused (pay_order_cancelled), and the UPDATE itself names INIT, so a cancel
 * committed in between can never be overwritten (modules/wallet/pay-order-cancel.ts; decision 0036).
 * Who may confirm how much is the caller's role and step-up (`mayConfirm`), checked on the locked order.
 * The customer's account and balance are locked before the order (holdForCredit): an order of a deleted account
 * (the deletion cancelled it, or it was credited before) answers account_deleted, and a confirmation racing the
 * deletion waits for it instead of deadlocking with it (issue #56).
 */
export const confirmPayOrder = async (
  ctx: AppContext,
  by: Auditor,
  standing: AdminStanding,
  orderId: string,
): Promise<ConfirmPayOrderResult> => {
  const { db } = ctx.database;
  const adminId = by.actorId;
  const outcome = await db.transaction(async (tx) => {
    const owner = await payOrderOwner(tx, orderId);
    if (owner === undefined) throw new DomainError('not_found');
    await holdForCredit(tx, owner);
    const order = await lockPayOrder(tx, orderId);
    if (!order) throw new DomainError('not_found');
    if (order.status === 'CANCELLED') throw new DomainError('pay_order_cancelled');
    const steppedUp = order.status === 'INIT' && mayConfirm(ctx, standing, order.amountMinor);
    const audited = (replayed: boolean) =>
      audit(tx, {
        ...by,
        steppedUp: by.steppedUp || steppedUp,
        action: 'pay_order_confirm',
        targetUserId: order.userId,
        details: { orderId: order.id, reference: order.reference, amountMinor: order.amountMinor, replayed },
        at: ctx.clock.now(),
      });
    if (order.status === 'FINISHED') {
      const credited = await creditOfPayOrder(tx, order.id);
      await audited(true);
      return { order, activityId: credited!.id, replayed: true, resumed: [] as number[], told: null };
    }
    const { activity, resumed, resumedCards } = await topUpAndResume(ctx, tx, {
      userId: order.userId,
      type: 'TOP_UP',
      reason: 'pay_order',
      amountMinor: order.amountMinor,
      payOrderId: order.id,
      actorUserId: adminId,
      idempotencyKey: `pay-order:${order.id}`,
    });
    const finished = await finishPayOrder(tx, order.id, adminId, ctx.clock.now());
    // the row is locked, so only a cancel that committed before the lock could get here; the credit rolls back
    if (!finished) throw new DomainError('pay_order_cancelled');
    await audited(false);
    const balanceMinor = (await balanceOf(tx, order.userId))!;
    // the receipt is numbered in this transaction: a confirmation that rolls back gives its number back (0102)
    const receipt = await issueReceipt(ctx, tx, finished);
    // the customer hears of the credit from this one event (modules/notify): their mail, push and inbox, and
    // their webhooks' pay_order.credited, queued in this transaction and sent after the commit
    const told = await tell(ctx, tx, [
      {
        kind: 'pay_order.credited',
        userId: order.userId,
        data: {
          payOrderId: order.id,
          reference: order.reference,
          amountMinor: order.amountMinor,
          currency: ctx.config.CURRENCY,
          balanceMinor,
          resumedCards,
          receiptNumber: receipt.number,
          ...(receipt.alsoMailTo ? { receiptAlsoTo: receipt.alsoMailTo } : {}),
        },
      },
    ]);
    return { order: finished!, activityId: activity.id, replayed: false, resumed, told };
  });
  await deliverBillingCommands(ctx, outcome.resumed);
  if (outcome.told) {
    const ids = [...outcome.told.mails.map((mail) => mail.id), ...outcome.told.pushIds];
    void deliverNow(ctx, ids, quietChild(ctx.log, { work: 'credited mail' }));
  }
  const owner = await findUserById(db, outcome.order.userId);
  return {
    order: toAdminPayOrder(
      outcome.order,
      owner!,
      ctx.config.CURRENCY,
      overdueCutoff(ctx.config.PAY_ORDER_REMIND_AFTER_MINUTES, ctx.clock.now()),
      await repaysOf(db, outcome.order.id),
    ),
    activity: await findActivity(db, outcome.activityId),
    replayed: outcome.replayed,
  };
};

/**
 * An administrator adds an amount to a customer found by username or email (spec §2 admin screen), with a
 * reason kept on the TOP_UP activity, in one transaction with its audit entry. With an Idempotency-Key a
 * retried request credits once; without one, every request is a new recharge. An unknown username answers
 * username_not_exists, an unknown email user_not_exist. A deleted account is refused
 * (account_deleted) before the transaction, and again inside it (holdForCredit) when its deletion committed
 * while this request was under way (issue #56). A member is refused (member_not_rechargeable): their owner pays.
 */
export const adminRecharge = async (
  ctx: AppContext,
  by: Auditor,
  body: { account: string; amountMinor: number; reason: string },
  clientKey?: string,
): Promise<AdminRechargeResult> => {
  const { db } = ctx.database;
  const target = await findUserByAccount(db, body.account);
  // spec §8's "Username not exists" for a username nobody has, "User does not exist" for an email: only an
  // administrator asks (the customer list already names every account), so this tells nobody anything new
  if (!target) throw new DomainError(body.account.includes('@') ? 'user_not_exist' : 'username_not_exists');
  if (target.deletedAt !== null) throw new DomainError('account_deleted');
  // a member spends their owner's balance and never their own (decision 0103): credit the owner
  if (target.ownerId !== null) {
    const owner = await findUserById(db, target.ownerId);
    throw new DomainError('member_not_rechargeable', { owner: owner?.username ?? null });
  }
  const { activity, replayed, resumed } = await db.transaction(async (tx) => {
    await holdForCredit(tx, target.id);
    const credited = await topUpAndResume(ctx, tx, {
      userId: target.id,
      type: 'TOP_UP',
      reason: 'admin_recharge',
      amountMinor: body.amountMinor,
      note: body.reason,
      actorUserId: by.actorId,
      // the ledger's key is the request's (modules/idempotency): a retry credits once
      idempotencyKey: requestKey('admin-recharge', by.actorId, clientKey),
    });
    await audit(tx, {
      ...by,
      action: 'recharge',
      targetUserId: target.id,
      details: {
        amountMinor: credited.activity.amountMinor,
        reason: credited.activity.note,
        activityId: credited.activity.id,
        replayed: credited.replayed,
      },
      at: ctx.clock.now(),
    });
    return credited;
  });
  await deliverBillingCommands(ctx, resumed);
  const [user, balance] = await Promise.all([findUserById(db, target.id), balanceOf(db, target.id)]);
  return {
    activity: await findActivity(db, activity.id),
    user: { id: user!.id, username: user!.username, email: user!.email, balance: balance! },
    replayed,
  };
};
