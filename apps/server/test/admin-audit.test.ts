import { AUDIT_COUNT_CAP, type AuditPage, auditEntrySchema } from '@simportal/contract/api/admin';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, balances, payOrders } from '../src/schema.ts';
import { adminAndCustomer, auditRows, call, enterView } from './admin-fixtures.ts';
import { freshProfileIdentity } from './esim-fixtures.ts';
import { bearer, expectError } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createPayOrder, expectLedgerClean, issueRules } from './helpers/wallet.ts';
import { freshCardIdentity, inventoryCard } from './sims-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const csv = (token: string, url: string, body: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), 'content-type': 'text/csv' },
    payload: body,
  });

describe('every admin action is written to the audit log', () => {
  it('recharges, pay-order confirmations, imports and releases: who, what, on whom, from where', async () => {
    const { admin, customer } = await adminAndCustomer(t);
    const recharge = await call(t, admin.token, 'POST', '/api/admin/recharges', {
      account: customer.email,
      amountMinor: 750,
      reason: 'goodwill',
    });
    expect(recharge.statusCode).toBe(201);
    const order = (
      await createPayOrder(t, bearer(customer.token), { amountMinor: 1000, method: 'DOMESTIC' })
    ).json().data;
    expect((await call(t, admin.token, 'POST', `/api/admin/pay-orders/${order.id}/confirm`)).statusCode).toBe(
      200,
    );
    const { cardNumber, iccid } = freshCardIdentity();
    const imported = await csv(
      admin.token,
      '/api/admin/cards/import',
      `card_number,iccid,verify_code\n${cardNumber},${iccid},1\n12x,${iccid},1\n`,
    );
    expect(imported.statusCode).toBe(200);
    const retired = await inventoryCard(t, { deletedAt: new Date() });
    expect((await call(t, admin.token, 'POST', `/api/admin/cards/${retired.id}/release`)).statusCode).toBe(
      200,
    );
    const profile = freshProfileIdentity();
    const esim = await csv(
      admin.token,
      '/api/admin/esim/profiles/import',
      `iccid,sm_dp_address,matching_id\n${profile.iccid},smdp.example.com,${profile.matchingId}\n`,
    );
    expect(esim.statusCode).toBe(200);
    // a refused action writes nothing
    await call(t, admin.token, 'POST', '/api/admin/recharges', {
      account: 'nobody-here',
      amountMinor: 1,
      reason: 'x',
    });

    const rows = (await auditRows(t, admin.id)).reverse();
    expect(rows.map((row) => row.action)).toEqual([
      'recharge',
      'pay_order_confirm',
      'cards_import',
      'card_release',
      'esim_profiles_import',
    ]);
    expect(rows.every((row) => row.ip === '127.0.0.1' && row.actorUserId === admin.id)).toBe(true);
    expect(rows[0]).toMatchObject({
      targetUserId: customer.id,
      details: { amountMinor: 750, reason: 'goodwill' },
    });
    expect(rows[1]).toMatchObject({
      targetUserId: customer.id,
      details: { orderId: order.id, amountMinor: 1000, replayed: false },
    });
    expect(rows[2]!.details).toEqual({ total: 2, imported: 1, duplicates: 0, rejected: 1 });
    expect(rows[3]).toMatchObject({ targetCardId: retired.id, details: { cardNumber: retired.cardNumber } });
    expect(rows[4]!.details).toMatchObject({ total: 1, imported: 1 });
  });
});

