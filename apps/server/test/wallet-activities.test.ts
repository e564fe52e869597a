import { ACTIVITY_CSV_COLUMNS } from '@simportal/contract/api/wallet';
import { addDaysToIsoDate, isoDateInTimeZone } from '@simportal/contract/calendar-date';
import Papa from 'papaparse';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerFor } from '../src/modules/ledger/ledger.ts';
import { simCards } from '../src/schema.ts';
import { bearer, expectError } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { adminRecharge, customerAndAdmin, expectLedgerClean, issueRules } from './helpers/wallet.ts';

const DAY_MS = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ BILLING_TZ: 'Asia/Shanghai', CURRENCY: 'CNY' });
});
afterEach(async () => {
  t.clock.reset();
  await expectLedgerClean(t);
});
afterAll(() => t.close());

const today = () => isoDateInTimeZone(t.clock.now(), 'Asia/Shanghai');

const list = (headers: Record<string, string>, query = '') =>
  t.app.inject({ url: `/api/wallet/activities${query}`, headers });

const exportCsv = (headers: Record<string, string>, query = '') =>
  t.app.inject({ url: `/api/wallet/activities/export${query}`, headers });

const insertCard = async (cardNumber: string, iccid: string) =>
  (await t.database.db.insert(simCards).values({ cardNumber, iccid, verifyCodeHash: 'x' }).returning())[0]!;

/**
 * A customer with history over four business days: a 50.00 top-up three days ago, a daily fee on card A two
 * days ago, an add-on on card B yesterday and a refund of the fee today.
 */
const customerWithHistory = async () => {
  const { customer, admin } = await customerAndAdmin(t);
  const ledger = ledgerFor(t.ctx);
  const suffix = String(customer.user.id).padStart(6, '0');
  const cardA = await insertCard(`1064800${suffix}`, `8985200000001${suffix}`);
  const cardB = await insertCard(`1064801${suffix}`, `8985200000002${suffix}`);
  const userId = customer.user.id;
  t.clock.advance(-3 * DAY_MS);
  await adminRecharge(t, admin.tokens.accessToken, customer.user.email, 5_000, 'Welcome credit');
  t.clock.advance(DAY_MS);
  const fee = await t.database.db.transaction((tx) =>
    ledger.debit(tx, {
      userId,
      type: 'DAILY_FEE',
      reason: 'daily_fee',
      amountMinor: 150,
      cardId: cardA.id,
      idempotencyKey: `fee:${userId}`,
    }),
  );
  t.clock.advance(DAY_MS);
  await t.database.db.transaction((tx) =>
    ledger.debit(tx, {
      userId,
      type: 'ADD_ON_PURCHASE',
      reason: 'add_on_purchase',
      amountMinor: 300,
      cardId: cardB.id,
      idempotencyKey: `addon:${userId}`,
    }),
  );
  t.clock.advance(DAY_MS);
  await t.database.db.transaction((tx) =>
    ledger.refund(tx, {
      userId,
      refundsActivityId: fee.activity.id,
      reason: 'refund',
      amountMinor: 150,
      idempotencyKey: `refund:${userId}`,
    }),
  );
  return { customer, admin, cardA, cardB, feeId: fee.activity.id };
};

