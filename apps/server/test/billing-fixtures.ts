import { and, asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { selectRows } from '../src/db/database.ts';
import { balanceOf as ledgerBalanceOf } from '../src/modules/ledger/balance.ts';
import { ledgerFor } from '../src/modules/ledger/ledger.ts';
import { checkLedger } from '../src/modules/ledger/ledger-check.ts';
import { activities, basicPlans, simCards } from '../src/schema.ts';
import { bearer, createUser, login } from './helpers/auth.ts';
import type { TestApp } from './helpers/build-test-app.ts';
import { expectAccountsWhole } from './helpers/wallet.ts';
import { inventoryCard } from './sims-fixtures.ts';

// Fixtures of the billing tests (billing*.test.ts): customers with money, cards in a given state, days.

/** Moves the app's clock to an instant (noon UTC of a day by default, far from any boundary). */
export const moveTo = (t: TestApp, day: string, time = '12:00:00Z') => {
  t.clock.reset();
  t.clock.advance(Date.parse(`${day}T${time}`) - Date.now());
};

let funds = 0;
/** Credits a customer through the ledger (so the books stay balanced), as a top-up would. */
export const fund = async (t: TestApp, userId: number, amountMinor: number) => {
  funds += 1;
  await t.database.db.transaction((tx) =>
    ledgerFor(t.ctx).credit(tx, {
      userId,
      type: 'TOP_UP',
      reason: 'admin_recharge',
      amountMinor,
      idempotencyKey: `test-fund:${userId}:${funds}:${Math.random()}`,
    }),
  );
};

export const planByCode = async (t: TestApp, code: string) => {
  const [plan] = await t.database.db.select().from(basicPlans).where(eq(basicPlans.code, code));
  return plan!;
};

/** The default catalogue's plans: 150/day, 250/day, 2400 per 30 days. */
export const catalogue = async (t: TestApp) => ({
  daily500: await planByCode(t, 'global-daily-500mb'),
  daily1g: await planByCode(t, 'global-daily-1gb'),
  asia30: await planByCode(t, 'asia-30d-10gb'),
});

/** A customer (with a balance, credited through the ledger) and their bearer headers. */
export const customer = async (t: TestApp, balance = 0) => {
  const user = await createUser(t);
  if (balance > 0) await fund(t, user.id, balance);
  const tokens = await login(t, user.username, user.password);
  return { user, headers: bearer(tokens.accessToken), token: tokens.accessToken };
};

/** A card bound to `userId`, in the state given (columns billing owns set directly). */
export const cardOf = async (
  t: TestApp,
  userId: number,
  columns: Partial<typeof simCards.$inferInsert> = {},
) => {
  const card = await inventoryCard(t, { userId, boundAt: t.clock.now(), ...columns });
  return card.id;
};

export const readCardRow = async (t: TestApp, id: number) => {
  const [row] = await t.database.db.select().from(simCards).where(eq(simCards.id, id));
  return row!;
};

/** The customer's balance, as the ledger keeps it. */
export const balanceOf = async (t: TestApp, userId: number) =>
  (await ledgerBalanceOf(t.database.db, userId))!;

/** The DAILY_FEE activities of a card, oldest first. */
export const dailyFees = (t: TestApp, cardId: number) =>
  t.database.db
    .select()
    .from(activities)
    .where(and(eq(activities.cardId, cardId), eq(activities.type, 'DAILY_FEE')))
    .orderBy(asc(activities.id));

export const countRows = async (t: TestApp, table: string): Promise<number> => {
  const [row] = await selectRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from ${sql.raw(table)}`,
  );
  return Number(row!.n);
};

/**
 * The ledger invariant: every balance equals the sum of its activities and the newest balance-after, and every
 * account has its balance row.
 */
export const expectBooksBalanced = async (t: TestApp) => {
  const report = await checkLedger(t.database.db);
  expect(report.problems).toEqual([]);
  await expectAccountsWhole(t.database.db);
};
