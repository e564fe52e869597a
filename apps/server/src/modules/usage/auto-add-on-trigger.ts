import { KB_PER_MB } from '@simportal/contract/traffic';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { selectRows, type Tx } from '../../db/database.ts';
import type { NotifyEvent } from '../notify/index.ts';

/** A card the allowance check found below its auto add-on's threshold, with what the check knows of it. */
export interface AutoAddOnCandidate {
  cardId: number;
  userId: number;
  card: { number: string; label: string | null };
  cycleStart: string;
  periodStart: string;
  usedKb: number;
  allowanceKb: number;
  addOnId: number;
  maxPerDay: number;
  maxPerCycle: number;
}

/**
 * The auto add-on's rule on a card whose data left fell below its threshold (allowance-check.ts selects it, in the
 * statement that measures every card), in the import's transaction (decision 0071):
 *  - the use it answers: one purchase per use seen; the same use imported again (a re-import) buys nothing more,
 *    and only more use in the same period may buy again;
 *  - the caps: the rule's purchases of the business day and of the billing cycle (auto_add_on_events, indexed);
 *  - the purchase itself through the buyer (the customer's purchase, commands/auto-add-on.ts) under the key
 *    `auto-add-on:<card>:<holder>:<cycle start>:<n>`, so the nth purchase of a cycle happens once at most;
 *  - a refusal (balance short, card not in use, add-on not on sale, the card's money cap) is recorded and told once
 *    per allowance period and reason.
 * Answers the KB the purchase added to the allowance (0 when nothing was bought) and the event to tell the holder
 * (`add_on.auto_bought` or `add_on.auto_refused`, modules/notify), if any: the caller tells it in its transaction.
 */
export const applyAutoAddOn = async (
  ctx: AppContext,
  tx: Tx,
  today: string,
  candidate: AutoAddOnCandidate,
): Promise<{ addedKb: number; event: NotifyEvent | null; moneyCapRefused?: boolean }> => {
  const { cardId, userId } = candidate;
  const [history] = await selectRows<{ today: number; cycle: number; answered_kb: string | null }>(
    tx,
    sql`select count(*) filter (where business_day = ${today}::date)::int as today, count(*)::int as cycle,
        max(used_kb) filter (where period_start = ${candidate.periodStart}::date) as answered_kb
      from auto_add_on_events
      where card_id = ${cardId} and user_id = ${userId} and cycle_start = ${candidate.cycleStart}::date
        and outcome = 'bought'`,
  );
  const answeredKb = history?.answered_kb === null || !history ? null : Number(history.answered_kb);
  if (answeredKb !== null && candidate.usedKb <= answeredKb) return { addedKb: 0, event: null };
  const cycleCount = history?.cycle ?? 0;
  if ((history?.today ?? 0) >= candidate.maxPerDay || cycleCount >= candidate.maxPerCycle) {
    return { addedKb: 0, event: null };
  }

  const idempotencyKey = `auto-add-on:${cardId}:${userId}:${candidate.cycleStart}:${cycleCount + 1}`;
  const result = await ctx.autoAddOnBuyer(ctx, tx, {
    userId,
    cardId,
    addOnId: candidate.addOnId,
    businessDay: today,
    idempotencyKey,
  });
  if (result.outcome === 'replayed') return { addedKb: 0, event: null };
  const bought = result.outcome === 'bought';
  const recorded = await selectRows<{ id: number }>(
    tx,
    sql`insert into auto_add_on_events (card_id, user_id, outcome, business_day, cycle_start, period_start,
        used_kb, idempotency_key, created_at)
      values (${cardId}, ${userId}, ${result.outcome}, ${today}::date, ${candidate.cycleStart}::date,
        ${candidate.periodStart}::date, ${candidate.usedKb}, ${bought ? idempotencyKey : null},
        ${ctx.clock.now().toISOString()}::timestamptz)
      on conflict do nothing returning id`,
  );
  const addedKb = bought ? result.addOn.trafficMb * KB_PER_MB : 0;
  // the card's money cap refused it: the cap's own action follows (cap-check.ts), each import it happens in
  const moneyCapRefused = result.outcome === 'money_cap';
  if (recorded.length === 0) return { addedKb, event: null, moneyCapRefused };

  const data = {
    cardId,
    cardNumber: candidate.card.number,
    label: candidate.card.label,
    addOn: result.addOn,
    balanceMinor: result.balanceMinor,
  };
  return {
    addedKb,
    moneyCapRefused,
    // the holder's channels for the auto add-on (decision 0073) are notify's to choose
    event:
      result.outcome === 'bought'
        ? {
            kind: 'add_on.auto_bought',
            userId,
            data: { ...data, leftKb: Math.max(0, candidate.allowanceKb + addedKb - candidate.usedKb) },
          }
        : { kind: 'add_on.auto_refused', userId, data: { ...data, refusal: result.outcome } },
  };
};
