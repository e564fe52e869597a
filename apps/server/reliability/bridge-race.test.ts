import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { businessDayOf } from '../src/business-day.ts';
import { runBillingDay } from '../src/commands/daily-run.ts';
import { deleteAccount } from '../src/commands/delete-account.ts';
import { selectRows } from '../src/db/database.ts';
import { sendDeletionCode } from '../src/modules/auth/account-deletion.ts';
import { cardOf, catalogue, expectBooksBalanced } from '../test/billing-fixtures.ts';
import { bearer, signedInUser } from '../test/helpers/auth.ts';
import { buildTestApp, type TestApp } from '../test/helpers/build-test-app.ts';
import { newestMail } from '../test/helpers/deliveries.ts';

// Bridge credit (decision 0069) under concurrency: the daily run advancing fees against waiting pay orders while
// administrators confirm them, customers cancel them and accounts are deleted. PostgreSQL only (PGlite is one
// connection and cannot race).

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

type Headers = Record<string, string>;

const post = (url: string, headers: Headers, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

const newOrder = async (headers: Headers, amountMinor: number): Promise<string> => {
  const res = await post('/api/wallet/pay-orders', headers, { amountMinor, method: 'DOMESTIC' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
};

describe.runIf(onPostgres)('bridge credit under concurrency (PostgreSQL)', () => {
  it('confirmations, cancellations and deletions racing the run: each card charged at most once, no balance below its room', async () => {
    const { daily500 } = await catalogue(t);
    const admin = await signedInUser(t, { level: 1 });
    const adminHeaders = bearer(admin.tokens.accessToken);
    // 24 travellers: a $1.00 top-up confirmed before (short of today's $3.00 for two cards), and $30.00 waiting
    const travellers = await Promise.all(
      Array.from({ length: 24 }, async () => {
        const person = await signedInUser(t, { balance: 0 });
        const headers = bearer(person.tokens.accessToken);
        const first = await newOrder(headers, 100);
        expect((await post(`/api/admin/pay-orders/${first}/confirm`, adminHeaders)).statusCode).toBe(200);
        for (let i = 0; i < 2; i += 1)
          await cardOf(t, person.user.id, { status: 'USING', currentPlanId: daily500.id });
        return { person, headers, waiting: await newOrder(headers, 3_000) };
      }),
    );
    const auth = (userId: number) => ({ userId, sessionId: randomUUID(), level: 0, actorId: null });
    // the deletions' codes, asked for and read from their mails before the race
    const codes = new Map<number, string>();
    for (const [i, { person }] of travellers.entries()) {
      if (i % 4 !== 2) continue;
      await sendDeletionCode(t.ctx, auth(person.user.id), quiet.log as never);
      const mail = await newestMail(t.database.db, {
        to: person.user.email,
        mailKind: 'account_deletion_code',
      });
      codes.set(person.user.id, mail!.text.match(/\b(\d{6})\b/)![1]!);
    }
    const day = businessDayOf(t.ctx);
    const [run] = await Promise.all([
      runBillingDay(t.ctx, day, { ...quiet, batchCustomers: 3 }),
      ...travellers.map(async ({ person, headers, waiting }, i) => {
        if (i % 4 === 0) return post(`/api/admin/pay-orders/${waiting}/confirm`, adminHeaders);
        if (i % 4 === 1) return post(`/api/wallet/pay-orders/${waiting}/cancel`, headers);
        if (i % 4 === 2) {
          const code = codes.get(person.user.id)!;
          const proof = { password: person.user.password, code };
          return deleteAccount(t.ctx, auth(person.user.id), proof, '127.0.0.1', quiet.log as never);
        }
        return undefined;
      }),
    ]);
    expect(run.skipped).toBe(false);
    // at least the quarter nobody touched was bridged
    expect(run.bridgesStarted).toBeGreaterThanOrEqual(6);
    const perCard = await selectRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from activities where type = 'DAILY_FEE' and trade_date = ${day}::date
          group by card_id`,
    );
    expect(perCard.every((row) => Number(row.n) === 1)).toBe(true);
    const below = await selectRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from balances where balance < -overdraft`,
    );
    expect(Number(below[0]!.n)).toBe(0);
    // an open bridge only on a waiting order, and at most one per customer
    const stray = await selectRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from bridges g join pay_orders o on o.id = g.pay_order_id
          where g.ended_at is null and o.status <> 'INIT'`,
    );
    expect(Number(stray[0]!.n)).toBe(0);
    // whoever was confirmed is at zero or above, their bridge (if the run got there first) settled
    const confirmed = await selectRows<{ balance: string }>(
      t.database.db,
      sql`select b.balance::text from balances b join pay_orders o on o.user_id = b.user_id
          where o.status = 'FINISHED' and o.amount_minor = 3000`,
    );
    expect(confirmed).toHaveLength(6);
    for (const row of confirmed) expect(Number(row.balance)).toBeGreaterThanOrEqual(0);
  });
});
