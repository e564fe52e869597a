import { randomBytes } from 'node:crypto';
import type { EsimApplication } from '@simportal/contract/api/esim';
import { ESIM_APPLICATION_CHANNEL } from '@simportal/contract/card-channels';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { businessDayOf } from '../business-day.ts';
import { DomainError } from '../http/domain-error.ts';
import { hashSecret } from '../modules/auth/index.ts';
import { activateCard } from '../modules/billing/index.ts';
import { assertPlanOnSale, findPlan } from '../modules/catalog/index.ts';
import { deliverNow } from '../modules/deliveries/index.ts';
import { assignProfile, lockFreeProfile, raiseLowStockAlert } from '../modules/esim/index.ts';
import { replayOf, requestKey } from '../modules/idempotency/index.ts';
import {
  type ActivityRow,
  activityByKey,
  firstDailyFeeOf,
  ledgerFor,
  lockBalance,
} from '../modules/ledger/index.ts';
import { countOwnedCards, createBoundCard, findOwnedCard, toSimCard } from '../modules/sims/index.ts';
import { lockLiveUser } from '../modules/users/index.ts';

export interface ApplyCaller {
  userId: number;
  /** The administrator acting in a customer view, recorded on the activity. */
  actorId: number | null;
}

export interface ApplyOutcome {
  application: EsimApplication;
  /** True when an earlier request with the same Idempotency-Key did it: nothing changed now. */
  replayed: boolean;
}

/** An eSIM card is bound by applying, never with card number + ICCID + verify code: nobody knows its code. */
const unusableVerifyCodeHash = () => hashSecret(randomBytes(32).toString('base64url'));

/**
 * The first day's fee of the card's plan, when the application ordered one: the card's first DAILY_FEE, written
 * right after the fee in the same transaction (a retry much later finds the same row).
 */
const firstPlanCharge = async (ctx: AppContext, applicationId: number, cardId: number): Promise<number> => {
  const first = await firstDailyFeeOf(ctx.database.db, cardId);
  return first && first.id > applicationId ? -first.amountMinor : 0;
};

const answer = async (
  ctx: AppContext,
  userId: number,
  activity: { id: number; cardId: number | null; amountMinor: number; balanceAfterMinor: number },
  replayed: boolean,
): Promise<ApplyOutcome> => {
  const card =
    activity.cardId === null ? undefined : await findOwnedCard(ctx.database.db, userId, activity.cardId);
  // a retry of an application whose card has since been deleted: the request cannot be answered again
  if (!card) throw new DomainError('idempotency_conflict');
  const planChargedMinor = await firstPlanCharge(ctx, activity.id, card.card.id);
  return {
    application: {
      card: toSimCard(card),
      activityId: activity.id,
      feeMinor: -activity.amountMinor,
      planChargedMinor,
      balanceMinor: activity.balanceAfterMinor - planChargedMinor,
    },
    replayed,
  };
};

/**
 * Applies for an eSIM (issue 9), in ONE transaction: the customer's row is locked, then their balance (their
 * applications and binds run one at a time, so SIM_LIMIT_PER_ACCOUNT holds; an account deleted meanwhile is
 * refused, session_ended, and given no card: the lock order of modules/ledger/README.md), the limit is checked
 * (sim_over_limit), a free profile is locked with SKIP LOCKED (esim_out_of_stock when none), the balance is
 * checked (esim_insufficient_balance), the eSIM card is created (type ESIM, NOT_ACTIVE, bound to the customer;
 * its ICCID is the profile's and so is its card number), the profile is assigned to it and the fee is debited
 * through the ledger (ESIM_APPLY, linked to the card). Any failure rolls everything back: nothing is charged
 * and the profile stays free. When the free stock falls to ESIM_LOW_STOCK_THRESHOLD the administrators are
 * mailed (once per crossing). With an Idempotency-Key, a retry answers the first application again.
 */
