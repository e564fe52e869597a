import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../src/db/database.ts';
import { insertAccountsSql } from './accounts-sql.ts';

export interface BillingPopulationOptions {
  /** Cards bound to customers (1 in 50 PAUSED, the others in use). */
  cards: number;
  cardsPerCustomer: number;
  /** The business day the cards' cycles may start by and the customers' top-ups are booked on (ISO date). */
  fromDay: string;
  /**
   * The share of customers (percent, 0 by default) who had a pay order confirmed, have one waiting, and whose
   * balance pays half of `fromDay`'s fees: the run bridges them (decision 0069).
   */
  bridgedPercent?: number;
  /**
   * The share of cards (percent, 0 by default) with a trip (decision 0072): each pauses after 3 days without
   * data (none is recorded: the run finds them idle, the carrier's usage having arrived); those in use half
   * end their trip on `fromDay`, those paused start billing again the day after it.
   */
  tripPercent?: number;
}

export interface BillingPopulation {
  customers: number;
  /** The first customer's id; the others follow (ids `firstUserId …`, cards in their order). */
  firstUserId: number;
}

const exec = (db: DbOrTx, statement: SQL) => db.execute(statement);

/**
 * A population for the daily billing run at scale, written set-based (a statement per table, no per-row round
 * trips): the benchmark (bench/billing.ts) and the crash test (reliability/billing-crash.test.ts) share it.
 * N cards over N / cardsPerCustomer customers, on the catalogue's plans in turn, their cycles starting up to 44
 * days before `fromDay`. Every balance is credited through a TOP_UP activity so the ledger invariant holds.
 * Customers get 60 days of fees, except 1 in 500 (a day and a half: a card suspended on the day after
 * `fromDay`) and 1 in 200 (two days: a low-balance warning then). 1 card in 50 is paused, 1 in 200 has a
 * pending plan from the day after `fromDay`. The caller analyses the tables afterwards (VACUUM ANALYZE on
 * PostgreSQL, ANALYZE on PGlite).
 */
export const seedBillingPopulation = async (
  db: DbOrTx,
  { cards, cardsPerCustomer, fromDay, bridgedPercent = 0, tripPercent = 0 }: BillingPopulationOptions,
): Promise<BillingPopulation> => {
  // every `every`-th customer is a bridged one (none with 0)
  const every = bridgedPercent > 0 ? Math.max(1, Math.round(100 / bridgedPercent)) : 0;
  const customers = Math.ceil(cards / cardsPerCustomer);
  const day = sql`${fromDay}::date`;
  await exec(
    db,
    insertAccountsSql(
      sql`insert into users (username, email)
          select 'billing-seed-' || g, 'billing-seed-' || g || '@seed.test' from generate_series(1, ${customers}) g`,
      'x',
    ),
  );
  const [range] = await selectRows<{ lo: number }>(
    db,
    sql`select min(id) as lo from users where username like 'billing-seed-%'`,
  );
  const lo = Number(range!.lo);
  const plans = await selectRows<{ id: number }>(
    db,
    sql`select id from basic_plans where active order by id`,
  );
  if (plans.length < 2) throw new Error('The catalogue needs at least two active basic plans');
  const planIds = sql.raw(`array[${plans.map((p) => Number(p.id)).join(',')}]`);
  await exec(
    db,
    sql`insert into sim_cards (card_number, iccid, verify_code_hash, channel_name, status, user_id, current_plan_id,
          pending_plan_id, pending_plan_from, cycle_start_day, bound_at)
        select (10000000000 + g)::text, '8986' || lpad(g::text, 15, '0'), 'x', 'seed',
          case when g % 50 = 0 then 'PAUSED' else 'USING' end,
          ${lo} + (g - 1) / ${cardsPerCustomer},
          (${planIds})[1 + g % ${plans.length}],
          case when g % 200 = 7 then (${planIds})[1 + (g + 1) % ${plans.length}] end,
          case when g % 200 = 7 then ${day} + 1 end,
          ${day} - (g % 45), now()
        from generate_series(1, ${cards}) g`,
  );
  // what each customer's cards cost on a first day of a cycle (the dearest day), to size the balances
  await exec(
    db,
    sql`insert into activities (user_id, type, amount_minor, balance_after_minor, reason, trade_date, idempotency_key,
          request_hash)
        select user_id, 'TOP_UP', amount, amount, 'admin_recharge', ${day}, 'billing-seed:' || user_id, 'seed'
        from (
          select user_id, (case when ${every}::int > 0 and (user_id - ${lo}::int) % greatest(${every}::int, 1) = 0 then need / 2
                                when user_id % 500 = 0 then need + need / 2 when user_id % 200 = 0 then 2 * need + 1
                                else need * 60 end)::bigint as amount
          from (
            select c.user_id, sum(p.price_minor / p.cycle_days + p.price_minor % p.cycle_days) as need
            from sim_cards c join basic_plans p on p.id = c.current_plan_id
            where c.status = 'USING' and c.user_id >= ${lo} group by c.user_id
          ) needs
        ) funds
        where amount > 0`,
  );
  await exec(
    db,
    sql`update balances b set balance = a.amount_minor from activities a
        where a.user_id = b.user_id and a.idempotency_key = 'billing-seed:' || b.user_id`,
  );
  if (every > 0) {
    // a confirmed order before and a waiting one now, for each bridged customer
    await exec(
      db,
      sql`insert into pay_orders (user_id, reference, method, status, amount_minor, service_fee_minor,
            international_fee_minor, total_minor, idempotency_key, request_hash, created_at, finished_at)
          select u, 'PO-S' || o.kind || u, 'DOMESTIC', o.status, o.amount, 0, 0, o.amount,
            'billing-seed-' || o.kind || ':' || u, 'seed', now() - o.age, case when o.status = 'FINISHED' then now() end
          from generate_series(${lo}::int, ${lo + customers - 1}::int) u,
            (values ('F', 'FINISHED', 100, interval '30 days'), ('W', 'INIT', 100000, interval '1 hour'))
              as o(kind, status, amount, age)
          where (u - ${lo}::int) % ${every}::int = 0`,
    );
  }
  if (tripPercent > 0) {
    const everyCard = Math.max(1, Math.round(100 / tripPercent));
    await exec(
      db,
      sql`insert into card_trips (user_id, card_id, starts_on, ends_after, idle_pause_days, updated_at)
          select c.user_id, c.id, case when c.status = 'PAUSED' then ${day} + 1 end,
            case when c.status = 'USING' and (c.id / ${everyCard}::int) % 2 = 0 then ${day} end, 3, now()
          from sim_cards c
          where c.user_id between ${lo} and ${lo + customers - 1} and c.id % ${everyCard}::int = 0`,
    );
    await exec(
      db,
      sql`insert into usage_imports (source, label, total_rows, accepted_rows, rejected_rows, changed_rows,
            started_at, finished_at)
          values ('simulator', 'billing-seed', 0, 0, 0, 0, now(), now())`,
    );
  }
  return { customers, firstUserId: lo };
};
