import { createHash, randomBytes } from 'node:crypto';
import type {
  CardGroupActionRequest,
  CardGroupActionResult,
  CardGroupQuote,
  CardGroupQuoteLine,
  CardGroupSkip,
} from '@simportal/contract/api/card-groups';
import { feeForDay } from '@simportal/contract/daily-fee';
import { planOrderForecast } from '@simportal/contract/plan-order';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { businessDayOf, nextBusinessDay } from '../../business-day.ts';
import type { Tx } from '../../db/database.ts';
import { violatedUniqueConstraint } from '../../db/unique-violation.ts';
import { DomainError } from '../../http/domain-error.ts';
import { activateCard, deliverBillingCommands, isDayCharged } from '../../modules/billing/index.ts';
import {
  type AddOnRow,
  assertAddOnOnSale,
  assertPlanOnSale,
  findAddOn,
  findPlan,
  type PlanRow,
} from '../../modules/catalog/index.ts';
import { replayOf, requestKey } from '../../modules/idempotency/index.ts';
import { balanceOf, lockBalance } from '../../modules/ledger/index.ts';
import { runEventsSql } from '../../modules/notify/index.ts';
import {
  cardIdsOfGroup,
  findGroupAction,
  groupQuoteUsed,
  lockOwnedCard,
  readOwnedCard,
  recordGroupAction,
  type SimCardRow,
  schedulePendingPlan,
  stopCardBilling,
} from '../../modules/sims/index.ts';
import { purchaseAddOn } from '../add-on-purchase.ts';

// A group action (issue #59, decision 0075): stop billing, resume billing, an add-on or a plan for every card of
// one of the customer's groups, priced first (the quote) and then done in ONE transaction through the one-card
// workflows (sims' stop billing, billing's activation as a plan order makes it, the add-on purchase), so it is
// all or nothing: a balance short of the total, or one card refused, changes nothing.

interface Line extends CardGroupQuoteLine {
  card: SimCardRow;
  plan: PlanRow | null;
}

interface Planned {
  lines: Line[];
  addOn: AddOnRow | null;
  totalMinor: number;
  fingerprint: string;
}

const skipped = (card: SimCardRow, skip: CardGroupSkip): Line => ({
  cardId: card.id,
  cardNumber: card.cardNumber,
  label: card.label,
  priceMinor: 0,
  skip,
  card,
  plan: null,
});

/** Today's fee of a card put in service on `plan` now: the first day of its cycle, nothing if today is paid. */
const activationPrice = async (tx: Tx, card: SimCardRow, plan: PlanRow, day: string) =>
  (await isDayCharged(tx, card.id, day)) ? 0 : feeForDay(plan, day, day);

/** What the action does to one locked card, and what it costs now. */
const lineOf = async (
  tx: Tx,
  card: SimCardRow,
  request: CardGroupActionRequest,
  target: { plan: PlanRow | null; addOn: AddOnRow | null },
  day: string,
): Promise<Line> => {
  const acted = (priceMinor: number, plan: PlanRow | null = null): Line => ({
    ...skipped(card, 'no_plan'),
    priceMinor,
    skip: null,
    plan,
  });
  switch (request.action) {
    case 'stop_billing':
      if (card.status === 'PAUSED') return skipped(card, 'already_stopped');
      if (card.status !== 'USING' && card.status !== 'SUSPEND') return skipped(card, 'not_in_service');
      return acted(0);
    case 'resume_billing': {
      if (card.status === 'USING') return skipped(card, 'already_billing');
      if (card.currentPlanId === null) return skipped(card, 'no_plan');
      // the card goes on with its own plan, as a top-up resumes a suspended card: no newer version is sold to it
      const plan = (await findPlan(tx, card.currentPlanId))!;
      return acted(await activationPrice(tx, card, plan, day), plan);
    }
    case 'add_on':
      if (card.currentPlanId === null) return skipped(card, 'no_plan');
      if (card.status !== 'USING') return skipped(card, 'not_in_service');
      return acted(target.addOn!.priceMinor);
    case 'change_plan': {
      const plan = target.plan!;
      const forecast = planOrderForecast(
        {
          status: card.status,
          currentPlanId: card.currentPlanId,
          pendingPlanId: card.pendingPlanId,
          todayCharged: false,
        },
        plan.id,
      );
      if (forecast.kind === 'same') return skipped(card, 'same_plan');
      if (forecast.kind === 'pending') return skipped(card, 'already_pending');
      if (forecast.kind === 'switch') return acted(0, plan);
      return acted(await activationPrice(tx, card, plan, day), plan);
    }
  }
};

/**
 * A quote's fingerprint: what it priced (the hash below) and, after a dot, the quote's own random part, so that
 * each quote is confirmed once (issue #67: one quote confirmed twice at once without an Idempotency-Key charged
 * twice). Asking again for the same price gives another quote.
 */