describe('the Activities list', () => {
  it('shows every balance change newest first, with signed amounts, balance after, card and status', async () => {
    const { customer, cardA, feeId } = await customerWithHistory();
    const res = await list(customer.headers);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(page.items.map((a: { type: string }) => a.type)).toEqual([
      'REFUND',
      'ADD_ON_PURCHASE',
      'DAILY_FEE',
      'TOP_UP',
    ]);
    expect(page.items.map((a: { amountMinor: number }) => a.amountMinor)).toEqual([150, -300, -150, 5_000]);
    expect(page.items.map((a: { balanceAfterMinor: number }) => a.balanceAfterMinor)).toEqual([
      4_700, 4_550, 4_850, 5_000,
    ]);
    expect(page.items.map((a: { tradeDate: string }) => a.tradeDate)).toEqual([
      today(),
      addDaysToIsoDate(today(), -1),
      addDaysToIsoDate(today(), -2),
      addDaysToIsoDate(today(), -3),
    ]);
    expect(page.items[0]).toMatchObject({
      refundsActivityId: feeId,
      cardId: cardA.id,
      cardNumber: cardA.cardNumber,
      rechargeStatus: null,
    });
    expect(page.items[3]).toMatchObject({
      reason: 'admin_recharge',
      note: 'Welcome credit',
      rechargeStatus: 'FINISHED',
      cardId: null,
    });
    const info = await t.app.inject({ url: '/api/wallet/summary', headers: customer.headers });
    expect(info.json().data).toEqual({ balance: 4_700, currency: 'CNY' });
  });

  it('pages, and filters by type, card id, card number and business days', async () => {
    const { customer, cardA, cardB } = await customerWithHistory();
    const second = (await list(customer.headers, '?page=2&pageSize=3')).json().data;
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(second.items.map((a: { type: string }) => a.type)).toEqual(['TOP_UP']);
    // past the last page no row carries the count: it is still the whole history's
    expect((await list(customer.headers, '?page=3&pageSize=3')).json().data).toEqual({
      items: [],
      total: 4,
      page: 3,
      pageSize: 3,
    });
    const types = async (query: string) =>
      (await list(customer.headers, query)).json().data.items.map((a: { type: string }) => a.type);
    expect(await types('?type=DAILY_FEE')).toEqual(['DAILY_FEE']);
    expect(await types(`?cardId=${cardA.id}`)).toEqual(['REFUND', 'DAILY_FEE']);
    expect(await types(`?cardNumber=${cardB.cardNumber}`)).toEqual(['ADD_ON_PURCHASE']);
    expect(await types('?cardNumber=999')).toEqual([]);
    const yesterday = addDaysToIsoDate(today(), -1);
    expect(await types(`?start=${addDaysToIsoDate(today(), -2)}&end=${yesterday}`)).toEqual([
      'ADD_ON_PURCHASE',
      'DAILY_FEE',
    ]);
    expect(await types(`?start=${today()}&end=${today()}`)).toEqual(['REFUND']);
    expect(await types(`?start=${yesterday}&end=${today()}&type=REFUND&cardId=${cardA.id}`)).toEqual([
      'REFUND',
    ]);
  });

  it('shows only the caller’s own activities', async () => {
    await customerWithHistory();
    const { customer: newcomer } = await customerAndAdmin(t);
    expect((await list(newcomer.headers)).json().data).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 20,
    });
  });

  it.each([
    ['?start=2026-01-01', 'end', 'date_range_required'],
    ['?end=2026-01-01', 'start', 'date_range_required'],
    ['?start=2026-02-30&end=2026-03-01', 'start', 'date_invalid'],
    ['?start=yesterday&end=2026-03-01', 'start', 'date_invalid'],
    ['?start=2026-03-05&end=2026-03-01', 'end', 'date_end_before_start'],
  ])('refuses the date range %s: date_range_invalid naming %s and %s', async (query, field, rule) => {
    const { customer } = await customerAndAdmin(t);
    for (const res of [await list(customer.headers, query), await exportCsv(customer.headers, query)]) {
      const data = expectError(res, 'date_range_invalid');
      expect(data).toEqual({ rule, issues: [{ in: 'query', field, rule }] });
    }
  });

  it('refuses a range that ends after today in the business time zone', async () => {
    const { customer } = await customerAndAdmin(t);
    const tomorrow = addDaysToIsoDate(today(), 1);
    const res = await list(customer.headers, `?start=${today()}&end=${tomorrow}`);
    expect(expectError(res, 'date_range_invalid')).toMatchObject({ rule: 'date_after_today' });
    expect(issueRules(res)).toEqual(['query.end:date_after_today']);
  });

  it('refuses bad filters and needs a login', async () => {
    const { customer } = await customerAndAdmin(t);
    expect(issueRules(await list(customer.headers, '?type=GIFT'))).toEqual(['query.type:invalid_value']);
    expect(issueRules(await list(customer.headers, '?cardNumber=12ab'))).toEqual([
      'query.cardNumber:invalid_value',
    ]);
    expect(issueRules(await list(customer.headers, '?cardId=0'))).toEqual(['query.cardId:invalid_value']);
    expectError(await list({}), 'login_expired');
    expectError(await exportCsv({}), 'login_expired');
  });
});

