// `npm run bench:pay-order [-- --loops 200] [-- --cards 2]`: issue #32's money loop as the portal lives it,
// without the people. Each loop is a customer whose cards were stopped for lack of credit (SUSPEND on a daily plan,
// balance 0): the customer creates a pay order, an administrator confirms it, and the customer's next read of My
// SIMs shows every card in use again and the balance credited. Printed: p50 / p99 / max of each step and of the
// whole loop (pay order sent → cards back in use as the customer reads them), on the embedded database (PGlite,
// the demo's `npm start`), in process through the real HTTP application. The people's part is measured by the
// wallet journey (e2e/wallet.spec.ts: the time on two phones and the taps). Nothing is asserted but the outcome of
// each loop (a loop that does not end with the cards in use stops the bench).
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp, createAppContext } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createPglite, fromPglite, selectRows } from '../apps/server/src/db/database.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { hashSecret } from '../apps/server/src/modules/auth/password-hash.ts';
import { checkLedger } from '../apps/server/src/modules/ledger/ledger-check.ts';
import { insertAccountsSql } from '../apps/server/test/helpers/accounts-sql.ts';
import { quantile } from './support/customer-load.ts';

const { values } = parseArgs({
  options: {
    loops: { type: 'string', default: '200' },
    cards: { type: 'string', default: '2' },
  },
});
const LOOPS = Number(values.loops);
const CARDS = Number(values.cards);
const WARM_UP = 20;
const PASSWORD = 'Bench-Pay-2026';
const AMOUNT_MINOR = 5_000;

const database = fromPglite(await createPglite());
await migrateDatabase(database);
const config = loadConfig({
  LOG_LEVEL: 'silent',
  // the benchmark's administrator signs in with a password (decision 0041)
  ADMIN_SECOND_FACTOR: 'optional',
  WEB_DIST_DIR: '/nonexistent-web-build',
  RATE_LIMIT_AUTH_PER_MINUTE: '100000',
});
const ctx = await createAppContext({ config, database, version: 'bench' });
const { app } = await buildApp(ctx, { logger: false });
await app.ready();
const { db } = database;
const passwordHash = await hashSecret(PASSWORD);

const [plan] = await selectRows<{ id: number }>(
  db,
  sql`select id from basic_plans where active and cycle_days = 1 order by price_minor limit 1`,
);
if (!plan) throw new Error('The catalogue has no daily plan on sale');

const call = async (method: 'GET' | 'POST', url: string, token: string, payload?: object) => {
  const res = await app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json().data;
};
const logIn = async (account: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { account, password: PASSWORD, rememberMe: false },
  });
  if (res.statusCode !== 200) throw new Error(`login ${account}: ${res.statusCode} ${res.body}`);
  return res.json().data.accessToken as string;
};

await db.execute(
  insertAccountsSql(
    sql`insert into users (username, email, level, admin_role)
      values ('bench_admin', 'bench-admin@bench.test', 1, 'owner')`,
    passwordHash,
  ),
);
const adminToken = await logIn('bench_admin');

/** A customer whose CARDS cards were stopped for lack of credit yesterday; balance 0, no ledger rows. */
const stoppedCustomer = async (i: number) => {
  const [user] = await selectRows<{ id: number }>(
    db,
    insertAccountsSql(
      sql`insert into users (username, email) values (${`bench_payer_${i}`}, ${`bench-payer-${i}@bench.test`})`,
      passwordHash,
    ),
  );
  await db.execute(sql`insert into sim_cards (card_number, iccid, verify_code_hash, channel_name, status, user_id,
      current_plan_id, cycle_start_day, bound_at)
    select (20000000000 + ${i} * 10 + g)::text, '8986' || lpad((${i} * 10 + g)::text, 15, '0'), 'x', 'bench',
      'SUSPEND', ${user!.id}, ${plan.id}, current_date - 1, now() - interval '2 days'
    from generate_series(1, ${CARDS}) g`);
  return logIn(`bench_payer_${i}`);
};

interface Loop {
  order: number;
  confirm: number;
  read: number;
  total: number;
}

const loop = async (i: number): Promise<Loop> => {
  const token = await stoppedCustomer(i);
  const t0 = performance.now();
  const order = await call('POST', '/api/wallet/pay-orders', token, {
    amountMinor: AMOUNT_MINOR,
    method: 'DOMESTIC',
  });
  const t1 = performance.now();
  await call('POST', `/api/admin/pay-orders/${order.id}/confirm`, adminToken);
  const t2 = performance.now();
  const cards = (await call('GET', '/api/sims', token)).items as { status: string }[];
  const t3 = performance.now();
  if (cards.length !== CARDS || cards.some((card) => card.status !== 'USING')) {
    throw new Error(
      `loop ${i}: the cards are ${cards.map((card) => card.status).join(', ')} after the credit`,
    );
  }
  return { order: t1 - t0, confirm: t2 - t1, read: t3 - t2, total: t3 - t0 };
};

for (let i = 0; i < WARM_UP; i += 1) await loop(i);
const loops: Loop[] = [];
for (let i = WARM_UP; i < WARM_UP + LOOPS; i += 1) loops.push(await loop(i));

const line = (name: string, pick: (l: Loop) => number) => {
  const figures = loops.map(pick);
  return `  ${name.padEnd(52)} p50 ${quantile(figures, 0.5).toFixed(1).padStart(6)} ms  p99 ${quantile(figures, 0.99).toFixed(1).padStart(6)} ms  max ${Math.max(
    ...figures,
  )
    .toFixed(1)
    .padStart(6)} ms`;
};
const ledger = await checkLedger(db);
console.log(
  `pay order → credited → cards in use: ${LOOPS} loops (after ${WARM_UP} to warm up), ${CARDS} stopped cards a customer, PGlite in process`,
);
console.log(line('customer creates the pay order', (l) => l.order));
console.log(line('administrator confirms it (credit, cards resumed)', (l) => l.confirm));
console.log(line("customer's My SIMs shows the cards in use", (l) => l.read));
console.log(line('the whole loop', (l) => l.total));
console.log(
  `  ledger check: ${ledger.ok ? 'ok (no drift)' : `DRIFT ${JSON.stringify(ledger.problems.slice(0, 3))}`}`,
);
await app.close();
ctx.mailer.close();
await database.close();