const quoteFingerprint = (content: string) => `${content}.${randomBytes(12).toString('base64url')}`;

/** The part of a fingerprint that names what was priced; an old-style fingerprint without a quote part: null. */
const pricedPart = (fingerprint: string): string | null => {
  const dot = fingerprint.indexOf('.');
  return dot > 0 ? fingerprint.slice(0, dot) : null;
};

/** The cards acted on, their prices and the action: what the customer confirmed, as one short hash. */
const fingerprintOf = (request: CardGroupActionRequest, lines: CardGroupQuoteLine[]) =>
  createHash('sha256')
    .update(JSON.stringify([request, lines.map((line) => [line.cardId, line.priceMinor, line.skip])]))
    .digest('base64url')
    .slice(0, 32);

/**
 * The cards an action is on: a group's (a card moved to another customer since is simply not the group's any
 * more), or the cards ticked on My SIMs (issue #67), every one of which must be the caller's (else not_found).
 */
export type ActionScope = { groupId: number } | { cardIds: number[] };

const groupIdOf = (scope: ActionScope): number | null => ('groupId' in scope ? scope.groupId : null);

const scopeCardIds = async (tx: Tx, userId: number, scope: ActionScope): Promise<number[]> =>
  'groupId' in scope
    ? cardIdsOfGroup(tx, userId, scope.groupId)
    : [...new Set(scope.cardIds)].sort((a, b) => a - b);

/**
 * Prices the action on the scope's cards: for the action itself each card is locked, in id order, in the
 * caller's transaction (`lock`); a quote only reads them, so asking a price holds up no order.
 */
const planAction = async (
  ctx: AppContext,
  tx: Tx,
  userId: number,
  scope: ActionScope,
  request: CardGroupActionRequest,
  lock: boolean,
): Promise<Planned> => {
  const day = businessDayOf(ctx);
  const target = { plan: null as PlanRow | null, addOn: null as AddOnRow | null };
  if (request.action === 'add_on') {
    target.addOn = (await findAddOn(tx, request.addOnId)) ?? null;
    if (!target.addOn) throw new DomainError('not_found');
    assertAddOnOnSale(target.addOn);
  }
  if (request.action === 'change_plan') {
    target.plan = (await findPlan(tx, request.planId)) ?? null;
    if (!target.plan) throw new DomainError('not_found');
    assertPlanOnSale(target.plan);
  }
  const lines: Line[] = [];
  for (const cardId of await scopeCardIds(tx, userId, scope)) {
    const card = lock ? await lockOwnedCard(tx, userId, cardId) : await readOwnedCard(tx, userId, cardId);
    if (card) lines.push(await lineOf(tx, card, request, target, day));
    else if (!('groupId' in scope)) throw new DomainError('not_found');
  }
  const totalMinor = lines.reduce((sum, line) => sum + line.priceMinor, 0);
  return { lines, addOn: target.addOn, totalMinor, fingerprint: fingerprintOf(request, lines) };
};

const shown = ({ card: _card, plan: _plan, ...line }: Line): CardGroupQuoteLine => line;

/** The whole price of an action on a group's cards or the cards ticked, per card and in all, and the balance after. */
export const quoteCardsAction = (
  ctx: AppContext,
  userId: number,
  scope: ActionScope,
  request: CardGroupActionRequest,
): Promise<Omit<CardGroupQuote, 'groupId'>> =>
  ctx.database.db.transaction(async (tx) => {
    const planned = await planAction(ctx, tx, userId, scope, request, false);
    const balanceMinor = (await balanceOf(tx, userId)) ?? 0;
    return {
      lines: planned.lines.map(shown),
      totalMinor: planned.totalMinor,
      balanceMinor,
      balanceAfterMinor: balanceMinor - planned.totalMinor,
      fingerprint: quoteFingerprint(planned.fingerprint),
    };
  });

/** The whole price of an action on a group, per card and in all, and the balance after it. */
export const quoteGroupAction = async (
  ctx: AppContext,
  userId: number,
  groupId: number,
  request: CardGroupActionRequest,
): Promise<CardGroupQuote> => ({ groupId, ...(await quoteCardsAction(ctx, userId, { groupId }, request)) });

/** Does one card's part, inside the action's transaction; answers a carrier command to deliver, if any. */
const actOn = async (
  ctx: AppContext,
  tx: Tx,
  userId: number,
  line: Line,
  request: CardGroupActionRequest,
  planned: Planned,
  key: string,
): Promise<number | null> => {
  const day = businessDayOf(ctx);
  const { card } = line;
  switch (request.action) {
    case 'stop_billing':
      return stopCardBilling(tx, card);
    case 'add_on':
      await purchaseAddOn(ctx, tx, {
        userId,
        card,
        addOn: planned.addOn!,
        reason: 'add_on_purchase',
        businessDay: day,
        // one purchase (and one ledger row) per card under the action's key
        idempotencyKey: `${key}:${card.id}`,
      });
      return null;
    case 'resume_billing':
    case 'change_plan': {
      if (request.action === 'change_plan' && card.status === 'USING' && card.currentPlanId !== null) {
        await schedulePendingPlan(tx, {
          planId: line.plan!.id,
          fromDay: nextBusinessDay(day),
          cardId: card.id,
        });
        return null;
      }
      return (await activateCard(ctx, tx, { ...card, userId }, line.plan!, day, 'refuse')).commandId;
    }
  }
};

