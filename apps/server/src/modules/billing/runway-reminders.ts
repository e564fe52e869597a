import {
  balanceRunway,
  type RunwayCard,
  suggestedTopUpMinor,
  topUpToCover,
} from '@simportal/contract/balance-runway';
import { sql } from 'drizzle-orm';
import { selectRows, type Tx, timestamptz } from '../../db/database.ts';
import { accountBalances } from '../ledger/index.ts';
import { userAccounts } from '../users/index.ts';
import { type CustomerBatch, inBatch } from './run-statements.ts';
import { inReminderWindow, runwayCardJson, runwayCards, toRunwayCard } from './runway.ts';
import { reminderDaysSql } from './runway-reminder-settings.ts';
import { bridges } from './schema.ts';

// 5. The runway reminder of the daily run (docs/decisions/0033-balance-runway.md): a customer whose balance
// covers fewer than their reminder's days (their choice, else RUNWAY_REMINDER_DAYS: runway-reminder-settings.ts)
// after the run's day, at their cards' daily fees, is mailed ONCE
// per episode. An episode opens with a `runway_low` notice and ends with a `runway_restored` one, noted by the
// first run that finds the balance covering the window again (a top-up, a card stopped); only a customer whose
// latest runway notice is not `runway_low` is reminded. Two statements per batch, whatever its size: one reads
// the customers who may be short (and those with an episode open), the contract's rule decides in TypeScript
// (balance-runway.ts, the same walk the screens read), one writes the notices.

export const RUNWAY_LOW = 'runway_low';
export const RUNWAY_RESTORED = 'runway_restored';

export interface RunwaySettings {
  reminderDays: number;
  topUpDays: number;
}

/**
 * A customer the run reminds (or whose low-balance mail carries the prefilled top-up). The reminder is told by
 * the run's news (run-news.ts: `balance.runway_low`, once per episode, its webhook too).
 */
export interface RunwayMail {
  userId: number;
  email: string;
  locale: string;
  balanceMinor: number;
  /** The last day the balance pays every card in use. */
  coveredUntil: string;
  /** Tomorrow's fees of the cards in use. */
  nextDayMinor: number;
  /** The suggested top-up covering `topUpDays` days (0: none needed). */
  topUpMinor: number;
}

export interface RunwayOutcome {
  /** The customers whose episode opened now: their reminder. */
  reminders: RunwayMail[];
  /** Every customer found within the window, by id (the low-balance mail takes its top-up from here). */
  short: Map<number, RunwayMail>;
  restored: number;
}

interface CandidateRow {
  userId: number;
  balanceMinor: number;
  email: string;
  locale: string;
  open: boolean;
  /** The days this customer is reminded at (runway-reminder-settings.ts): their choice or the operator's. */
  reminderDays: number;
  cards: Parameters<typeof toRunwayCard>[0][];
}

/** Ids as one array parameter ('{1,2,3}'), whatever their number. */
const idArray = (ids: number[]) => `{${ids.join(',')}}`;

/**
 * The batch's customers the reminder must look at: those whose balance is below `days` times the most their
 * cards in use can cost in a day (each card's larger first-day fee of its current and pending plan; anyone at
 * or above it surely covers the window), and those with an episode open (to end it). With each, their cards in
 * use as the runway reads them; today (`day`) is paid by the run's charge before this.
 */
