// `npm run bench:billing [-- --cards 100000] [-- --engine pglite|postgres]`: seeds N cards in use, runs one
// business day of the daily billing run and prints figures (nothing is asserted):
//   - cards/s of the run (the whole day: pending plans, balance locks, charges, suspensions, warnings, mails);
//   - the time of ONE bare set-based statement over the same rows in the same run (an INSERT … SELECT of one
//     DAILY_FEE ledger row per card in use, no checks, rolled back) and the ratio run / bare;
//   - the rows a forced re-run of the same day added (must be 0).
// Defaults: 1,000,000 cards on PostgreSQL (a throwaway cluster, scripts/lib/postgres-cluster.mjs), 100,000 on
// PGlite (in memory). The engine defaults to PostgreSQL when its binaries are installed; its throwaway cluster is
// given 2 GB of shared buffers (see tune(); --pg-defaults keeps the defaults).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { addDaysToIsoDate } from '@simportal/contract/calendar-date';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createAppContext } from '../apps/server/src/app-context.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, fromPglite, openPostgres, selectRows } from '../apps/server/src/db/database.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { businessDayOf } from '../apps/server/src/modules/billing/business-day.ts';
import { runBillingDay } from '../apps/server/src/modules/billing/run-day.ts';
import { checkLedger } from '../apps/server/src/modules/ledger/ledger-check.ts';
import { findPostgresBin, startCluster } from '../scripts/lib/postgres-cluster.mjs';

const { values } = parseArgs({
  options: {
    cards: { type: 'string' },
    engine: { type: 'string' },
    'cards-per-customer': { type: 'string', default: '2' },
    'pg-defaults': { type: 'boolean', default: false },
  },
});
const tuned = !values['pg-defaults'];
const engine = values.engine ?? (findPostgresBin() ? 'postgres' : 'pglite');
if (engine !== 'postgres' && engine !== 'pglite') throw new Error('--engine is postgres or pglite');
const cards = Number(values.cards ?? (engine === 'postgres' ? 1_000_000 : 100_000));
const perCustomer = Number(values['cards-per-customer']);
const customers = Math.ceil(cards / perCustomer);

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
};

