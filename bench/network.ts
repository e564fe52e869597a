// `npm run bench:network [-- --cards 100000] [-- --engine pglite|postgres] [-- --senders 4]`: issue #69's scale
// goals for Twilio Super SIM (decision 0093), against the stateful fake platform (test/helpers/fake-supersim.ts)
// in this process. Prints figures (nothing is asserted):
//   1. Usage. N inventory cards (set-based); the fake holds N Sims and a day of usage for each (1–2 countries, two
//      hourly records each). In the same run, the CSV import of a day's rows for all cards (day D1, the import
//      of bench/usage.ts) and the network pull of the same number of rows for day D2 (pullNetworkUsage, the
//      portal's carrier being the Twilio adapter pointed at the fake: Sims listed, UsageRecords read page by
//      page), so both write the same volume. Printed: both times, the ratio pull / CSV (goal ≤ 1.5), the HTTP
//      pages read, the rows changed, a second pull (0 changed), and where the pull's time went (the fake's own
//      share, the adapter's reading, the import's phases).
//   2. Events. The real HTTP application (buildApp, listening on a free port; CARRIER=twilio-supersim, PUBLIC_URL
//      that address) receives a day of Super SIM connection events for every card (attach accepted, data session
//      started, updated, ended; an attach refused first for 5% of them) as Event Streams delivers them: signed
//      batches of 100 CloudEvents from a few concurrent senders, while a probe asks GET /api/health/ready and a
//      signed-in customer's GET /api/sims every ~50 ms. The senders and the probe run in a worker thread
//      (support/network-load.ts), so their work is not the server's. Printed: events/s, and the probe's
//      p50 / p99 / max before the ingestion (the baseline, same run) and during it (goal: max < 1 s).
// Defaults: 100,000 cards on PostgreSQL (a throwaway cluster, scripts/lib/postgres-cluster.mjs), 20,000 on PGlite
// (in memory, in the server's own thread).

import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { addDaysToIsoDate } from '@simportal/contract/calendar-date';
import { sql } from 'drizzle-orm';
import { buildApp, createAppContext } from '../apps/server/src/app.ts';
import { businessDayOf } from '../apps/server/src/business-day.ts';
import { pullNetworkUsage } from '../apps/server/src/commands/network-usage.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import {
  createPglite,
  type Database,
  fromPglite,
  openPostgres,
  selectRows,
} from '../apps/server/src/db/database.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { hashSecret } from '../apps/server/src/modules/auth/password-hash.ts';
import { TWILIO_SINK_PATH } from '../apps/server/src/modules/carrier/sink-routes.ts';
import { createTwilioSupersimAdapter } from '../apps/server/src/modules/carrier/twilio/adapter.ts';
import { importUsage } from '../apps/server/src/modules/usage/import-usage.ts';
import { csvUsageSource } from '../apps/server/src/modules/usage/usage-csv.ts';
import { insertAccountsSql } from '../apps/server/test/helpers/accounts-sql.ts';
import { startFakeSupersim } from '../apps/server/test/helpers/fake-supersim.ts';
import { findPostgresBin, startCluster } from '../scripts/lib/postgres-cluster.mjs';
import { quantile } from './support/customer-load.ts';
import { importPhaseLog } from './support/import-phases.ts';
import type { NetworkLoadInput, NetworkLoadResult, ProbeFigures } from './support/network-load.ts';
import { type Timing, timed, watchCluster } from './support/timed.ts';

const { values } = parseArgs({
  options: {
    cards: { type: 'string' },
    engine: { type: 'string' },
    senders: { type: 'string', default: '4' },
    batch: { type: 'string', default: '100' },
    'baseline-seconds': { type: 'string', default: '5' },
  },
});
const engine = values.engine ?? (findPostgresBin() ? 'postgres' : 'pglite');
if (engine !== 'postgres' && engine !== 'pglite') throw new Error('--engine is postgres or pglite');
const CARDS = Number(values.cards ?? (engine === 'postgres' ? 100_000 : 20_000));
const SENDERS = Number(values.senders);
const BATCH = Number(values.batch);
const BASELINE_MS = Number(values['baseline-seconds']) * 1000;
const PROBE_EVERY_MS = 50;
const PULL_GOAL = 1.5;
const PROBE_MAX_GOAL_MS = 1000;
const AUTH_TOKEN = 'bench-twilio-auth-token-0123456789';
const PASSWORD = 'Bench-Network-2026';
const CUSTOMER_CARDS = 5;

const ms = (value: number) => `${Math.round(value)} ms`;
const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const en = (n: number) => Math.round(n).toLocaleString('en');
const iccidOf = (card: number) => `8986${String(card).padStart(15, '0')}`;

