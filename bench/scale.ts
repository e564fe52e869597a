// `npm run bench:scale [-- --sizes 10000,100000,1000000] [-- --clients 8] [-- --seconds 5] [-- --history-days 365]
//   [-- --usage-days 90]`:
// how the screens' requests behave as the operator grows. For each size, a fresh PostgreSQL cluster (throwaway,
// production settings: support/production-cluster.ts) is seeded set-based with a year of a growing operator:
//   - one customer per two cards (random-looking usernames and e-mails, signed up over the year), one customer in
//     ten with both cards in a group they named ("Shop 42");
//   - cards in use for 1–12 months (5% paused), each with a DAILY_FEE a day since it was bound, an add-on every
//     ~45 days, and a top-up a month for its customer — activities written day by day, oldest first, as the
//     daily run and the customers write them (ids in time order, one customer's rows spread over the table);
//   - 90 days (--usage-days) of usage records in 1–3 regions per card, up to ~150 MB a region and day (a card in three regions
//     can pass 80% of the 500 MB daily plan the cards use: the import's alerts are part of what is measured);
//   - an audit row per ten cards (recharges, StarterPack changes) over the year.
// The balances of this history are round figures, not the running sums of its rows (the ledger check does not
// apply to it): what is measured is reading it. Then the real server (node apps/server/src/main.ts, production
// mode) answers --clients concurrent clients for --seconds per request kind, each request as a customer spread
// over the id range (or the administrator), and the bench prints p50/p99 latency and errors of: the card list,
// Activities page 1 and its last page, Traffic Detail for 30 and 366 days, the Activities CSV export (rows/s),
// the administrator's customer search (username and e-mail, prefix and substring), the card-number range search,
// the card console's search box (ICCID prefix, holder), filters (status, type, a customer's group) and CSV export (by holder, and the whole register once with the
// server's memory sampled), and the audit log; and the usage import of one day's carrier file for every card (rows/s, in process, as
// `npm run usage:import` runs it). Last, a table of p99 by size against issue #22's goals (at the largest size:
// within 2× the smallest size's p99 and under 100 ms for the screens). Nothing is asserted.
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { parseArgs } from 'node:util';
import { addDaysToIsoDate } from '@simportal/contract/calendar-date';
import { sql } from 'drizzle-orm';
import { logIn, spawnServer, waitUntilHealthy } from '../apps/server/reliability/support/server-process.ts';
import { createAppContext } from '../apps/server/src/app.ts';
import { businessDayOf } from '../apps/server/src/business-day.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPostgres, selectRows } from '../apps/server/src/db/database.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { hashSecret } from '../apps/server/src/modules/auth/password-hash.ts';
import { importUsage } from '../apps/server/src/modules/usage/import-usage.ts';
import { csvUsageSource } from '../apps/server/src/modules/usage/usage-csv.ts';
import { findPostgresBin, startCluster } from '../scripts/lib/postgres-cluster.mjs';
import { quantile } from './support/customer-load.ts';
import { importPhaseLog } from './support/import-phases.ts';
import {
  type Exec,
  GROUP_WORDS,
  n,
  REGIONS,
  seedActivities,
  seedAudit,
  seedCustomersAndCards,
  seedUsage,
  USAGE_DAYS,
  withoutSecondaryIndexes,
} from './support/operator-year.ts';
import { describeSettings, PRODUCTION_SETTINGS } from './support/production-cluster.ts';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,100000,1000000' },
    clients: { type: 'string', default: '8' },
    seconds: { type: 'string', default: '5' },
    'history-days': { type: 'string', default: '365' },
    // a month of usage (with --history-days 30) is what fits a 1,000,000-card run on this machine's disk
    'usage-days': { type: 'string', default: String(USAGE_DAYS) },
    // customers the requests are spread over (each logs in once)
    customers: { type: 'string', default: '40' },
  },
});
if (!findPostgresBin()) throw new Error('bench:scale needs PostgreSQL (apt-get install -y postgresql)');
const SIZES = values.sizes.split(',').map(Number);
const CLIENTS = Number(values.clients);
const SECONDS = Number(values.seconds);
const HISTORY_DAYS = Number(values['history-days']);
const USAGE_HISTORY_DAYS = Number(values['usage-days']);
const SAMPLE = Number(values.customers);
const PASSWORD = 'Bench-Scale-2026';
const ADMIN = { email: 'admin@scale.test', password: 'Bench-Scale-Admin-2026' };
/** Issue #22's goals, at the largest size against the smallest. */
const SCREEN_P99_GOAL_MS = 100;
const CURVE_GOAL = 2;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
};