const open = async (): Promise<{ database: Database; url?: string; stop: () => Promise<void> }> => {
  if (engine === 'pglite') {
    const { PGlite } = await import('@electric-sql/pglite');
    const database = fromPglite(await PGlite.create());
    await migrateDatabase(database);
    return { database, stop: () => database.close() };
  }
  const cluster = await startCluster();
  if (tuned) await tune(cluster);
  const database = openPostgres(cluster.url, 4);
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

/**
 * A production server holds its working set in memory; the throwaway cluster's default 128 MB of shared
 * buffers does not hold a million cards' balances and ledger indexes, and the figures would measure page
 * eviction instead of billing. Unless --pg-defaults: shared_buffers 2 GB and fewer checkpoints, then a restart
 * (pg_ctl restart keeps the cluster's command line: port, socket, fsync off).
 */
const tune = async (cluster: { url: string; dir: string }) => {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  await client.query(`alter system set shared_buffers = '2GB'`);
  await client.query(`alter system set max_wal_size = '8GB'`);
  await client.end();
  const pgCtl = path.join(findPostgresBin()!, 'pg_ctl');
  const args = [
    '-D',
    path.join(cluster.dir, 'data'),
    '-l',
    path.join(cluster.dir, 'server.log'),
    '-m',
    'fast',
    '-w',
    'restart',
  ];
  const isRoot = process.getuid?.() === 0;
  execFileSync(isRoot ? 'runuser' : pgCtl, isRoot ? ['-u', 'postgres', '--', pgCtl, ...args] : args, {
    stdio: 'ignore',
  });
};

const exec = (database: Database, statement: ReturnType<typeof sql>) => database.db.execute(statement);

/**
 * N cards over N / cards-per-customer customers, written set-based, from `day` (the warm-up day) on. Every
 * balance is credited through a TOP_UP activity so the ledger invariant holds. Customers get 60 days of fees,
 * except 1 in 500 (a day and a half: a card suspended on the measured day) and 1 in 200 (two days: a
 * low-balance warning on the measured day). 1 card in 50 is paused, 1 in 200 has a pending plan from the
 * measured day.
 */
const seed = async (database: Database, day: string) => {
  await exec(
    database,
    sql`insert into users (username, email, password_hash)
        select 'bench' || g, 'bench' || g || '@bench.test', 'x' from generate_series(1, ${customers}) g`,
  );
  const [range] = await selectRows<{ lo: number }>(
    database.db,
    sql`select min(id) as lo from users where username like 'bench%'`,
  );
  const lo = Number(range!.lo);
  const plans = await selectRows<{ id: number }>(
    database.db,
    sql`select id from basic_plans where active order by id`,
  );
  const planIds = plans.map((p) => Number(p.id));
  await exec(
    database,
    sql`insert into sim_cards (card_number, iccid, verify_code_hash, channel_name, status, user_id, current_plan_id,
          pending_plan_id, pending_plan_from, cycle_start_day, bound_at)
        select (10000000000 + g)::text, '8986' || lpad(g::text, 15, '0'), 'x', 'bench',
          case when g % 50 = 0 then 'PAUSED' else 'USING' end,
          ${lo} + (g - 1) / ${perCustomer},
          (array[${sql.raw(planIds.join(','))}])[1 + g % ${planIds.length}],
          case when g % 200 = 7 then (array[${sql.raw(planIds.join(','))}])[1 + (g + 1) % ${planIds.length}] end,
          case when g % 200 = 7 then ${day}::date + 1 end,
          ${day}::date - (g % 45), now()
        from generate_series(1, ${cards}) g`,
  );
  // what each customer's cards cost a day (ordinary days), to size the balances
  await exec(
    database,
    sql`create temporary table bench_need as
        select c.user_id, sum(p.price_minor / p.cycle_days + p.price_minor % p.cycle_days) as need
        from sim_cards c join basic_plans p on p.id = c.current_plan_id
        where c.status = 'USING' and c.user_id is not null group by c.user_id`,
  );
  await exec(
    database,
    sql`insert into activities (user_id, type, amount_minor, balance_after_minor, reason, trade_date, idempotency_key,
          request_hash)
        select user_id, 'TOP_UP', amount, amount, 'admin_recharge', ${day}::date - 1, 'bench-fund:' || user_id, 'bench'
        from (select user_id, (case when user_id % 500 = 0 then need + need / 2 when user_id % 200 = 0 then 2 * need + 1
                                    else need * 60 end)::bigint as amount
              from bench_need where need > 0) s
        where amount > 0`,
  );
  await exec(
    database,
    sql`update users u set balance = a.amount_minor from activities a
        where a.user_id = u.id and a.idempotency_key = 'bench-fund:' || u.id`,
  );
  await exec(database, sql`drop table bench_need`);
  if (engine === 'postgres') await exec(database, sql`vacuum analyze`);
  else await exec(database, sql`analyze`);
};

/**
 * The bare statements, each rolled back: what writing a day's ledger costs with no rule at all (no idempotency
 * check, no running sums, no order, no suspension, no lock, no mail). `insert`: one DAILY_FEE row per card in
 * use. `insert+balances`: the same rows and, in the same statement, every customer's balance lowered once.
 */
const bareStatement = async (
  database: Database,
  day: string,
  withBalances: boolean,
): Promise<[number, number]> => {
  let ms = 0;
  let rows = 0;
  const fee = sql`p.price_minor / p.cycle_days + 1`;
  const cardsInUse = sql`sim_cards c join basic_plans p on p.id = c.current_plan_id
    where c.status = 'USING' and c.user_id is not null`;
  const statement = withBalances
    ? sql`with totals as (select c.user_id, sum(${fee}) as total from ${cardsInUse} group by c.user_id),
          debited as (update users u set balance = u.balance + t.total from totals t where u.id = t.user_id returning 1),
          written as (
            insert into activities (user_id, type, amount_minor, balance_after_minor, reason, card_id, trade_date,
              created_at, idempotency_key, request_hash)
            select c.user_id, 'DAILY_FEE', -(${fee}), 0, 'daily_fee', c.id, ${day}::date, now(), 'bare:' || c.id, 'bare'
            from ${cardsInUse}
            returning 1)
          select (select count(*) from written)::int + 0 * (select count(*) from debited)::int as n`
    : sql`with written as (
            insert into activities (user_id, type, amount_minor, balance_after_minor, reason, card_id, trade_date,
              created_at, idempotency_key, request_hash)
            select c.user_id, 'DAILY_FEE', -(${fee}), 0, 'daily_fee', c.id, ${day}::date, now(), 'bare:' || c.id, 'bare'
            from ${cardsInUse}
            returning 1)
          select count(*)::int as n from written`;
  await database.db
    .transaction(async (tx) => {
      const start = performance.now();
      const [row] = await selectRows<{ n: number }>(tx, statement);
      ms = performance.now() - start;
      rows = Number(row!.n);
      throw new Error('rollback');
    })
    .catch((error: Error) => {
      if (error.message !== 'rollback') throw error;
    });
  return [rows, ms];
};

const countAll = async (database: Database) => {
  const [row] = await selectRows<Record<string, number>>(
    database.db,
    sql`select (select count(*) from activities)::int as activities,
          (select count(*) from carrier_commands)::int as carrier_commands,
          (select count(*) from billing_notices)::int as billing_notices,
          (select count(*) from mail_outbox)::int as mail_outbox,
          (select count(*) from billing_runs)::int as billing_runs`,
  );
  return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)]));
};

