// `npm run bench:api [-- --engine postgres|pglite] [-- --seconds 10] [-- --warmup 3] [-- --connections 50]
// [-- --only <text>] [-- --cpu-prof <dir>] [-- --heap-snapshots <dir>] [-- --node-flags=<flags>] [-- --compare=<flags>]`:
// the API under autocannon (the method of fastify/benchmarks: a warm-up round, then a measured round), on
// PostgreSQL (a throwaway cluster, scripts/lib/postgres-cluster.mjs) and on PGlite (a temporary data
// directory). Prints figures and, on PostgreSQL, PASS/MISS against issue #11's goals; nothing fails the command.
//
// The server is the real entry point as `npm start` runs it (node with the start script's flags,
// apps/server/src/main.ts, NODE_ENV=production, its own process so its RSS is its own), without the web build (not needed for API figures), the demo data or the billing
// scheduler, with the per-IP limits lifted (every request comes from 127.0.0.1) and LOG_LEVEL=warn (a log
// line per request would measure the logger). The bench seeds one customer per connection, each with 5 cards
// in use, a balance and 200 activities, and every connection acts as its own customer:
//   - GET /api/health                 the same-run baseline (no authentication, one `select 1`)
//   - GET /api/user/getUserInfo       authenticated reads: the access token, the session row, then the route
//   - GET /api/sims                   the card list (first page)
//   - GET /api/wallet/activities      the activities page (first 20 of 200)
//   - POST /api/sims/:id/plan-orders  a plan order on a card in use, alternating between two plans it does not
//     use: each order is SCHEDULED and replaces the card's pending plan from tomorrow. Repeated thousands of
//     times this changes one column pair of one card and charges nothing (the ledger is checked unchanged at
//     the end); what is measured is the order's transaction (balance and card row locks, the update) and its
//     answer (balance and card billing read back).
// After the rounds: where the server's memory is, at start and after the load (V8's heap by space, memory outside
// it, the resident set by kind of mapping; with --heap-snapshots, the live objects by constructor), decision 0024.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { logIn, spawnServer, waitUntilHealthy } from '../apps/server/reliability/support/server-process.ts';
import {
  createPglite,
  type Database,
  fromPglite,
  openPostgres,
  selectRows,
} from '../apps/server/src/db/database.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { hashSecret } from '../apps/server/src/modules/auth/password-hash.ts';
import { checkLedger } from '../apps/server/src/modules/ledger/ledger-check.ts';
import { insertAccountsSql } from '../apps/server/test/helpers/accounts-sql.ts';
import { findPostgresBin, startCluster } from '../scripts/lib/postgres-cluster.mjs';
import { heapSnapshotFlags, heapSummary, takeHeapSnapshot } from './support/heap-snapshot.ts';
import { memoryLine } from './support/server-memory.ts';

const { values } = parseArgs({
  options: {
    engine: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    // measure only the endpoints whose name contains this text (and the baseline), when looking into one figure
    only: { type: 'string' },
    // a V8 CPU profile of the server process, written to this directory when it exits (finding a slow figure)
    'cpu-prof': { type: 'string' },
    // extra flags for the server's node (e.g. --max-semi-space-size=8), when weighing memory against throughput
    'node-flags': { type: 'string' },
    // a second server with these node flags on top of npm start's (e.g. --max-semi-space-size=0 for V8's
    // default), measured round by round beside the first: same run, same load, ratio to the first's round
    compare: { type: 'string' },
    // heap snapshots of the server at start and after the load, written to this directory and summarised
    'heap-snapshots': { type: 'string' },
  },
});
const engines = values.engine ? [values.engine] : findPostgresBin() ? ['postgres', 'pglite'] : ['pglite'];
for (const engine of engines) {
  if (engine !== 'postgres' && engine !== 'pglite') throw new Error('--engine is postgres or pglite');
}
const SECONDS = Number(values.seconds);
const WARMUP_SECONDS = Number(values.warmup);
const CONNECTIONS = Number(values.connections);
const CARDS_PER_CUSTOMER = 5;
const ACTIVITIES_PER_CUSTOMER = 200;
const PASSWORD = 'Bench-Api-2026';
const FUNDS_MINOR = 1_000_000;
const DAILY_FEE_MINOR = 150;

