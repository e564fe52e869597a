import { type SQL, sql } from 'drizzle-orm';
import { selectRows, type Tx, timestamptz } from '../../db/database.ts';
import { queueCarrierCommandsSql } from '../carrier/index.ts';
import { planVersions } from '../catalog/index.ts';
import { cards, transitionCards } from '../sims/index.ts';
import { dataUsedSql, usageImportedSinceSql } from '../usage/index.ts';
import { userAccounts } from '../users/index.ts';
import { dayChargedSql } from './day-charged.ts';
import { type CustomerBatch, inBatch } from './run-statements.ts';

// The daily run's part of a card's trip (issue #58, decision 0072), on today's run only (a day caught up after
// downtime leaves them to today's, whose conditions take every day passed): after the balances are locked and
// before the bridges and the charge, so a card resumed today pays today's fee in the same statement as every
// other card, or is stopped for lack of credit as any other.

const date = (day: string) => sql`${day}::date`;

/** A card of the batch (`c`) with its holder's trip (`t`) and its plan (`p`, if any), as the run reads them. */
const withTrips = (batch: CustomerBatch | undefined) =>
  sql`${cards} c join card_trips t on t.user_id = c.user_id and t.card_id = c.id
        left join ${planVersions} p on p.id = c.current_plan_id
      where c.user_id is not null${inBatch(sql`c.user_id`, batch)}${inBatch(sql`t.user_id`, batch)}`;

/**
 * A card (`c`, with its trip `t`) idle on `day`: in use through the `days` days before it (its plan's cycles
 * began no later) with no data used on any of them, while the carrier's usage keeps arriving.
 */
const idleSql = (day: string, days: SQL, feedSince: Date) =>
  sql`c.status = 'USING' and c.cycle_start_day <= ${date(day)} - ${days}
      and ${usageImportedSinceSql(feedSince)}
      and not ${dataUsedSql(sql`c.id`, sql`${date(day)} - ${days}`, sql`${date(day)} - 1`)}`;

/** A trip's last day passed and the card still runs: unless its next start is already due (it would resume). */
const tripOverSql = (day: string) =>
  sql`t.ends_after < ${date(day)} and not coalesce(t.starts_on <= ${date(day)}, false)`;

export interface TripRunOutcome {
  /** Cards paused because their trip ended, or because they were idle; cards resumed because their trip began. */
  tripPaused: number;
  idlePaused: number;
  resumed: number;
  /** Carrier PAUSE and RESUME commands, to deliver after the commit. */
  commandIds: number[];
}

/**
 * Pauses the cards whose trip ended yesterday or that were idle for their idle days (in use or stopped for
 * lack of credit → PAUSED, a pending plan change cancelled as Stop Billing does, a carrier PAUSE, a pause
 * recorded for the savings), then resumes the paused cards whose trip starts today (→ USING, their plan's
 * cycles from today, a carrier RESUME). Each day of a trip is cleared once passed, acted on or not.
 */
export const applyTrips = async (
  tx: Tx,
  day: string,
  now: Date,
  feedSince: Date,
  batch?: CustomerBatch,
): Promise<TripRunOutcome> => {
  const due = sql`select c.id, case when ${tripOverSql(day)} then 'trip' else 'idle' end as reason
    from ${withTrips(batch)}
      and c.status in ('USING', 'SUSPEND')
      and (${tripOverSql(day)}
        or (t.idle_pause_days is not null and ${idleSql(day, sql`t.idle_pause_days`, feedSince)}))`;
  const pause = (name: string, from: 'USING' | 'SUSPEND') =>
    transitionCards({
      name,
      ids: sql`array(select id from due)`,
      from,
      to: 'PAUSED',
      set: sql`pending_plan_id = null, pending_plan_from = null`,
      returning: sql`s.id, s.user_id, s.iccid, s.current_plan_id`,
    });
  const [paused] = await selectRows<{ trip: number; idle: number; commands: number[] | null }>(
    tx,
    sql`with due as (${due}),
      ${pause('paused_using', 'USING')},
      ${pause('paused_stopped', 'SUSPEND')},
      paused as (select * from paused_using union all select * from paused_stopped),
      commands as (${queueCarrierCommandsSql(sql`paused`, 'PAUSE', now)}),
      recorded as (
        insert into card_pauses (user_id, card_id, reason, paused_on, daily_fee_minor)
        select s.user_id, s.id, d.reason, ${date(day)}, coalesce(daily_fee(p.price_minor, p.cycle_days, ${date(day)}, ${date(day)} + 1), 0)
        from paused s join due d on d.id = s.id left join ${planVersions} p on p.id = s.current_plan_id
        on conflict do nothing
        returning reason
      ),
      cleared as (
        update card_trips t set ends_after = null
        where t.ends_after < ${date(day)}${inBatch(sql`t.user_id`, batch)}
        returning 1
      )
      select (select count(*) from recorded where reason = 'trip')::int as trip,
        (select count(*) from recorded where reason = 'idle')::int as idle,
        (select json_agg(id) from commands) as commands`,
  );
  const [resumed] = await selectRows<{ resumed: number; commands: number[] | null }>(
    tx,
    sql`with due as (
        select c.id from ${withTrips(batch)}
          and t.starts_on <= ${date(day)} and c.status = 'PAUSED' and c.current_plan_id is not null
      ),
      ${transitionCards({
        name: 'resumed',
        ids: sql`array(select id from due)`,
        from: 'PAUSED',
        to: 'USING',
        // a new cycle from today, as ordering the plan again would (activate-card.ts); tomorrow if today is paid
        set: sql`cycle_start_day = case when ${dayChargedSql(sql`s.id`, date(day))} then ${date(day)} + 1
          else ${date(day)} end, suspend_reason = null, plan_created_at = ${timestamptz(now)}`,
        returning: sql`s.id, s.user_id, s.iccid`,
      })},
      commands as (${queueCarrierCommandsSql(sql`resumed`, 'RESUME', now)}),
      ended as (
        update card_pauses p set resumed_on = ${date(day)}
        where p.resumed_on is null and p.card_id in (select id from resumed)
        returning 1
      ),
      cleared as (
        update card_trips t set starts_on = null
        where t.starts_on <= ${date(day)}${inBatch(sql`t.user_id`, batch)}
        returning 1
      )
      select (select count(*) from resumed)::int as resumed, (select json_agg(id) from commands) as commands`,
  );
  return {
    tripPaused: Number(paused?.trip ?? 0),
    idlePaused: Number(paused?.idle ?? 0),
    resumed: Number(resumed?.resumed ?? 0),
    commandIds: [...(paused?.commands ?? []), ...(resumed?.commands ?? [])].map(Number),
  };
};

