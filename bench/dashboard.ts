// `npm run bench:dashboard [-- --sizes 10000,100000] [-- --runs 7] [-- --history-days 365] [-- --usage-days 90]`:
// the time of each query of Admin Management › Overview (modules/dashboard) as the operator grows. For each size, a fresh
// PostgreSQL cluster (throwaway, production settings) is seeded with bench:scale's year of a growing operator
// (support/operator-year.ts: a DAILY_FEE a day per card in use, add-ons, monthly top-ups, 90 days of usage) and
// its queues (support/operator-queues.ts); then every query runs --runs times for a 7-, 30- and 366-day range
// ending yesterday, and the bench prints the median and the worst, with the plan's scans (EXPLAIN ANALYZE) so an
// index that is not used shows. Nothing is asserted. A million cards with a year of history need ~80 GB of disk
// (decision 0024); with `--history-days 30 --usage-days 7` they fit in a few GB, and the overview's queries read
// the kept totals and a few days of rows, not the history.
import { tmpdir } from 'node:os';
import { parseArgs } from 'node:util';
import { addDaysToIsoDate } from '@simportal/contract/calendar-date';
import type { DateRange } from '@simportal/contract/rules/date-range';
import { type SQL, sql } from 'drizzle-orm';
import { createAppContext } from '../apps/server/src/app.ts';
import { businessDayOf } from '../apps/server/src/business-day.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPostgres, selectRows } from '../apps/server/src/db/database.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { hashSecret } from '../apps/server/src/modules/auth/password-hash.ts';
import { cardStates, cardStatesStatement } from '../apps/server/src/modules/dashboard/card-states.ts';
import { ledgerDays, ledgerRangeStatement } from '../apps/server/src/modules/dashboard/ledger-days.ts';
import {
  newCustomersByDay,
  newCustomersStatement,
} from '../apps/server/src/modules/dashboard/new-customers.ts';
import { queueCounts, queueCountsStatement } from '../apps/server/src/modules/dashboard/queues.ts';
import { topRegions, topRegionsStatement } from '../apps/server/src/modules/dashboard/top-regions.ts';
import { findPostgresBin, startCluster } from '../scripts/lib/postgres-cluster.mjs';
import { quantile } from './support/customer-load.ts';
import { seedQueues } from './support/operator-queues.ts';
import {
  type Exec,
  seedActivities,
  seedCustomersAndCards,
  seedUsage,
  USAGE_DAYS,
  withoutSecondaryIndexes,
} from './support/operator-year.ts';
import { planScans } from './support/plan-scans.ts';
import { describeSettings, PRODUCTION_SETTINGS } from './support/production-cluster.ts';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,100000' },
    runs: { type: 'string', default: '7' },
    'history-days': { type: 'string', default: '365' },
    // fewer days of usage records for a large fleet: the overview reads the traffic by day and region, whose
    // size does not depend on the records (1,000,000 cards × 90 days is ~180 million records, ~20 GB)
    'usage-days': { type: 'string', default: String(USAGE_DAYS) },
  },
});
if (!findPostgresBin()) throw new Error('bench:dashboard needs PostgreSQL (apt-get install -y postgresql)');
const SIZES = values.sizes.split(',').map(Number);
const RUNS = Number(values.runs);
const HISTORY_DAYS = Number(values['history-days']);
const USAGE_DAYS_SEEDED = Number(values['usage-days']);

/** A figure's name, the query as the portal runs it, and its statement for EXPLAIN. */
type Query = [string, () => Promise<unknown>, SQL];

const timeRuns = async (work: () => Promise<unknown>) => {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return { p50: quantile(times, 0.5), max: Math.max(...times) };
};

