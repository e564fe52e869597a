import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { type Database, openPostgres, selectRows } from '../src/db/database.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { withStartupLock } from '../src/db/startup-lock.ts';
import { hashSecret } from '../src/modules/auth/password-hash.ts';
import { BILLING_RUN_LOCK } from '../src/modules/billing/run-statements.ts';
import { checkLedger } from '../src/modules/ledger/ledger-check.ts';
import { seed } from '../src/seed/seed.ts';
import { insertAccountsSql } from '../test/helpers/accounts-sql.ts';
import { type LoadClient, type LoadRequest, type LoadResult, runLoad } from './support/autocannon.ts';
import { logIn, type ServerProcess, spawnServer, waitUntilHealthy } from './support/server-process.ts';

// Two API processes on one PostgreSQL (issue #11), started together as a deployment would start them, each with
// its billing scheduler on: both catch-up runs of today fire while autocannon loads both processes with the
// API benchmark's mix (reads and plan orders). Each run goes batch of customers by batch, and the two runs'
// batches interleave. No request may fail, every card in use is charged exactly once for the day, the books
// balance.
//
// To be sure both runs really overlap the load, the test holds the run's advisory lock while the processes
// start (each run then waits on it: two waiters are seen in pg_locks), and lets go in the middle of the load.

const postgres = inject('postgres');

const CUSTOMERS = 300;
const CARDS_PER_CUSTOMER = 3;
const CONNECTIONS_PER_INSTANCE = 20;
const LOAD_SECONDS = 10;
const RELEASE_AFTER_MS = 3_000;
const PASSWORD = 'Load-Test-2026';
const FUNDS_MINOR = 100_000;

let url: string;
let databaseName: string;
let database: Database;
let instances: ServerProcess[] = [];