// Issue #11's goals on PostgreSQL.
const READ_RATIO_GOAL = 0.2;
const P99_GOAL_MS = 50;

/** The customers, their cards, a balance and a history, all set-based (the same SQL on both engines). */
const seed = async (database: Database) => {
  const passwordHash = await hashSecret(PASSWORD);
  const exec = (statement: ReturnType<typeof sql>) => database.db.execute(statement);
  await exec(
    insertAccountsSql(
      sql`insert into users (username, email)
        select 'bench' || g, 'bench' || g || '@bench.test' from generate_series(1, ${CONNECTIONS}) g`,
      passwordHash,
    ),
  );
  await exec(sql`insert into sim_cards (card_number, iccid, verify_code_hash, channel_name, status, user_id,
      current_plan_id, cycle_start_day, bound_at)
    select (30000000000 + g)::text, '8987' || lpad(g::text, 15, '0'), 'x', 'bench', 'USING', u.id,
      (select id from basic_plans where active order by id limit 1), current_date - (g % 20),
      now() - g * interval '1 minute'
    from generate_series(1, ${CONNECTIONS * CARDS_PER_CUSTOMER}) g
    join users u on u.username = 'bench' || (1 + (g - 1) / ${CARDS_PER_CUSTOMER})`);
  // One top-up, then a daily fee a day on the first card: balance_after runs down, the books balance. The
  // figures are constants of this file, written into the statement as integers.
  const n = (value: number) => sql.raw(String(Math.trunc(value)));
  await exec(sql`insert into activities (user_id, type, amount_minor, balance_after_minor, reason, card_id,
      trade_date, created_at, idempotency_key, request_hash)
    select u.id, case when i = 1 then 'TOP_UP' else 'DAILY_FEE' end,
      case when i = 1 then ${n(FUNDS_MINOR)} else ${n(-DAILY_FEE_MINOR)} end,
      ${n(FUNDS_MINOR)} - ${n(DAILY_FEE_MINOR)} * (i - 1),
      case when i = 1 then 'admin_recharge' else 'daily_fee' end,
      case when i = 1 then null else (select min(c.id) from sim_cards c where c.user_id = u.id) end,
      current_date - ${n(ACTIVITIES_PER_CUSTOMER)} + i,
      now() - (${n(ACTIVITIES_PER_CUSTOMER)} - i) * interval '1 day',
      'bench:' || u.id || ':' || i, 'bench'
    from users u cross join generate_series(1, ${n(ACTIVITIES_PER_CUSTOMER)}) i
    where u.username like 'bench%'
    order by u.id, i`);
  await exec(sql`update balances set balance = ${n(FUNDS_MINOR - DAILY_FEE_MINOR * (ACTIVITIES_PER_CUSTOMER - 1))}
    where user_id in (select id from users where username like 'bench%')`);
};

/** Per customer (one per connection): their first card and the two plans it does not use. */
const readCustomers = async (database: Database) => {
  const plans = await selectRows<{ id: number }>(
    database.db,
    sql`select id from basic_plans where active order by id`,
  );
  if (plans.length < 3) throw new Error('the catalogue needs three active plans');
  const rows = await selectRows<{ username: string; card_id: number }>(
    database.db,
    sql`select u.username, min(c.id) as card_id from users u join sim_cards c on c.user_id = u.id
        where u.username like 'bench%' group by u.id, u.username order by u.id`,
  );
  return rows.map((row) => ({
    username: row.username,
    cardId: Number(row.card_id),
    plans: [Number(plans[1]!.id), Number(plans[2]!.id)] as const,
  }));
};

