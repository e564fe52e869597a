import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBillingDay } from '../src/commands/daily-run.ts';
import { importUsage } from '../src/modules/usage/import-usage.ts';
import { csvUsageSource } from '../src/modules/usage/usage-csv.ts';
import { pushSubscriptions, users } from '../src/schema.ts';
import { cardOf, catalogue, customer, moveTo, readCardRow } from './billing-fixtures.ts';
import { bearer, login, signedInUser } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { mails, newestMail } from './helpers/deliveries.ts';
import { browserKeys, type LocalPushService, startPushService } from './helpers/push-service.ts';
import { unzip } from './helpers/unzip.ts';
import { createPayOrder } from './helpers/wallet.ts';
import { usageCsv } from './usage-fixtures.ts';

// Who is told by push (issue #58, docs/decisions/0070): the data alerts and the low-balance reminder reach the
// customer's devices beside their mails, in the customer's language; the devices are in the data export and
// gone with the account.

let t: TestApp;
let service: LocalPushService;
beforeAll(async () => {
  t = await buildTestApp({ PUSH_LOCAL_ENDPOINTS: 'true' });
  service = await startPushService();
});
afterAll(async () => {
  await service.close();
  await t.close();
});

let devices = 0;
/** A customer (in `locale`) with one device subscribed at the local push service, and what it receives. */
const customerWithDevice = async (locale: 'en' | 'zh-CN', balance = 0, app: TestApp = t) => {
  const who = await customer(app, balance);
  await app.database.db.update(users).set({ locale }).where(eq(users.id, who.user.id));
  devices += 1;
  const browser = browserKeys();
  const endpoint = `${service.origin}/alerts/${devices}`;
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: who.headers,
    payload: { endpoint, keys: browser.keys },
  });
  expect(res.statusCode, res.body).toBe(200);
  const received = () =>
    service.received
      .filter((push) => push.path === new URL(endpoint).pathname)
      .map((push) => browser.decrypt(push.body) as Record<string, string>);
  return { ...who, received };
};

const quiet = { log: { info: () => {}, warn: () => {}, error: () => {} } };

describe('pushes beside the mails', () => {
  it("tells a data alert, in Chinese to a Chinese customer, opening the card's Traffic Detail", async () => {
    moveTo(t, '2026-03-15');
    const { asia30 } = await catalogue(t); // 10 GB per 30-day cycle
    const holder = await customerWithDevice('zh-CN');
    const cardId = await cardOf(t, holder.user.id, {
      status: 'USING',
      currentPlanId: asia30.id,
      cycleStartDay: '2026-03-01',
      label: '旅行',
    });
    const { iccid } = await readCardRow(t, cardId);
    await importUsage(
      t.ctx,
      csvUsageSource(usageCsv([[iccid, '2026-03-10', 'HK', 'Hong Kong', 8.5 * 1024 * 1024]])),
    );
    expect(holder.received()).toEqual([
      {
        title: '旅行：流量已用 80%',
        body: '已用 8.5 GB，共 10 GB。购买加油包可继续高速上网。',
        url: `/mySims/${cardId}/traffic`,
        tag: `data-alert-${cardId}`,
        locale: 'zh-CN',
      },
    ]);
    t.clock.reset();
  });

  it('tells the low-balance reminder of the daily run, with the top-up it suggests', async () => {
    moveTo(t, '2026-12-01');
    const { daily500 } = await catalogue(t);
    const en = await customerWithDevice('en', 500);
    await cardOf(t, en.user.id, { status: 'USING', currentPlanId: daily500.id });
    const run = await runBillingDay(t.ctx, '2026-12-01', quiet);
    expect(run).toMatchObject({ runwayReminded: 1 });
    expect(en.received()).toEqual([
      {
        title: 'Balance low',
        body: 'Your balance covers daily fees until Thursday 3 December. Top up $42.00 to keep your cards running.',
        url: '/recharge?amount=42',
        tag: 'balance',
        locale: 'en',
      },
    ]);
    t.clock.reset();
  });
});