const cpu = (timing: Timing) =>
  `CPU: ${engine === 'postgres' ? `PostgreSQL ${seconds(timing.serverCpuMs)}, ` : ''}node ${seconds(timing.nodeCpuMs)}`;

const open = async (): Promise<{ database: Database; stop: () => Promise<void> }> => {
  if (engine === 'pglite') {
    const database = fromPglite(await createPglite());
    await migrateDatabase(database);
    return { database, stop: () => database.close() };
  }
  const cluster = await startCluster();
  watchCluster(path.join(cluster.dir, 'data'));
  // the server's default pool (DATABASE_POOL_SIZE)
  const database = openPostgres(cluster.url, 10);
  await migrateDatabase(database, cluster.url);
  return {
    database,
    stop: async () => {
      await database.close();
      cluster.stop();
    },
  };
};

/** A free port on 127.0.0.1, so PUBLIC_URL (what Twilio signs) can name it before the server starts. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

console.log(
  `engine ${engine}: ${en(CARDS)} cards${engine === 'pglite' ? ' (PGlite default: 20,000; --cards for more)' : ''}; ` +
    `node ${process.version}; ${cpus().length} CPUs, load average ${loadAverage()}`,
);

const { database, stop } = await open();
const fake = await startFakeSupersim();
const port = await freePort();
const publicUrl = `http://127.0.0.1:${port}`;
const config = loadConfig({
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: '/nonexistent-web-build',
  DATA_DIR: tmpdir(),
  PORT: String(port),
  PUBLIC_URL: publicUrl,
  CARRIER: 'twilio-supersim',
  TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: AUTH_TOKEN,
  TWILIO_SUPERSIM_URL: fake.url,
  TWILIO_FLEET: 'travellers',
  TWILIO_THROTTLE_FLEET: 'travellers-throttled',
  BILLING_TZ: 'UTC',
  NETWORK_USAGE_DAYS: '1',
  RATE_LIMIT_AUTH_PER_MINUTE: '100000',
});

// the portal's carrier: the adapter of createCarrier(config), its usage() timed (the reading of the platform)
const adapter = createTwilioSupersimAdapter({
  baseUrl: config.TWILIO_SUPERSIM_URL,
  username: config.TWILIO_ACCOUNT_SID!,
  password: config.TWILIO_AUTH_TOKEN!,
  fleet: config.TWILIO_FLEET!,
  throttleFleet: config.TWILIO_THROTTLE_FLEET!,
});
const reads: { ms: number; rows: number }[] = [];
const carrier: typeof adapter = {
  ...adapter,
  usage: async (days, timeZone) => {
    const started = performance.now();
    const rows = await adapter.usage!(days, timeZone);
    reads.push({ ms: performance.now() - started, rows: rows.length });
    return rows;
  },
};
const ctx = await createAppContext({ config, database, version: 'bench', carrier });
const db = database.db;
const d2 = businessDayOf(ctx);
const d1 = addDaysToIsoDate(d2, -1);

// ---- 1. usage: the CSV import (D1) and the network pull (D2) of the same rows ----

await db.execute(
  sql`insert into sim_cards (card_number, iccid, verify_code_hash, channel_name)
      select (20000000000 + g)::text, '8986' || lpad(g::text, 15, '0'), 'x', 'bench'
      from generate_series(1, ${CARDS}) g`,
);

const COUNTRIES = ['DE', 'FR', 'GB', 'US', 'JP', 'ES', 'IT', 'NL'];
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
/** A card's countries of a day (1 or 2) and its bytes in each. */
const dayOf = (card: number, day: number) => {
  const first = COUNTRIES[card % COUNTRIES.length]!;
  const countries = card % 2 === 0 ? [first, COUNTRIES[(card + 3) % COUNTRIES.length]!] : [first];
  return countries.map((country, i) => ({
    country,
    bytes: 1024 * (1 + ((card * 7919 + day * 104_729 + i * 31) % 900_000)) + (card % 1000),
  }));
};

const csvLines = ['iccid,date,region_code,region_name,used_kb'];
let rowCount = 0;
for (let card = 1; card <= CARDS; card += 1) {
  for (const { country, bytes } of dayOf(card, 1)) {
    csvLines.push(`${iccidOf(card)},${d1},${country},${regionNames.of(country)},${Math.ceil(bytes / 1024)}`);
    rowCount += 1;
  }
}
const csv = `${csvLines.join('\n')}\n`;