describe('money and its audit entry commit together (issue #31)', () => {
  it('a recharge or a pay order confirmation whose audit entry cannot be written credits nothing', async () => {
    const { admin, customer } = await adminAndCustomer(t);
    const order = (
      await createPayOrder(t, bearer(customer.token), { amountMinor: 1000, method: 'DOMESTIC' })
    ).json().data;
    const db = t.database.db;
    // the audit insert fails inside the money's transaction, as a crash between the two would cut it
    await db.execute(sql`create function refuse_audit() returns trigger language plpgsql as
      $$ begin raise exception 'audit refused by the test'; end $$`);
    await db.execute(sql`create trigger refuse_audit before insert on audit_log
      for each row execute function refuse_audit()`);
    try {
      const recharge = await call(t, admin.token, 'POST', '/api/admin/recharges', {
        account: customer.email,
        amountMinor: 750,
        reason: 'goodwill',
      });
      expect(recharge.statusCode).toBe(500);
      const confirm = await call(t, admin.token, 'POST', `/api/admin/pay-orders/${order.id}/confirm`);
      expect(confirm.statusCode).toBe(500);
    } finally {
      await db.execute(sql`drop trigger refuse_audit on audit_log`);
      await db.execute(sql`drop function refuse_audit()`);
    }
    const [after] = await db.select().from(balances).where(eq(balances.userId, customer.id));
    expect(after!.balance).toBe(0);
    expect(await db.select().from(activities).where(eq(activities.userId, customer.id))).toEqual([]);
    const [stored] = await db.select().from(payOrders).where(eq(payOrders.id, order.id));
    expect(stored!.status).toBe('INIT');
    expect(await auditRows(t, admin.id)).toEqual([]);
    await expectLedgerClean(t);

    // with the log writable again, the same confirmation credits once and is audited with it
    const confirmed = await call(t, admin.token, 'POST', `/api/admin/pay-orders/${order.id}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    expect((await auditRows(t, admin.id)).map((row) => row.action)).toEqual(['pay_order_confirm']);
  });
});

describe('the audit log screen (GET /api/admin/audit)', () => {
  const list = async (token: string, query = '') => {
    const res = await call(t, token, 'GET', `/api/admin/audit?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as AuditPage;
  };

  it('lists entries newest first with actor, target user and card; filters by actor, action, target, time', async () => {
    const one = await adminAndCustomer(t);
    const two = await adminAndCustomer(t);
    await call(t, one.admin.token, 'POST', '/api/admin/recharges', {
      account: one.customer.username,
      amountMinor: 100,
      reason: 'first',
    });
    t.clock.advance(60_000);
    const card = await inventoryCard(t, { deletedAt: new Date() });
    await call(t, two.admin.token, 'POST', `/api/admin/cards/${card.id}/release`);
    const view = await enterView(t, two.admin.token, two.customer.id);
    await call(t, view.accessToken, 'POST', '/api/customer-view/leave');

    const all = await list(one.admin.token, 'pageSize=100');
    for (const item of all.items) auditEntrySchema.parse(item);
    const mine = await list(one.admin.token, `actor=${encodeURIComponent(one.admin.username)}`);
    expect(mine.items.map((e) => e.action)).toEqual(['recharge']);
    expect(mine.items[0]).toMatchObject({
      actor: { id: one.admin.id, username: one.admin.username },
      targetUser: { id: one.customer.id, username: one.customer.username, email: one.customer.email },
      targetCard: null,
      ip: '127.0.0.1',
    });
    const byTwo = await list(one.admin.token, `actor=${encodeURIComponent(two.admin.email.toUpperCase())}`);
    expect(byTwo.items.map((e) => e.action)).toEqual([
      'customer_view_leave',
      'customer_view_enter',
      'card_release',
    ]);
    expect(byTwo.items[2]!.targetCard).toEqual({ id: card.id, cardNumber: card.cardNumber });

    expect((await list(one.admin.token, `target=${card.cardNumber}`)).items.map((e) => e.action)).toEqual([
      'card_release',
    ]);
    expect(
      (await list(one.admin.token, `target=${two.customer.username}`)).items.map((e) => e.action),
    ).toEqual(['customer_view_leave', 'customer_view_enter']);
    const enters = await list(one.admin.token, `action=customer_view_enter&actor=${two.admin.username}`);
    expect(enters.total).toBe(1);

    // time: two's actions happened a minute (of the test clock) after one's recharge
    const recharged = Date.parse(mine.items[0]!.at);
    const iso = (ms: number) => encodeURIComponent(new Date(ms).toISOString());
    const later = await list(one.admin.token, `from=${iso(recharged + 30_000)}`);
    expect(later.items.map((e) => e.action)).toEqual([
      'customer_view_leave',
      'customer_view_enter',
      'card_release',
    ]);
    const around = await list(
      one.admin.token,
      `actor=${one.admin.username}&from=${iso(recharged - 1000)}&to=${iso(recharged + 1000)}`,
    );
    expect(around.items.map((e) => e.action)).toEqual(['recharge']);
    expect(
      (await list(one.admin.token, `to=${iso(recharged - 1)}&actor=${one.admin.username}`)).items,
    ).toEqual([]);
    t.clock.reset();
  });

  it('pages', async () => {
    const { admin } = await adminAndCustomer(t);
    const first = await list(admin.token, 'pageSize=2');
    const second = await list(admin.token, 'pageSize=2&page=2');
    const both = await list(admin.token, 'pageSize=4');
    expect([...first.items, ...second.items].map((e) => e.id)).toEqual(both.items.map((e) => e.id));
  });

  it('counts up to the cap and then says there are more, still paging past it (issue #31)', async () => {
    const { admin } = await adminAndCustomer(t);
    const tagged = (query: string) => list(admin.token, `actor=${admin.username}&${query}`);
    await t.database.db.execute(sql`insert into audit_log (at, actor_user_id, action, details)
      select now() - g * interval '1 second', ${admin.id}, 'delivery_retry', '{}'::jsonb
      from generate_series(1, ${AUDIT_COUNT_CAP}) g`);
    const exact = await tagged('pageSize=1');
    expect(exact).toMatchObject({ total: AUDIT_COUNT_CAP, totalCapped: false });
    await call(t, admin.token, 'POST', '/api/admin/recharges', {
      account: (await adminAndCustomer(t)).customer.username,
      amountMinor: 1,
      reason: 'one more',
    });
    const capped = await tagged('pageSize=1');
    expect(capped).toMatchObject({ total: AUDIT_COUNT_CAP, totalCapped: true });
    // a page past the counted ones still answers from the log
    const beyond = await tagged(`pageSize=100&page=${AUDIT_COUNT_CAP / 100 + 1}`);
    expect(beyond.items).toHaveLength(1);
  });

  it('validates the filters', async () => {
    const { admin } = await adminAndCustomer(t);
    const reversed = await call(
      t,
      admin.token,
      'GET',
      '/api/admin/audit?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z',
    );
    expectError(reversed, 'validation_failed');
    expect(issueRules(reversed)).toEqual(['query.to:date_end_before_start']);
    const badDate = await call(t, admin.token, 'GET', '/api/admin/audit?from=yesterday');
    expect(issueRules(badDate)).toEqual(['query.from:date_invalid']);
    expectError(
      await call(t, admin.token, 'GET', '/api/admin/audit?action=delete_everything'),
      'validation_failed',
    );
  });
});