describe("the daily run's news about money, told by notify (issue #68)", () => {
  it('tells a card stopped at once, and a short balance and runway of one day once', async () => {
    const own = await buildTestApp({ PUSH_LOCAL_ENDPOINTS: 'true' });
    try {
      moveTo(own, '2026-12-01');
      const { daily500 } = await catalogue(own);
      // 150 a day: nothing pays today's fee; 200 leaves 50 after it, short of tomorrow's
      const stopped = await customerWithDevice('en', 0, own);
      const short = await customerWithDevice('en', 200, own);
      for (const who of [stopped, short])
        await cardOf(own, who.user.id, { status: 'USING', currentPlanId: daily500.id });
      const run = await runBillingDay(own.ctx, '2026-12-01', quiet);
      expect(run).toMatchObject({ suspended: 1, lowBalanceWarned: 1, runwayReminded: 1 });
      const told = async (who: typeof stopped) => ({
        mails: (await mails(own.database.db, { to: who.user.email })).map((mail) => mail.mailKind),
        pushes: who.received().map((push) => `${push.tag}: ${push.title}`),
        inbox: (await own.app.inject({ method: 'GET', url: '/api/inbox', headers: who.headers }))
          .json()
          .data.items.map((item: { kind: string }) => item.kind),
      });
      // a card stopped for lack of credit is mailed and pushed always, never held by quiet hours
      expect(await told(stopped)).toEqual({
        mails: ['card_suspended'],
        pushes: ['suspended: Cards stopped'],
        inbox: ['card.suspended'],
      });
      expect(stopped.received()[0]).toMatchObject({
        body: "Your balance could not pay today's fee, so 1 card was stopped. Top up to resume it.",
        url: '/recharge',
      });
      // short of tomorrow's fees and of the runway the same day: told once (decision 0092), the runway reminder
      // carrying the low balance's facts: one mail, one push, one inbox item, each saying both
      expect(await told(short)).toEqual({
        mails: ['low_balance'],
        pushes: ['balance: Top up before tomorrow'],
        inbox: ['balance.runway_low'],
      });
      expect(short.received()[0]).toMatchObject({
        body:
          "Your balance of $0.50 will not cover tomorrow's fees ($1.50). " +
          'Top up $45.00 to cover the next 30 days.',
        url: '/recharge?amount=45',
      });
    } finally {
      await own.close();
    }
  });
});