const readCandidates = (tx: Tx, day: string, days: number, batch?: CustomerBatch) => {
  // a cycle's first day: daily_fee (migration 0030) then charges its largest amount, the remainder included
  const firstDay = sql`${day}::date`;
  return selectRows<CandidateRow>(
    tx,
    sql`with most as (
          select c.user_id, sum(greatest(daily_fee(p.price_minor, p.cycle_days, ${firstDay}, ${firstDay}),
                   coalesce(daily_fee(q.price_minor, q.cycle_days, ${firstDay}, ${firstDay}), 0))) as a_day
          from ${runwayCards}
          where c.status = 'USING' and c.user_id is not null${inBatch(sql`c.user_id`, batch)}
          group by c.user_id
        ),
        latest as (
          select distinct on (n.user_id) n.user_id, n.kind from billing_notices n
          where n.kind in (${RUNWAY_LOW}, ${RUNWAY_RESTORED})${inBatch(sql`n.user_id`, batch)}
          order by n.user_id, n.business_day desc, n.created_at desc
        ),
        open as (select user_id from latest where kind = ${RUNWAY_LOW}),
        chosen as (
          select m.user_id from most m join ${accountBalances} b on b.user_id = m.user_id
          where b.balance < m.a_day * ${reminderDaysSql(sql`m.user_id`, days)}${inBatch(sql`b.user_id`, batch)}
            -- a bridge covers the fees while its top-up waits, and its mail said so (decision 0069)
            and not exists (select 1 from ${bridges} g where g.user_id = m.user_id and g.ended_at is null)
          union
          select user_id from open
        )
        select u.id as "userId", b.balance::bigint as "balanceMinor", u.email, u.locale,
          exists (select 1 from open o where o.user_id = u.id) as open,
          ${reminderDaysSql(sql`u.id`, days)} as "reminderDays",
          coalesce((select json_agg(${runwayCardJson(sql`${day}::date`)} order by c.id)
            from ${runwayCards}
            where c.user_id = u.id and c.status = 'USING'), '[]'::json) as cards
        from chosen ch join ${userAccounts} u on u.id = ch.user_id join ${accountBalances} b on b.user_id = ch.user_id
        order by u.id`,
  );
};

/** Writes the notices of the episodes opened and ended; answers the customers whose episode it opened. */
const writeNotices = async (
  tx: Tx,
  day: string,
  now: Date,
  opened: number[],
  restored: number[],
): Promise<Set<number>> => {
  if (opened.length === 0 && restored.length === 0) return new Set();
  const rows = await selectRows<{ userId: number }>(
    tx,
    sql`with noted as (
          insert into billing_notices (user_id, kind, business_day, created_at)
          select id, kind, ${day}::date, ${timestamptz(now)} from (
            select unnest(${idArray(opened)}::int[]) as id, ${RUNWAY_LOW}::text as kind
            union all
            select unnest(${idArray(restored)}::int[]), ${RUNWAY_RESTORED}::text) notices
          on conflict do nothing
          returning user_id, kind
        )
        select user_id as "userId" from noted where kind = ${RUNWAY_LOW}`,
  );
  return new Set(rows.map((row) => Number(row.userId)));
};

/**
 * The batch's runway reminders of `day`: who is within the window (fewer than `reminderDays` days covered after
 * `day`), whose episode opens (a reminder) and whose ends. Nothing with `reminderDays` 0.
 */
export const noteRunwayReminders = async (
  tx: Tx,
  day: string,
  now: Date,
  settings: RunwaySettings,
  batch?: CustomerBatch,
): Promise<RunwayOutcome> => {
  const outcome: RunwayOutcome = { reminders: [], short: new Map(), restored: 0 };
  if (settings.reminderDays === 0) return outcome;
  const candidates = await readCandidates(tx, day, settings.reminderDays, batch);
  const opened: number[] = [];
  const restored: number[] = [];
  for (const row of candidates) {
    const userId = Number(row.userId);
    // the run charged `day` already: every card's day is paid (or the card was stopped)
    const cards: RunwayCard[] = row.cards.map((card) => ({ ...toRunwayCard(card), todayPaid: true }));
    const input = { balanceMinor: Number(row.balanceMinor), today: day, cards };
    // the customer's own days (0: never reminded, an open episode ends)
    const reminderDays = Number(row.reminderDays);
    const runway = balanceRunway(input, Math.max(reminderDays, 1));
    if (!inReminderWindow(runway.daysCovered, reminderDays)) {
      if (row.open) restored.push(userId);
      continue;
    }
    outcome.short.set(userId, {
      userId,
      email: row.email,
      locale: row.locale,
      balanceMinor: input.balanceMinor,
      coveredUntil: runway.coveredUntil!,
      nextDayMinor: runway.nextDayMinor,
      // a top-up that ends the episode: at least the customer's own days
      topUpMinor: suggestedTopUpMinor(topUpToCover(input, Math.max(settings.topUpDays, reminderDays))),
    });
    if (!row.open) opened.push(userId);
  }
  const noted = await writeNotices(tx, day, now, opened, restored);
  outcome.reminders = opened.filter((id) => noted.has(id)).map((id) => outcome.short.get(id)!);
  outcome.restored = restored.length;
  return outcome;
};
