import type { CardSpikeDay } from '@simportal/contract/api/data-spike';
import type { CapRestriction } from '@simportal/contract/card-caps';
import { timesUsual } from '@simportal/contract/data-spike';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { businessDayOf, nextBusinessDay } from '../../business-day.ts';
import { type DbOrTx, selectRows } from '../../db/database.ts';
import { DomainError } from '../../http/domain-error.ts';
import { audit } from '../audit/index.ts';
import { queueCarrierCommand } from '../carrier/index.ts';
import { deliverNow } from '../deliveries/index.ts';
import { holderSinceSql } from './allowance-sql.ts';
import { capHoldSql } from './card-caps.ts';
import { networkHoldsSql } from './network-holds.ts';
import { cardsView } from './owners-views.ts';

/** Who slows a card: its holder (userId), the person acting (an administrator in their view), from where. */
export interface SlowBy {
  userId: number;
  actorId: number | null;
  ip: string;
}

interface DayRow {
  iccid: string;
  status: string;
  used_kb: string;
  spike_used_kb: string | null;
  spike_usual_kb: string | null;
  told_at: string | null;
  restriction: CapRestriction | null;
  throttled: boolean;
  paused: boolean;
}

/** The caller's card `cardId` on business day `day`: today's use, the spike told, the hold; null when not theirs. */
const readDay = async (ctx: AppContext, db: DbOrTx, userId: number, cardId: number, day: string) => {
  const today = sql`${day}::date`;
  const holds = networkHoldsSql(sql`c.id`);
  const [row] = await selectRows<DayRow>(
    db,
    sql`select c.iccid, c.status,
        coalesce((select sum(r.used_kb) from usage_records r where r.card_id = c.id and r.day = ${today}
          and r.day >= ${holderSinceSql(ctx.config.BILLING_TZ)}), 0) as used_kb,
        s.used_kb as spike_used_kb, s.usual_kb as spike_usual_kb, s.told_at,
        ${capHoldSql('c', today)} as restriction, ${holds.throttled} as throttled, ${holds.paused} as paused
      from ${cardsView} c
      left join usage_spikes s on s.card_id = c.id and s.business_day = ${today} and s.user_id = c.user_id
      where c.id = ${cardId} and c.user_id = ${userId} and c.deleted_at is null`,
  );
  return row ?? null;
};

const toSpikeDay = (day: string, row: DayRow): CardSpikeDay => ({
  businessDay: day,
  liftsOn: nextBusinessDay(day),
  usedKb: Number(row.used_kb),
  spike:
    row.told_at === null
      ? null
      : {
          usedKb: Number(row.spike_used_kb),
          usualKb: Number(row.spike_usual_kb),
          times: timesUsual(Number(row.spike_used_kb), Number(row.spike_usual_kb)),
          toldAt: new Date(row.told_at).toISOString(),
        },
  restriction: row.restriction,
  inUse: row.status === 'USING',
});

/** The spike page's figures (issue #70): not_found (404) for a card that is not the caller's. */
export const getSpikeDay = async (ctx: AppContext, userId: number, cardId: number): Promise<CardSpikeDay> => {
  const day = businessDayOf(ctx);
  const row = await readDay(ctx, ctx.database.db, userId, cardId, day);
  if (!row) throw new DomainError('not_found');
  return toSpikeDay(day, row);
};

/**
 * Slows one of the caller's cards until the next business day (issue #70, decision 0097), with one tap from the
 * spike's news: a hold of the daily caps' machinery (card_cap_days, kind `spike`, hold THROTTLE), which the next
 * business day lifts like a cap's (liftCapHolds, at the usage import or the daily run). Idempotent: the day's row is
 * the key, so a second tap changes nothing and records nothing. The carrier is told THROTTLE unless the card is
 * throttled or paused already (a cap or its allowance), and the action is audited in the same transaction. Only a
 * card in use: card_slow_not_in_use (409) otherwise; not_found (404) for a card that is not the caller's.
 */
export const slowCardToday = async (ctx: AppContext, by: SlowBy, cardId: number): Promise<CardSpikeDay> => {
  const day = businessDayOf(ctx);
  const now = ctx.clock.now();
  const commandId = await ctx.database.db.transaction(async (tx) => {
    const row = await readDay(ctx, tx, by.userId, cardId, day);
    if (!row) throw new DomainError('not_found');
    if (row.status !== 'USING') throw new DomainError('card_slow_not_in_use');
    const [held] = await selectRows<{ card_id: number }>(
      tx,
      sql`insert into card_cap_days (card_id, user_id, business_day, kind, reached_at, hold)
        values (${cardId}, ${by.userId}, ${day}::date, 'spike', ${now.toISOString()}::timestamptz, 'THROTTLE')
        on conflict do nothing returning card_id`,
    );
    if (!held) return null;
    // a card throttled or paused already (its cap, its allowance) needs no word to the carrier
    const tellCarrier = !row.throttled && !row.paused;
    await audit(tx, {
      actorId: by.actorId ?? by.userId,
      action: 'card_slow_today',
      targetUserId: by.userId,
      targetCardId: cardId,
      details: { businessDay: day, liftsOn: nextBusinessDay(day), carrierTold: tellCarrier },
      ip: by.ip,
      at: now,
    });
    return tellCarrier ? queueCarrierCommand(tx, { cardId, iccid: row.iccid }, 'THROTTLE') : null;
  });
  if (commandId !== null) await deliverNow(ctx, [commandId]);
  return getSpikeDay(ctx, by.userId, cardId);
};

/** The spikes told about some of a holder's cards, by card, oldest first: the data export. */
export const spikesOfCards = async (db: DbOrTx, userId: number, cardIds: readonly number[]) => {
  if (cardIds.length === 0)
    return new Map<number, { businessDay: string; usedKb: number; usualKb: number }[]>();
  const rows = await selectRows<{ card_id: number; business_day: string; used_kb: string; usual_kb: string }>(
    db,
    sql`select card_id, business_day::text, used_kb, usual_kb from usage_spikes
      where user_id = ${userId} and card_id = any(${sql.param([...cardIds])}::int[]) order by business_day`,
  );
  const byCard = new Map<number, { businessDay: string; usedKb: number; usualKb: number }[]>();
  for (const row of rows) {
    const list = byCard.get(row.card_id) ?? [];
    list.push({ businessDay: row.business_day, usedKb: Number(row.used_kb), usualKb: Number(row.usual_kb) });
    byCard.set(row.card_id, list);
  }
  return byCard;
};

/** An account's deletion (decision 0040): the spikes told to it go with it. */
export const forgetSpikes = async (tx: DbOrTx, userId: number): Promise<void> => {
  await tx.execute(sql`delete from usage_spikes where user_id = ${userId}`);
};
