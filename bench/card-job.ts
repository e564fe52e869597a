// `npm run bench:card-job [-- --cards 5000] [-- --clients 4] [-- --quiet-seconds 10]`:
// a bulk action of the operator's console (issue #59, decision 0078) on thousands of cards, its server killed
// with SIGKILL half-way and started again, while customers use the portal. On a throwaway PostgreSQL cluster
// (production settings) seeded with ledger-consistent customers of two cards each (test/helpers/billing-seed.ts),
// the real server (node apps/server/src/main.ts, production mode) answers customers' requests (card list,
// Activities page 1, the balance's runway) from --clients clients:
//   1. quiet, for --quiet-seconds after 5 s unrecorded (a warm server): the baseline;
//   2. while an administrator's "stop billing" on the whole register runs as a job, until half its cards are
//      decided; then the server is killed (SIGKILL) and a new one started on the same database;
//   3. while the new server finishes the job (the cards the dead one held come back after their lease).
// It prints each phase's p50, p99 and max, the requests refused while no server ran, the job's speed, and checks
// that every card was acted on exactly once (one audit entry and one PAUSE command per card stopped, every one
// PAUSED, the paused ones skipped) and that the books balance (drift 0). A failed check exits 1.
import { parseArgs } from 'node:util';
import { addDaysToIsoDate } from '@simportal/contract/calendar-date';
import { sql } from 'drizzle-orm';
import {
  logIn,
  type ServerProcess,
  spawnServer,
  waitUntilHealthy,
} from '../apps/server/reliability/support/server-process.ts';
import { openPostgres, selectRows } from '../apps/server/src/db/database.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { hashSecret } from '../apps/server/src/modules/auth/password-hash.ts';
import { checkLedger } from '../apps/server/src/modules/ledger/ledger-check.ts';
import { seedBillingPopulation } from '../apps/server/test/helpers/billing-seed.ts';
import { findPostgresBin, startCluster } from '../scripts/lib/postgres-cluster.mjs';
import { quantile } from './support/customer-load.ts';
import { describeSettings, PRODUCTION_SETTINGS } from './support/production-cluster.ts';