const [, fakeSetup] = await timed(async () => {
  for (let card = 1; card <= CARDS; card += 1) {
    const sim = fake.addSim(iccidOf(card));
    for (const { country, bytes } of dayOf(card, 2)) {
      // two hourly records a card and country; the day's granularity adds them up
      const hour = card % 12;
      const half = Math.floor(bytes / 2);
      fake.usage.push(
        {
          simSid: sim.sid,
          isoCountry: country,
          hour: `${d2}T${String(hour).padStart(2, '0')}:00:00Z`,
          bytes: half,
        },
        {
          simSid: sim.sid,
          isoCountry: country,
          hour: `${d2}T${String(hour + 12).padStart(2, '0')}:00:00Z`,
          bytes: bytes - half,
        },
      );
    }
  }
});
console.log(
  `usage: ${en(rowCount)} rows a day (cards × 1–2 countries); CSV ${(csv.length / 1_048_576).toFixed(1)} MB for ${d1}; ` +
    `the fake holds ${en(fake.sims.size)} Sims and ${en(fake.usage.length)} hourly records for ${d2} ` +
    `(set up in ${seconds(fakeSetup.ms)})`,
);

const { log, phases } = importPhaseLog();
const [csvReport, csvTime] = await timed(() => importUsage(ctx, csvUsageSource(csv, 'bench'), { log }));
const csvPhases = phases();
console.log(
  `CSV import (${d1}):   ${seconds(csvTime.ms)}  ${en(rowCount / (csvTime.ms / 1000))} rows/s ` +
    `(accepted ${csvReport.accepted}, rejected ${csvReport.rejected}, changed ${csvReport.changed})`,
);
console.log(`                  ${cpu(csvTime)}; phases ${JSON.stringify(csvPhases)}`);

const pull = async () => {
  const [requestsBefore, busyBefore] = [fake.requests.length, fake.busyMs];
  const [report, time] = await timed(() => pullNetworkUsage(ctx, log));
  const sent = fake.requests.slice(requestsBefore);
  return {
    report: report!,
    time,
    phases: phases(),
    read: reads.at(-1)!,
    fakeMs: fake.busyMs - busyBefore,
    usagePages: sent.filter((r) => r.path === '/v1/UsageRecords').length,
    simPages: sent.filter((r) => r.path === '/v1/Sims').length,
  };
};
const first = await pull();
console.log(
  `network pull (${d2}): ${seconds(first.time.ms)}  ${en(first.read.rows / (first.time.ms / 1000))} rows/s ` +
    `(accepted ${first.report.accepted}, rejected ${first.report.rejected}, changed ${first.report.changed})`,
);
console.log(
  `                  HTTP pages: ${first.usagePages} GET /v1/UsageRecords + ${first.simPages} GET /v1/Sims ` +
    '(PageSize 1000; the Sims listed once to map SIDs to ICCIDs)',
);
console.log(
  `                  reading the platform ${seconds(first.read.ms)} (of which the fake answering ${seconds(first.fakeMs)}, ` +
    `the adapter's fetch, JSON and mapping ${seconds(first.read.ms - first.fakeMs)}); the import after it ` +
    `${seconds(first.time.ms - first.read.ms)}`,
);
console.log(`                  ${cpu(first.time)}; phases ${JSON.stringify(first.phases)}`);
const ratio = first.time.ms / csvTime.ms;
const ratioWithoutFake = (first.time.ms - first.fakeMs) / csvTime.ms;
console.log(
  `ratio pull / CSV = ${ratio.toFixed(2)}× (goal ≤ ${PULL_GOAL}: ${ratio <= PULL_GOAL ? 'met' : 'NOT met'}); ` +
    `without the fake's own share ${ratioWithoutFake.toFixed(2)}×`,
);
const second = await pull();
console.log(
  `second pull:      ${seconds(second.time.ms)}  rows changed: ${second.report.changed} (must be 0); ` +
    `${second.usagePages} + ${second.simPages} pages, the fake ${seconds(second.fakeMs)}`,
);

// ---- 2. events: Event Streams' deliveries into the real server while a customer uses the portal ----

const passwordHash = await hashSecret(PASSWORD);
await db.execute(
  insertAccountsSql(
    sql`insert into users (username, email) values ('bench_customer', 'bench-customer@bench.test')`,
    passwordHash,
  ),
);
await db.execute(sql`insert into sim_cards (card_number, iccid, verify_code_hash, channel_name, status, user_id,
    current_plan_id, cycle_start_day, bound_at)
  select (30000000000 + g)::text, '8987' || lpad(g::text, 15, '0'), 'x', 'bench', 'USING', u.id,
    (select id from basic_plans where active order by id limit 1), current_date, now()
  from generate_series(1, ${CUSTOMER_CARDS}) g cross join users u where u.username = 'bench_customer'`);
const customerIccids = Array.from(
  { length: CUSTOMER_CARDS },
  (_, g) => `8987${String(g + 1).padStart(15, '0')}`,
);