interface Customer {
  username: string;
  email: string;
  cardId: number;
  cardNumber: string;
  iccid: string;
  token: string;
  lastPage: number;
}

interface Figures {
  requests: number;
  errors: number;
  firstError: string | null;
  p50: number;
  p99: number;
  /** CSV rows a second over the round (exports). */
  rowsPerSecond?: number;
}

/** `CLIENTS` concurrent clients sending `request(i)` for `SECONDS`; a non-200 answer is an error. */
const measure = async (
  baseUrl: string,
  request: (i: number) => { path: string; token: string },
  countRows = false,
): Promise<Figures> => {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | null = null;
  let rows = 0;
  let sent = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const { path, token } = request(sent);
      sent += 1;
      const start = performance.now();
      const res = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
      const body = await res.text();
      latencies.push(performance.now() - start);
      if (res.status !== 200) {
        errors += 1;
        firstError ??= `${res.status} ${path}: ${body.slice(0, 200)}`;
      } else if (countRows) rows += body.split('\n').filter(Boolean).length - 1;
    }
  };
  const [, ms] = await timed(() => Promise.all(Array.from({ length: CLIENTS }, client)));
  return {
    requests: latencies.length,
    errors,
    firstError,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    ...(countRows ? { rowsPerSecond: rows / (ms / 1000) } : {}),
  };
};

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
/** The resident memory of a process (Linux /proc), in bytes. */
const rssOf = async (pid: number) => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
};

/**
 * The console's export of every card (no filter) read as a client would, to its end, while the server's
 * resident memory is sampled every 50 ms: a stream keeps it flat, a buffered body would grow with the rows.
 */
