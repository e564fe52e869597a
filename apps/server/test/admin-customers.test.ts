import {
  type AdminCustomer,
  adminCustomerDetailSchema,
  adminCustomerSchema,
} from '@simportal/contract/api/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAndCustomer, call } from './admin-fixtures.ts';
import { bearer, createUser, expectError } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { adminRecharge, createPayOrder, expectLedgerClean } from './helpers/wallet.ts';
import { bind, inventoryCard } from './sims-fixtures.ts';

let t: TestApp;
let people: Awaited<ReturnType<typeof adminAndCustomer>>;
beforeAll(async () => {
  t = await buildTestApp({ CURRENCY: 'EUR' });
  people = await adminAndCustomer(t);
});
afterAll(() => t.close());

const customers = async (query: string) => {
  const res = await call(t, people.admin.token, 'GET', `/api/admin/customers?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: AdminCustomer[]; total: number; page: number; pageSize: number };
};

describe('Customer List (GET /api/admin/customers)', () => {
  it('searches customers by username or email, case-insensitively, with balance, cards and registration', async () => {
    const ann = await createUser(t, { username: 'annSearch', email: 'ann.search@example.test' });
    t.clock.advance(1000);
    const bob = await createUser(t, { username: 'bob_other', email: 'bob@annsearch.example.test' });
    await adminRecharge(t, people.admin.token, 'annSearch', 1234);
    const card = await inventoryCard(t);
    const annLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { account: ann.username, password: ann.password, rememberMe: false },
    });
    expect((await bind(t, annLogin.json().data.accessToken, card)).statusCode).toBe(201);

    const page = await customers('q=ANNSEARCH');
    expect(page.items.map((c) => c.username)).toEqual(['bob_other', 'annSearch']);
    expect(page.total).toBe(2);
    const found = adminCustomerSchema.parse(page.items[1]);
    expect(found).toMatchObject({ id: ann.id, balance: 1234, currency: 'EUR', cardCount: 1 });
    expect(Date.parse(found.createdAt)).not.toBeNaN();
    expect((await customers('q=bob@annsearch')).items.map((c) => c.id)).toEqual([bob.id]);
    await expectLedgerClean(t);
  });

  it('lists customers only, newest first, paged', async () => {
    await createUser(t, { level: 1, username: 'zz_admin_two' });
    const all = await customers('pageSize=100');
    expect(all.items.some((c) => c.id === people.admin.id || c.username === 'zz_admin_two')).toBe(false);
    const firstTwo = await customers('pageSize=2');
    const second = await customers('pageSize=2&page=2');
    expect(firstTwo.total).toBe(all.total);
    expect([...firstTwo.items, ...second.items].map((c) => c.id)).toEqual(
      all.items.slice(0, 4).map((c) => c.id),
    );
  });

  it('matches % and _ literally', async () => {
    await createUser(t, { username: 'percent_user' });
    expect((await customers('q=%25')).items).toEqual([]);
    expect((await customers('q=t_u')).items.map((c) => c.username)).toEqual(['percent_user']);
  });
});

describe('one customer (GET /api/admin/customers/:id)', () => {
  it('shows their cards, pending pay orders and latest activities', async () => {
    const { customer } = await adminAndCustomer(t);
    const card = await inventoryCard(t);
    expect((await bind(t, customer.token, card)).statusCode).toBe(201);
    await adminRecharge(t, people.admin.token, customer.username, 500, 'welcome');
    const pending = await createPayOrder(t, bearer(customer.token), {
      amountMinor: 2000,
      method: 'DOMESTIC',
    });
    const confirmed = await createPayOrder(t, bearer(customer.token), {
      amountMinor: 1000,
      method: 'DOMESTIC',
    });
    await call(t, people.admin.token, 'POST', `/api/admin/pay-orders/${confirmed.json().data.id}/confirm`);

    const res = await call(t, people.admin.token, 'GET', `/api/admin/customers/${customer.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = adminCustomerDetailSchema.parse(res.json().data);
    expect(detail.customer).toMatchObject({ id: customer.id, balance: 1500, cardCount: 1 });
    expect(detail.cards.map((c) => [c.id, c.holder?.id])).toEqual([[card.id, customer.id]]);
    expect(detail.pendingPayOrders.map((o) => o.id)).toEqual([pending.json().data.id]);
    expect(detail.pendingPayOrders[0]).toMatchObject({ status: 'INIT', username: customer.username });
    expect(detail.recentActivities.map((a) => [a.type, a.amountMinor])).toEqual([
      ['TOP_UP', 1000],
      ['TOP_UP', 500],
    ]);
  });

  it('user_not_exist for an unknown id or an administrator', async () => {
    expectError(await call(t, people.admin.token, 'GET', '/api/admin/customers/999999'), 'user_not_exist');
    expectError(
      await call(t, people.admin.token, 'GET', `/api/admin/customers/${people.admin.id}`),
      'user_not_exist',
    );
    expectError(await call(t, people.admin.token, 'GET', '/api/admin/customers/abc'), 'validation_failed');
  });
});