const { app } = await buildApp(ctx, { logger: false });
await app.listen({ port, host: '127.0.0.1' });
const login = await fetch(`${publicUrl}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ account: 'bench_customer', password: PASSWORD, rememberMe: false }),
});
if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
const customerToken = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;

const loadInput: NetworkLoadInput = {
  url: publicUrl,
  path: TWILIO_SINK_PATH,
  authToken: AUTH_TOKEN,
  iccids: [...Array.from({ length: CARDS }, (_, i) => iccidOf(i + 1)), ...customerIccids],
  day: d1,
  batchSize: BATCH,
  senders: SENDERS,
  baselineMs: BASELINE_MS,
  probeEveryMs: PROBE_EVERY_MS,
  customerToken,
};
console.log(
  `events: ${en(loadInput.iccids.length)} cards (the ${CUSTOMER_CARDS} of the probing customer among them), ` +
    `batches of ${BATCH} CloudEvents from ${SENDERS} senders; a ${seconds(BASELINE_MS)} baseline first`,
);
// how late the server's event loop ran (its thread is the portal's: parsing, checking and mapping the batches,
// and PGlite's queries when the engine is PGlite), before the ingestion and during it
const loop = monitorEventLoopDelay({ resolution: 10 });
const histogram = (h: typeof loop) =>
  `p50 ${ms(h.percentile(50) / 1e6)}, p99 ${ms(h.percentile(99) / 1e6)}, max ${ms(h.max / 1e6)}`;
const loopDelay = { baseline: '', during: '' };
loop.enable();
const [loaded, eventsTime] = await timed(
  () =>
    new Promise<NetworkLoadResult>((resolve, reject) => {
      const worker = new Worker(new URL('./support/network-load.ts', import.meta.url), {
        workerData: loadInput,
      });
      worker.on(
        'message',
        (message: { phase: 'ingestion' } | { phase: 'done'; result: NetworkLoadResult }) => {
          if (message.phase === 'ingestion') {
            loopDelay.baseline = histogram(loop);
            loop.reset();
          } else {
            loopDelay.during = histogram(loop);
            resolve(message.result);
          }
        },
      );
      worker.once('error', reject);
      worker.once('exit', (code) => {
        if (code !== 0) reject(new Error(`the load's worker exited with ${code}`));
      });
    }),
);
loop.disable();
const [kept] = await selectRows<{ n: number; cards: number }>(
  db,
  sql`select count(*)::int as n, count(distinct card_id)::int as cards from network_events`,
);
const line = (figures: ProbeFigures | undefined) => {
  const latencies = figures?.latencies ?? [];
  if (latencies.length === 0) return 'no answers';
  return (
    `p50 ${ms(quantile(latencies, 0.5))}, p99 ${ms(quantile(latencies, 0.99))}, ` +
    `max ${ms(Math.max(...latencies))} (${latencies.length} answers, ${figures!.failures} failed)`
  );
};
console.log(
  `ingested: ${en(loaded.events)} events in ${en(loaded.batches)} batches ` +
    `(${(loaded.bodyBytes / 1_048_576).toFixed(1)} MB) in ${seconds(loaded.ingestMs)} = ` +
    `${en(loaded.events / (loaded.ingestMs / 1000))} events/s; ${loaded.failedBatches} batches refused` +
    `${loaded.firstFailure ? ` (first: ${loaded.firstFailure})` : ''}`,
);
console.log(
  `          kept ${en(kept!.n)} network events of ${en(kept!.cards)} cards (data-session.updated is read, not kept); ` +
    `a batch's POST: p50 ${ms(quantile(loaded.postLatencies, 0.5))}, p99 ${ms(quantile(loaded.postLatencies, 0.99))}, ` +
    `max ${ms(Math.max(...loaded.postLatencies))}`,
);
console.log(
  `          baseline and ingestion together: ${cpu(eventsTime)} (node: the server's thread and the load's worker)`,
);
console.log(`the server's event loop delay: before ${loopDelay.baseline}; during ${loopDelay.during}`);
let worst = 0;
for (const name of Object.keys(loaded.during)) {
  console.log(`probe ${name}, every ${PROBE_EVERY_MS} ms:`);
  console.log(`          before: ${line(loaded.baseline[name])}`);
  console.log(`          during: ${line(loaded.during[name])}`);
  worst = Math.max(worst, ...(loaded.during[name]?.latencies ?? [0]));
}
console.log(
  `probe max during ingestion ${ms(worst)} (goal < ${PROBE_MAX_GOAL_MS} ms: ${worst < PROBE_MAX_GOAL_MS ? 'met' : 'NOT met'})`,
);

console.log(`load average at the end: ${loadAverage()} (other work on the machine shares its CPUs)`);

await app.close();
ctx.mailer.close();
await fake.close();
await stop();
