import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { selectRows } from '../src/db/database.ts';
import { activities, billingRuns } from '../src/db/schema.ts';
import { businessDayOf } from '../src/modules/billing/business-day.ts';
import { orderPlan } from '../src/modules/billing/order-plan.ts';
import { runBillingDay } from '../src/modules/billing/run-day.ts';
import { BILLING_RUN_LOCK } from '../src/modules/billing/run-statements.ts';
import { cardOf, catalogue, customer, expectBooksBalanced } from '../test/billing-fixtures.ts';
import { buildTestApp, type TestApp } from '../test/helpers/build-test-app.ts';

// The daily run under concurrency and crashes. PGlite is one connection and cannot race: PostgreSQL only
// (npm run test:pg). Every test has its own database and uses the real today (the CLI child's clock).

const onPostgres = inject('postgres') !== null;
const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const quiet = { log: { info: () => {}, warn: () => {}, error: () => {} } };

let t: TestApp;
beforeEach(async () => {
  if (onPostgres) t = await buildTestApp();
});
afterEach(async () => {
  if (!onPostgres) return;
  await expectBooksBalanced(t);
  await t.close();
});

/** `customers` customers with `cards` cards each on the 1.50-a-day plan, each able to pay `days` days. */
const population = async (customers: number, cards: number, days = 3) => {
  const { daily500 } = await catalogue(t);
  const ids: number[] = [];
  for (let i = 0; i < customers; i += 1) {
    const { user } = await customer(t, 150 * cards * days);
    for (let j = 0; j < cards; j += 1)
      ids.push(await cardOf(t, user.id, { status: 'USING', currentPlanId: daily500.id }));
  }
  return ids;
};

/** How many DAILY_FEE rows each card has for `day` (a card charged twice would show 2). */
const feesPerCard = async (day: string) => {
  const rows = await selectRows<{ card_id: number; n: number }>(
    t.database.db,
    sql`select card_id, count(*)::int as n from activities
        where type = 'DAILY_FEE' and trade_date = ${day}::date group by card_id`,
  );
  return new Map(rows.map((row) => [Number(row.card_id), Number(row.n)]));
};

describe.runIf(onPostgres)('the daily run under concurrency (PostgreSQL)', () => {
  it('two runs of the same day at once charge every card once', async () => {
    const cards = await population(40, 3);
    const day = businessDayOf(t.ctx);
    const results = await Promise.all([
      runBillingDay(t.ctx, day, quiet),
      runBillingDay(t.ctx, day, quiet),
      runBillingDay(t.ctx, day, { ...quiet, force: true }),
    ]);
    expect(results.reduce((sum, r) => sum + r.charged, 0)).toBe(cards.length);
    const fees = await feesPerCard(day);
    expect(cards.map((id) => fees.get(id))).toEqual(cards.map(() => 1));
    expect(await t.database.db.select().from(billingRuns)).toHaveLength(1);
  });

  it('activations racing the run charge each card once, and the run never fails on them', async () => {
    const { daily1g } = await catalogue(t);
    await population(20, 2);
    const buyers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const { user } = await customer(t, 1_000);
        return { userId: user.id, cardId: await cardOf(t, user.id) };
      }),
    );
    const day = businessDayOf(t.ctx);
    const [run] = await Promise.all([
      runBillingDay(t.ctx, day, quiet),
      ...buyers.map((b) => orderPlan(t.ctx, b.userId, b.cardId, daily1g.id)),
    ]);
    expect(run.skipped).toBe(false);
    const fees = await feesPerCard(day);
    for (const b of buyers) expect(fees.get(b.cardId)).toBe(1);
    expect([...fees.values()].every((n) => n === 1)).toBe(true);
  });

  it('a SIGKILL in the middle of the run leaves nothing; the re-run charges every card once', async () => {
    const cards = await population(30, 2);
    const day = businessDayOf(t.ctx);
    const child = spawn(process.execPath, ['src/cli/run-billing.ts', '--day', day], {
      cwd: SERVER_ROOT,
      env: {
        ...process.env,
        DATABASE_URL: t.database.url,
        BILLING_RUN_HOLD_MS: '60000',
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    // every statement of the day has run inside its transaction; it waits before the commit
    await expect
      .poll(() => output, { timeout: 20_000, interval: 100 })
      .toContain('holding the transaction open');
    expect(await feesPerCard(day)).toEqual(new Map()); // nothing committed yet
    child.kill('SIGKILL');
    await exited;

    // the server rolls the dead session back and frees the run lock
    await expect
      .poll(
        async () => {
          const [row] = await selectRows<{ free: boolean }>(
            t.database.db,
            sql`select not exists (select 1 from pg_locks where locktype = 'advisory' and objid = ${BILLING_RUN_LOCK}) as free`,
          );
          return row!.free;
        },
        { timeout: 20_000, interval: 100 },
      )
      .toBe(true);
    expect(await feesPerCard(day)).toEqual(new Map());
    expect(await t.database.db.select().from(billingRuns).where(eq(billingRuns.businessDay, day))).toEqual(
      [],
    );

    const rerun = await runBillingDay(t.ctx, day, quiet);
    expect(rerun.charged).toBe(cards.length);
    await runBillingDay(t.ctx, day, { ...quiet, force: true });
    const fees = await feesPerCard(day);
    expect(cards.map((id) => fees.get(id))).toEqual(cards.map(() => 1));
    const total = await t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.type, 'DAILY_FEE'), eq(activities.tradeDate, day)));
    expect(total).toHaveLength(cards.length);
  });
});