const wholeExport = async (baseUrl: string, token: string, pid: number) => {
  const rssBefore = await rssOf(pid);
  let rssMax = rssBefore;
  const sampler = setInterval(() => {
    void rssOf(pid).then((rss) => {
      rssMax = Math.max(rssMax, rss);
    });
  }, 50);
  const [rows, ms] = await timed(async () => {
    const res = await fetch(`${baseUrl}/api/admin/cards/export.csv`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}`);
    let lines = 0;
    for await (const chunk of res.body) {
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
    return lines - 1;
  });
  clearInterval(sampler);
  return { rows, ms, rssBefore, rssMax };
};

interface SizeResult {
  size: number;
  figures: Map<string, Figures>;
  importRowsPerSecond: number;
}

const runSize = async (size: number): Promise<SizeResult> => {
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

    const [, seedMs] = await timed(async () => {
      await withoutSecondaryIndexes(database, ['users', 'sim_cards', 'activities'], async () => {
        await seedCustomersAndCards(exec, size, await hashSecret(PASSWORD), HISTORY_DAYS);
        await seedActivities(exec, today, HISTORY_DAYS);
        await seedUsage(exec, today, USAGE_HISTORY_DAYS);
      });
      await exec(sql`vacuum analyze`);
    });
    const [counts] = await selectRows<{
      customers: number;
      cards: number;
      activities: number;
      usage: number;
      bytes: number;
    }>(
      database.db,
      sql`select (select count(*)::int from users) as customers, (select count(*)::int from sim_cards) as cards,
        (select count(*)::int from activities) as activities, (select count(*)::int from usage_records) as usage,
        pg_database_size(current_database())::bigint as bytes`,
    );

    const server = await spawnServer({
      DATABASE_URL: cluster.url,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      BILLING_SCHEDULER: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
      RATE_LIMIT_CODES_PER_HOUR: '1000000',
    });
    try {
      await waitUntilHealthy(server);
      await seedAudit(exec, size, HISTORY_DAYS);
      await exec(sql`analyze audit_log`);
      const [auditRows] = await selectRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from audit_log`,
      );
      console.log(
        `\n${size.toLocaleString('en')} cards: ${Number(counts!.customers).toLocaleString('en')} users, ` +
          `${Number(counts!.activities).toLocaleString('en')} activities, ` +
          `${Number(counts!.usage).toLocaleString('en')} usage records, ${Number(auditRows!.n).toLocaleString('en')} ` +
          `audit rows, ${(Number(counts!.bytes) / 1024 ** 3).toFixed(1)} GB on disk; seeded in ${seconds(seedMs)}`,
      );

      // customers spread over the id range, each with its first card
      const picked = await selectRows<{
        username: string;
        email: string;
        card_id: number;
        card_number: string;
        iccid: string;
      }>(
        database.db,
        sql`select u.username, u.email, c.id as card_id, c.card_number, c.iccid
          from users u join lateral (select id, card_number, iccid from sim_cards where user_id = u.id order by id limit 1) c on true
          where u.level = 0 and u.id % greatest(1, (select count(*) from users) / ${n(SAMPLE)}) = 0
          order by u.id limit ${n(SAMPLE)}`,
      );
      const customers: Customer[] = [];
      for (const row of picked) {
        const token = await logIn(server.baseUrl, row.username, PASSWORD);
        const res = await fetch(`${server.baseUrl}/api/wallet/activities?page=1&pageSize=20`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const { data } = (await res.json()) as { data: { total: number } };
        customers.push({
          username: row.username,
          email: row.email,
          cardId: Number(row.card_id),
          cardNumber: row.card_number,
          iccid: row.iccid,
          token,
          lastPage: Math.max(1, Math.ceil(data.total / 20)),
        });
      }
      const admin = await logIn(server.baseUrl, ADMIN.email, ADMIN.password);
      const [{ planId } = { planId: 0 }] = await selectRows<{ planId: number }>(
        database.db,
        sql`select current_plan_id as "planId" from sim_cards where current_plan_id is not null limit 1`,
      );
      const pick = (i: number) => customers[i % customers.length]!;
      const asCustomer = (path: (c: Customer) => string) => (i: number) => {
        const customer = pick(i);
        return { path: path(customer), token: customer.token };
      };
      const asAdmin = (path: (c: Customer) => string) => (i: number) => ({
        path: path(pick(i)),
        token: admin,
      });
      const search = (q: string) => `/api/admin/customers?page=1&pageSize=20&q=${encodeURIComponent(q)}`;
      const localPart = (email: string) => email.slice(0, email.indexOf('.'));
      const consolePage = (query: string) => `/api/admin/cards?page=1&pageSize=20&${query}`;

      const kinds: [string, (i: number) => { path: string; token: string }, boolean?][] = [
        ['card list', asCustomer(() => '/api/sims')],
        ['Activities page 1', asCustomer(() => '/api/wallet/activities?page=1&pageSize=20')],
        ['Activities last page', asCustomer((c) => `/api/wallet/activities?page=${c.lastPage}&pageSize=20`)],
        [
          'Traffic Detail 30 days',
          asCustomer(
            (c) => `/api/usage/cards/${c.cardId}?start=${addDaysToIsoDate(today, -29)}&end=${today}`,
          ),
        ],
        [
          'Traffic Detail 366 days',
          asCustomer(
            (c) => `/api/usage/cards/${c.cardId}?start=${addDaysToIsoDate(today, -365)}&end=${today}`,
          ),
        ],
        ['Activities CSV export', asCustomer(() => '/api/wallet/activities/export'), true],
        ['customer search: username prefix', asAdmin((c) => search(c.username.slice(0, 6)))],
        ['customer search: username substring', asAdmin((c) => search(c.username.slice(3, 8)))],
        ['customer search: e-mail prefix', asAdmin((c) => search(localPart(c.email).slice(0, 6)))],
        ['customer search: e-mail substring', asAdmin((c) => search(localPart(c.email).slice(3, 9)))],
        [
          'card-number range (100 cards)',
          asAdmin(
            (c) =>
              `/api/admin/cards?page=1&pageSize=20&cardNumberFrom=${c.cardNumber}&cardNumberTo=${BigInt(c.cardNumber) + 99n}`,
          ),
        ],
        // the operator's console (issue #59, decision 0078): one search box, the filters, and the export
        ['card search: ICCID prefix', asAdmin((c) => consolePage(`q=${c.iccid.slice(0, 16)}`))],
        [
          'card search: holder',
          asAdmin((c) => consolePage(`q=${encodeURIComponent(c.username.slice(0, 8))}`)),
        ],
        ['card filter: status PAUSED', asAdmin(() => consolePage('status=PAUSED'))],
        // a word and a number of the seed's group names: "Shop 4" also reads Shop 40–49, at most 1,000 groups
        [
          'card filter: group name',
          (i) => ({ path: consolePage(`group=${GROUP_WORDS[i % 4]}%20${i % 100}`), token: admin }),
        ],
        ['card filter: status USING + ESIM', asAdmin(() => consolePage('status=USING&type=ESIM'))],
        // the seed's cards are all physical, none a StarterPack, all on one plan: the emptiest and the fullest
        ['card filter: type ESIM', asAdmin(() => consolePage('type=ESIM'))],
        ['card filter: StarterPack', asAdmin(() => consolePage('starterPack=true'))],
        ['card filter: plan', asAdmin(() => consolePage(`planId=${planId}`))],
        ['cards CSV export (holder)', asAdmin((c) => `/api/admin/cards/export.csv?q=${c.username}`), true],
        ['audit log page 1', asAdmin(() => '/api/admin/audit?page=1&pageSize=20')],
        ['audit log by customer', asAdmin((c) => `/api/admin/audit?page=1&pageSize=20&target=${c.username}`)],
      ];
      const figures = new Map<string, Figures>();
      console.log(
        `  ${'request'.padEnd(38)}${'requests'.padStart(9)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'errors'.padStart(8)}`,
      );
      for (const [name, request, countRows] of kinds) {
        const result = await measure(server.baseUrl, request, countRows);
        figures.set(name, result);
        console.log(
          `  ${name.padEnd(38)}${String(result.requests).padStart(9)}${result.p50.toFixed(1).padStart(8)}` +
            `${result.p99.toFixed(1).padStart(8)}${String(result.errors).padStart(8)}` +
            (result.rowsPerSecond
              ? `  ${Math.round(result.rowsPerSecond).toLocaleString('en')} rows/s`
              : '') +
            (result.firstError ? `  first error: ${result.firstError}` : ''),
        );
      }

      const whole = await wholeExport(server.baseUrl, admin, server.child.pid!);
      console.log(
        `  cards CSV export, whole register: ${whole.rows.toLocaleString('en')} rows in ${seconds(whole.ms)}, ` +
          `${Math.round(whole.rows / (whole.ms / 1000)).toLocaleString('en')} rows/s; server RSS ` +
          `${mb(whole.rssBefore)} before, ${mb(whole.rssMax)} at most while streaming`,
      );

      // today's carrier file for every card in use: what `npm run usage:import` reads
      const lines = ['iccid,date,region_code,region_name,used_kb'];
      const cards = await selectRows<{ iccid: string; id: number }>(
        database.db,
        sql`select iccid, id from sim_cards where channel_name = 'scale' order by id`,
      );
      for (const card of cards) {
        const id = Number(card.id);
        for (let k = 0; k <= id % 3; k += 1) {
          lines.push(
            `${card.iccid},${today},${REGIONS[(id + k) % REGIONS.length]},Region,${(id * 7919 + k * 104729) % 150000}`,
          );
        }
      }
      const { log, phases } = importPhaseLog();
      const [report, importMs] = await timed(() =>
        importUsage(ctx, csvUsageSource(`${lines.join('\n')}\n`, 'bench'), { log }),
      );
      const importRowsPerSecond = (lines.length - 1) / (importMs / 1000);
      console.log(
        `  usage import of a day: ${(lines.length - 1).toLocaleString('en')} rows in ${seconds(importMs)}, ` +
          `${Math.round(importRowsPerSecond).toLocaleString('en')} rows/s (accepted ${report.accepted}, rejected ${report.rejected}); phases ${JSON.stringify(phases())}`,
      );
      ctx.mailer.close();
      return { size, figures, importRowsPerSecond };
    } finally {
      await server.stop();
    }
  } finally {
    await database.close();
    cluster.stop();
  }
};

