import type { PauseSavings } from '@simportal/contract/api/billing';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { businessDayOf } from '../../business-day.ts';
import { selectRows, type Tx } from '../../db/database.ts';
import { cards } from '../sims/index.ts';

/**
 * What the run's pauses saved the customer this month (decision 0072): each day of this month, up to today, that
 * a card of theirs spent paused by a trip's end or by being idle, at the card's ordinary daily fee when it
 * paused. A pause still open counts to today while the card is still theirs and paused; one left open by a card
 * deleted or reset counts no day (it is not known when it ended).
 */
export const getPauseSavings = async (ctx: AppContext, userId: number): Promise<PauseSavings> => {
  const today = businessDayOf(ctx);
  const monthStart = `${today.slice(0, 7)}-01`;
  const [row] = await selectRows<{ saved: number | null; days: number | null }>(
    ctx.database.db,
    sql`with spans as (
        select p.daily_fee_minor as fee,
          greatest(0, least(coalesce(p.resumed_on,
              case when c.status = 'PAUSED' and c.user_id = p.user_id then ${today}::date + 1 else p.paused_on end),
            ${today}::date + 1) - greatest(p.paused_on, ${monthStart}::date)) as days
        from card_pauses p left join ${cards} c on c.id = p.card_id
        where p.user_id = ${userId} and p.paused_on <= ${today}::date
          and (p.resumed_on is null or p.resumed_on > ${monthStart}::date)
      )
      select sum(fee * days)::bigint as saved, sum(days)::int as days from spans`,
  );
  return { month: today.slice(0, 7), savedMinor: Number(row?.saved ?? 0), days: Number(row?.days ?? 0) };
};

/** A card put in service again (ordered a plan, a trip's start) ends its open pause on `day`, its first day billed. */
export const endPauseOf = async (tx: Tx, cardId: number, day: string): Promise<void> => {
  await tx.execute(
    sql`update card_pauses set resumed_on = greatest(paused_on, ${day}::date)
      where card_id = ${cardId} and resumed_on is null`,
  );
};