const runSize = async (size: number) => {
  const cluster = await startCluster({ settings: PRODUCTION_SETTINGS });
  const database = openPostgres(cluster.url, 4);
  try {
    await migrateDatabase(database, cluster.url);
    const exec: Exec = (statement) => database.db.execute(statement);
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATABASE_URL: cluster.url,
      DATA_DIR: tmpdir(),
      // the benchmark's administrator signs in with a password (decision 0041)
      ADMIN_SECOND_FACTOR: 'optional',
    });
    const ctx = await createAppContext({ config, database, version: 'bench' });
    const today = businessDayOf(ctx);
    const seedStart = performance.now();
    await withoutSecondaryIndexes(
      database,
      ['users', 'sim_cards', 'activities', 'usage_records'],
      async () => {
        await seedCustomersAndCards(exec, size, await hashSecret('Bench-Dashboard-2026'), HISTORY_DAYS);
        await seedActivities(exec, today, HISTORY_DAYS);
        await seedUsage(exec, today, USAGE_DAYS_SEEDED);
      },
    );
    await seedQueues(exec, size);
    // the operator's daily run ran every day of the year: each day it recorded may be closed (decision 0027)
    await exec(sql`insert into billing_runs (business_day, pending_applied, charged, charged_minor, suspended,
        low_balance_warned, started_at, finished_at)
      select d::date, 0, 0, 0, 0, 0, now(), now()
      from generate_series(${today}::date - ${HISTORY_DAYS}::int, ${today}::date, interval '1 day') d
      on conflict do nothing`);
    await exec(sql`vacuum analyze`);
    const [counts] = await selectRows<Record<string, string>>(
      database.db,
      sql`select (select count(*) from users) as users, (select count(*) from activities) as activities,
        (select count(*) from usage_records) as usage, pg_database_size(current_database()) as bytes`,
    );
    console.log(
      `\n${size.toLocaleString('en')} cards: ${Number(counts!.users).toLocaleString('en')} users, ` +
        `${Number(counts!.activities).toLocaleString('en')} activities, ${Number(counts!.usage).toLocaleString('en')} ` +
        `usage records, ${(Number(counts!.bytes) / 1024 ** 3).toFixed(1)} GB; seeded in ` +
        `${((performance.now() - seedStart) / 1000).toFixed(0)} s`,
    );
    console.log(`  ${'query'.padEnd(34)}${'p50 ms'.padStart(9)}${'max ms'.padStart(9)}  plan`);
    const yesterday = addDaysToIsoDate(today, -1);
    const ranges: [string, DateRange][] = [7, 30, 366].map((days) => [
      `${days} days`,
      { start: addDaysToIsoDate(yesterday, 1 - days), end: yesterday },
    ]);
    const tz = config.BILLING_TZ;
    const { db } = database;
    const queries: Query[] = [
      ...ranges.flatMap(([name, range]): Query[] => [
        [
          `ledger by day and kind, ${name}`,
          () => ledgerDays(db, range, today),
          ledgerRangeStatement(range, [range.end]),
        ],
        [`new customers, ${name}`, () => newCustomersByDay(db, range, tz), newCustomersStatement(range, tz)],
        [`top destinations, ${name}`, () => topRegions(db, range), topRegionsStatement(range)],
      ]),
      ['cards by state (now)', () => cardStates(db), cardStatesStatement()],
      ['queues (now)', () => queueCounts(db), queueCountsStatement()],
    ];
    // the first reading of a range keeps the totals of its closed days (once per day, ever): its time, alone
    for (const [name, range] of ranges) {
      const start = performance.now();
      await ledgerDays(db, range, today);
      console.log(
        `  ${`first reading, ${name} (keeps its days)`.padEnd(34)}${(performance.now() - start).toFixed(1).padStart(9)}`,
      );
    }
    for (const [name, work, statement] of queries) {
      const { p50, max } = await timeRuns(work);
      const scans = await planScans(db, statement);
      console.log(`  ${name.padEnd(34)}${p50.toFixed(1).padStart(9)}${max.toFixed(1).padStart(9)}  ${scans}`);
    }
    ctx.mailer.close();
  } finally {
    await database.close();
    cluster.stop();
  }
};

console.log(
  `dashboard benchmark on PostgreSQL (${describeSettings(PRODUCTION_SETTINGS)}): sizes ` +
    `${SIZES.map((s) => s.toLocaleString('en')).join(', ')} cards, ${HISTORY_DAYS} days of activities, ` +
    `${USAGE_DAYS_SEEDED} of usage, ` +
    `median of ${RUNS} runs per query (in process, one connection at a time)`,
);
for (const size of SIZES) await runSize(size);
