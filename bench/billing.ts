// `npm run bench:billing [-- --cards 100000] [-- --engine pglite|postgres] [-- --bridged 10] [-- --trips 10]
// [-- --batch-target-ms 0]`: seeds N cards in use, runs one
// business day of the daily billing run and prints figures (nothing is asserted):
//   - cards/s of the run (the whole day: pending plans, balance locks, charges, suspensions, warnings, mails);
//   - the time of ONE bare set-based statement over the same rows in the same run: an INSERT … SELECT of the
//     run's ledger rows (one DAILY_FEE per card in use, the same columns, fee rule, keys and request hash) into
//     the real activities table with all its indexes, checks and foreign keys, rolled back; and the ratio
//     run / bare (also with the balance UPDATE in the bare statement);
//   - the bare set-based statements of the trips' and the bridges' work of the same day (decisions 0072, 0069),
//     each ONE statement over the rows the run acts on, rolled back, and the ratio of the run to all the work
//     (ledger rows + balance UPDATE + trips + bridges) (decision 0089);
//   - the server's CPU time of each (the cluster's processes, from /proc), so a figure can be read apart from
//     other load on a shared machine: the run's is that of its batches' transactions, the carrier, mail and push
//     calls after each commit (one call and one outbox row each) printed apart;
//   - the rows a forced re-run of the same day added (must be 0) and the ledger check;
//   - paying customers' money requests (plan orders, add-ons, recharges; support/customer-load.ts) from
//     --clients concurrent clients, p50/p99 latency and errors: first on a quiet database, then throughout a
//     whole run of a day (the warm-up day below). The run commits customer batch by customer batch (decision
//     0023), so a request waits at most for its own customer's batch, never for the whole run.
// Defaults: 1,000,000 cards on PostgreSQL (a throwaway cluster, scripts/lib/postgres-cluster.mjs), 100,000 on
// PGlite (in memory). The engine defaults to PostgreSQL when its binaries are installed; its cluster is sized as
// a production server would be (support/production-cluster.ts; --pg-defaults keeps the defaults).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { addDaysToIsoDate } from '@simportal/contract/calendar-date';
import { sql } from 'drizzle-orm';
import { createAppContext } from '../apps/server/src/app.ts';
import { businessDayOf } from '../apps/server/src/business-day.ts';
import { runBillingDay } from '../apps/server/src/commands/daily-run.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import {
  createPglite,
  type Database,
  fromPglite,
  openPostgres,
  selectRows,
} from '../apps/server/src/db/database.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { dailyFeeKeySql, feeSql } from '../apps/server/src/modules/billing/fee-sql.ts';
import { RUN_REQUEST_HASH } from '../apps/server/src/modules/billing/run-statements.ts';
import { checkLedger } from '../apps/server/src/modules/ledger/ledger-check.ts';
import { seedBillingPopulation } from '../apps/server/test/helpers/billing-seed.ts';
import { findPostgresBin, startCluster } from '../scripts/lib/postgres-cluster.mjs';
import { clusterCpuMs } from './support/cluster-cpu.ts';
import { describeLatencies, prepareCustomerLoad, startCustomerLoad } from './support/customer-load.ts';
import { describeSettings, PRODUCTION_SETTINGS } from './support/production-cluster.ts';

const { values } = parseArgs({
  options: {
    cards: { type: 'string' },
    engine: { type: 'string' },
    'cards-per-customer': { type: 'string', default: '2' },
    'pg-defaults': { type: 'boolean', default: false },
    clients: { type: 'string', default: '6' },
    // the share of customers (percent) a bridge credit keeps running on a waiting top-up (decision 0069)
    bridged: { type: 'string', default: '0' },
    // the share of cards (percent) with a trip or an idle pause the run acts on (decision 0072)
    trips: { type: 'string', default: '0' },
    // the duration the run's batches aim at (BILLING_RUN_BATCH_TARGET_MS; 0: fixed batches, the baseline)
    'batch-target-ms': { type: 'string', default: '400' },
  },
});
const tuned = !values['pg-defaults'];
const engine = values.engine ?? (findPostgresBin() ? 'postgres' : 'pglite');
if (engine !== 'postgres' && engine !== 'pglite') throw new Error('--engine is postgres or pglite');
const cards = Number(values.cards ?? (engine === 'postgres' ? 1_000_000 : 100_000));
const perCustomer = Number(values['cards-per-customer']);
const customers = Math.ceil(cards / perCustomer);
const clients = Number(values.clients);
/** How long the customers' requests are measured on the quiet database, before the run. */
const QUIET_LOAD_MS = 5_000;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The PostgreSQL cluster's data directory, to find its processes; null on PGlite. */
let clusterDataDir: string | null = null;