describe('the channels a customer chooses for each alert (decision 0073)', () => {
  const channelsOf = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/alert-channels', headers })).json().data.alerts;
  const choose = (headers: Record<string, string>, alerts: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/alert-channels', headers, payload: { alerts } });

  it('are mail and push for every alert until chosen; an unknown alert is refused', async () => {
    const who = await customer(t);
    expect(await channelsOf(who.headers)).toEqual(
      ['data', 'autoAddOn', 'lowBalance', 'bridge', 'trip', 'caps'].map((alert) => ({
        alert,
        mail: true,
        push: true,
      })),
    );
    const refused = await choose(who.headers, [{ alert: 'security', mail: false, push: false }]);
    expect(refused.statusCode).toBe(400);
    const saved = await choose(who.headers, [{ alert: 'lowBalance', mail: false, push: true }]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.alerts[2]).toEqual({ alert: 'lowBalance', mail: false, push: true });
    expect((await channelsOf(who.headers))[0]).toEqual({ alert: 'data', mail: true, push: true });
  });

  it('hold back the mail or the push the customer turned off, and only that', async () => {
    moveTo(t, '2026-03-15');
    const { asia30, daily500 } = await catalogue(t);
    const holder = await customerWithDevice('en', 500);
    // data alerts by push only, the low-balance reminder by mail only
    expect(
      (
        await choose(holder.headers, [
          { alert: 'data', mail: false, push: true },
          { alert: 'lowBalance', mail: true, push: false },
        ])
      ).statusCode,
    ).toBe(200);
    const cardId = await cardOf(t, holder.user.id, {
      status: 'USING',
      currentPlanId: asia30.id,
      cycleStartDay: '2026-03-01',
    });
    const { iccid } = await readCardRow(t, cardId);
    await importUsage(
      t.ctx,
      csvUsageSource(usageCsv([[iccid, '2026-03-10', 'HK', 'Hong Kong', 8.5 * 1024 * 1024]])),
    );
    expect(holder.received().map((push) => push.tag)).toEqual([`data-alert-${cardId}`]);
    expect(
      await newestMail(t.database.db, { to: holder.user.email, mailKind: 'usage_alert_80' }),
    ).toBeUndefined();

    // a day of its own: the app's run of Dec 1 is recorded by the test above
    moveTo(t, '2026-12-10');
    await cardOf(t, holder.user.id, { status: 'USING', currentPlanId: daily500.id });
    expect(await runBillingDay(t.ctx, '2026-12-10', quiet)).toMatchObject({ runwayReminded: 1 });
    expect(await newestMail(t.database.db, { to: holder.user.email, mailKind: 'runway_low' })).toBeDefined();
    expect(holder.received()).toHaveLength(1);
    t.clock.reset();
  });
});

describe('the bridge of a waiting top-up', () => {
  it('tells a Chinese customer their cards keep running, opening the waiting order', async () => {
    const own = await buildTestApp({ PUSH_LOCAL_ENDPOINTS: 'true' });
    try {
      moveTo(own, '2026-12-01');
      const traveller = await customerWithDevice('zh-CN', 0, own);
      const admin = await signedInUser(own, { level: 1 });
      const payOrder = async (amountMinor: number) => {
        // signed in now: the test's clock moves days, past any session's tokens
        const { accessToken } = await login(own, traveller.user.username, traveller.user.password);
        const res = await createPayOrder(own, bearer(accessToken), { amountMinor, method: 'DOMESTIC' });
        expect(res.statusCode, res.body).toBe(201);
        return res.json().data as { id: string; reference: string };
      };
      // a top-up confirmed before (they pay), two cards at $1.50 a day: $1.00 left after Dec 1–3
      const paid = await payOrder(1_000);
      const confirmed = await own.app.inject({
        method: 'POST',
        url: `/api/admin/pay-orders/${paid.id}/confirm`,
        headers: bearer(admin.tokens.accessToken),
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const { daily500 } = await catalogue(own);
      for (let i = 0; i < 2; i++)
        await cardOf(own, traveller.user.id, { status: 'USING', currentPlanId: daily500.id });
      for (const day of ['2026-12-01', '2026-12-02', '2026-12-03']) {
        moveTo(own, day);
        await runBillingDay(own.ctx, day, quiet);
      }
      const waiting = await payOrder(5_000);
      moveTo(own, '2026-12-04');
      expect(await runBillingDay(own.ctx, '2026-12-04', quiet)).toMatchObject({ bridgesStarted: 1 });
      expect(traveller.received().at(-1)).toEqual({
        title: '卡照常使用',
        body: `您的余额不足以支付今天的日租费，在充值 ${waiting.reference} 确认前由我们垫付。`,
        url: `/pay?order=${waiting.id}`,
        tag: 'balance',
        locale: 'zh-CN',
      });
    } finally {
      await own.close();
    }
  });
});

describe("a customer's devices as personal data", () => {
  it('are in the data export, without their keys, and erased with the account', async () => {
    const bob = await customerWithDevice('en');
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/user/data-export',
      headers: bob.headers,
    });
    expect(exported.statusCode).toBe(200);
    const [device] = JSON.parse((await unzip(exported.rawPayload)).get('devices.json')!);
    expect(device).toMatchObject({ endpoint: expect.stringContaining(service.origin), lastNotifiedAt: null });
    expect(JSON.stringify(device)).not.toMatch(/p256dh|auth/);

    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/user/deletion-code',
      headers: bob.headers,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const mail = await newestMail(t.database.db, { to: bob.user.email, mailKind: 'account_deletion_code' });
    const code = mail!.text.match(/\b(\d{6})\b/)![1];
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/user/deletion',
      headers: bob.headers,
      payload: { password: bob.user.password, code },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const left = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, bob.user.id));
    expect(left).toEqual([]);
  });
});