describe('the CSV export', () => {
  const parse = (body: string) => {
    expect(body.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<string[]>(body.slice(1), { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    return parsed.data;
  };

  it('downloads the filtered activities with stable columns, major-unit amounts and CRLF lines', async () => {
    const { customer, cardA } = await customerWithHistory();
    const res = await exportCsv(customer.headers, `?cardId=${cardA.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="activities-${today()}.csv"`);
    expect(res.body).toContain('\r\n');
    const [header, ...rows] = parse(res.body);
    expect(header).toEqual([...ACTIVITY_CSV_COLUMNS]);
    expect(rows.map((row) => [row[3], row[4], row[5], row[6], row[8], row[10]])).toEqual([
      ['REFUND', '1.50', '47.00', 'CNY', 'refund', cardA.cardNumber],
      ['DAILY_FEE', '-1.50', '48.50', 'CNY', 'daily_fee', cardA.cardNumber],
    ]);
    const all = parse((await exportCsv(customer.headers)).body);
    expect(all).toHaveLength(5);
    expect(all[4]!.slice(3, 10)).toEqual([
      'TOP_UP',
      '50.00',
      '50.00',
      'CNY',
      'FINISHED',
      'admin_recharge',
      'Welcome credit',
    ]);
  });

  it('neutralises spreadsheet formulas in text a person typed', async () => {
    const { customer, admin } = await customerAndAdmin(t);
    const notes = [
      '=HYPERLINK("http://evil.test","click")',
      '+1+2',
      '-3+4',
      '@SUM(A1)',
      'plain, with "quotes"',
      // issue #31: a cell that a `;` separator would start, and the full-width equals sign
      'fine;=cmd|calc',
      '\uFF1D1+1',
    ];
    for (const note of notes)
      await adminRecharge(t, admin.tokens.accessToken, customer.user.username, 100, note);
    const rows = parse((await exportCsv(customer.headers)).body).slice(1);
    expect(rows.map((row) => row[9]).reverse()).toEqual([
      `'=HYPERLINK("http://evil.test","click")`,
      `'+1+2`,
      `'-3+4`,
      `'@SUM(A1)`,
      'plain, with "quotes"',
      "fine;'=cmd|calc",
      "'\uFF1D1+1",
    ]);
  });

  it('exports a long history completely, in batches', async () => {
    const { customer } = await customerAndAdmin(t);
    const ledger = ledgerFor(t.ctx);
    await t.database.db.transaction(async (tx) => {
      for (let i = 0; i < 1_203; i++) {
        await ledger.credit(tx, {
          userId: customer.user.id,
          type: 'TOP_UP',
          reason: 'pay_order',
          amountMinor: 1,
          idempotencyKey: `bulk:${customer.user.id}:${i}`,
        });
      }
    });
    const rows = parse((await exportCsv(customer.headers)).body).slice(1);
    expect(rows).toHaveLength(1_203);
    expect(rows[0]![5]).toBe('12.03');
    expect(rows.at(-1)![5]).toBe('0.01');
    expect(new Set(rows.map((row) => row[0])).size).toBe(1_203);
    // 1,203 credits through the ledger, one by one: 35 s on a loaded 2-core machine, past the default 30 s.
  }, 120_000);
});

describe('administrator recharge', () => {
  const recharge = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/admin/recharges', headers, payload });

  it('credits a customer found by username or email, with the reason on the TOP_UP', async () => {
    const { customer, admin } = await customerAndAdmin(t);
    const byName = await recharge(admin.headers, {
      account: customer.user.username.toUpperCase(),
      amountMinor: 2_000,
      reason: 'Bank transfer 0042',
    });
    expect(byName.statusCode, byName.body).toBe(201);
    expect(byName.json().data).toMatchObject({
      replayed: false,
      user: { id: customer.user.id, balance: 2_000 },
      activity: { type: 'TOP_UP', amountMinor: 2_000, reason: 'admin_recharge', note: 'Bank transfer 0042' },
    });
    const byEmail = await recharge(admin.headers, {
      account: customer.user.email,
      amountMinor: 1,
      reason: 'x',
    });
    expect(byEmail.json().data.user.balance).toBe(2_001);
  });

  it('answers username_not_exists, user_not_exist, validation errors, and admin_required for a customer', async () => {
    const { customer, admin } = await customerAndAdmin(t);
    // spec §8 "Username not exists" for a username, "User does not exist" for an email (issue #67)
    expectError(
      await recharge(admin.headers, { account: 'nobody-here', amountMinor: 100, reason: 'x' }),
      'username_not_exists',
    );
    expectError(
      await recharge(admin.headers, { account: 'nobody@example.com', amountMinor: 100, reason: 'x' }),
      'user_not_exist',
    );
    const invalid = await recharge(admin.headers, { account: ' ', amountMinor: 0, reason: '' });
    expectError(invalid, 'validation_failed');
    expect(issueRules(invalid).sort()).toEqual([
      'body.account:field_required',
      'body.amountMinor:amount_invalid',
      'body.reason:field_required',
    ]);
    const tooMuch = await recharge(admin.headers, {
      account: customer.user.username,
      amountMinor: 1_000_001,
      reason: 'x',
    });
    expect(issueRules(tooMuch)).toEqual(['body.amountMinor:amount_too_large']);
    expectError(
      await recharge(customer.headers, {
        account: customer.user.username,
        amountMinor: 100,
        reason: 'self-service',
      }),
      'admin_required',
    );
  });

  it('credits once for a retried Idempotency-Key and refuses the key for another body', async () => {
    const { customer, admin } = await customerAndAdmin(t);
    const headers = { ...admin.headers, 'idempotency-key': 'admin-recharge-retry-1' };
    const body = { account: customer.user.username, amountMinor: 500, reason: 'Cash at the desk' };
    const first = await recharge(headers, body);
    const retry = await recharge(headers, body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().data.activity).toEqual(first.json().data.activity);
    expect(retry.json().data.replayed).toBe(true);
    expectError(await recharge(headers, { ...body, amountMinor: 600 }), 'idempotency_conflict');
    const summary = await t.app.inject({
      url: '/api/wallet/summary',
      headers: bearer(customer.tokens.accessToken),
    });
    expect(summary.json().data.balance).toBe(500);
  });
});