export const applyForEsim = async (
  ctx: AppContext,
  caller: ApplyCaller,
  clientKey: string | undefined,
  log: FastifyBaseLogger,
  planId?: number,
): Promise<ApplyOutcome> => {
  const { db } = ctx.database;
  const { userId } = caller;
  const fee = ctx.config.ESIM_FEE;
  const limit = ctx.config.SIM_LIMIT_PER_ACCOUNT;
  const idempotencyKey = requestKey('esim-apply', userId, clientKey);
  const verifyCodeHash = await unusableVerifyCodeHash();
  let toDeliver: number[] = [];
  let balanceBefore = 0;
  let planCommandId: number | null = null;

  let result: { activity: ActivityRow; replayed: boolean };
  try {
    result = await db.transaction(async (tx) => {
      if (!(await lockLiveUser(tx, userId))) throw new DomainError('session_ended');
      const balance = await lockBalance(tx, userId);
      balanceBefore = balance;
      // the key is the caller's own (requestKey), so an earlier row with it is this caller's application
      const earlier = await replayOf(
        tx,
        idempotencyKey,
        () => activityByKey(tx, idempotencyKey),
        (activity) => activity.userId === userId && activity.type === 'ESIM_APPLY',
        clientKey,
      );
      if (earlier) return { activity: earlier, replayed: true };

      const plan = planId === undefined ? undefined : await findPlan(tx, planId);
      if (planId !== undefined && !plan) throw new DomainError('not_found');
      if (plan) assertPlanOnSale(plan);
      if ((await countOwnedCards(tx, userId)) >= limit) throw new DomainError('sim_over_limit', { limit });
      const profile = await lockFreeProfile(tx);
      if (!profile) throw new DomainError('esim_out_of_stock');
      if (balance < fee) {
        throw new DomainError('esim_insufficient_balance', { requiredMinor: fee, balanceMinor: balance });
      }

      const now = ctx.clock.now();
      const card = await createBoundCard(tx, {
        cardNumber: profile.iccid,
        iccid: profile.iccid,
        verifyCodeHash,
        channelName: ESIM_APPLICATION_CHANNEL,
        type: 'ESIM',
        status: 'NOT_ACTIVE',
        userId,
        boundAt: now,
      });
      if (!(await assignProfile(tx, profile.id, { cardId: card.id, userId, at: now }))) {
        throw new Error(`eSIM profile ${profile.id} was taken while locked`);
      }
      const { activity } = await ledgerFor(ctx).debit(tx, {
        userId,
        type: 'ESIM_APPLY',
        reason: 'esim_apply',
        amountMinor: fee,
        cardId: card.id,
        actorUserId: caller.actorId,
        idempotencyKey,
      });
      if (plan) {
        // the same rule as ordering a plan for a card without one: in use now, today's fee as the cycle's first
        // day; a balance short of it refuses the whole purchase (insufficient_credit below)
        planCommandId = (await activateCard(ctx, tx, { ...card, userId }, plan, businessDayOf(ctx), 'refuse'))
          .commandId;
      }
      toDeliver = await raiseLowStockAlert(ctx, tx);
      return { activity, replayed: false };
    });
  } catch (error) {
    if (error instanceof DomainError && error.key === 'insufficient_credit') {
      // the fee passed and the plan's first day did not: the refusal names the whole price
      const planShort = (error.data as { requiredMinor?: number } | undefined)?.requiredMinor ?? 0;
      throw new DomainError(
        'esim_insufficient_balance',
        planId === undefined ? error.data : { requiredMinor: fee + planShort, balanceMinor: balanceBefore },
      );
    }
    if (error instanceof DomainError && error.key === 'esim_out_of_stock') {
      // nobody could take a profile: make sure the administrators know (once), then answer
      await deliverNow(ctx, await db.transaction((tx) => raiseLowStockAlert(ctx, tx)), log);
    }
    throw error;
  }
  await deliverNow(ctx, toDeliver, log);
  if (planCommandId !== null) await deliverNow(ctx, [planCommandId], log);
  return answer(ctx, userId, result.activity, result.replayed);
};
