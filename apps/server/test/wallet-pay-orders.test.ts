import { RECHARGE_MAX_MINOR } from '@simportal/contract/fees';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf as ledgerBalanceOf } from '../src/modules/ledger/balance.ts';
import { activities, payOrders } from '../src/schema.ts';
import { bearer, expectError, signedInUser } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createPayOrder, customerAndAdmin, expectLedgerClean, issueRules } from './helpers/wallet.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ CURRENCY: 'EUR' });
});
afterEach(() => expectLedgerClean(t));
afterAll(() => t.close());

const confirm = (headers: Record<string, string>, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/pay-orders/${id}/confirm`, headers });

const balanceOf = async (userId: number) => (await ledgerBalanceOf(t.database.db, userId))!;

describe('creating a pay order', () => {
  it('stores an INIT order with the contract fees and a reference, and credits nothing yet', async () => {
    const { customer } = await customerAndAdmin(t);
    const res = await createPayOrder(t, customer.headers, {
      amountMinor: 10_000,
      method: 'INTERNATIONAL',
      remark: '  paid from my HSBC account  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data;
    expect(order).toMatchObject({
      status: 'INIT',
      method: 'INTERNATIONAL',
      amountMinor: 10_000,
      serviceFeeMinor: 100,
      internationalFeeMinor: 400,
      totalMinor: 10_500,
      currency: 'EUR',
      remark: 'paid from my HSBC account',
      finishedAt: null,
    });
    expect(order.reference).toMatch(/^PO-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(await balanceOf(customer.user.id)).toBe(0);
    const domestic = (
      await createPayOrder(t, customer.headers, { amountMinor: 1_050, method: 'DOMESTIC' })
    ).json();
    // 1% of 10.50 = 0.105 → 0.11 (half up); no international fee
    expect(domestic.data).toMatchObject({ serviceFeeMinor: 11, internationalFeeMinor: 0, totalMinor: 1_061 });
  });

  it.each([
    [{ method: 'DOMESTIC' }, 'body.amountMinor:amount_required'],
    [{ amountMinor: 0, method: 'DOMESTIC' }, 'body.amountMinor:amount_invalid'],
    [{ amountMinor: -100, method: 'DOMESTIC' }, 'body.amountMinor:amount_invalid'],
    [{ amountMinor: 12.5, method: 'DOMESTIC' }, 'body.amountMinor:amount_invalid'],
    [{ amountMinor: '1000', method: 'DOMESTIC' }, 'body.amountMinor:amount_invalid'],
    [{ amountMinor: RECHARGE_MAX_MINOR + 1, method: 'DOMESTIC' }, 'body.amountMinor:amount_too_large'],
    [{ amountMinor: 1_000, method: 'CASH' }, 'body.method:invalid_value'],
    [{ amountMinor: 1_000 }, 'body.method:field_required'],
    [{ amountMinor: 1_000, method: 'DOMESTIC', remark: 'x'.repeat(201) }, 'body.remark:invalid_value'],
  ])('refuses %j with %s', async (payload, rule) => {
    const { customer } = await customerAndAdmin(t);
    const res = await createPayOrder(t, customer.headers, payload);
    expectError(res, 'validation_failed');
    expect(issueRules(res)).toEqual([rule]);
  });

  it('needs a login', async () => {
    expectError(await createPayOrder(t, {}, { amountMinor: 1_000, method: 'DOMESTIC' }), 'login_expired');
  });

  it('answers a retry with the same Idempotency-Key with the same order, and another body with 409', async () => {
    const { customer } = await customerAndAdmin(t);
    const headers = { ...customer.headers, 'idempotency-key': 'retry-key-0001' };
    const first = await createPayOrder(t, headers, { amountMinor: 2_000, method: 'DOMESTIC' });
    const again = await createPayOrder(t, headers, { amountMinor: 2_000, method: 'DOMESTIC' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await createPayOrder(t, headers, { amountMinor: 5_000, method: 'DOMESTIC' });
    expectError(other, 'idempotency_conflict');
    const rows = await t.database.db.select().from(payOrders).where(eq(payOrders.userId, customer.user.id));
    expect(rows).toHaveLength(1);
    // The key is the caller's: another customer may use the same one for an order of their own.
    const { customer: someoneElse } = await customerAndAdmin(t);
    const theirs = await createPayOrder(
      t,
      { ...someoneElse.headers, 'idempotency-key': 'retry-key-0001' },
      { amountMinor: 5_000, method: 'DOMESTIC' },
    );
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().data.id).not.toBe(first.json().data.id);
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const { customer } = await customerAndAdmin(t);
    const res = await createPayOrder(
      t,
      { ...customer.headers, 'idempotency-key': 'no spaces allowed' },
      { amountMinor: 1_000, method: 'DOMESTIC' },
    );
    expectError(res, 'validation_failed');
    expect(issueRules(res)).toEqual(['headers.idempotency-key:invalid_value']);
  });
});

describe('reading pay orders', () => {
  it("shows the owner their order and answers not_found for another user's", async () => {
    const { customer } = await customerAndAdmin(t);
    const order = (
      await createPayOrder(t, customer.headers, { amountMinor: 1_000, method: 'DOMESTIC' })
    ).json().data;
    const mine = await t.app.inject({ url: `/api/wallet/pay-orders/${order.id}`, headers: customer.headers });
    expect(mine.json().data).toEqual(order);
    const stranger = await signedInUser(t);
    const theirs = await t.app.inject({
      url: `/api/wallet/pay-orders/${order.id}`,
      headers: bearer(stranger.tokens.accessToken),
    });
    expectError(theirs, 'not_found');
    const missing = await t.app.inject({
      url: '/api/wallet/pay-orders/00000000-0000-4000-8000-000000000000',
      headers: customer.headers,
    });
    expectError(missing, 'not_found');
    const malformed = await t.app.inject({ url: '/api/wallet/pay-orders/42', headers: customer.headers });
    expectError(malformed, 'validation_failed');
  });

  it("lists only the caller's orders, newest first, paged and by status", async () => {
    const { customer, admin } = await customerAndAdmin(t);
    const ids: string[] = [];
    for (const amountMinor of [1_000, 2_000, 3_000]) {
      t.clock.advance(1_000);
      ids.push(
        (await createPayOrder(t, customer.headers, { amountMinor, method: 'DOMESTIC' })).json().data.id,
      );
    }
    await createPayOrder(t, admin.headers, { amountMinor: 9_000, method: 'DOMESTIC' });
    await confirm(admin.headers, ids[0]!);
    const page1 = (
      await t.app.inject({ url: '/api/wallet/pay-orders?pageSize=2', headers: customer.headers })
    ).json().data;
    expect(page1).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page1.items.map((o: { id: string }) => o.id)).toEqual([ids[2], ids[1]]);
    const page2 = (
      await t.app.inject({ url: '/api/wallet/pay-orders?page=2&pageSize=2', headers: customer.headers })
    ).json().data;
    expect(page2.items.map((o: { id: string }) => o.id)).toEqual([ids[0]]);
    const finished = (
      await t.app.inject({ url: '/api/wallet/pay-orders?status=FINISHED', headers: customer.headers })
    ).json().data;
    expect(finished.items.map((o: { id: string }) => o.id)).toEqual([ids[0]]);
    const bad = await t.app.inject({
      url: '/api/wallet/pay-orders?pageSize=1000',
      headers: customer.headers,
    });
    expectError(bad, 'validation_failed');
  });
});

describe('confirming a pay order (administrator)', () => {
  it('finishes the order and credits its amount (not the fees) as one TOP_UP', async () => {
    const { customer, admin } = await customerAndAdmin(t);
    const order = (
      await createPayOrder(t, customer.headers, { amountMinor: 5_000, method: 'INTERNATIONAL' })
    ).json().data;
    const res = await confirm(admin.headers, order.id);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().data;
    expect(result.replayed).toBe(false);
    expect(result.order).toMatchObject({
      id: order.id,
      status: 'FINISHED',
      userId: customer.user.id,
      username: customer.user.username,
    });
    expect(result.order.finishedAt).not.toBeNull();
    expect(result.activity).toMatchObject({
      type: 'TOP_UP',
      amountMinor: 5_000,
      balanceAfterMinor: 5_000,
      reason: 'pay_order',
      payOrderId: order.id,
      rechargeStatus: 'FINISHED',
    });
    expect(await balanceOf(customer.user.id)).toBe(5_000);
    const seen = await t.app.inject({ url: `/api/wallet/pay-orders/${order.id}`, headers: customer.headers });
    expect(seen.json().data.status).toBe('FINISHED');
    const info = await t.app.inject({ url: '/api/user/getUserInfo', headers: customer.headers });
    expect(info.json().data.balance).toBe(5_000);
  });

  it('credits once when confirmed twice, in sequence or at the same time', async () => {
    const { customer, admin } = await customerAndAdmin(t);
    const order = (
      await createPayOrder(t, customer.headers, { amountMinor: 1_234, method: 'DOMESTIC' })
    ).json().data;
    const [a, b] = await Promise.all([confirm(admin.headers, order.id), confirm(admin.headers, order.id)]);
    const again = await confirm(admin.headers, order.id);
    for (const res of [a, b, again]) expect(res.statusCode, res.body).toBe(200);
    expect([a, b, again].map((res) => res.json().data.replayed).sort()).toEqual([false, true, true]);
    expect(again.json().data.activity).toEqual(a.json().data.activity);
    const rows = await t.database.db.select().from(activities).where(eq(activities.userId, customer.user.id));
    expect(rows).toHaveLength(1);
    expect(await balanceOf(customer.user.id)).toBe(1_234);
  });

  it('is for administrators only: admin_required for a customer, even for their own order', async () => {
    const { customer } = await customerAndAdmin(t);
    const order = (
      await createPayOrder(t, customer.headers, { amountMinor: 1_000, method: 'DOMESTIC' })
    ).json().data;
    expectError(await confirm(customer.headers, order.id), 'admin_required');
    expectError(await confirm({}, order.id), 'login_expired');
    expect(await balanceOf(customer.user.id)).toBe(0);
  });

  it('answers not_found for an unknown order', async () => {
    const { admin } = await customerAndAdmin(t);
    expectError(await confirm(admin.headers, '00000000-0000-4000-8000-000000000000'), 'not_found');
  });

  it('lists every customer’s orders for the administrator, searchable, and refuses customers', async () => {
    const { customer, admin } = await customerAndAdmin(t);
    const order = (await createPayOrder(t, customer.headers, { amountMinor: 777, method: 'DOMESTIC' })).json()
      .data;
    const byReference = await t.app.inject({
      url: `/api/admin/pay-orders?status=INIT&q=${order.reference.slice(3).toLowerCase()}`,
      headers: admin.headers,
    });
    expect(byReference.json().data.items).toEqual([
      expect.objectContaining({ id: order.id, username: customer.user.username, email: customer.user.email }),
    ]);
    const byUser = await t.app.inject({
      url: `/api/admin/pay-orders?q=${encodeURIComponent(customer.user.username)}`,
      headers: admin.headers,
    });
    expect(byUser.json().data.total).toBe(1);
    const wildcard = await t.app.inject({ url: '/api/admin/pay-orders?q=%25', headers: admin.headers });
    expect(wildcard.json().data.total).toBe(0);
    expectError(
      await t.app.inject({ url: '/api/admin/pay-orders', headers: customer.headers }),
      'admin_required',
    );
  });
});