const withDatabase = (base: string, name: string) => {
  const parsed = new URL(base);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

const withClient = async <T>(
  connectionString: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> => {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/**
 * CUSTOMERS customers who can log in (one argon2 hash for all), each with CARDS_PER_CUSTOMER cards in use on
 * an active plan and funds for weeks, credited through TOP_UP activities so the ledger invariant holds.
 */
const seedPopulation = async () => {
  const passwordHash = await hashSecret(PASSWORD);
  await database.db.execute(
    insertAccountsSql(
      sql`insert into users (username, email)
          select 'load' || g, 'load' || g || '@load.test' from generate_series(1, ${CUSTOMERS}) g`,
      passwordHash,
    ),
  );
  await database.db.execute(
    sql`insert into sim_cards (card_number, iccid, verify_code_hash, channel_name, status, user_id, current_plan_id,
          cycle_start_day, bound_at)
        select (20000000000 + g)::text, '8988' || lpad(g::text, 15, '0'), 'x', 'load', 'USING', u.id,
          (select id from basic_plans where active order by id limit 1), current_date - (g % 20), now()
        from generate_series(1, ${CUSTOMERS * CARDS_PER_CUSTOMER}) g
        join users u on u.username = 'load' || (1 + (g - 1) / ${CARDS_PER_CUSTOMER})`,
  );
  await database.db.execute(
    sql`insert into activities (user_id, type, amount_minor, balance_after_minor, reason, trade_date, idempotency_key,
          request_hash)
        select id, 'TOP_UP', ${FUNDS_MINOR}, ${FUNDS_MINOR}, 'admin_recharge', current_date - 1, 'load-fund:' || id, 'load'
        from users where username like 'load%'`,
  );
  await database.db.execute(
    sql`update balances set balance = ${FUNDS_MINOR}
        where user_id in (select id from users where username like 'load%')`,
  );
};

beforeAll(async () => {
  if (!postgres) return;
  databaseName = `simportal_two_${randomBytes(5).toString('hex')}`;
  await withClient(postgres.url, (client) => client.query(`create database ${databaseName}`));
  url = withDatabase(postgres.url, databaseName);
  database = openPostgres(url, 4);
  await migrateDatabase(database, url);
  await seedPopulation();
});
afterAll(async () => {
  if (!postgres) return;
  await Promise.all(instances.map((instance) => instance.stop()));
  await database?.close();
  await withClient(postgres.url, (client) =>
    client.query(`drop database if exists ${databaseName} with (force)`),
  );
});

/** The billing run's advisory lock in this database: held and waited for (`waiting`), or only waited for. */
const atTheRunLock = async (client: pg.Client, waiting: boolean) =>
  (
    await client.query<{ n: number }>(
      `select count(*)::int as n from pg_locks
       where locktype = 'advisory' and classid = 0 and objid = $1 and ($2::boolean = false or not granted)
         and database = (select oid from pg_database where datname = current_database())`,
      [BILLING_RUN_LOCK, waiting],
    )
  ).rows[0]!.n;

/** One customer per connection: their reads, then a cancel and an order on their first card (always valid). */
const connectionRequests = (token: string, cardId: number, planId: number): LoadRequest[] => {
  const headers = { authorization: `Bearer ${token}` };
  return [
    { path: '/api/user/getUserInfo', headers },
    { path: '/api/sims?page=1&pageSize=10', headers },
    { path: '/api/wallet/activities?page=1&pageSize=20', headers },
    { method: 'DELETE', path: `/api/sims/${cardId}/pending-plan`, headers },
    {
      method: 'POST',
      path: `/api/sims/${cardId}/plan-orders`,
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ planId }),
    },
  ];
};

describe.runIf(postgres)('two API processes on one PostgreSQL', () => {
  it('serve the load without an error while both billing runs happen, charging each card once', async () => {
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query('begin');
    await holder.query('select pg_advisory_xact_lock($1)', [BILLING_RUN_LOCK]);

    const env = {
      DATABASE_URL: url,
      SEED_DEMO: 'false',
      BILLING_SCHEDULER: 'true',
      ADMIN_EMAIL: 'admin@two.test',
      ADMIN_PASSWORD: 'Two-Admin-2026',
      DATABASE_POOL_SIZE: '10',
      // 300 customers in 12 batches: the two runs' batches interleave (decision 0023)
      BILLING_RUN_BATCH_CUSTOMERS: '25',
    };
    instances = await Promise.all([spawnServer(env), spawnServer(env)]);
    await Promise.all(instances.map((instance) => waitUntilHealthy(instance)));
    // Both schedulers' catch-up runs of today are waiting on the lock the test holds.
    await expect.poll(() => atTheRunLock(holder, true), { timeout: 30_000 }).toBe(2);

    // Each connection is one customer; half log in on each process (a token works on both).
    const connections = CONNECTIONS_PER_INSTANCE * 2;
    const people = await selectRows<{ username: string; card_id: number; plan_id: number }>(
      database.db,
      sql`select u.username, min(c.id)::int as card_id,
            (select p.id from basic_plans p where p.active and p.id <> min(c.current_plan_id) order by p.id limit 1)
              as plan_id
          from users u join sim_cards c on c.user_id = u.id
          where u.username like 'load%' group by u.id, u.username order by u.id limit ${connections}`,
    );
    const perConnection = await Promise.all(
      people.map(async (person, index) => ({
        token: await logIn(instances[index % 2]!.baseUrl, person.username, PASSWORD),
        cardId: Number(person.card_id),
        planId: Number(person.plan_id),
      })),
    );

    const loadOn = (instance: ServerProcess, offset: number): Promise<LoadResult> => {
      let next = offset;
      return runLoad({
        url: instance.baseUrl,
        connections: CONNECTIONS_PER_INSTANCE,
        duration: LOAD_SECONDS,
        setupClient: (client: LoadClient) => {
          const person = perConnection[next++]!;
          client.setRequests(connectionRequests(person.token, person.cardId, person.planId));
        },
      });
    };
    const started = performance.now();
    const release = new Promise<number>((resolve) =>
      setTimeout(async () => {
        await holder.query('commit');
        resolve(performance.now() - started);
      }, RELEASE_AFTER_MS),
    );
    const results = await Promise.all([
      loadOn(instances[0]!, 0),
      loadOn(instances[1]!, CONNECTIONS_PER_INSTANCE),
    ]);
    const releasedAtMs = await release;
    await holder.end();
    // Both runs over: nobody holds or waits for the run's lock any more.
    await expect
      .poll(() => withClient(url, (client) => atTheRunLock(client, false)), { timeout: 60_000 })
      .toBe(0);

    const runs = await selectRows<{ business_day: string; started_at: Date; finished_at: Date }>(
      database.db,
      sql`select business_day::text, started_at, finished_at from billing_runs order by business_day`,
    );
    const fees = await selectRows<{ card_id: number; trade_date: string; n: number }>(
      database.db,
      sql`select card_id, trade_date::text, count(*)::int as n from activities
          where type = 'DAILY_FEE' group by card_id, trade_date`,
    );
    const cardsInUse = await selectRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from sim_cards where status = 'USING'`,
    );
    const ledger = await checkLedger(database.db);

    const line = (name: string, r: LoadResult) =>
      `  ${name}: ${r.requests.total} requests, ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, ` +
      `p99 ${r.latency.p99} ms, errors ${r.errors}, timeouts ${r.timeouts}, non-2xx ${r.non2xx}, ` +
      `by status ${JSON.stringify(Object.fromEntries(Object.entries(r.statusCodeStats).map(([k, v]) => [k, v.count])))}`;
    const day = runs[0]?.business_day;
    console.log(
      [
        `two API processes, one PostgreSQL, ${CONNECTIONS_PER_INSTANCE} autocannon connections each for ${LOAD_SECONDS} s:`,
        line('process A', results[0]),
        line('process B', results[1]),
        `  billing lock released ${Math.round(releasedAtMs)} ms into the load; runs recorded: ${runs
          .map(
            (r) =>
              `${r.business_day} (${new Date(r.finished_at).getTime() - new Date(r.started_at).getTime()} ms)`,
          )
          .join(', ')}`,
        `  DAILY_FEE rows: ${fees.length} card-days for ${cardsInUse[0]!.n} cards in use, most per card-day: ${Math.max(0, ...fees.map((f) => f.n))}`,
        `  ledger check: ${ledger.ok ? 'ok, drift 0' : `${ledger.problems.length} problems`}`,
        `  processes alive: ${instances.map((i) => i.alive()).join(', ')}`,
      ].join('\n'),
    );

    for (const result of results) {
      expect(result.requests.total).toBeGreaterThan(0);
      expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
        errors: 0,
        timeouts: 0,
        non2xx: 0,
      });
    }
    // The lock was let go while the load still ran, so both runs happened under it.
    expect(releasedAtMs).toBeLessThan(LOAD_SECONDS * 1000);
    // One day recorded, and every card in use charged exactly once for it.
    expect(runs).toHaveLength(1);
    expect(fees.filter((f) => f.n !== 1)).toEqual([]);
    expect(fees.filter((f) => f.trade_date === day)).toHaveLength(CUSTOMERS * CARDS_PER_CUSTOMER);
    expect(ledger.problems).toEqual([]);
    for (const instance of instances) {
      expect(instance.alive(), instance.output()).toBe(true);
      expect(await instance.stop()).toBe(0);
    }
  });
});

describe.runIf(postgres)('two API processes starting at the same moment', () => {
  it('seed one at a time: one administrator, and neither start fails', async () => {
    const name = `simportal_seed_${randomBytes(5).toString('hex')}`;
    await withClient(postgres!.url, (client) => client.query(`create database ${name}`));
    const seedUrl = withDatabase(postgres!.url, name);
    // Each instance's own pool, as in two processes; the same start-up code as main.ts.
    const pools = [openPostgres(seedUrl, 2), openPostgres(seedUrl, 2)];
    try {
      await migrateDatabase(pools[0]!, seedUrl);
      const config = loadConfig({
        DATABASE_URL: seedUrl,
        SEED_DEMO: 'true',
        ADMIN_EMAIL: 'admin@seed.test',
        ADMIN_PASSWORD: 'Seed-Admin-2026',
      });
      const quiet = { info: () => {}, warn: () => {}, error: () => {} } as unknown as Console;
      const print = console.log;
      console.log = () => {}; // the seed prints the demo data it creates
      const starts = await Promise.allSettled(
        pools.map((pool) => withStartupLock(pool, seedUrl, () => seed(pool.db, config, quiet))),
      ).finally(() => {
        console.log = print;
      });
      expect(starts.map((start) => start.status)).toEqual(['fulfilled', 'fulfilled']);
      const admins = await selectRows<{ n: number }>(
        pools[0]!.db,
        sql`select count(*)::int as n from users where level = 1`,
      );
      expect(Number(admins[0]!.n)).toBe(1);
    } finally {
      await Promise.all(pools.map((pool) => pool.close()));
      await withClient(postgres!.url, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    }
  });
});