console.log(
  `scale benchmark on PostgreSQL (${describeSettings(PRODUCTION_SETTINGS)}): sizes ${SIZES.map((s) => s.toLocaleString('en')).join(', ')} cards; ` +
    `${CLIENTS} clients, ${SECONDS} s per request kind, ${SAMPLE} customers; ${HISTORY_DAYS} days of activities, ${USAGE_HISTORY_DAYS} of usage`,
);
const results: SizeResult[] = [];
for (const size of SIZES) results.push(await runSize(size));

const smallest = results[0]!;
const largest = results.at(-1)!;
console.log(
  `\np99 ms by size (goal at ${largest.size.toLocaleString('en')}: ≤ ${CURVE_GOAL}× ${smallest.size.toLocaleString('en')} and < ${SCREEN_P99_GOAL_MS} ms for the screens)`,
);
console.log(
  `  ${'request'.padEnd(38)}${results.map((r) => r.size.toLocaleString('en').padStart(11)).join('')}   ratio`,
);
for (const name of smallest.figures.keys()) {
  const p99s = results.map((r) => r.figures.get(name)!.p99);
  const ratio = p99s.at(-1)! / p99s[0]!;
  const isExport = smallest.figures.get(name)!.rowsPerSecond !== undefined;
  const pass = ratio <= CURVE_GOAL && (isExport || p99s.at(-1)! < SCREEN_P99_GOAL_MS);
  console.log(
    `  ${name.padEnd(38)}${p99s.map((p) => p.toFixed(1).padStart(11)).join('')}${ratio.toFixed(2).padStart(8)}  ${results.length > 1 ? (pass ? 'PASS' : 'MISS') : ''}`,
  );
}
console.log(
  `  ${'usage import of a day (rows/s)'.padEnd(38)}${results.map((r) => Math.round(r.importRowsPerSecond).toLocaleString('en').padStart(11)).join('')}`,
);
