import { formatMoney } from '@simportal/contract/money-format';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDeliveryRounds } from '../src/commands/delivery-rounds.ts';
import { PAY_ORDER_DIGEST_WINDOW_MS } from '../src/modules/wallet/pay-order-announcements.ts';
import { auditLog, users } from '../src/schema.ts';
import { adminAndCustomer, call } from './admin-fixtures.ts';
import { bearer, expectError, signedInUser } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { mails } from './helpers/deliveries.ts';
import { createPayOrder, expectLedgerClean, issueRules } from './helpers/wallet.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await expectLedgerClean(t);
  await t.close();
});

const CHANNELS = {
  channels: [
    { kind: 'email', value: 'pay@shop.example' },
    { kind: 'whatsapp', value: '+852 5123 4567' },
    { kind: 'wechat', value: 'shop_pay01' },
  ],
  officeHours: { en: 'Mon–Fri 9–18', 'zh-CN': '周一至周五 9–18 点' },
  confirmWithinHours: 4,
};

/** Newest first. */
const mailsTo = async (to: string, mailKind: string) =>
  (await mails(t.database.db, { to, mailKind })).reverse();

describe('payment contact channels (issue #32)', () => {
  it('are set by an administrator, audited with the change, and read by anyone', async () => {
    const { admin, customer } = await adminAndCustomer(t);
    const before = await call(t, null, 'GET', '/api/support');
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual({
      channels: [],
      officeHours: { en: '', 'zh-CN': '' },
      confirmWithinHours: null,
    });

    expectError(await call(t, customer.token, 'PUT', '/api/admin/support', CHANNELS), 'admin_required');
    expect((await call(t, null, 'PUT', '/api/admin/support', CHANNELS)).statusCode).toBe(401);

    const bad = await call(t, admin.token, 'PUT', '/api/admin/support', {
      ...CHANNELS,
      channels: [
        { kind: 'whatsapp', value: 'call me' },
        { kind: 'url', value: 'http://plain.example' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(issueRules(bad)).toEqual([
      'body.channels.0.value:support_channel_invalid',
      'body.channels.1.value:support_channel_invalid',
    ]);

    const saved = await call(t, admin.token, 'PUT', '/api/admin/support', CHANNELS);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call(t, null, 'GET', '/api/support')).json().data).toEqual(CHANNELS);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, admin.id), eq(auditLog.action, 'support_settings_update')));
    expect(entry?.details).toMatchObject({ channels: ['email', 'whatsapp', 'wechat'], before: [] });
  });
});

describe('a pay order tells the people who act on it (issue #32)', () => {
  it('mails every administrator a new order in their language, and the customer when it is credited', async () => {
    const { admin, customer } = await adminAndCustomer(t);
    const chineseAdmin = await signedInUser(t, { level: 1 });
    await t.database.db.update(users).set({ locale: 'zh-CN' }).where(eq(users.id, chineseAdmin.user.id));

    const created = await createPayOrder(t, bearer(customer.token), {
      amountMinor: 5000,
      method: 'DOMESTIC',
    });
    expect(created.statusCode).toBe(201);
    const order = created.json().data;

    const [english] = await mailsTo(admin.email, 'pay_order_new');
    expect(english?.subject).toContain(order.reference);
    expect(english?.text).toContain(customer.username);
    expect(english?.text).toContain(`/adminMode?order=${order.reference}`);
    // amounts as the screens write them, with their formatter (issue #56): never 'USD 50.00'
    expect(english?.text).toContain(
      `Amount to credit: ${formatMoney(5000, 'en', 'USD')}; the customer pays ${formatMoney(5050, 'en', 'USD')}.`,
    );
    expect(`${english?.subject} ${english?.text}`).not.toContain('USD');
    const [chinese] = await mailsTo(chineseAdmin.user.email, 'pay_order_new');
    expect(chinese?.locale).toBe('zh-CN');
    expect(chinese?.subject).toContain('待确认');
    expect(chinese?.text).toContain(`/adminMode?order=${order.reference}`);
    expect(chinese?.text).toContain(formatMoney(5050, 'zh-CN', 'USD'));

    // a retried create (same key) is the same order: nobody is told twice. Made within the digest window
    // after the first (issue #67), it is told once that window ends, by the delivery round
    const key = { ...bearer(customer.token), 'idempotency-key': 'retry-key-0001' };
    await createPayOrder(t, key, { amountMinor: 700, method: 'DOMESTIC' });
    await createPayOrder(t, key, { amountMinor: 700, method: 'DOMESTIC' });
    expect(await mailsTo(admin.email, 'pay_order_new')).toHaveLength(1);
    t.clock.advance(PAY_ORDER_DIGEST_WINDOW_MS);
    await startDeliveryRounds(t.ctx, { info: () => {}, warn: () => {}, error: () => {} }).stop();
    await startDeliveryRounds(t.ctx, { info: () => {}, warn: () => {}, error: () => {} }).stop();
    const told = (await mailsTo(admin.email, 'pay_order_new')).length;
    expect(told).toBe(2);

    expect(await mailsTo(customer.email, 'pay_order_credited')).toHaveLength(0);
    const confirmed = await call(t, admin.token, 'POST', `/api/admin/pay-orders/${order.id}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    await call(t, admin.token, 'POST', `/api/admin/pay-orders/${order.id}/confirm`);
    const credited = await mailsTo(customer.email, 'pay_order_credited');
    expect(credited).toHaveLength(1);
    expect(credited[0]?.subject).toContain('50.00');
    expect(credited[0]?.text).toContain(order.reference);
  });
});
