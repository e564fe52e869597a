import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { systemClock } from '../src/clock.ts';
import { type Database, openPostgres } from '../src/db/database.ts';
import { DomainError } from '../src/http/domain-error.ts';
import { createLedger } from '../src/modules/ledger/ledger.ts';
import { checkLedger } from '../src/modules/ledger/ledger-check.ts';
import { activities, balances } from '../src/schema.ts';
import { createUser } from '../test/helpers/auth.ts';
import { buildTestApp, type TestApp } from '../test/helpers/build-test-app.ts';

// PGlite is one connection and cannot race: these run on PostgreSQL only (npm run test:pg).
const onPostgres = inject('postgres') !== null;

let t: TestApp;
/** A pool of its own, wide enough that dozens of transactions really are in flight at once. */
let wide: Database;
const ledger = createLedger({ timeZone: 'UTC', clock: systemClock });

beforeAll(async () => {
  if (!onPostgres) return;
  t = await buildTestApp();
  wide = openPostgres(t.database.url!, 50);
});
afterAll(async () => {
  if (!onPostgres) return;
  await wide.close();
  await t.close();
});

const balanceOf = async (userId: number) =>
  (await wide.db.select({ balance: balances.balance }).from(balances).where(eq(balances.userId, userId)))[0]!
    .balance;

const fund = (userId: number, amountMinor: number) =>
  wide.db.transaction((tx) =>
    ledger.credit(tx, {
      userId,
      type: 'TOP_UP',
      reason: 'admin_recharge',
      amountMinor,
      idempotencyKey: `fund:${userId}`,
    }),
  );

describe.runIf(onPostgres)('the ledger under concurrency (PostgreSQL)', () => {
  it('200 concurrent debits of 1 against a balance of 37: exactly 37 succeed, the balance is exact', async () => {
    const user = await createUser(t);
    await fund(user.id, 37);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        wide.db.transaction((tx) =>
          ledger.debit(tx, {
            userId: user.id,
            type: 'DAILY_FEE',
            reason: 'daily_fee',
            amountMinor: 1,
            idempotencyKey: `race:${user.id}:${i}`,
          }),
        ),
      ),
    );
    const succeeded = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(succeeded).toHaveLength(37);
    expect(refused).toHaveLength(163);
    for (const reason of refused) {
      expect(reason).toBeInstanceOf(DomainError);
      expect((reason as DomainError).key).toBe('insufficient_credit');
    }
    expect(await balanceOf(user.id)).toBe(0);
    const rows = await wide.db
      .select()
      .from(activities)
      .where(eq(activities.userId, user.id))
      .orderBy(activities.id);
    expect(rows).toHaveLength(38);
    // Read in id order, each balance_after is the previous one minus 1: no two debits saw the same balance.
    expect(rows.map((row) => row.balanceAfterMinor)).toEqual([
      37,
      ...Array.from({ length: 37 }, (_, i) => 36 - i),
    ]);
    const report = await checkLedger(wide.db);
    expect(report.problems).toEqual([]);
    expect(report.lines.find((line) => line.userId === user.id)).toMatchObject({
      driftMinor: 0,
      balanceMinor: 0,
    });
  });

  it('the same key sent 30 times at once changes the balance once and answers every call with that row', async () => {
    const user = await createUser(t);
    await fund(user.id, 1_000);
    const entry = {
      userId: user.id,
      type: 'ADD_ON_PURCHASE',
      reason: 'add_on_purchase',
      amountMinor: 300,
      idempotencyKey: `same:${user.id}`,
    } as const;
    const results = await Promise.all(
      Array.from({ length: 30 }, () => wide.db.transaction((tx) => ledger.debit(tx, entry))),
    );
    expect(new Set(results.map((result) => result.activity.id)).size).toBe(1);
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(await balanceOf(user.id)).toBe(700);
    expect((await checkLedger(wide.db)).ok).toBe(true);
  });

  it('concurrent credits and debits of one user leave the books exact', async () => {
    const user = await createUser(t);
    await fund(user.id, 50);
    const work = Array.from({ length: 120 }, (_, i) =>
      wide.db.transaction((tx) =>
        i % 3 === 0
          ? ledger.credit(tx, {
              userId: user.id,
              type: 'TOP_UP',
              reason: 'pay_order',
              amountMinor: 7,
              idempotencyKey: `mix:${user.id}:${i}`,
            })
          : ledger.debit(tx, {
              userId: user.id,
              type: 'DAILY_FEE',
              reason: 'daily_fee',
              amountMinor: 5,
              idempotencyKey: `mix:${user.id}:${i}`,
            }),
      ),
    );
    const outcomes = await Promise.allSettled(work);
    const rows = await wide.db.select().from(activities).where(eq(activities.userId, user.id));
    const sum = rows.reduce((total, row) => total + row.amountMinor, 0);
    expect(await balanceOf(user.id)).toBe(sum);
    expect(rows).toHaveLength(1 + outcomes.filter((outcome) => outcome.status === 'fulfilled').length);
    expect(rows.every((row) => row.balanceAfterMinor >= 0)).toBe(true);
    expect((await checkLedger(wide.db)).ok).toBe(true);
  });
});
