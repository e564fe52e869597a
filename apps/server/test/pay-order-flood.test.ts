import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDeliveryRounds } from '../src/commands/delivery-rounds.ts';
import { PAY_ORDERS_WAITING_MAX } from '../src/modules/wallet/pay-orders.ts';
import { PAY_ORDER_CREATES_PER_MINUTE } from '../src/modules/wallet/routes.ts';
import { payOrders, users } from '../src/schema.ts';
import { call } from './admin-fixtures.ts';
import { bearer, expectError, signedInUser } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { mails } from './helpers/deliveries.ts';
import { createPayOrder, expectLedgerClean } from './helpers/wallet.ts';

// Issue #67 item 12: one customer made 500 waiting pay orders of US$10,000 in 1.9 s (100 with a `buy` API key,
// 400 with a session) and 1,000 mails were queued to the administrators. Now a customer has at most
// PAY_ORDERS_WAITING_MAX orders waiting, the route takes PAY_ORDER_CREATES_PER_MINUTE a minute from one customer
// whatever the credential, and the administrators hear of one customer's new orders at most once a window, the
// rest in a delivery round's digest, itself at most once a window.

const MINUTE = 60_000;
const silent = { info: () => {}, warn: () => {}, error: () => {} };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await expectLedgerClean(t);
  await t.close();
});

/** One round of the delivery worker, as the server runs it every JOB_WORKER_INTERVAL_SECONDS. */
const workerRound = async () => startDeliveryRounds(t.ctx, silent).stop();

const newOrderMails = (to: string) => mails(t.database.db, { to, mailKind: 'pay_order_new' });

describe('a customer flooding the pay orders (issue #67)', () => {
  it('500 attempts by session and API key: bounded orders, bounded mails, a digest of the rest', async () => {
    const admin = await signedInUser(t, { level: 1 });
    const chineseAdmin = await signedInUser(t, { level: 1 });
    await t.database.db.update(users).set({ locale: 'zh-CN' }).where(eq(users.id, chineseAdmin.user.id));
    const flooder = await signedInUser(t);
    const session = bearer(flooder.tokens.accessToken);
    const key = await call(t, flooder.tokens.accessToken, 'POST', '/api/api-keys', {
      name: 'flood',
      scopes: ['buy'],
      expiresInDays: null,
    });
    expect(key.statusCode, key.body).toBe(201);
    const apiKey = bearer(key.json().data.secret as string);

    const statuses = new Map<string, number>();
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          createPayOrder(t, i % 5 === 0 ? apiKey : session, { amountMinor: 1_000_000, method: 'DOMESTIC' }),
        ),
      );
      for (const res of answers) {
        const label = `${res.statusCode} ${res.statusCode === 201 ? 'created' : res.json().message}`;
        statuses.set(label, (statuses.get(label) ?? 0) + 1);
      }
    }
    console.log('500 attempts:', Object.fromEntries(statuses));
    expect(statuses.get('201 created')).toBe(PAY_ORDERS_WAITING_MAX);
    expect(statuses.get('409 pay_order_waiting_limit')).toBe(
      PAY_ORDER_CREATES_PER_MINUTE - PAY_ORDERS_WAITING_MAX,
    );
    expect(statuses.get('429 too_many_requests')).toBe(500 - PAY_ORDER_CREATES_PER_MINUTE);
    const orders = await t.database.db.select().from(payOrders).where(eq(payOrders.userId, flooder.user.id));
    expect(orders).toHaveLength(PAY_ORDERS_WAITING_MAX);

    // the first order was told at once, in its own mail; the two after it wait for the delivery round
    const [first, ...rest] = orders.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const told = await newOrderMails(admin.user.email);
    expect(told.map((mail) => mail.subject)).toEqual([
      `New pay order ${first!.reference}: $10,000.00 to confirm`,
    ]);
    // another customer's order is not held back by the flood: told at once, in its own mail
    const neighbour = await signedInUser(t);
    const theirs = await createPayOrder(t, bearer(neighbour.tokens.accessToken), {
      amountMinor: 800,
      method: 'DOMESTIC',
    });
    const neighbourMails = (await newOrderMails(admin.user.email)).filter((mail) =>
      mail.subject.includes(theirs.json().data.reference),
    );
    expect(neighbourMails).toHaveLength(1);
    // the round tells the flooder's rest in one digest, in each administrator's language
    await workerRound();
    const flooderMails = (await newOrderMails(admin.user.email)).filter(
      (mail) => !mail.subject.includes(theirs.json().data.reference),
    );
    expect(flooderMails).toHaveLength(2);
    expect(flooderMails[1]!.subject).toBe('2 new pay orders to confirm');
    for (const order of rest) expect(flooderMails[1]!.text).toContain(`/adminMode?order=${order.reference}`);
    const chinese = (await newOrderMails(chineseAdmin.user.email)).filter(
      (mail) => !mail.subject.includes(theirs.json().data.reference),
    );
    expect(chinese).toHaveLength(2);
    expect(chinese[1]!.subject).toBe('2 笔新支付订单待确认');
    expect(chinese[1]!.locale).toBe('zh-CN');
    // a cancelled place filled again within the window waits: the next digest is a window later
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/wallet/pay-orders/${first!.id}/cancel`,
      headers: session,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    t.clock.advance(MINUTE);
    const again = await createPayOrder(t, session, { amountMinor: 500, method: 'DOMESTIC' });
    expect(again.statusCode, again.body).toBe(201);
    await workerRound();
    expect(await newOrderMails(admin.user.email)).toHaveLength(3);
    t.clock.advance(5 * MINUTE);
    await workerRound();
    const later = await newOrderMails(admin.user.email);
    expect(later).toHaveLength(4);
    expect(later[3]!.subject).toContain(again.json().data.reference);
    // and nothing more, however many rounds
    t.clock.advance(10 * MINUTE);
    await workerRound();
    expect(await newOrderMails(admin.user.email)).toHaveLength(4);
    const announced = await t.database.db
      .select()
      .from(payOrders)
      .where(and(eq(payOrders.userId, flooder.user.id), eq(payOrders.status, 'INIT')));
    expect(announced.every((order) => order.announcedAt !== null)).toBe(true);
  });

  it('frees a waiting place when the customer cancels an order', async () => {
    const customer = await signedInUser(t);
    const headers = bearer(customer.tokens.accessToken);
    const made = [];
    for (let i = 0; i < PAY_ORDERS_WAITING_MAX; i++) {
      const res = await createPayOrder(t, headers, { amountMinor: 1_000 + i, method: 'DOMESTIC' });
      expect(res.statusCode, res.body).toBe(201);
      made.push(res.json().data.id as string);
    }
    expectError(
      await createPayOrder(t, headers, { amountMinor: 2_000, method: 'DOMESTIC' }),
      'pay_order_waiting_limit',
    );
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/wallet/pay-orders/${made[0]}/cancel`,
      headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await createPayOrder(t, headers, { amountMinor: 2_000, method: 'DOMESTIC' })).statusCode).toBe(
      201,
    );
  });
});
