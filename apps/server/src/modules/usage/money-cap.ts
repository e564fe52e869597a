import { CAP_WARNING_PERCENT, type CapAction } from '@simportal/contract/card-caps';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { selectRows, type Tx } from '../../db/database.ts';
import { DomainError } from '../../http/domain-error.ts';
import { type NotifyEvent, tell } from '../notify/index.ts';
import { capNewsEvent } from './cap-news.ts';
import { spentOnDaySql } from './card-caps.ts';
import { cardsView } from './owners-views.ts';

/**
 * A card's money cap at a purchase (issue #59, decision 0074), in the purchase's transaction, after the balance
 * and the card are locked and before anything is written: what the card spent on the business day (its daily fee
 * and the add-ons bought, ledger rows of the day) plus this price must stay within the cap, else
 * card_money_cap_reached (409), nothing written (the auto add-on answers it as its `money_cap` refusal). Answers
 * what to do once the purchase is written: a purchase that brings the day's spend to 80 % of the cap warns the
 * holder, once a day (never for a purchase the debit then refused).
 */
export const checkMoneyCap = async (
  ctx: AppContext,
  tx: Tx,
  purchase: { userId: number; cardId: number; businessDay: string; priceMinor: number },
): Promise<() => Promise<void>> => {
  const nothing = async () => {};
  const day = sql`${purchase.businessDay}::date`;
  const [cap] = await selectRows<{
    cap: string;
    action: CapAction;
    spent: string;
    card_number: string;
    label: string | null;
  }>(
    tx,
    sql`select k.money_minor_per_day as cap, k.money_action as action,
        ${spentOnDaySql(sql`k.card_id`, sql`k.user_id`, day)} as spent,
        c.card_number, c.label
      from card_caps k join ${cardsView} c on c.id = k.card_id
      where k.card_id = ${purchase.cardId} and k.user_id = ${purchase.userId} and k.money_minor_per_day is not null`,
  );
  if (!cap) return nothing;
  const capMinor = Number(cap.cap);
  const spentMinor = Number(cap.spent);
  const after = spentMinor + purchase.priceMinor;
  if (after > capMinor) throw new DomainError('card_money_cap_reached', { capMinor, spentMinor });
  if (after * 100 < capMinor * CAP_WARNING_PERCENT) return nothing;
  return () => warnMoneyCap(ctx, tx, purchase, { ...cap, capMinor, after });
};

const warnMoneyCap = async (
  ctx: AppContext,
  tx: Tx,
  purchase: { userId: number; cardId: number; businessDay: string },
  cap: {
    action: CapAction;
    card_number: string;
    label: string | null;
    capMinor: number;
    after: number;
  },
): Promise<void> => {
  const day = sql`${purchase.businessDay}::date`;
  const { capMinor, after } = cap;
  const marked = await selectRows<{ kind: string }>(
    tx,
    sql`insert into card_cap_days (card_id, user_id, business_day, kind, warned_at)
      values (${purchase.cardId}, ${purchase.userId}, ${day}, 'money', ${ctx.clock.now().toISOString()}::timestamptz)
      on conflict (card_id, user_id, business_day, kind) do update set warned_at = excluded.warned_at
        where card_cap_days.warned_at is null
      returning kind`,
  );
  if (marked.length === 0) return;
  // delivered by the outbox's worker, as every mail queued by a purchase
  await tell(ctx, tx, [
    capNewsEvent({
      userId: purchase.userId,
      cardId: purchase.cardId,
      cardNumber: cap.card_number,
      label: cap.label,
      kind: 'money',
      news: 'warned',
      action: cap.action,
      used: after,
      cap: capMinor,
    }),
  ]);
};

/**
 * The money caps the daily run reads (`k`: card_id, user_id, money_minor_per_day, money_action), for its fee
 * against the cap (billing/cap-run.ts), and what the card spent on `day` before its fee.
 */
export const moneyCapsSql = (): SQL =>
  sql`(select card_id, user_id, money_minor_per_day, money_action from card_caps
    where money_minor_per_day is not null)`;

export { spentOnDaySql };

/** A card whose fee of the day the run found above its money cap: paused instead (STOP) or charged and slowed. */
export interface MoneyCapRunHit {
  cardId: number;
  userId: number;
  action: CapAction;
  feeMinor: number;
  capMinor: number;
}

/**
 * The run's side of the money cap (in its batch's transaction): each card it paused (STOP) or slowed (SLOW) for a
 * fee above its money cap is marked reached for the day, with its hold (PAUSED: the holder resumes; THROTTLE:
 * lifted tomorrow), and its holder told through their channels for caps.
 */
export const recordMoneyCapHits = async (
  ctx: AppContext,
  tx: Tx,
  day: string,
  hits: readonly MoneyCapRunHit[],
): Promise<{ mailIds: number[]; pushIds: number[] }> => {
  const events: NotifyEvent[] = [];
  const now = ctx.clock.now().toISOString();
  for (const hit of hits) {
    const hold = hit.action === 'STOP' ? 'PAUSED' : 'THROTTLE';
    const marked = await selectRows<{ card_number: string; label: string | null }>(
      tx,
      sql`with marked as (
          insert into card_cap_days (card_id, user_id, business_day, kind, warned_at, reached_at, hold)
          values (${hit.cardId}, ${hit.userId}, ${day}::date, 'money', ${now}::timestamptz, ${now}::timestamptz, ${hold})
          on conflict (card_id, user_id, business_day, kind) do update
            set reached_at = excluded.reached_at, hold = excluded.hold, warned_at = coalesce(card_cap_days.warned_at, excluded.warned_at)
            where card_cap_days.reached_at is null
          returning card_id
        )
        select c.card_number, c.label from marked m join ${cardsView} c on c.id = m.card_id`,
    );
    const card = marked[0];
    if (!card) continue;
    events.push(
      capNewsEvent({
        userId: hit.userId,
        cardId: hit.cardId,
        cardNumber: card.card_number,
        label: card.label,
        kind: 'money',
        news: hit.action === 'STOP' ? 'paused' : 'reached',
        action: hit.action,
        used: hit.feeMinor,
        cap: hit.capMinor,
      }),
    );
  }
  const told = await tell(ctx, tx, events);
  return { mailIds: told.mails.map((mail) => mail.id), pushIds: told.pushIds };
};