const { database, url, stop } = await open();
try {
  const config = loadConfig({ LOG_LEVEL: 'silent', ...(url ? { DATABASE_URL: url } : {}) });
  const ctx = await createAppContext({ config, database, version: 'bench' });
  const day = businessDayOf(ctx);
  const yesterday = addDaysToIsoDate(day, -1);
  console.log(
    `billing benchmark: ${cards.toLocaleString('en')} cards, ${customers.toLocaleString('en')} customers, ${engine}` +
      `${engine === 'postgres' ? (tuned ? ' (shared_buffers 2GB)' : ' (default settings)') : ''}, day ${day}`,
  );
  const [, seedMs] = await timed(() => seed(database, yesterday));
  console.log(`  seeded in ${seconds(seedMs)}`);

  const quiet = { log: { info: () => {}, warn: () => {}, error: console.error } };
  const vacuum = () => exec(database, engine === 'postgres' ? sql`vacuum analyze` : sql`analyze`);
  // The run happens every day: a first day after seeding writes every balance row once more than steady state
  // does (fresh, packed pages: no room for in-page updates). It is run and printed, then the measured day.
  const [warm, warmMs] = await timed(() => runBillingDay(ctx, yesterday, quiet));
  console.log(
    `  warm-up day ${yesterday}: ${seconds(warmMs)}, charged ${warm.charged.toLocaleString('en')}, suspended ${warm.suspended}`,
  );
  await vacuum();
  const [bareRows, bareMs] = await bareStatement(database, day, false);
  await vacuum();
  const [, bareBalancesMs] = await bareStatement(database, day, true);
  await vacuum();
  const [run, runMs] = await timed(() => runBillingDay(ctx, day, quiet));
  const before = await countAll(database);
  const [rerun, rerunMs] = await timed(() => runBillingDay(ctx, day, { ...quiet, force: true }));
  const after = await countAll(database);
  const added = Object.keys(after).reduce((sum, key) => sum + (after[key]! - before[key]!), 0);
  const ledger = await checkLedger(database.db);

  const perSecond = (ms: number) => Math.round(cards / (ms / 1000)).toLocaleString('en');
  console.log(
    `  run of one business day ${day}: transaction ${seconds(run.transactionMs)} → ${perSecond(run.transactionMs)} cards/s`,
  );
  console.log(
    `    with carrier and mail delivery after the commit: ${seconds(runMs)} → ${perSecond(runMs)} cards/s`,
  );
  console.log(`    statements (ms): ${JSON.stringify(run.stagesMs)}`);
  console.log(
    `    charged ${run.charged.toLocaleString('en')} (${config.CURRENCY} ${(run.chargedMinor / 100).toFixed(2)}), suspended ${run.suspended}, pending plans applied ${run.pendingApplied}, low-balance warnings ${run.lowBalanceWarned}`,
  );
  console.log(
    `  bare set-based statements over the same ${bareRows.toLocaleString('en')} cards (rolled back):`,
  );
  console.log(
    `    INSERT of the ledger rows:                   ${seconds(bareMs)}  ratio run transaction / bare: ${(run.transactionMs / bareMs).toFixed(2)}`,
  );
  console.log(
    `    INSERT of the ledger rows + balance UPDATE:  ${seconds(bareBalancesMs)}  ratio run transaction / bare: ${(run.transactionMs / bareBalancesMs).toFixed(2)}`,
  );
  console.log(
    `  forced re-run of the same day: ${seconds(rerunMs)}, charged ${rerun.charged}, rows added: ${added}`,
  );
  console.log(`  ledger check: ${ledger.ok ? 'ok (no drift)' : `${ledger.problems.length} PROBLEMS`}`);
  ctx.mailer.close();
} finally {
  await stop();
}