const ledgerFigures = async (database: Database) => {
  const [row] = await selectRows<{ n: number }>(database.db, sql`select count(*)::int as n from activities`);
  const report = await checkLedger(database.db);
  return { activities: Number(row!.n), ok: report.ok, problems: report.problems.length };
};

/** A migrated, seeded database for the server, and how the server reaches it. */
/** What the server under test is started with: the database it opens. */
interface Prepared {
  env: Record<string, string>;
  customers: Awaited<ReturnType<typeof readCustomers>>;
  before: Awaited<ReturnType<typeof ledgerFigures>>;
  open: () => Promise<Database> | Database;
  cleanup: () => unknown;
}

const prepare = async (engine: 'postgres' | 'pglite'): Promise<Prepared> => {
  if (engine === 'postgres') {
    const cluster = await startCluster();
    const open = () => openPostgres(cluster.url, 4);
    const database = open();
    await migrateDatabase(database, cluster.url);
    await seed(database);
    await database.db.execute(sql`vacuum analyze`);
    const customers = await readCustomers(database);
    const before = await ledgerFigures(database);
    await database.close();
    return {
      env: { DATABASE_URL: cluster.url },
      customers,
      before,
      open,
      cleanup: () => cluster.stop(),
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'simportal-bench-api-'));
  const dataDir = path.join(dir, 'data');
  const open = async () => fromPglite(await createPglite({ dataDir }));
  const database = await open();
  await migrateDatabase(database);
  await seed(database);
  await database.db.execute(sql`analyze`);
  const customers = await readCustomers(database);
  const before = await ledgerFigures(database);
  await database.close();
  return {
    env: { DATA_DIR: dataDir },
    customers,
    before,
    open,
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
};

/** The server as an operator runs it, in production mode, for the bench's customers only. */
const startServer = async (env: Record<string, string>, nodeFlags = values['node-flags']) => {
  const profile = values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${values['cpu-prof']}`] : [];
  const flags = nodeFlags?.split(' ').filter(Boolean) ?? [];
  if (values['heap-snapshots']) flags.push(...heapSnapshotFlags(values['heap-snapshots']));
  const server = await spawnServer(
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      BILLING_SCHEDULER: 'false',
      // the memory lines read the server's own /metrics, which answers loopback only when this is set
      METRICS_LOCAL: 'true',
      ADMIN_EMAIL: 'admin@bench.test',
      ADMIN_PASSWORD: 'Bench-Admin-2026',
      ADMIN_SECOND_FACTOR: 'optional',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
      RATE_LIMIT_CODES_PER_HOUR: '1000000',
      ...env,
    },
    [...flags, ...profile],
  );
  await waitUntilHealthy(server);
  /** Resident set size of the server process now (Linux /proc), in MB. */
  const rssMb = () => {
    try {
      const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
    } catch {
      return Number.NaN;
    }
  };
  return { ...server, rssMb };
};

interface Connection {
  token: string;
  cardId: number;
  plans: readonly [number, number];
}

type Request = autocannon.Request;

interface Endpoint {
  name: string;
  authenticatedRead: boolean;
  /** The requests one connection repeats (its own customer). */
  requests(connection: Connection): Request[];
}

const bearer = (connection: Connection) => ({ authorization: `Bearer ${connection.token}` });

const ENDPOINTS: Endpoint[] = [
  { name: 'GET /api/health (baseline)', authenticatedRead: false, requests: () => [{ path: '/api/health' }] },
  {
    name: 'GET /api/user/getUserInfo',
    authenticatedRead: true,
    requests: (c) => [{ path: '/api/user/getUserInfo', headers: bearer(c) }],
  },
  {
    name: 'GET /api/sims (card list)',
    authenticatedRead: true,
    requests: (c) => [{ path: '/api/sims?page=1&pageSize=10', headers: bearer(c) }],
  },
  {
    name: 'GET /api/wallet/activities',
    authenticatedRead: true,
    requests: (c) => [{ path: '/api/wallet/activities?page=1&pageSize=20', headers: bearer(c) }],
  },
  {
    name: 'POST /api/sims/:id/plan-orders',
    authenticatedRead: false,
    requests: (c) =>
      c.plans.map((planId) => ({
        method: 'POST',
        path: `/api/sims/${c.cardId}/plan-orders`,
        headers: { ...bearer(c), 'content-type': 'application/json' },
        body: JSON.stringify({ planId }),
      })),
  },
];

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  rssMb: number;
  total: number;
}

/** Every card back to no pending plan, so each round's first order (the first plan) is never a duplicate. */
const resetPendingPlans = async (baseUrl: string, connections: Connection[]) => {
  for (const c of connections) {
    const res = await fetch(`${baseUrl}/api/sims/${c.cardId}/pending-plan`, {
      method: 'DELETE',
      headers: bearer(c),
    });
    if (res.status !== 200) throw new Error(`cancelling a pending plan: ${res.status}`);
  }
};

const round = async (
  baseUrl: string,
  endpoint: Endpoint,
  connections: Connection[],
  seconds: number,
  rssMb: () => number,
): Promise<Figures> => {
  await resetPendingPlans(baseUrl, connections);
  let next = 0;
  let peakRss = rssMb();
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssMb());
  }, 250);
  const result = await autocannon({
    url: baseUrl,
    connections: connections.length,
    duration: seconds,
    setupClient: (client) => {
      client.setRequests(endpoint.requests(connections[next++ % connections.length]!));
    },
  });
  clearInterval(sampler);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    rssMb: peakRss,
    total: result.requests.total,
  };
};

const pad = (value: string | number, width: number) => String(value).padStart(width);

const snapshot = async (pid: number) =>
  values['heap-snapshots'] ? takeHeapSnapshot(pid, values['heap-snapshots']) : undefined;

const printSnapshot = (when: string, file: string | undefined) => {
  if (!file) return;
  const summary = heapSummary(file);
  console.log(
    `  heap snapshot ${when} (${file}): ${summary.totalMb.toFixed(1)} MB live, the largest groups:`,
  );
  for (const group of summary.largest) {
    console.log(`    ${group.mb.toFixed(1).padStart(7)} MB ${String(group.count).padStart(8)}  ${group.key}`);
  }
};

const bench = async (engine: 'postgres' | 'pglite') => {
  const prepared = await prepare(engine);
  const server = await startServer(prepared.env);
  const candidate = values.compare ? await startServer(prepared.env, values.compare) : null;
  try {
    const idle = await memoryLine(server.baseUrl, server.rssMb(), server.child.pid!);
    const idleSnapshot = await snapshot(server.child.pid!);
    const connections: Connection[] = [];
    for (const customer of prepared.customers) {
      connections.push({
        token: await logIn(server.baseUrl, customer.username, PASSWORD),
        cardId: customer.cardId,
        plans: customer.plans,
      });
    }
    console.log(
      `\nAPI benchmark on ${engine === 'postgres' ? 'PostgreSQL (throwaway cluster, pool of 10)' : 'PGlite (data directory)'}: ` +
        `${CONNECTIONS} connections, warm-up ${WARMUP_SECONDS} s, measured ${SECONDS} s, Node ${process.versions.node}, ${os.cpus().length} cores`,
    );
    console.log(
      `  ${'endpoint'.padEnd(34)}${pad('req/s', 8)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('errors', 8)}` +
        `${pad('non-2xx', 9)}${pad('RSS MB', 8)}${pad('baseline', 10)}${pad('ratio', 7)}`,
    );
    const print = (name: string, f: Figures, baseline: Figures) =>
      console.log(
        `  ${name.padEnd(34)}${pad(Math.round(f.rps), 8)}${pad(f.p50, 8)}${pad(f.p99, 8)}${pad(f.errors, 8)}` +
          `${pad(f.non2xx, 9)}${pad(f.rssMb.toFixed(0), 8)}${pad(Math.round(baseline.rps), 10)}${pad((f.rps / baseline.rps).toFixed(2), 7)}`,
      );
    const [baselineEndpoint, ...others] = ENDPOINTS;
    const measured = others.filter((e) => !values.only || e.name.includes(values.only));
    const measure = (endpoint: Endpoint, seconds = SECONDS) =>
      round(server.baseUrl, endpoint, connections, seconds, server.rssMb);
    // The machine may be shared and the load of others drifts over minutes: each endpoint is paired with a
    // baseline round measured just before it (after the endpoint's warm-up), and its ratio is to that round.
    await measure(baselineEndpoint!, WARMUP_SECONDS);
    const figures: { endpoint: Endpoint; result: Figures; baseline: Figures }[] = [];
    for (const endpoint of measured) {
      await measure(endpoint, WARMUP_SECONDS);
      const baseline = await measure(baselineEndpoint!);
      const result = await measure(endpoint);
      figures.push({ endpoint, result, baseline });
      print(baselineEndpoint!.name, baseline, baseline);
      print(endpoint.name, result, baseline);
      if (candidate) {
        const onCandidate = (seconds: number) =>
          round(candidate.baseUrl, endpoint, connections, seconds, candidate.rssMb);
        await onCandidate(WARMUP_SECONDS);
        // its ratio is to the first server's round of the same endpoint just before
        print(`  with ${values.compare}`.slice(0, 34), await onCandidate(SECONDS), result);
      }
    }
    console.log(idle.replace('after the load', 'at start (healthy, idle)'));
    console.log(await memoryLine(server.baseUrl, server.rssMb(), server.child.pid!));
    printSnapshot('at start', idleSnapshot);
    printSnapshot('after the load', await snapshot(server.child.pid!));
    if (candidate) {
      console.log(`  with ${values.compare}:`);
      console.log(await memoryLine(candidate.baseUrl, candidate.rssMb(), candidate.child.pid!));
      await candidate.stop();
    }
    await resetPendingPlans(server.baseUrl, connections);
    const exitCode = await server.stop();
    const database = await prepared.open();
    const after = await ledgerFigures(database);
    await database.close();
    console.log(
      `  plan orders charged nothing: activities ${prepared.before.activities} before, ${after.activities} after; ` +
        `ledger check ${after.ok ? 'ok (drift 0)' : `${after.problems} PROBLEMS`}; server exit code ${exitCode}`,
    );
    if (engine === 'postgres') {
      const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
      console.log('  goals (issue #11, PostgreSQL):');
      for (const { endpoint, result, baseline } of figures.filter((f) => f.endpoint.authenticatedRead)) {
        const ratio = result.rps / baseline.rps;
        console.log(
          `    ${verdict(ratio >= READ_RATIO_GOAL)}  ${endpoint.name}: ${ratio.toFixed(2)} of the baseline (goal ≥ ${READ_RATIO_GOAL})`,
        );
      }
      const rounds = figures.flatMap((f) => [
        { name: f.endpoint.name, result: f.result },
        { name: `${baselineEndpoint!.name} before ${f.endpoint.name.split(' ')[1]}`, result: f.baseline },
      ]);
      for (const { name, result } of rounds) {
        console.log(
          `    ${verdict(result.p99 < P99_GOAL_MS)}  ${name}: p99 ${result.p99} ms (goal < ${P99_GOAL_MS} ms)`,
        );
      }
      const errors = rounds.reduce((sum, r) => sum + r.result.errors + r.result.non2xx, 0);
      console.log(`    ${verdict(errors === 0)}  errors and non-2xx over every round: ${errors} (goal 0)`);
    }
  } finally {
    await server.stop();
    await candidate?.stop();
    prepared.cleanup();
  }
};

for (const engine of engines) await bench(engine as 'postgres' | 'pglite');