/**
 * Does the action quoted as `fingerprint` on every card of the group, or nothing: group_quote_used (409) when that
 * quote was confirmed already, group_quote_changed (409) when the cards or prices differ from the quote,
 * insufficient_credit (409, data { requiredMinor, balanceMinor }) when the balance does not cover the total. With an Idempotency-Key a retry answers the first action (replayed).
 */
export const runGroupAction = (
  ctx: AppContext,
  userId: number,
  groupId: number,
  body: { request: CardGroupActionRequest; fingerprint: string },
  clientKey?: string,
): Promise<CardGroupActionResult> => runCardsAction(ctx, userId, { groupId }, body, clientKey);

/**
 * The same on the cards ticked on My SIMs (issue #67, decision 0085): one transaction, all or nothing, recorded
 * without a group; a card not the caller's refuses the whole (not_found).
 */
export const runCardsAction = async (
  ctx: AppContext,
  userId: number,
  scope: ActionScope,
  body: { request: CardGroupActionRequest; fingerprint: string },
  clientKey?: string,
): Promise<CardGroupActionResult> => {
  const groupId = groupIdOf(scope);
  const key = requestKey('card-group-action', userId, clientKey);
  const outcome = await ctx.database.db
    .transaction(async (tx) => {
      const balance = await lockBalance(tx, userId);
      const earlier = await replayOf(
        tx,
        key,
        () => findGroupAction(tx, key),
        (row) => row.groupId === groupId && row.fingerprint === body.fingerprint,
        clientKey,
      );
      if (earlier) {
        return {
          result: { actedOn: earlier.actedOn, skipped: earlier.skipped, chargedMinor: earlier.chargedMinor },
          commandIds: [],
          replayed: true,
        };
      }
      // used once: checked under the balance's lock, which every action of this customer takes first, and held by
      // the unique index on (user, fingerprint) the record below writes in this same transaction
      if (await groupQuoteUsed(tx, userId, body.fingerprint)) throw new DomainError('group_quote_used');
      const planned = await planAction(ctx, tx, userId, scope, body.request, true);
      if (planned.fingerprint !== pricedPart(body.fingerprint)) throw new DomainError('group_quote_changed');
      if (planned.totalMinor > balance) {
        throw new DomainError('insufficient_credit', {
          requiredMinor: planned.totalMinor,
          balanceMinor: balance,
        });
      }
      const commandIds: number[] = [];
      const acted = planned.lines.filter((line) => line.skip === null);
      for (const line of acted) {
        const commandId = await actOn(ctx, tx, userId, line, body.request, planned, key);
        if (commandId !== null) commandIds.push(commandId);
      }
      const result = {
        actedOn: acted.length,
        skipped: planned.lines.length - acted.length,
        chargedMinor: planned.totalMinor,
      };
      await recordGroupAction(tx, {
        userId,
        groupId,
        idempotencyKey: key,
        request: body.request,
        fingerprint: body.fingerprint,
        ...result,
      });
      // the customer's own systems hear of the whole group's action once, beside each card's status change (0077),
      // and their inbox keeps it (bulk_job.completed, modules/notify)
      const completed = {
        groupId,
        action: body.request.action,
        cardCount: planned.lines.length,
        chargedMinor: planned.totalMinor,
        cards: planned.lines.map((line) => ({
          cardId: line.cardId,
          outcome: line.skip === null ? 'done' : 'skipped',
          reason: line.skip,
        })),
      };
      await tx.execute(
        runEventsSql(
          'bulk_job.completed',
          sql`select ${userId}::int as user_id, ${JSON.stringify(completed)}::jsonb as data`,
          ctx.clock.now(),
        ),
      );
      return { result, commandIds, replayed: false };
    })
    .catch((error: unknown) => {
      // the index behind the check above: the same quote confirmed by a transaction the check could not see
      if (violatedUniqueConstraint(error) === 'card_group_actions_quote_once')
        throw new DomainError('group_quote_used');
      throw error;
    });
  // the carrier hears of the paused and resumed cards once the transaction is committed
  if (outcome.commandIds.length > 0) await deliverBillingCommands(ctx, outcome.commandIds);
  const balanceMinor = (await balanceOf(ctx.database.db, userId)) ?? 0;
  return { ...outcome.result, balanceMinor, replayed: outcome.replayed };
};
