import { SPIKE_RULE, type SpikeRule, timesUsual } from '@simportal/contract/data-spike';
import { KB_PER_MB } from '@simportal/contract/traffic';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { selectRows, type Tx, timestamptz } from '../../db/database.ts';
import { type Told, tell } from '../notify/index.ts';
import { holderSinceSql } from './allowance-sql.ts';
import { cardsView } from './owners-views.ts';

export interface SpikeCheckResult {
  /** Cards whose spike was told in this import. */
  spikes: number;
  /** What telling the holders queued (modules/notify), for the caller to deliver after its commit. */
  told: Told;
}

/** No check made (the import's spikeCheck option off). */
export const noSpikes = (): SpikeCheckResult => ({
  spikes: 0,
  told: { mails: [], pushIds: [], webhookIds: [] },
});

interface SpikeRow {
  card_id: number;
  user_id: number;
  card_number: string;
  label: string | null;
  used_kb: string;
  usual_kb: string;
}

/**
 * The spikes among `cards` (a relation with a card_id column) on business day `today`, recorded in usage_spikes
 * (at most one a card and day: its key) and answered, in one statement (decision 0097). The contract's `isSpike`
 * in SQL, held to it by test/usage-spikes.test.ts: today's use from the floor up, and at least `factor` times the
 * median of the card's days of use (over 0 KB) among the `windowDays` business days before, since its holder took
 * it, of which there must be `minHistoryDays`. Every read is a range of usage_records' key (card, day, region),
 * so the cost follows the cards asked about, not the table.
 */
export const spikesSql = (
  tz: string,
  cards: SQL,
  today: string,
  at: Date,
  rule: SpikeRule = SPIKE_RULE,
): SQL => {
  const day = sql`${today}::date`;
  // each step is a lookup by key per card (LATERAL), whatever the planner believes of tables the import's own
  // transaction has just filled (no statistics yet)
  return sql`with asked as materialized (
      select distinct card_id from ${cards} cards
    ), today as (
      select a.card_id, d.used_kb from asked a cross join lateral (
        select sum(r.used_kb) as used_kb from usage_records r where r.card_id = a.card_id and r.day = ${day}
      ) d
      where d.used_kb >= ${rule.floorMb * KB_PER_MB}
    ), candidates as (
      select c.id as card_id, c.user_id, c.card_number, c.label, d.used_kb, ${holderSinceSql(tz)} as holder_since
      from today d join ${cardsView} c on c.id = d.card_id
      where c.user_id is not null and c.deleted_at is null
        and not exists (select 1 from usage_spikes s where s.card_id = c.id and s.business_day = ${day})
    ), usual as (
      select k.card_id, count(*) as days, percentile_cont(0.5) within group (order by h.day_kb) as usual_kb
      from candidates k cross join lateral (
        select sum(r.used_kb) as day_kb from usage_records r
        where r.card_id = k.card_id and r.day < ${day}
          and r.day >= greatest(${day} - ${rule.windowDays}::int, k.holder_since)
        group by r.day having sum(r.used_kb) > 0
      ) h
      group by k.card_id
    ), told as (
      insert into usage_spikes (card_id, business_day, user_id, used_kb, usual_kb, told_at)
      select k.card_id, ${day}, k.user_id, k.used_kb, round(u.usual_kb)::bigint, ${timestamptz(at)}
      from candidates k join usual u on u.card_id = k.card_id
      where u.days >= ${rule.minHistoryDays} and k.used_kb >= ${rule.factor} * u.usual_kb
      on conflict do nothing
      returning card_id, user_id, used_kb, usual_kb
    )
    select t.card_id, t.user_id, k.card_number, k.label, t.used_kb, t.usual_kb
    from told t join candidates k on k.card_id = t.card_id`;
};

/**
 * After an import, in its transaction (issue #70): the cards whose today's records it wrote or changed (the
 * `changed` table of write-records.ts) are checked for a spike, and each one found is told to its holder at once
 * (modules/notify, kind `usage.spike`: the inbox, and mail and push by their data alert channels), at most once a
 * card a business day. The news links to the page that slows the card until tomorrow (spike-slow.ts).
 */
export const checkSpikes = async (
  ctx: AppContext,
  tx: Tx,
  today: string,
  changed: string,
): Promise<SpikeCheckResult> => {
  const touched = sql`(select card_id from ${sql.raw(changed)} where day = ${today}::date)`;
  const rows = await selectRows<SpikeRow>(
    tx,
    spikesSql(ctx.config.BILLING_TZ, touched, today, ctx.clock.now()),
  );
  const told = await tell(
    ctx,
    tx,
    rows.map((row) => ({
      kind: 'usage.spike' as const,
      userId: row.user_id,
      data: {
        cardId: row.card_id,
        cardNumber: row.card_number,
        label: row.label,
        businessDay: today,
        usedKb: Number(row.used_kb),
        usualKb: Number(row.usual_kb),
        times: timesUsual(Number(row.used_kb), Number(row.usual_kb)),
      },
    })),
  );
  return { spikes: rows.length, told };
};
