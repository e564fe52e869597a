import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../src/clock.ts';
import { selectRows } from '../src/db/database.ts';
import { DomainError } from '../src/http/domain-error.ts';
import {
  assertAllDebited,
  type DebitManyCounts,
  debitMany,
  debitManyCounts,
} from '../src/modules/ledger/debit-many.ts';
import { createLedger, type Ledger } from '../src/modules/ledger/ledger.ts';
import { checkLedger } from '../src/modules/ledger/ledger-check.ts';
import { activities, balances, simCards } from '../src/schema.ts';
import { createUser } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { expectLedgerClean } from './helpers/wallet.ts';

let t: TestApp;
let ledger: Ledger;
const now = new Date('2026-03-01T16:30:00Z');
const clock: Clock = { now: () => now };

beforeAll(async () => {
  t = await buildTestApp();
  // 16:30 UTC is already the next day in Shanghai: the trade date is the business day, not the UTC date.
  ledger = createLedger({ timeZone: 'Asia/Shanghai', clock });
});
afterEach(() => expectLedgerClean(t));
afterAll(() => t.close());

const inTx = <T>(work: Parameters<typeof t.database.db.transaction<T>>[0]) => t.database.db.transaction(work);

const errorKey = async (pending: Promise<unknown>) => {
  const error = await pending.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  return { key: (error as DomainError).key, data: (error as DomainError).data };
};

const rowsOf = (userId: number) =>
  t.database.db.select().from(activities).where(eq(activities.userId, userId)).orderBy(activities.id);

const balanceOf = async (userId: number) =>
  (
    await t.database.db
      .select({ balance: balances.balance })
      .from(balances)
      .where(eq(balances.userId, userId))
  )[0]!.balance;

let keys = 0;
const key = (label: string) => `test:${label}:${++keys}`;

