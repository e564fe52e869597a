import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAndCustomer, call, enterView, plansOnSale } from './admin-fixtures.ts';
import { freshProfileIdentity } from './esim-fixtures.ts';
import { expectError } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createPayOrder } from './helpers/wallet.ts';
import { freshCardIdentity, inventoryCard } from './sims-fixtures.ts';

// Every admin endpoint: anonymous → 401, a customer → 403 admin_required, a customer view's token (an
// administrator acting as a customer) → 403 admin_required, an administrator → its success status.

let t: TestApp;
let people: Awaited<ReturnType<typeof adminAndCustomer>>;
beforeAll(async () => {
  t = await buildTestApp();
  people = await adminAndCustomer(t);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE';

interface Endpoint {
  method: Method;
  /** The URL, a payload and headers that succeed for an administrator (built fresh for each call). */
  valid: () => Promise<{
    url: string;
    payload?: object | string;
    headers?: Record<string, string>;
    status: number;
  }>;
}

const csv = { 'content-type': 'text/csv' };

const endpoints: Record<string, Endpoint> = {
  'GET /api/admin/customers': {
    method: 'GET',
    valid: async () => ({ url: '/api/admin/customers?q=user', status: 200 }),
  },
  'GET /api/admin/customers/:id': {
    method: 'GET',
    valid: async () => ({ url: `/api/admin/customers/${people.customer.id}`, status: 200 }),
  },
  'POST /api/admin/customers/:id/view': {
    method: 'POST',
    valid: async () => ({ url: `/api/admin/customers/${people.customer.id}/view`, status: 201 }),
  },
  'GET /api/admin/cards': {
    method: 'GET',
    valid: async () => ({
      url: '/api/admin/cards?cardNumberFrom=1&cardNumberTo=99999999999999',
      status: 200,
    }),
  },
  'POST /api/admin/cards/:id/starter-pack': {
    method: 'POST',
    valid: async () => {
      const card = await inventoryCard(t);
      const [plan] = await plansOnSale(t);
      return {
        url: `/api/admin/cards/${card.id}/starter-pack`,
        payload: { planId: plan!.id, days: 7 },
        status: 200,
      };
    },
  },
  'POST /api/admin/cards/:id/starter-pack/reset': {
    method: 'POST',
    valid: async () => {
      const [plan] = await plansOnSale(t);
      const card = await inventoryCard(t, {
        isStarterPack: true,
        starterPackPlanId: plan!.id,
        starterPackDays: 3,
      });
      const expireAt = new Date(t.clock.now().getTime() + 5 * 86_400_000).toISOString();
      return {
        url: `/api/admin/cards/${card.id}/starter-pack/reset`,
        payload: { mode: 'expireAt', expireAt },
        status: 200,
      };
    },
  },
  'DELETE /api/admin/cards/:id/starter-pack': {
    method: 'DELETE',
    valid: async () => {
      const [plan] = await plansOnSale(t);
      const card = await inventoryCard(t, {
        isStarterPack: true,
        starterPackPlanId: plan!.id,
        starterPackDays: 3,
      });
      return { url: `/api/admin/cards/${card.id}/starter-pack`, status: 200 };
    },
  },
  'GET /api/admin/audit': { method: 'GET', valid: async () => ({ url: '/api/admin/audit', status: 200 }) },
  'GET /api/admin/network/differences': {
    method: 'GET',
    valid: async () => ({ url: '/api/admin/network/differences', status: 200 }),
  },
  'POST /api/admin/network/reconcile': {
    method: 'POST',
    valid: async () => ({ url: '/api/admin/network/reconcile', status: 200 }),
  },
  'GET /api/admin/dashboard': {
    method: 'GET',
    valid: async () => ({ url: '/api/admin/dashboard?preset=last7Days', status: 200 }),
  },
  'GET /api/admin/dashboard/queues': {
    method: 'GET',
    valid: async () => ({ url: '/api/admin/dashboard/queues', status: 200 }),
  },
  'GET /api/admin/dashboard/export': {
    method: 'GET',
    valid: async () => ({ url: '/api/admin/dashboard/export?preset=lastMonth', status: 200 }),
  },
  'POST /api/admin/cards/import': {
    method: 'POST',
    valid: async () => {
      const { cardNumber, iccid } = freshCardIdentity();
      return {
        url: '/api/admin/cards/import',
        payload: `card_number,iccid,verify_code\n${cardNumber},${iccid},1234\n`,
        headers: csv,
        status: 200,
      };
    },
  },
  'POST /api/admin/cards/:id/release': {
    method: 'POST',
    valid: async () => {
      const card = await inventoryCard(t, { deletedAt: new Date() });
      return { url: `/api/admin/cards/${card.id}/release`, status: 200 };
    },
  },
  'POST /api/admin/recharges': {
    method: 'POST',
    valid: async () => ({
      url: '/api/admin/recharges',
      payload: { account: people.customer.username, amountMinor: 500, reason: 'access test' },
      status: 201,
    }),
  },
  'GET /api/admin/pay-orders': {
    method: 'GET',
    valid: async () => ({ url: '/api/admin/pay-orders', status: 200 }),
  },
  'POST /api/admin/pay-orders/:id/confirm': {
    method: 'POST',
    valid: async () => {
      const order = await createPayOrder(
        t,
        { authorization: `Bearer ${people.customer.token}` },
        {
          amountMinor: 1000,
          method: 'DOMESTIC',
        },
      );
      return { url: `/api/admin/pay-orders/${order.json().data.id}/confirm`, status: 200 };
    },
  },
  'POST /api/admin/esim/profiles/import': {
    method: 'POST',
    valid: async () => {
      const { iccid, matchingId } = freshProfileIdentity();
      return {
        url: '/api/admin/esim/profiles/import',
        payload: `iccid,sm_dp_address,matching_id\n${iccid},smdp.example.com,${matchingId}\n`,
        headers: csv,
        status: 200,
      };
    },
  },
  'GET /api/admin/esim/stock': {
    method: 'GET',
    valid: async () => ({ url: '/api/admin/esim/stock', status: 200 }),
  },
};

/** A URL of the endpoint for the refused calls (ids need not exist: the guard answers first). */
const anyUrl = (name: string) =>
  name.split(' ')[1]!.replace(':id/confirm', `${randomUUID()}/confirm`).replace(':id', '1');

describe.each(Object.entries(endpoints))('%s', (name, endpoint) => {
  it('answers 401 login_expired without a token', async () => {
    expectError(await call(t, null, endpoint.method, anyUrl(name)), 'login_expired');
  });

  it('answers 403 admin_required to a customer', async () => {
    expectError(await call(t, people.customer.token, endpoint.method, anyUrl(name)), 'admin_required');
  });

  it("answers 403 admin_required to a customer view's token", async () => {
    const view = await enterView(t, people.admin.token, people.customer.id);
    expectError(await call(t, view.accessToken, endpoint.method, anyUrl(name)), 'admin_required');
  });

  it('works for an administrator', async () => {
    const request = await endpoint.valid();
    const res = await t.app.inject({
      method: endpoint.method,
      url: request.url,
      headers: { authorization: `Bearer ${people.admin.token}`, ...(request.headers ?? {}) },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    expect(res.statusCode, res.body).toBe(request.status);
    // a download answers its file, every other endpoint the success envelope
    if (String(res.headers['content-type']).startsWith('text/csv')) expect(res.body).toMatch(/^\uFEFF\w/);
    else expect(res.json().code).toBe(0);
  });
});
