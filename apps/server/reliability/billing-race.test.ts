import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { businessDayOf } from '../src/business-day.ts';
import { runBillingDay } from '../src/commands/daily-run.ts';
import { orderPlan } from '../src/commands/order-plan.ts';
import { selectRows } from '../src/db/database.ts';
import { applyPendingPlans, chargeDay, lockBalances } from '../src/modules/billing/run-statements.ts';
import { lockBalance } from '../src/modules/ledger/balance.ts';
import { ledgerFor } from '../src/modules/ledger/ledger.ts';
import { billingRuns, simCards } from '../src/schema.ts';
import { cardOf, catalogue, customer, expectBooksBalanced } from '../test/billing-fixtures.ts';
import { signedInUser } from '../test/helpers/auth.ts';
import { buildTestApp, type TestApp } from '../test/helpers/build-test-app.ts';
import { adminRecharge } from '../test/helpers/wallet.ts';

// The daily run under concurrency (its crashes: billing-crash.test.ts). PGlite is one connection and cannot race:
// PostgreSQL only. Every test has its own database and uses the real today.

const onPostgres = inject('postgres') !== null;
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
  it('two runs of the same day at once, as two instances would, charge every card once, batch by batch', async () => {
    const cards = await population(40, 3);
    const day = businessDayOf(t.ctx);
    // batches of different sizes, so the runs' batches overlap each other's customers
    const results = await Promise.all([
      runBillingDay(t.ctx, day, { ...quiet, batchCustomers: 7 }),
      runBillingDay(t.ctx, day, { ...quiet, batchCustomers: 5 }),
      runBillingDay(t.ctx, day, { ...quiet, force: true, batchCustomers: 11 }),
    ]);
    expect(results.map((r) => r.batches)).toEqual([6, 8, 4]);
    expect(results.reduce((sum, r) => sum + r.charged, 0)).toBe(cards.length);
    const fees = await feesPerCard(day);
    expect(cards.map((id) => fees.get(id))).toEqual(cards.map(() => 1));
    expect(await t.database.db.select().from(billingRuns)).toHaveLength(1);
  });

  it('a customer who tops up while their batch waits is charged once and not suspended', async () => {
    const { daily500 } = await catalogue(t);
    await population(6, 2);
    // the last customer's balance cannot pay today's fee until the top-up
    const late = await customer(t, 100);
    const card = await cardOf(t, late.user.id, { status: 'USING', currentPlanId: daily500.id });
    const { tokens } = await signedInUser(t, { level: 1 });
    const day = businessDayOf(t.ctx);
    let toppedUp = false;
    const run = await runBillingDay(t.ctx, day, {
      ...quiet,
      batchCustomers: 2,
      // the first batch is done but not committed: its customers' balances and the run lock are held, the
      // late customer's are not, so the top-up goes through at once
      beforeCommit: async () => {
        if (toppedUp) return;
        toppedUp = true;
        await adminRecharge(t, tokens.accessToken, late.user.username, 500);
      },
    });
    expect(run.suspended).toBe(0);
    expect(run.charged).toBe(6 * 2 + 1);
    expect((await feesPerCard(day)).get(card)).toBe(1);
    const [row] = await t.database.db.select().from(simCards).where(eq(simCards.id, card));
    expect(row!.status).toBe('USING');
    const [balance] = await selectRows<{ balance: string }>(
      t.database.db,
      sql`select balance::text from balances where user_id = ${late.user.id}`,
    );
    expect(Number(balance!.balance)).toBe(100 + 500 - 150);
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
  it('a balance that moves between the run reading it and debiting it rolls the day back; the next run is right', async () => {
    const { daily500 } = await catalogue(t);
    const cards = await population(3, 2);
    // a customer the run does not lock: their only card is paused when it locks, and in use when it charges
    const { user } = await customer(t, 1_000);
    const card = await cardOf(t, user.id, { status: 'PAUSED', currentPlanId: daily500.id });
    const day = businessDayOf(t.ctx);
    const now = t.clock.now();
    const db = t.database.db;

    // another transaction holds the customer's balance (a purchase in progress), and debits it once the run waits
    let locked!: () => void;
    let proceed!: () => void;
    const balanceLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const runWaits = new Promise<void>((resolve) => {
      proceed = resolve;
    });
    const purchase = db.transaction(async (tx) => {
      await lockBalance(tx, user.id);
      locked();
      await runWaits;
      await ledgerFor(t.ctx).debit(tx, {
        userId: user.id,
        type: 'ADD_ON_PURCHASE',
        reason: 'add_on_purchase',
        amountMinor: 100,
        cardId: card,
        idempotencyKey: `test-purchase:${card}`,
      });
    });
    await balanceLocked;
    const run = db.transaction(async (tx) => {
      await applyPendingPlans(tx, day, now);
      await lockBalances(tx);
      await db.update(simCards).set({ status: 'USING' }).where(eq(simCards.id, card)); // committed at once
      return chargeDay(tx, day, now);
    });
    const outcome = run.then(
      () => 'committed',
      (error: Error) => error.message,
    );
    await expect
      .poll(
        async () => {
          const [row] = await selectRows<{ waiting: boolean }>(
            db,
            sql`select exists (select 1 from pg_stat_activity
                  where wait_event_type = 'Lock' and query like 'with due as%') as waiting`,
          );
          return row!.waiting;
        },
        { timeout: 20_000, interval: 20 },
      )
      .toBe(true);
    proceed();
    await purchase;
    expect(await outcome).toBe(`Billing run ${day}: 1 balances changed while they were debited; rolled back`);
    expect(await feesPerCard(day)).toEqual(new Map());

    const rerun = await runBillingDay(t.ctx, day, quiet);
    expect(rerun.charged).toBe(cards.length + 1);
    const fees = await feesPerCard(day);
    expect([...cards, card].map((id) => fees.get(id))).toEqual([...cards, card].map(() => 1));
  });
});