const { values } = parseArgs({
  options: {
    cards: { type: 'string', default: '5000' },
    clients: { type: 'string', default: '4' },
    'quiet-seconds': { type: 'string', default: '10' },
    customers: { type: 'string', default: '40' },
  },
});
if (!findPostgresBin()) throw new Error('bench:card-job needs PostgreSQL (apt-get install -y postgresql)');
const CARDS = Number(values.cards);
const CLIENTS = Number(values.clients);
const QUIET_MS = Number(values['quiet-seconds']) * 1000;
const SAMPLE = Number(values.customers);
const PASSWORD = 'Bench-Job-2026';
const ADMIN = { email: 'admin@job.test', password: 'Bench-Job-Admin-2026' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Job {
  id: number;
  state: string;
  total: number;
  counts: { waiting: number; done: number; skipped: number; failed: number; cancelled: number };
}

const serverEnv = (url: string) => ({
  DATABASE_URL: url,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  BILLING_SCHEDULER: 'false',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
});

const startServer = async (url: string) => {
  const server = await spawnServer(serverEnv(url));
  await waitUntilHealthy(server);
  return server;
};

/** Customers' requests from CLIENTS clients against whichever server `target` holds, each latency in its phase. */
const startLoad = (target: { server: ServerProcess | null }, tokens: string[]) => {
  const phases = new Map<string, number[]>();
  let phase = 'warm-up';
  let refused = 0;
  let errors = 0;
  let firstError: string | null = null;
  let running = true;
  let sent = 0;
  const paths = ['/api/sims', '/api/wallet/activities?page=1&pageSize=20', '/api/billing/runway'];
  const client = async () => {
    while (running) {
      const server = target.server;
      if (!server) {
        await sleep(20);
        continue;
      }
      const i = sent++;
      const path = paths[i % paths.length]!;
      const start = performance.now();
      try {
        const res = await fetch(`${server.baseUrl}${path}`, {
          headers: { authorization: `Bearer ${tokens[i % tokens.length]}` },
        });
        const body = await res.text();
        const ms = performance.now() - start;
        if (res.status !== 200) {
          errors += 1;
          firstError ??= `${res.status} ${path}: ${body.slice(0, 200)}`;
        } else {
          const list = phases.get(phase) ?? [];
          list.push(ms);
          phases.set(phase, list);
        }
      } catch {
        // no server listening (killed, the next one starting): not a latency
        refused += 1;
        await sleep(20);
      }
    }
  };
  const clients = Array.from({ length: CLIENTS }, client);
  return {
    enter: (next: string) => {
      phase = next;
    },
    stop: async () => {
      running = false;
      await Promise.all(clients);
      return { phases, refused, errors, firstError };
    },
  };
};

const main = async () => {
  const cluster = await startCluster({ settings: PRODUCTION_SETTINGS });
  const database = openPostgres(cluster.url, 4);
  const target: { server: ServerProcess | null } = { server: null };
  try {
    await migrateDatabase(database, cluster.url);
    const today = new Date().toISOString().slice(0, 10);
    await seedBillingPopulation(database.db, {
      cards: CARDS,
      cardsPerCustomer: 2,
      fromDay: addDaysToIsoDate(today, -1),
    });
    // the seed's customers cannot sign in (a placeholder hash): the sampled ones get a password
    await database.db.execute(sql`update credentials set password_hash = ${await hashSecret(PASSWORD)}
      where user_id in (select user_id from sim_cards where status = 'USING' group by user_id
        order by user_id limit ${SAMPLE})`);
    await database.db.execute(sql`vacuum analyze`);
    const sampled = await selectRows<{ username: string }>(
      database.db,
      sql`select u.username from users u where u.id in (select user_id from sim_cards where status = 'USING'
        group by user_id order by user_id limit ${SAMPLE}) order by u.id`,
    );

    target.server = await startServer(cluster.url);
    const baseUrl = () => target.server!.baseUrl;
    const admin = await logIn(baseUrl(), ADMIN.email, ADMIN.password);
    // one at a time: password hashing at once for 40 would be shed (503) by the server's own load limit
    const tokens: string[] = [];
    for (const row of sampled) tokens.push(await logIn(baseUrl(), row.username, PASSWORD));
    console.log(
      `card-job benchmark on PostgreSQL (${describeSettings(PRODUCTION_SETTINGS)}): ${CARDS.toLocaleString('en')} ` +
        `cards of ${Math.ceil(CARDS / 2).toLocaleString('en')} customers; ${CLIENTS} clients as ${tokens.length} customers`,
    );

    // a few seconds unrecorded first: the baseline is a warm server's, as the job's phases are
    const load = startLoad(target, tokens);
    await sleep(5_000);
    load.enter('quiet');
    await sleep(QUIET_MS);

    // the operator stops billing on every card of the register: one job, fixed cards, acted on in the background
    load.enter('job, first server');
    const adminCall = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${baseUrl()}/api${path}`, {
        method,
        headers: {
          authorization: `Bearer ${admin}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return (await res.json()).data as Job;
    };
    const started = performance.now();
    const created = await adminCall('POST', '/admin/card-jobs', { action: 'stop_billing', filter: {} });
    const decided = (job: Job) =>
      job.counts.done + job.counts.skipped + job.counts.failed + job.counts.cancelled;
    let job = created;
    while (decided(job) < job.total / 2) {
      await sleep(200);
      job = await adminCall('GET', `/admin/card-jobs/${created.id}`);
    }
    const killedAt = performance.now();
    const atKill = decided(job);
    const dying = target.server!;
    target.server = null;
    dying.child.kill('SIGKILL');
    await dying.exited;
    load.enter('job, after the restart');
    const [, restartMs] = await (async () => {
      const start = performance.now();
      target.server = await startServer(cluster.url);
      return [null, performance.now() - start] as const;
    })();
    while (job.state === 'running') {
      await sleep(500);
      job = await adminCall('GET', `/admin/card-jobs/${created.id}`);
    }
    const jobMs = performance.now() - started;
    const figures = await load.stop();

    const ms = (value: number) => value.toFixed(1).padStart(8);
    console.log(`  ${'customers’ requests'.padEnd(26)}${'requests'.padStart(9)}  p50 ms  p99 ms  max ms`);
    const quiet = figures.phases.get('quiet') ?? [];
    for (const [name, latencies] of [...figures.phases].filter(([name]) => name !== 'warm-up')) {
      console.log(
        `  ${name.padEnd(26)}${String(latencies.length).padStart(9)}${ms(quantile(latencies, 0.5))}` +
          `${ms(quantile(latencies, 0.99))}${ms(Math.max(...latencies))}` +
          (name === 'quiet'
            ? ''
            : `  p99 ${(quantile(latencies, 0.99) / quantile(quiet, 0.99)).toFixed(2)}× quiet`),
      );
    }
    console.log(
      `  refused while no server ran: ${figures.refused}; errors: ${figures.errors}` +
        (figures.firstError ? ` (first: ${figures.firstError})` : ''),
    );
    console.log(
      `  job ${created.id}: ${job.total.toLocaleString('en')} cards in ${(jobMs / 1000).toFixed(1)} s ` +
        `(${Math.round(job.total / (jobMs / 1000))} cards/s with the lease of the killed server's claims) ` +
        `(killed at ${atKill.toLocaleString('en')} decided, ${((killedAt - started) / 1000).toFixed(1)} s in; ` +
        `the next server healthy ${(restartMs / 1000).toFixed(1)} s later); ${JSON.stringify(job.counts)}`,
    );

    // exactly once: each stopped card has one audit entry and one PAUSE command, and is PAUSED
    const [checks] = await selectRows<Record<string, number>>(
      database.db,
      sql`select
          (select count(*) from card_job_items where job_id = ${created.id} and state = 'done')::int as done,
          (select count(*) from audit_log where action = 'card_billing_stop'
            and details ->> 'jobId' = ${String(created.id)})::int as audit_entries,
          (select count(*) from (select target_card_id from audit_log where action = 'card_billing_stop'
            and details ->> 'jobId' = ${String(created.id)} group by 1 having count(*) > 1) twice)::int
            as cards_audited_twice,
          (select count(*) from deliveries where kind = 'carrier_command'
            and payload ->> 'action' = 'PAUSE')::int as pause_commands,
          (select count(*) from (select payload ->> 'cardId' from deliveries where kind = 'carrier_command'
            and payload ->> 'action' = 'PAUSE' group by 1 having count(*) > 1) twice)::int as cards_paused_twice,
          (select count(*) from card_job_items i join sim_cards c on c.id = i.card_id
            where i.job_id = ${created.id} and i.state = 'done' and c.status <> 'PAUSED')::int as done_not_paused,
          (select count(*) from card_job_items where job_id = ${created.id}
            and state not in ('done', 'skipped'))::int as not_decided`,
    );
    const ledger = await checkLedger(database.db);
    console.log(
      `  exactly once: ${checks!.done} stopped, ${checks!.audit_entries} audit entries ` +
        `(${checks!.cards_audited_twice} cards twice), ${checks!.pause_commands} PAUSE commands ` +
        `(${checks!.cards_paused_twice} cards twice), ${checks!.done_not_paused} stopped but not PAUSED, ` +
        `${checks!.not_decided} neither stopped nor skipped; ledger: ${ledger.lines.length} accounts, ` +
        `${ledger.problems.length} with drift or another problem`,
    );
    const once =
      checks!.audit_entries === checks!.done &&
      checks!.pause_commands === checks!.done &&
      checks!.cards_audited_twice === 0 &&
      checks!.cards_paused_twice === 0 &&
      checks!.done_not_paused === 0 &&
      checks!.not_decided === 0 &&
      job.state === 'done' &&
      figures.errors === 0 &&
      ledger.ok;
    console.log(once ? '  PASS' : '  FAIL');
    if (!once) process.exitCode = 1;
  } finally {
    if (target.server) await target.server.stop();
    await database.close();
    cluster.stop();
  }
};

await main();
