import { CUSTOMER_VIEW_TTL_SECONDS, customerViewSchema } from '@simportal/contract/api/admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '../src/schema.ts';
import { adminAndCustomer, auditRows, call, enterView } from './admin-fixtures.ts';
import { bearer, createUser, DEFAULT_PASSWORD, expectError } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { bind, inventoryCard } from './sims-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

const userInfo = (token: string) => call(t, token, 'GET', '/api/user/getUserInfo');
const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/refresh', headers: bearer(refreshToken) });
const leave = (token: string) => call(t, token, 'POST', '/api/customer-view/leave');

describe("entering a customer's view (POST /api/admin/customers/:id/view)", () => {
  it('issues a short-lived token pair acting as the customer and naming the administrator', async () => {
    const { admin, customer } = await adminAndCustomer(t);
    const res = await call(t, admin.token, 'POST', `/api/admin/customers/${customer.id}/view`);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const view = customerViewSchema.parse(res.json().data);
    expect(view.customer).toEqual({ id: customer.id, username: customer.username, email: customer.email });
    expect(claimsOf(view.accessToken)).toMatchObject({
      sub: String(customer.id),
      act: { sub: String(admin.id) },
    });
    const lifetime = Date.parse(view.sessionExpiresAt) - t.clock.now().getTime();
    expect(lifetime).toBeLessThanOrEqual(CUSTOMER_VIEW_TTL_SECONDS * 1000);
    expect(lifetime).toBeGreaterThan(CUSTOMER_VIEW_TTL_SECONDS * 1000 - 10_000);

    // the portal as the customer sees it
    const info = await userInfo(view.accessToken);
    expect(info.json().data).toMatchObject({ id: customer.id, username: customer.username, level: 0 });
    // the administrator's own session is untouched
    expect((await userInfo(admin.token)).json().data).toMatchObject({ id: admin.id, level: 1 });
  });

  it('only for customers: not an administrator (nor oneself), not an unknown id', async () => {
    const { admin } = await adminAndCustomer(t);
    const other = await createUser(t, { level: 1 });
    expectError(await call(t, admin.token, 'POST', `/api/admin/customers/${other.id}/view`), 'no_permission');
    expectError(await call(t, admin.token, 'POST', `/api/admin/customers/${admin.id}/view`), 'no_permission');
    expectError(await call(t, admin.token, 'POST', '/api/admin/customers/999999/view'), 'user_not_exist');
    expect((await auditRows(t, admin.id)).map((row) => row.action)).toEqual([]);
  });
});

describe("what a customer view's token may do", () => {
  it("acts as the customer: the customer's cards, binding a card", async () => {
    const { admin, customer } = await adminAndCustomer(t);
    const view = await enterView(t, admin.token, customer.id);
    const card = await inventoryCard(t);
    expect((await bind(t, view.accessToken, card)).statusCode).toBe(201);
    const mine = await call(t, customer.token, 'GET', '/api/sims');
    expect(mine.json().data.items.map((c: { id: number }) => c.id)).toEqual([card.id]);
  });

  it('cannot reach admin endpoints', async () => {
    const { admin, customer } = await adminAndCustomer(t);
    const view = await enterView(t, admin.token, customer.id);
    expectError(await call(t, view.accessToken, 'GET', '/api/admin/customers'), 'admin_required');
    expectError(
      await call(t, view.accessToken, 'POST', `/api/admin/customers/${customer.id}/view`),
      'admin_required',
    );
  });

  it("cannot change the customer's password", async () => {
    const { admin, customer } = await adminAndCustomer(t);
    const view = await enterView(t, admin.token, customer.id);
    const res = await call(t, view.accessToken, 'POST', '/api/user/password', {
      oldPassword: DEFAULT_PASSWORD,
      password: 'Changed-123',
      confirmPassword: 'Changed-123',
    });
    expectError(res, 'no_permission');
    // the customer's own password still works
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { account: customer.username, password: DEFAULT_PASSWORD, rememberMe: false },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refreshes within the view, and stops when it ends (30 minutes)', async () => {
    const { admin, customer } = await adminAndCustomer(t);
    const view = await enterView(t, admin.token, customer.id);
    const refreshed = await refresh(view.refreshToken);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const pair = refreshed.json().data;
    expect(claimsOf(pair.accessToken).act).toEqual({ sub: String(admin.id) });
    expect(pair.sessionExpiresAt).toBe(view.sessionExpiresAt);

    t.clock.advance(CUSTOMER_VIEW_TTL_SECONDS * 1000 + 1000);
    try {
      expect((await userInfo(pair.accessToken)).statusCode).toBe(401);
      expectError(await refresh(pair.refreshToken), 'refresh_token_expired');
      // the administrator's own (longer) session lives on
      expect((await refresh(admin.refreshToken)).statusCode).toBe(200);
    } finally {
      t.clock.reset();
    }
  });
});