/**
 * CPU milliseconds the database has used: on PostgreSQL the postmaster and its children (backends, WAL writer,
 * checkpointer…) from /proc (Linux, 100 ticks a second); on PGlite this process (the engine runs in it).
 */
const serverCpuMs = (): number => {
  if (!clusterDataDir) {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  }
  return clusterCpuMs(clusterDataDir);
};

interface Timing {
  ms: number;
  cpuMs: number;
}
const timed = async <T>(work: () => Promise<T>): Promise<[T, Timing]> => {
  const [start, cpu] = [performance.now(), serverCpuMs()];
  const result = await work();
  return [result, { ms: performance.now() - start, cpuMs: serverCpuMs() - cpu }];
};

const open = async (): Promise<{ database: Database; url?: string; stop: () => Promise<void> }> => {
  if (engine === 'pglite') {
    const database = fromPglite(await createPglite());
    await migrateDatabase(database);
    return { database, stop: () => database.close() };
  }
  const cluster = await startCluster(tuned ? { settings: PRODUCTION_SETTINGS } : {});
  clusterDataDir = path.join(cluster.dir, 'data');
  // the run's connection and one per client of the customers' load
  const database = openPostgres(cluster.url, 4 + clients);
  await migrateDatabase(database, cluster.url);
  return {
    database,
    url: cluster.url,
    stop: async () => {
      await database.close();
      cluster.stop();
    },
  };
};

const exec = (database: Database, statement: ReturnType<typeof sql>) => database.db.execute(statement);

/**
 * The bare statements, each rolled back: what writing the day's ledger rows costs with no rule around them (no
 * idempotency test, no running sums, no balance lock, no suspension, no mail). `insert`: the run's DAILY_FEE
 * rows of every card in use (the same columns, fee rule, keys and request hash; balance_after 0) into the real
 * activities table, with its indexes, checks and foreign keys. `insert+balances`: the same rows and, in the same
 * statement, every such customer's balance lowered once by their total (floored at 0).
 */
const bareStatement = async (
  database: Database,
  day: string,
  withBalances: boolean,
): Promise<[number, Timing]> => {
  let timing: Timing = { ms: 0, cpuMs: 0 };
  let rows = 0;
  const cardsInUse = sql`sim_cards c join basic_plans p on p.id = c.current_plan_id
    where c.status = 'USING' and c.user_id is not null`;
  const ledgerRows = sql`insert into activities (user_id, type, amount_minor, balance_after_minor, reason, card_id,
      trade_date, created_at, idempotency_key, request_hash)
    select c.user_id, 'DAILY_FEE', -${feeSql(day)}, 0, 'daily_fee', c.id, ${day}::date, now(),
      ${dailyFeeKeySql(sql`c.id`, day)}, ${RUN_REQUEST_HASH}
    from ${cardsInUse}
    returning 1`;
  const statement = withBalances
    ? sql`with totals as (select c.user_id, sum(${feeSql(day)}) as total from ${cardsInUse} group by c.user_id),
          -- floored at 0: the customers the run suspends could not pay it all (the same write either way)
          debited as (update balances b set balance = greatest(b.balance - t.total, 0) from totals t
            where b.user_id = t.user_id returning 1),
          written as (${ledgerRows})
          select (select count(*) from written)::int + 0 * (select count(*) from debited)::int as n`
    : sql`with written as (${ledgerRows}) select count(*)::int as n from written`;
  await database.db
    .transaction(async (tx) => {
      const [row, spent] = await timed(() => selectRows<{ n: number }>(tx, statement));
      timing = spent;
      rows = Number(row[0]!.n);
      throw new Error('rollback');
    })
    .catch((error: Error) => {
      if (error.message !== 'rollback') throw error;
    });
  return [rows, timing];
};

/**
 * A statement of `work` (its SELECT answering `n`), timed inside a transaction that is rolled back: what the bare
 * set-based statements of the trips and the bridges cost, as `bareStatement` does for the fees.
 */
