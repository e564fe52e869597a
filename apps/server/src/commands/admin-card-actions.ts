import type { AdminCard, AdminConsoleCard } from '@simportal/contract/api/admin';
import type { PlanOrderOutcome } from '@simportal/contract/api/billing';
import type { AppContext } from '../app-context.ts';
import type { Tx } from '../db/database.ts';
import { DomainError } from '../http/domain-error.ts';
import { withLiveColumns } from '../modules/admin/index.ts';
import { type AuditInput, type Auditor, audit } from '../modules/audit/index.ts';
import { type DeliveryLog, deliverNow } from '../modules/deliveries/index.ts';
import { tell } from '../modules/notify/index.ts';
import { findAdminCard, lockOwnedCard, stopCardBilling, takeBackCard } from '../modules/sims/index.ts';
import { orderPlan } from './order-plan.ts';

// The operator's actions on a customer's card (issue #59), one card at a time (the console's row actions) or a
// bulk job's card (card-job-round.ts): the customer's own workflows (Stop Billing, a plan order) run on the
// holder's behalf, each with its audit entry in the same transaction, so the rules stay the ones the customer
// meets and the log never records a change that did not happen. `also` runs in that transaction too (a bulk job
// settles its card there, so a card is acted on and counted together, or neither).

export type CardActionName =
  | 'card_billing_stop'
  | 'card_billing_resume'
  | 'card_plan_change'
  | 'card_take_back';

/** Who acts: an administrator's request (auditorOf), or the one who started a bulk job. */
export type CardActor = Pick<AuditInput, 'actorId' | 'actorRole' | 'steppedUp' | 'ip'>;

export interface CardAction {
  by: CardActor;
  /** Details added to the audit entry (a bulk job's id). */
  details?: Record<string, unknown>;
  also?: (tx: Tx) => Promise<void>;
  log?: DeliveryLog;
}

/** The card as the console shows it, with its holder; not_found for an unknown card. */
export const heldCardOf = async (ctx: AppContext, cardId: number): Promise<AdminCard> => {
  const card = await findAdminCard(ctx.database.db, cardId, ctx.clock.now());
  if (!card) throw new DomainError('not_found');
  return card;
};

const holderOf = (card: AdminCard, to: 'PAUSED' | 'USING' | 'NOT_ACTIVE') => {
  // a free card has nobody's billing to change: the status machine's answer for it
  if (!card.holder) throw new DomainError('illegal_status_transition', { from: card.status, to });
  return card.holder.id;
};

const entry = (ctx: AppContext, card: AdminCard, action: CardActionName, run: CardAction): AuditInput => ({
  ...run.by,
  action,
  targetUserId: card.holder?.id ?? null,
  targetCardId: card.id,
  details: { cardNumber: card.cardNumber, from: card.status, ...run.details },
  at: ctx.clock.now(),
});

/** Stop Billing on a customer's card (USING or SUSPEND → PAUSED), audited as card_billing_stop. */
export const stopCardBillingAs = async (ctx: AppContext, card: AdminCard, run: CardAction) => {
  const holderId = holderOf(card, 'PAUSED');
  const commandId = await ctx.database.db.transaction(async (tx) => {
    const held = await lockOwnedCard(tx, holderId, card.id);
    if (!held) throw new DomainError('not_found');
    const queued = await stopCardBilling(tx, held);
    await audit(tx, entry(ctx, card, 'card_billing_stop', run));
    await run.also?.(tx);
    return queued;
  });
  await deliverNow(ctx, [commandId], run.log);
};

/**
 * Orders `planId` (the card's own plan when null: a resume) for a customer's card as the customer would
 * (order-plan.ts: a card in use switches the next business day; a paused or suspended one is activated now and
 * today's fee charged from the holder's balance, insufficient_credit otherwise), audited in the order's transaction.
 */
export const orderCardPlanAs = async (
  ctx: AppContext,
  card: AdminCard,
  planId: number | null,
  action: 'card_billing_resume' | 'card_plan_change',
  run: CardAction,
) => {
  const holderId = holderOf(card, 'USING');
  if (action === 'card_billing_resume' && card.status !== 'PAUSED' && card.status !== 'SUSPEND') {
    throw new DomainError('illegal_status_transition', { from: card.status, to: 'USING' });
  }
  const plan = planId ?? card.currentPlan?.id;
  if (plan === undefined) throw new DomainError('basic_plan_required');
  const within = async (tx: Tx, outcome: PlanOrderOutcome) => {
    const recorded = entry(ctx, card, action, { ...run, details: { ...run.details, planId: plan, outcome } });
    await audit(tx, recorded);
    await run.also?.(tx);
  };
  await orderPlan(ctx, holderId, card.id, plan, run.log, within);
};

const consoleCard = async (ctx: AppContext, cardId: number): Promise<AdminConsoleCard> =>
  (await withLiveColumns(ctx, [await heldCardOf(ctx, cardId)]))[0]!;

/** POST /admin/cards/:id/stop-billing. */
export const stopBillingFor = async (ctx: AppContext, cardId: number, by: Auditor, log?: DeliveryLog) => {
  await stopCardBillingAs(ctx, await heldCardOf(ctx, cardId), { by, log });
  return consoleCard(ctx, cardId);
};

/** POST /admin/cards/:id/resume-billing: a PAUSED or SUSPENDed card ordered on its own plan again. */
export const resumeBillingFor = async (ctx: AppContext, cardId: number, by: Auditor, log?: DeliveryLog) => {
  await orderCardPlanAs(ctx, await heldCardOf(ctx, cardId), null, 'card_billing_resume', { by, log });
  return consoleCard(ctx, cardId);
};

/** POST /admin/cards/:id/plan: the holder's card ordered on another plan (the route asks for a step-up). */
export const changePlanFor = async (
  ctx: AppContext,
  cardId: number,
  planId: number,
  by: Auditor,
  log?: DeliveryLog,
) => {
  await orderCardPlanAs(ctx, await heldCardOf(ctx, cardId), planId, 'card_plan_change', { by, log });
  return consoleCard(ctx, cardId);
};

/**
 * POST /admin/cards/:id/take-back: the card leaves its holder as their own delete would make it leave (the
 * carrier told to end its service), goes straight back to the inventory, and the holder is told why their card
 * is gone (`card.taken_back`); audited as card_take_back in the same transaction. The route asks for a step-up.
 */
export const takeBackCardFor = async (ctx: AppContext, cardId: number, by: Auditor, log?: DeliveryLog) => {
  const card = await heldCardOf(ctx, cardId);
  const holderId = holderOf(card, 'NOT_ACTIVE');
  const now = ctx.clock.now();
  const { commandId, told } = await ctx.database.db.transaction(async (tx) => {
    const queued = await takeBackCard(tx, holderId, card.id, now);
    await audit(tx, entry(ctx, card, 'card_take_back', { by, details: { label: card.label } }));
    // the holder is told why their card is gone (modules/notify: the inbox, a mail and a push, never held)
    const toldHolder = await tell(ctx, tx, [
      {
        kind: 'card.taken_back',
        userId: holderId,
        data: { cardNumber: card.cardNumber, label: card.label, at: now.toISOString() },
      },
    ]);
    return { commandId: queued, told: toldHolder };
  });
  await deliverNow(ctx, [commandId], log);
  await deliverNow(ctx, [...told.mails.map((mail) => mail.id), ...told.pushIds], log);
  return consoleCard(ctx, cardId);
};