describe("leaving a customer's view (POST /api/customer-view/leave)", () => {
  it('ends the view session at once: access and refresh tokens stop working', async () => {
    const { admin, customer } = await adminAndCustomer(t);
    const view = await enterView(t, admin.token, customer.id);
    const res = await leave(view.accessToken);
    expect(res.statusCode, res.body).toBe(200);
    expectError(await userInfo(view.accessToken), 'session_ended');
    expectError(await refresh(view.refreshToken), 'refresh_token_expired');
    const [session] = await t.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.actorUserId, admin.id));
    expect(session).toMatchObject({ userId: customer.id, revokedReason: 'customer_view_left' });
    // the administrator and the customer keep their own sessions
    expect((await userInfo(admin.token)).statusCode).toBe(200);
    expect((await userInfo(customer.token)).statusCode).toBe(200);
  });

  it('is refused to an ordinary session (no_permission) and to nobody (401)', async () => {
    const { admin, customer } = await adminAndCustomer(t);
    expectError(await leave(customer.token), 'no_permission');
    expectError(await leave(admin.token), 'no_permission');
    expectError(await call(t, null, 'POST', '/api/customer-view/leave'), 'login_expired');
  });
});

describe('the audit log of a customer view', () => {
  it('records entering, every state-changing request (refused ones too) and leaving; reads are not recorded', async () => {
    const { admin, customer } = await adminAndCustomer(t);
    const view = await enterView(t, admin.token, customer.id);
    const card = await inventoryCard(t);
    await call(t, view.accessToken, 'GET', '/api/sims');
    await bind(t, view.accessToken, card);
    await call(t, view.accessToken, 'PATCH', `/api/sims/${card.id}/label`, { label: 'Travel' });
    await call(t, view.accessToken, 'POST', '/api/user/password', {
      oldPassword: DEFAULT_PASSWORD,
      password: 'Changed-123',
      confirmPassword: 'Changed-123',
    });
    await call(t, view.accessToken, 'POST', '/api/sims', {});
    await leave(view.accessToken);

    const rows = (await auditRows(t, admin.id)).reverse();
    expect(rows.map((row) => row.action)).toEqual([
      'customer_view_enter',
      'customer_view_request',
      'customer_view_request',
      'customer_view_request',
      'customer_view_request',
      'customer_view_leave',
    ]);
    expect(rows.every((row) => row.targetUserId === customer.id && row.ip === '127.0.0.1')).toBe(true);
    const sessionId = rows[0]!.details.sessionId;
    expect(typeof sessionId).toBe('string');
    expect(rows.slice(1, 5).map((row) => row.details)).toEqual([
      { method: 'POST', route: '/api/sims', status: 201, sessionId },
      { method: 'PATCH', route: '/api/sims/:id/label', status: 200, sessionId },
      { method: 'POST', route: '/api/user/password', status: 403, sessionId },
      { method: 'POST', route: '/api/sims', status: 400, sessionId },
    ]);
    expect(rows[5]!.details).toEqual({ sessionId });
    // the customer acting for themself is not audited
    await call(t, customer.token, 'PATCH', `/api/sims/${card.id}/label`, { label: 'Mine' });
    expect(await auditRows(t, admin.id)).toHaveLength(6);
  });
});