const rolledBack = async (
  database: Database,
  statement: ReturnType<typeof sql>,
): Promise<[number, Timing]> => {
  let timing: Timing = { ms: 0, cpuMs: 0 };
  let rows = 0;
  await database.db
    .transaction(async (tx) => {
      const [row, spent] = await timed(() => selectRows<{ n: number }>(tx, statement));
      timing = spent;
      rows = Number(row[0]!.n);
      throw new Error('rollback');
    })
    .catch((error: Error) => {
      if (error.message !== 'rollback') throw error;
    });
  return [rows, timing];
};

/**
 * The trips' work of `day` as ONE bare statement (decision 0072, without its rules' refinements: no usage
 * probe, no pending plan cancelled, no notices): every card with a trip whose last day passed or idle for its
 * days (in use or stopped) is PAUSED, with its carrier command and its pause recorded, every paused one whose
 * start came is put in use with its command, and the trips' days passed are cleared. The same tables, indexes,
 * checks, foreign keys and the cards' history trigger as the run's two statements.
 */
const bareTrips = (database: Database, day: string) =>
  rolledBack(
    database,
    sql`with due as (
          select c.id from card_trips t join sim_cards c on c.id = t.card_id and c.user_id = t.user_id
          where (c.status in ('USING', 'SUSPEND') and (t.ends_after < ${day}::date
              or (t.idle_pause_days is not null and c.cycle_start_day <= ${day}::date - t.idle_pause_days)))
            or (c.status = 'PAUSED' and t.starts_on <= ${day}::date and c.current_plan_id is not null)
        ),
        changed as (
          update sim_cards s set status = case when s.status = 'PAUSED' then 'USING' else 'PAUSED' end
          from due d where s.id = d.id
          returning s.id, s.user_id, s.iccid, s.status, s.current_plan_id
        ),
        commands as (
          insert into deliveries (kind, ordering_key, payload, created_at)
          select 'carrier_command', 'card:' || id, jsonb_build_object('cardId', id, 'iccid', iccid,
            'action', case when status = 'PAUSED' then 'PAUSE' else 'RESUME' end), now()
          from changed
          returning 1
        ),
        pauses as (
          insert into card_pauses (user_id, card_id, reason, paused_on, daily_fee_minor)
          select c.user_id, c.id, 'trip', ${day}::date,
            coalesce(daily_fee(p.price_minor, p.cycle_days, ${day}::date, ${day}::date + 1), 0)
          from changed c left join basic_plans p on p.id = c.current_plan_id where c.status = 'PAUSED'
          returning 1
        ),
        cleared as (
          update card_trips set ends_after = case when ends_after < ${day}::date then null else ends_after end,
            starts_on = case when starts_on <= ${day}::date then null else starts_on end
          where ends_after < ${day}::date or starts_on <= ${day}::date
          returning 1
        )
        select (select count(*) from changed)::int + 0 * (select count(*) from commands)::int
          + 0 * (select count(*) from pauses)::int + 0 * (select count(*) from cleared)::int as n`,
  );

/**
 * The bridges' work of `day` as ONE bare statement (decision 0069, without its rules' refinements: no earlier
 * confirmed order asked for, no ending, no mail): each customer with a waiting order and no open bridge whose
 * balance does not pay their cards' fees of the day starts a bridge on their oldest waiting order, and every open
 * bridge's customer (the new ones too) gets their room below zero.
 */
const bareBridges = (database: Database, day: string, days: number) =>
  rolledBack(
    database,
    sql`with waiting as (
          select distinct on (user_id) user_id, id, amount_minor from pay_orders where status = 'INIT'
          order by user_id, created_at, id
        ),
        need as (
          select c.user_id, sum(${feeSql(day)}) as need
          from sim_cards c join basic_plans p on p.id = c.current_plan_id join waiting w on w.user_id = c.user_id
          where c.status = 'USING' group by c.user_id
        ),
        started as (
          insert into bridges (user_id, pay_order_id, limit_minor, started_day, started_at)
          select w.user_id, w.id, least(w.amount_minor, ${days} * n.need), ${day}::date, now()
          from waiting w join need n on n.user_id = w.user_id join balances b on b.user_id = w.user_id
          where b.balance + b.overdraft < n.need
            and not exists (select 1 from bridges g where g.user_id = w.user_id and g.ended_at is null)
          returning user_id, limit_minor
        ),
        rooms as (
          select user_id, limit_minor from started
          union all select user_id, limit_minor from bridges where ended_at is null
        ),
        widened as (
          update balances b set overdraft = greatest(r.limit_minor, -b.balance, 0) from rooms r
          where b.user_id = r.user_id
          returning 1
        )
        select (select count(*) from widened)::int as n`,
  );