/** One line of a customer's trip notice: what happens to one of their cards tomorrow. */
export interface TripNoticeLine {
  cardNumber: string;
  label: string | null;
  /** starts: billing starts again; ends: the trip's last day is today; idle: no data for `idleDays` days. */
  change: 'starts' | 'ends' | 'idle';
  /** What the first day of billing costs (starts), else 0. */
  feeMinor: number;
  idleDays: number;
}

export interface TripNoticeMail {
  userId: number;
  email: string;
  locale: string;
  lines: TripNoticeLine[];
}

/**
 * The day before: each customer with a card that resumes, pauses at its trip's end or pauses for being idle
 * tomorrow is told once (a trip_notice notice of today), in one mail listing those cards. The idle warning is
 * for a card without data since the idle days before tomorrow began: data used today keeps it on.
 */
export const noteTripNotices = async (
  tx: Tx,
  day: string,
  now: Date,
  feedSince: Date,
  batch?: CustomerBatch,
): Promise<TripNoticeMail[]> => {
  const tomorrow = sql`(${date(day)} + 1)`;
  const rows = await selectRows<TripNoticeMail>(
    tx,
    sql`with lines as (
        select c.user_id, c.id, c.card_number, c.label,
          case when t.starts_on = ${tomorrow} and c.status = 'PAUSED' then 'starts'
               when t.ends_after = ${date(day)} and c.status in ('USING', 'SUSPEND')
                 and not coalesce(t.starts_on <= ${tomorrow}, false) then 'ends'
               else 'idle' end as change,
          case when t.starts_on = ${tomorrow} and c.status = 'PAUSED'
               then daily_fee(p.price_minor, p.cycle_days, ${tomorrow}, ${tomorrow}) else 0 end as fee,
          coalesce(t.idle_pause_days, 0) as idle_days
        from ${withTrips(batch)}
          and ((t.starts_on = ${tomorrow} and c.status = 'PAUSED' and p.id is not null)
            or (t.ends_after = ${date(day)} and c.status in ('USING', 'SUSPEND')
              and not coalesce(t.starts_on <= ${tomorrow}, false))
            or (t.idle_pause_days is not null and ${idleSql(day, sql`(t.idle_pause_days - 1)`, feedSince)}))
      ),
      noted as (
        insert into billing_notices (user_id, kind, business_day, created_at)
        select distinct user_id, 'trip_notice', ${date(day)}, ${timestamptz(now)} from lines
        on conflict do nothing
        returning user_id
      )
      select n.user_id as "userId", u.email, u.locale,
        json_agg(json_build_object('cardNumber', l.card_number, 'label', l.label, 'change', l.change,
          'feeMinor', l.fee, 'idleDays', l.idle_days) order by l.id) as lines
      from noted n join ${userAccounts} u on u.id = n.user_id join lines l on l.user_id = n.user_id
      group by n.user_id, u.email, u.locale`,
  );
  return rows.map((row) => ({
    ...row,
    userId: Number(row.userId),
    lines: row.lines.map((line) => ({
      ...line,
      feeMinor: Number(line.feeMinor),
      idleDays: Number(line.idleDays),
    })),
  }));
};
