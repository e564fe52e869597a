import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries } from '../src/schema.ts';
import { adminAndCustomer, call } from './admin-fixtures.ts';
import { moveTo } from './billing-fixtures.ts';
import { addProfiles, clearFreeStock } from './esim-fixtures.ts';
import { bearer, expectError, login } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { insertDelivery } from './helpers/deliveries.ts';
import { createPayOrder } from './helpers/wallet.ts';
import { inventoryCard } from './sims-fixtures.ts';

// Admin Management › Overview (modules/dashboard), beside its figures (dashboard.test.ts): the ranges it takes and
// refuses, the queues that need a person, and who may read it. BILLING_TZ is Asia/Shanghai, 8 hours ahead of UTC.

const TZ = 'Asia/Shanghai';

let t: TestApp;
let admin: string;
let customerToken: string;
let adminLogin: { username: string; password: string };
beforeAll(async () => {
  t = await buildTestApp({ BILLING_TZ: TZ });
  moveTo(t, '2026-12-10');
  const people = await adminAndCustomer(t);
  admin = people.admin.token;
  adminLogin = people.admin;
  customerToken = people.customer.token;
});
afterAll(() => t.close());

const overview = (query: string, token = admin) => call(t, token, 'GET', `/api/admin/dashboard?${query}`);

describe('the range of GET /api/admin/dashboard and its export', () => {
  it('resolves the quick ranges against today in BILLING_TZ', async () => {
    const cases = {
      last7Days: ['2026-12-04', '2026-12-10'],
      last30Days: ['2026-11-11', '2026-12-10'],
      thisMonth: ['2026-12-01', '2026-12-10'],
      lastMonth: ['2026-11-01', '2026-11-30'],
    };
    for (const [preset, [start, end]] of Object.entries(cases)) {
      const data = (await overview(`preset=${preset}`)).json().data;
      expect({ preset, start: data.start, end: data.end, days: data.days.length }).toEqual({
        preset,
        start,
        end,
        days: (Date.parse(end!) - Date.parse(start!)) / 86_400_000 + 1,
      });
    }
    // 16:30 UTC on 12-10 is already 12-11 in Shanghai
    moveTo(t, '2026-12-10', '16:30:00Z');
    const later = (await login(t, adminLogin.username, adminLogin.password)).accessToken;
    expect((await overview('preset=last7Days', later)).json().data.end).toBe('2026-12-11');
    moveTo(t, '2026-12-10');
  });

  it.each([
    ['', 'date_range_required'],
    ['start=2026-12-01', 'date_range_required'],
    ['start=2026-02-30&end=2026-12-01', 'date_invalid'],
    ['start=2026-12-01&end=2026-12-11', 'date_after_today'],
    ['start=2026-12-09&end=2026-12-08', 'date_end_before_start'],
    ['start=2025-12-09&end=2026-12-10', 'date_range_too_long'],
  ])('refuses the range ?%s with date_range_invalid (%s)', async (query, rule) => {
    for (const url of [`/api/admin/dashboard?${query}`, `/api/admin/dashboard/export?${query}`]) {
      const res = await call(t, admin, 'GET', url);
      expect(expectError(res, 'date_range_invalid')).toMatchObject({ rule });
    }
  });

  it('takes 366 days, and refuses an unknown preset or a preset with dates as validation_failed', async () => {
    expect((await overview('start=2025-12-10&end=2026-12-10')).statusCode).toBe(200);
    expectError(await overview('preset=lastYear'), 'validation_failed');
    expect(expectError(await overview('preset=last7Days&start=2026-12-01'), 'validation_failed')).toEqual({
      issues: [expect.objectContaining({ field: 'preset', rule: 'date_range_or_preset' })],
    });
  });
});

describe('GET /api/admin/dashboard/queues', () => {
  it('counts the pay orders to confirm, and a confirmation from the list takes one off', async () => {
    const before = (await call(t, admin, 'GET', '/api/admin/dashboard/queues')).json().data;
    const order = await createPayOrder(t, bearer(customerToken), { amountMinor: 1000, method: 'DOMESTIC' });
    expect(order.statusCode, order.body).toBe(201);
    const waiting = (await call(t, admin, 'GET', '/api/admin/dashboard/queues')).json().data;
    expect(waiting.payOrdersWaiting).toBe(before.payOrdersWaiting + 1);
    const id = order.json().data.order?.id ?? order.json().data.id;
    const confirmed = await call(t, admin, 'POST', `/api/admin/pay-orders/${id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const after = (await call(t, admin, 'GET', '/api/admin/dashboard/queues')).json().data;
    expect(after.payOrdersWaiting).toBe(before.payOrdersWaiting);
  });

  it('measures the free eSIM profiles against the threshold and counts failed deliveries', async () => {
    await clearFreeStock(t);
    await addProfiles(t, 5);
    const card = await inventoryCard(t);
    const command = (action: 'PAUSE' | 'RESUME') => ({ cardId: card.id, iccid: card.iccid, action });
    for (const [action, state] of [
      ['PAUSE', 'failed'],
      ['RESUME', 'dead'],
      ['RESUME', 'delivered'],
    ] as const) {
      await insertDelivery(t.database.db, { kind: 'carrier_command', payload: command(action), state });
    }
    const mail = { to: 'x@example.test', mailKind: 'test', locale: 'en', subject: 's', text: 'b' };
    for (const state of ['failed', 'dead', 'dead', 'delivered'] as const) {
      await insertDelivery(t.database.db, { kind: 'mail', payload: mail, state });
    }
    // a webhook given up: the administrators' digest names it, so the tile counts it too (decision 0092)
    await t.database.db
      .insert(deliveries)
      .values({ kind: 'webhook', payload: { endpointId: 1, eventId: 'evt_1' }, state: 'dead' });
    let queues = (await call(t, admin, 'GET', '/api/admin/dashboard/queues')).json().data;
    expect(queues).toMatchObject({
      today: '2026-12-10',
      esimStock: { available: 5, threshold: 5, low: true },
      carrierCommands: { failed: 1, dead: 1 },
      mails: { failed: 1, dead: 2 },
      pushes: { failed: 0, dead: 0 },
      webhooks: { failed: 0, dead: 1 },
    });
    await addProfiles(t, 1);
    queues = (await call(t, admin, 'GET', '/api/admin/dashboard/queues')).json().data;
    expect(queues.esimStock).toEqual({ available: 6, threshold: 5, low: false });
  });
});

describe('who may read the overview', () => {
  it.each([
    '/api/admin/dashboard?preset=last7Days',
    '/api/admin/dashboard/queues',
    '/api/admin/dashboard/export?preset=last7Days',
  ])('%s: 401 for a visitor, 403 admin_required for a customer', async (url) => {
    expectError(await call(t, null, 'GET', url), 'login_expired');
    expectError(await call(t, customerToken, 'GET', url), 'admin_required');
  });
});