describe('credit and debit', () => {
  it('write one signed activity each with the balance after it and the business day', async () => {
    const user = await createUser(t);
    const credit = await inTx((tx) =>
      ledger.credit(tx, {
        userId: user.id,
        type: 'TOP_UP',
        reason: 'pay_order',
        amountMinor: 1_000,
        idempotencyKey: key('c'),
      }),
    );
    const debit = await inTx((tx) =>
      ledger.debit(tx, {
        userId: user.id,
        type: 'DAILY_FEE',
        reason: 'daily_fee',
        amountMinor: 150,
        idempotencyKey: key('d'),
        tradeDate: '2026-03-01',
      }),
    );
    expect(credit.replayed).toBe(false);
    expect(credit.activity).toMatchObject({ type: 'TOP_UP', amountMinor: 1_000, balanceAfterMinor: 1_000 });
    expect(credit.activity.tradeDate).toBe('2026-03-02');
    expect(credit.activity.createdAt.toISOString()).toBe('2026-03-01T16:30:00.000Z');
    expect(debit.activity).toMatchObject({
      type: 'DAILY_FEE',
      amountMinor: -150,
      balanceAfterMinor: 850,
      tradeDate: '2026-03-01',
    });
    expect(await balanceOf(user.id)).toBe(850);
    expect(await rowsOf(user.id)).toHaveLength(2);
  });

  it('refuses a debit the balance cannot cover with insufficient_credit and changes nothing', async () => {
    const user = await createUser(t);
    await inTx((tx) =>
      ledger.credit(tx, {
        userId: user.id,
        type: 'TOP_UP',
        reason: 'admin_recharge',
        amountMinor: 99,
        idempotencyKey: key('c'),
      }),
    );
    const refused = await errorKey(
      inTx((tx) =>
        ledger.debit(tx, {
          userId: user.id,
          type: 'ESIM_APPLY',
          reason: 'esim_apply',
          amountMinor: 100,
          idempotencyKey: key('d'),
        }),
      ),
    );
    expect(refused).toEqual({ key: 'insufficient_credit', data: { requiredMinor: 100, balanceMinor: 99 } });
    expect(await balanceOf(user.id)).toBe(99);
    // Exactly the balance is fine and leaves zero.
    await inTx((tx) =>
      ledger.debit(tx, {
        userId: user.id,
        type: 'ESIM_APPLY',
        reason: 'esim_apply',
        amountMinor: 99,
        idempotencyKey: key('d'),
      }),
    );
    expect(await balanceOf(user.id)).toBe(0);
  });

  it('answers user_not_exist for a user that does not exist', async () => {
    const entry = { userId: 987_654, reason: 'pay_order', amountMinor: 1, idempotencyKey: key('x') } as const;
    expect((await errorKey(inTx((tx) => ledger.credit(tx, { ...entry, type: 'TOP_UP' })))).key).toBe(
      'user_not_exist',
    );
    expect((await errorKey(inTx((tx) => ledger.debit(tx, { ...entry, type: 'DAILY_FEE' })))).key).toBe(
      'user_not_exist',
    );
  });

  it('treats a bad amount or key as a programming error', async () => {
    const user = await createUser(t);
    const base = { userId: user.id, type: 'TOP_UP', reason: 'pay_order', idempotencyKey: key('x') } as const;
    for (const amountMinor of [0, -5, 1.5, Number.MAX_SAFE_INTEGER + 2]) {
      await expect(inTx((tx) => ledger.credit(tx, { ...base, amountMinor }))).rejects.toThrow(RangeError);
    }
    await expect(
      inTx((tx) => ledger.credit(tx, { ...base, amountMinor: 1, idempotencyKey: '' })),
    ).rejects.toThrow(RangeError);
    await expect(
      inTx((tx) => ledger.credit(tx, { ...base, amountMinor: 1, tradeDate: '2026-02-30' })),
    ).rejects.toThrow(RangeError);
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('rolls back with the caller’s transaction', async () => {
    const user = await createUser(t);
    await expect(
      inTx(async (tx) => {
        await ledger.credit(tx, {
          userId: user.id,
          type: 'TOP_UP',
          reason: 'pay_order',
          amountMinor: 500,
          idempotencyKey: key('c'),
        });
        throw new Error('the caller failed after the credit');
      }),
    ).rejects.toThrow('the caller failed');
    expect(await balanceOf(user.id)).toBe(0);
    expect(await rowsOf(user.id)).toEqual([]);
  });
});

describe("set-based debits (debitMany, the daily run's entry point)", () => {
  const credited = async (amountMinor: number) => {
    const user = await createUser(t);
    await inTx((tx) =>
      ledger.credit(tx, {
        userId: user.id,
        type: 'TOP_UP',
        reason: 'admin_recharge',
        amountMinor,
        idempotencyKey: key('c'),
      }),
    );
    return user.id;
  };
  /** Debits priced against the balances given, in one statement; returns what the ledger says it wrote. */
  const debitAll = (
    rows: { userId: number; amount: number; balance: number; running: number }[],
    label: string,
  ) =>
    inTx(async (tx) => {
      const values = sql.join(
        rows.map(
          (row) =>
            sql`(${row.userId}::int, null::int, ${row.amount}::bigint, ${row.balance}::bigint, ${row.running}::bigint)`,
        ),
        sql`, `,
      );
      const [counts] = await selectRows<DebitManyCounts>(
        tx,
        sql`with debits (user_id, card_id, amount, balance, running) as (values ${values}),
          ${debitMany({
            debits: 'debits',
            type: 'DAILY_FEE',
            reason: 'daily_fee',
            tradeDate: '2026-03-01',
            createdAt: now,
            idempotencyKey: sql`${label} || ':' || user_id || ':' || running`,
            requestHash: 'test-debit-many',
          })}
          select ${debitManyCounts}`,
      );
      return assertAllDebited(counts, 'test');
    });

  it('lowers each balance once by its total and books one row per debit with the balance after it', async () => {
    const first = await credited(1_000);
    const second = await credited(500);
    const label = key('many');
    const written = await debitAll(
      [
        { userId: first, amount: 300, balance: 1_000, running: 300 },
        { userId: first, amount: 200, balance: 1_000, running: 500 },
        { userId: second, amount: 100, balance: 500, running: 100 },
      ],
      label,
    );
    expect(written).toEqual({ written: 3, writtenMinor: 600 });
    expect(await balanceOf(first)).toBe(500);
    expect(await balanceOf(second)).toBe(400);
    const rows = (await rowsOf(first)).filter((row) => row.type === 'DAILY_FEE');
    expect(rows.map((row) => [row.amountMinor, row.balanceAfterMinor])).toEqual([
      [-300, 700],
      [-200, 500],
    ]);
    expect(rows[0]!.idempotencyKey).toBe(`${label}:${first}:300`);
  });

  it('rolls the whole statement back when a balance is no longer the one the debits were priced against', async () => {
    const first = await credited(1_000);
    const second = await credited(500);
    const refused = await debitAll(
      [
        { userId: first, amount: 300, balance: 1_000, running: 300 },
        // priced against a balance that has since moved
        { userId: second, amount: 100, balance: 400, running: 100 },
      ],
      key('stale'),
    ).then(
      () => null,
      (error: unknown) => error,
    );
    expect(String(refused)).toMatch(/1 balances changed/);
    expect(await balanceOf(first)).toBe(1_000);
    expect(await balanceOf(second)).toBe(500);
    expect((await rowsOf(first)).filter((row) => row.type === 'DAILY_FEE')).toEqual([]);
  });
});

describe('idempotency', () => {
  it('answers the same request with the same key once more with the first row and no new one', async () => {
    const user = await createUser(t);
    const entry = {
      userId: user.id,
      type: 'TOP_UP',
      reason: 'admin_recharge',
      amountMinor: 700,
      note: 'welcome',
      idempotencyKey: key('same'),
    } as const;
    const first = await inTx((tx) => ledger.credit(tx, entry));
    const second = await inTx((tx) => ledger.credit(tx, entry));
    expect(second).toEqual({ activity: first.activity, replayed: true });
    expect(await rowsOf(user.id)).toHaveLength(1);
    expect(await balanceOf(user.id)).toBe(700);
  });

  it('refuses the same key with a different request: idempotency_conflict', async () => {
    const user = await createUser(t);
    const idempotencyKey = key('conflict');
    await inTx((tx) =>
      ledger.credit(tx, {
        userId: user.id,
        type: 'TOP_UP',
        reason: 'admin_recharge',
        amountMinor: 700,
        idempotencyKey,
      }),
    );
    for (const change of [{ amountMinor: 701 }, { note: 'other' }, { reason: 'pay_order' as const }]) {
      const refused = await errorKey(
        inTx((tx) =>
          ledger.credit(tx, {
            userId: user.id,
            type: 'TOP_UP',
            reason: 'admin_recharge',
            amountMinor: 700,
            idempotencyKey,
            ...change,
          }),
        ),
      );
      expect(refused.key).toBe('idempotency_conflict');
    }
    // A debit cannot reuse a credit's key either.
    const debit = await errorKey(
      inTx((tx) =>
        ledger.debit(tx, {
          userId: user.id,
          type: 'DAILY_FEE',
          reason: 'daily_fee',
          amountMinor: 700,
          idempotencyKey,
        }),
      ),
    );
    expect(debit.key).toBe('idempotency_conflict');
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it('replays a debit even after the balance has dropped below it', async () => {
    const user = await createUser(t);
    await inTx((tx) =>
      ledger.credit(tx, {
        userId: user.id,
        type: 'TOP_UP',
        reason: 'pay_order',
        amountMinor: 300,
        idempotencyKey: key('c'),
      }),
    );
    const entry = {
      userId: user.id,
      type: 'ADD_ON_PURCHASE',
      reason: 'add_on_purchase',
      amountMinor: 300,
      idempotencyKey: key('d'),
    } as const;
    const first = await inTx((tx) => ledger.debit(tx, entry));
    const retry = await inTx((tx) => ledger.debit(tx, entry));
    expect(retry).toEqual({ activity: first.activity, replayed: true });
    expect(await balanceOf(user.id)).toBe(0);
  });
});

describe('refunds', () => {
  const insertCard = async () => {
    const suffix = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
    const [card] = await t.database.db
      .insert(simCards)
      .values({ cardNumber: `1${suffix}`, iccid: `8985200000${suffix}`, verifyCodeHash: 'x' })
      .returning();
    return card!;
  };

  it('are new REFUND credits that reference the debit, copy its card, and never exceed it', async () => {
    const user = await createUser(t);
    const card = await insertCard();
    await inTx((tx) =>
      ledger.credit(tx, {
        userId: user.id,
        type: 'TOP_UP',
        reason: 'pay_order',
        amountMinor: 1_000,
        idempotencyKey: key('c'),
      }),
    );
    const { activity: debit } = await inTx((tx) =>
      ledger.debit(tx, {
        userId: user.id,
        type: 'DAILY_FEE',
        reason: 'daily_fee',
        amountMinor: 400,
        cardId: card.id,
        idempotencyKey: key('d'),
      }),
    );
    const partial = await inTx((tx) =>
      ledger.refund(tx, {
        userId: user.id,
        refundsActivityId: debit.id,
        reason: 'refund',
        amountMinor: 150,
        idempotencyKey: key('r'),
      }),
    );
    expect(partial.activity).toMatchObject({
      type: 'REFUND',
      amountMinor: 150,
      balanceAfterMinor: 750,
      refundsActivityId: debit.id,
      cardId: card.id,
    });
    const tooMuch = await errorKey(
      inTx((tx) =>
        ledger.refund(tx, {
          userId: user.id,
          refundsActivityId: debit.id,
          reason: 'refund',
          amountMinor: 251,
          idempotencyKey: key('r'),
        }),
      ),
    );
    expect(tooMuch).toEqual({ key: 'refund_not_allowed', data: { refundableMinor: 250 } });
    await inTx((tx) =>
      ledger.refund(tx, {
        userId: user.id,
        refundsActivityId: debit.id,
        reason: 'refund',
        amountMinor: 250,
        idempotencyKey: key('r'),
      }),
    );
    expect(await balanceOf(user.id)).toBe(1_000);
    // The debit itself is untouched: the ledger only grows.
    const [original] = await t.database.db.select().from(activities).where(eq(activities.id, debit.id));
    expect(original).toEqual(debit);
  });

  it('refuse to refund a credit (refund_not_allowed) or another user’s activity (not_found)', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const { activity: credit } = await inTx((tx) =>
      ledger.credit(tx, {
        userId: user.id,
        type: 'TOP_UP',
        reason: 'pay_order',
        amountMinor: 500,
        idempotencyKey: key('c'),
      }),
    );
    const ofCredit = await errorKey(
      inTx((tx) =>
        ledger.refund(tx, {
          userId: user.id,
          refundsActivityId: credit.id,
          reason: 'refund',
          amountMinor: 1,
          idempotencyKey: key('r'),
        }),
      ),
    );
    expect(ofCredit).toEqual({ key: 'refund_not_allowed', data: { refundableMinor: 0 } });
    const ofOther = await errorKey(
      inTx((tx) =>
        ledger.refund(tx, {
          userId: other.id,
          refundsActivityId: credit.id,
          reason: 'refund',
          amountMinor: 1,
          idempotencyKey: key('r'),
        }),
      ),
    );
    expect(ofOther.key).toBe('not_found');
    const missing = await errorKey(
      inTx((tx) =>
        ledger.refund(tx, {
          userId: user.id,
          refundsActivityId: 99_999_999,
          reason: 'refund',
          amountMinor: 1,
          idempotencyKey: key('r'),
        }),
      ),
    );
    expect(missing.key).toBe('not_found');
  });
});

describe('the stored ledger', () => {
  it('cannot be updated or deleted, and refuses rows that break its rules', async () => {
    const user = await createUser(t);
    await inTx((tx) =>
      ledger.credit(tx, {
        userId: user.id,
        type: 'TOP_UP',
        reason: 'pay_order',
        amountMinor: 10,
        idempotencyKey: key('c'),
      }),
    );
    await expect(
      t.database.db.update(activities).set({ amountMinor: 1_000_000 }).where(eq(activities.userId, user.id)),
    ).rejects.toThrow();
    await expect(t.database.db.delete(activities).where(eq(activities.userId, user.id))).rejects.toThrow();
    // A debit type with a positive amount breaks activities_amount_sign.
    await expect(
      t.database.db.execute(
        sql`insert into activities (user_id, type, amount_minor, balance_after_minor, reason, trade_date, idempotency_key, request_hash)
            values (${user.id}, 'DAILY_FEE', 5, 15, 'daily_fee', '2026-01-01', ${key('bad')}, 'h')`,
      ),
    ).rejects.toThrow();
  });

  it('ledger check reports drift when a balance was changed behind the ledger’s back', async () => {
    const user = await createUser(t);
    await inTx((tx) =>
      ledger.credit(tx, {
        userId: user.id,
        type: 'TOP_UP',
        reason: 'pay_order',
        amountMinor: 10,
        idempotencyKey: key('c'),
      }),
    );
    await t.database.db.update(balances).set({ balance: 25 }).where(eq(balances.userId, user.id));
    const report = await checkLedger(t.database.db);
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual([
      expect.objectContaining({
        userId: user.id,
        balanceMinor: 25,
        activitySumMinor: 10,
        driftMinor: 15,
        problems: ['drift', 'last_balance_after_mismatch'],
      }),
    ]);
    await t.database.db.update(balances).set({ balance: 10 }).where(eq(balances.userId, user.id));
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it('ledger check reports activities of an account without its balance row', async () => {
    const user = await createUser(t);
    await inTx((tx) =>
      ledger.credit(tx, {
        userId: user.id,
        type: 'TOP_UP',
        reason: 'pay_order',
        amountMinor: 10,
        idempotencyKey: key('c'),
      }),
    );
    await t.database.db.delete(balances).where(eq(balances.userId, user.id));
    const report = await checkLedger(t.database.db);
    expect(report.problems).toEqual([
      expect.objectContaining({
        userId: user.id,
        balanceMinor: 0,
        activitySumMinor: 10,
        problems: ['missing_balance', 'drift', 'last_balance_after_mismatch'],
      }),
    ]);
    await t.database.db.insert(balances).values({ userId: user.id, balance: 10 });
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });
});