const countAll = async (database: Database) => {
  const [row] = await selectRows<Record<string, number>>(
    database.db,
    sql`select (select count(*) from activities)::int as activities,
          (select count(*) from deliveries where kind = 'carrier_command')::int as carrier_commands,
          (select count(*) from billing_notices)::int as billing_notices,
          (select count(*) from deliveries where kind = 'mail')::int as mails,
          (select count(*) from billing_runs)::int as billing_runs`,
  );
  return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)]));
};

const { database, url, stop } = await open();
try {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    BILLING_RUN_BATCH_TARGET_MS: values['batch-target-ms'],
    ...(url ? { DATABASE_URL: url } : {}),
  });
  const ctx = await createAppContext({ config, database, version: 'bench' });
  const day = businessDayOf(ctx);
  const yesterday = addDaysToIsoDate(day, -1);
  const settings =
    engine === 'pglite' ? '' : tuned ? ` (${describeSettings(PRODUCTION_SETTINGS)})` : ' (default settings)';
  console.log(
    `billing benchmark: ${cards.toLocaleString('en')} cards, ${customers.toLocaleString('en')} customers (${values.bridged} % bridged, ${values.trips} % of cards with trips), batches aimed at ${config.BILLING_RUN_BATCH_TARGET_MS} ms, ${engine}${settings}, day ${day}`,
  );
  const vacuum = () => exec(database, engine === 'postgres' ? sql`vacuum analyze` : sql`analyze`);
  const [, seeding] = await timed(async () => {
    await seedBillingPopulation(database.db, {
      cards,
      cardsPerCustomer: perCustomer,
      fromDay: yesterday,
      bridgedPercent: Number(values.bridged),
      tripPercent: Number(values.trips),
    });
    await vacuum();
  });
  console.log(`  seeded in ${seconds(seeding.ms)}`);

  const quiet = { log: { info: () => {}, warn: () => {}, error: console.error } };
  const loadSetup = await prepareCustomerLoad(ctx, 2_000);
  const quietLoad = startCustomerLoad(ctx, loadSetup, clients);
  await new Promise((resolve) => setTimeout(resolve, QUIET_LOAD_MS));
  const quietFigures = await quietLoad.stop();
  // The run happens every day: a first day after seeding writes every balance row once more than steady state
  // does. It is run with the customers' requests throughout and printed, then the measured day alone.
  const runLoad = startCustomerLoad(ctx, loadSetup, clients, 7_260_023);
  const [warm, warmTiming] = await timed(() => runBillingDay(ctx, yesterday, quiet));
  const runFigures = await runLoad.stop();
  console.log(
    `  warm-up day ${yesterday}: ${seconds(warmTiming.ms)} in ${warm.batches} batches (longest ${warm.longestBatchMs} ms), charged ${warm.charged.toLocaleString('en')}, suspended ${warm.suspended}, lifelines started ${warm.lifelinesStarted}, bridges started ${warm.bridgesStarted}`,
  );
  // yesterday is a day already over: the run reads the cards as they were at its start (decision 0035)
  console.log(`    a catch-up day; statements (ms): ${JSON.stringify(warm.stagesMs)}`);
  console.log(
    `  customers' money requests from ${clients} clients (plan orders, add-ons, recharges of ${loadSetup.customers.length.toLocaleString('en')} customers):`,
  );
  console.log(`    on the quiet database (${QUIET_LOAD_MS / 1000} s):`);
  for (const line of describeLatencies(quietFigures)) console.log(`      ${line}`);
  console.log(`    throughout the run of ${yesterday} (${seconds(warmTiming.ms)}):`);
  for (const line of describeLatencies(runFigures)) console.log(`      ${line}`);
  await vacuum();
  const [bareRows, bare] = await bareStatement(database, day, false);
  await vacuum();
  const [, bareBalances] = await bareStatement(database, day, true);
  await vacuum();
  const [tripRows, bareTrip] = await bareTrips(database, day);
  await vacuum();
  const [bridgeRows, bareBridge] = await bareBridges(database, day, config.BRIDGE_CREDIT_DAYS);
  await vacuum();
  const [run, runTiming] = await timed(() => runBillingDay(ctx, day, { ...quiet, serverCpuMs }));
  const before = await countAll(database);
  const [rerun, rerunTiming] = await timed(() => runBillingDay(ctx, day, { ...quiet, force: true }));
  const after = await countAll(database);
  const added = Object.keys(after).reduce((sum, key) => sum + (after[key]! - before[key]!), 0);
  const ledger = await checkLedger(database.db);

  const perSecond = (ms: number) => Math.round(cards / (ms / 1000)).toLocaleString('en');
  // PGlite runs in this process: its CPU figure is the process's (the engine and the bench's own JavaScript)
  const cpuLabel = engine === 'postgres' ? 'server CPU' : 'process CPU';
  const cpu = (timing: Timing) => `${cpuLabel} ${seconds(timing.cpuMs)}`;
  // the transactions' CPU (the run's statements, what the bare statements stand for); the carrier and mail
  // calls after each commit are printed apart (one call and one outbox row each: no set-based form)
  const runCpuMs = run.transactionCpuMs ?? runTiming.cpuMs;
  const ratios = (of: Timing) =>
    `ratio run / bare: ${(run.transactionMs / of.ms).toFixed(2)} (by ${cpuLabel} ${(runCpuMs / of.cpuMs).toFixed(2)}; with the deliveries ${(runTiming.cpuMs / of.cpuMs).toFixed(2)})`;
  const allWork: Timing = {
    ms: bareBalances.ms + bareTrip.ms + bareBridge.ms,
    cpuMs: bareBalances.cpuMs + bareTrip.cpuMs + bareBridge.cpuMs,
  };
  console.log(
    `  run of one business day ${day}: ${run.batches} batches, their transactions ${seconds(run.transactionMs)} → ${perSecond(run.transactionMs)} cards/s (longest batch ${run.longestBatchMs} ms); ${cpuLabel} ${seconds(runCpuMs)}`,
  );
  console.log(
    `    with carrier and mail delivery after the commit: ${seconds(runTiming.ms)} → ${perSecond(runTiming.ms)} cards/s; ${cpu(runTiming)} (the deliveries ${seconds(run.deliveryMs)}${run.deliveryCpuMs === null ? '' : `, ${cpuLabel} ${seconds(run.deliveryCpuMs)}`})`,
  );
  console.log(`    statements (ms): ${JSON.stringify(run.stagesMs)}`);
  console.log(
    `    charged ${run.charged.toLocaleString('en')} (${config.CURRENCY} ${(run.chargedMinor / 100).toFixed(2)}), suspended ${run.suspended}, lifelines started ${run.lifelinesStarted} ended ${run.lifelinesEnded}, pending plans applied ${run.pendingApplied}, low-balance warnings ${run.lowBalanceWarned}`,
  );
  console.log(
    `    trips: paused at a trip's end ${run.tripPaused}, idle ${run.idlePaused}, resumed ${run.tripResumed}, customers told ${run.tripNoticed}; bridges started ${run.bridgesStarted}`,
  );
  console.log(
    `  bare set-based statements, rolled back: one INSERT … SELECT of the run's DAILY_FEE rows for the same ${bareRows.toLocaleString('en')} cards in use`,
  );
  console.log(
    '    (same columns, fee rule, keys, request hash) into activities with all its indexes, checks and foreign keys:',
  );
  console.log(
    `    INSERT of the ledger rows:                   ${seconds(bare.ms)}  ${cpu(bare)}  ${ratios(bare)}`,
  );
  console.log(
    `    INSERT of the ledger rows + balance UPDATE:  ${seconds(bareBalances.ms)}  ${cpu(bareBalances)}  ${ratios(bareBalances)}`,
  );
  console.log(
    `    the trips' statements (${tripRows.toLocaleString('en')} cards paused or resumed): ${seconds(bareTrip.ms)}  ${cpu(bareTrip)}`,
  );
  console.log(
    `    the bridges' statements (${bridgeRows.toLocaleString('en')} rooms set): ${seconds(bareBridge.ms)}  ${cpu(bareBridge)}`,
  );
  console.log(
    `    all the work (INSERT + balance UPDATE + trips + bridges): ${seconds(allWork.ms)}  ${cpu(allWork)}  ${ratios(allWork)}`,
  );
  console.log(
    `  forced re-run of the same day: ${seconds(rerunTiming.ms)}, charged ${rerun.charged}, rows added: ${added}`,
  );
  console.log(`  ledger check: ${ledger.ok ? 'ok (no drift)' : `${ledger.problems.length} PROBLEMS`}`);
  ctx.mailer.close();
} finally {
  await stop();
}
