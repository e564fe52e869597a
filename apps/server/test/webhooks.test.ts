import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runBillingDay } from '../src/commands/daily-run.ts';
import { deliverDue } from '../src/modules/deliveries/index.ts';
import { importUsage } from '../src/modules/usage/import-usage.ts';
import { csvUsageSource } from '../src/modules/usage/usage-csv.ts';
import { purgeWebhookLog, verifyWebhookSignature } from '../src/modules/webhooks/index.ts';
import { postWebhook } from '../src/modules/webhooks/post.ts';
import { WEBHOOK_SENDS_PER_MINUTE } from '../src/modules/webhooks/routes.ts';
import { deliveries, webhookAttempts, webhookEndpoints } from '../src/schema.ts';
import { adminAndCustomer, call, enterView } from './admin-fixtures.ts';
import { cardOf, catalogue, customer, moveTo, readCardRow } from './billing-fixtures.ts';
import { bearer, expectError } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createPayOrder, customerAndAdmin } from './helpers/wallet.ts';
import { usageCsv } from './usage-fixtures.ts';

// Customers' webhooks (issue #59, docs/decisions/0077) end to end: a receiver on this machine checks every
// signature with the verify function the docs hand to customers; one that fails shows the outbox's retries in
// the delivery log until the event is given up; a replay is refused by its timestamp; a rotation signs twice.

interface Received {
  path: string;
  header: string;
  body: string;
}

let t: TestApp;
let receiver: Server;
let origin: string;
const received: Received[] = [];
/** What the receiver answers at each path: /ok 200, /fail 500 until told otherwise. */
const answers = new Map<string, number>();

beforeAll(async () => {
  t = await buildTestApp({ WEBHOOK_LOCAL_ENDPOINTS: 'true', JOB_MAX_ATTEMPTS: '3' });
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, header: String(request.headers['simportal-signature'] ?? ''), body });
      const status = answers.get(path) ?? 200;
      response.writeHead(status, { 'content-type': 'text/plain' }).end(`${'x'.repeat(2000)} said ${status}`);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
  await t.close();
});
beforeEach(() => {
  received.length = 0;
  answers.clear();
  t.clock.reset();
});

const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);

const create = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/webhooks', headers: bearer(token), payload });
const endpoint = async (token: string, path: string, events = ['card.status_changed']) => {
  const res = await create(token, { url: `${origin}${path}`, events, description: 'fleet' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { endpoint: { id: number }; secret: string };
};
const sendTest = (token: string, id: number) =>
  t.app.inject({ method: 'POST', url: `/api/webhooks/${id}/test`, headers: bearer(token) });
const log = async (token: string, id: number) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/webhooks/${id}/deliveries`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    total: number;
    items: {
      eventId: string;
      attempt: number;
      responseStatus: number | null;
      responseBody: string;
      error: string | null;
    }[];
  };
};
const verify = (request: Received, secret: string, at = nowSeconds()) =>
  verifyWebhookSignature({ header: request.header, rawBody: request.body, secret, nowSeconds: at });

describe('a webhook endpoint', () => {
  it('signs each event as Stripe does, refuses a replay by its timestamp and signs twice during a rotation', async () => {
    const { token } = await customer(t);
    const { endpoint: created, secret } = await endpoint(token, '/ok');
    expect(secret).toMatch(/^whsec_/);
    const [row] = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, created.id));
    expect(row!.secretSealed).toMatch(/^v1\./);
    expect(row!.secretSealed).not.toContain(secret.slice(6));

    const res = await sendTest(token, created.id);
    expect(res.json().data).toMatchObject({ delivered: true });
    const [first] = received;
    const event = JSON.parse(first!.body);
    expect(event).toMatchObject({ id: res.json().data.eventId, type: 'test' });
    expect(Math.abs(event.created - nowSeconds())).toBeLessThanOrEqual(2);
    expect(first!.header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verify(first!, secret)).toBe(true);
    // the same request replayed ten minutes later, or its body changed, or another secret: refused
    expect(verify(first!, secret, nowSeconds() + 600)).toBe(false);
    expect(verify({ ...first!, body: first!.body.replace('test', 'tesT') }, secret)).toBe(false);
    expect(verify(first!, 'whsec_other')).toBe(false);
    const logged = await log(token, created.id);
    expect(logged.items[0]).toMatchObject({ attempt: 1, responseStatus: 200, error: null });
    expect(logged.items[0]!.responseBody).toHaveLength(1024);

    // rotation: both secrets sign for 24 hours, then only the new one
    const rotated = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/${created.id}/rotate-secret`,
      headers: bearer(token),
    });
    const next = rotated.json().data.secret as string;
    expect(next).not.toBe(secret);
    expect(rotated.json().data.endpoint.previousSecretExpiresAt).not.toBeNull();
    await sendTest(token, created.id);
    expect(received[1]!.header.match(/v1=/g)).toHaveLength(2);
    expect(verify(received[1]!, secret)).toBe(true);
    expect(verify(received[1]!, next)).toBe(true);
    // a day later (the session's token would have expired: the overlap's end is moved instead)
    await t.database.db
      .update(webhookEndpoints)
      .set({ previousSecretExpiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(webhookEndpoints.id, created.id));
    await sendTest(token, created.id);
    expect(verify(received[2]!, next)).toBe(true);
    expect(verify(received[2]!, secret)).toBe(false);
    const revealed = await t.app.inject({
      method: 'GET',
      url: `/api/webhooks/${created.id}/secret`,
      headers: bearer(token),
    });
    expect(revealed.json().data.secret).toBe(next);
  });

  it('retries a receiver that fails with backoff, logs every attempt, gives up, and redelivers on request', async () => {
    const { token } = await customer(t);
    answers.set('/fail', 500);
    const { endpoint: created, secret } = await endpoint(token, '/fail');
    const res = await sendTest(token, created.id);
    expect(res.json().data.delivered).toBe(false);
    const eventId = res.json().data.eventId as string;
    for (let i = 0; i < 4; i++) {
      t.clock.advance(3600_000);
      await deliverDue(t.ctx);
    }
    // back to the present: the session's token outlives no four hours
    t.clock.reset();
    const logged = await log(token, created.id);
    expect(logged.total).toBe(3);
    expect(logged.items.map((item) => item.attempt)).toEqual([3, 2, 1]);
    expect(logged.items.every((item) => item.responseStatus === 500)).toBe(true);
    const [dead] = await t.database.db
      .select()
      .from(deliveries)
      .where(sql`${deliveries.kind} = 'webhook' and ${deliveries.payload} ->> 'eventId' = ${eventId}`);
    expect(dead).toMatchObject({ state: 'dead', attempts: 3 });
    // every try carried the same event, each signed afresh
    expect(received.map((request) => JSON.parse(request.body).id)).toEqual([eventId, eventId, eventId]);
    const signedAt = (request: Received) => Number(/t=(\d+)/.exec(request.header)![1]);
    expect(received.every((request) => verify(request, secret, signedAt(request)))).toBe(true);

    answers.set('/fail', 204);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/${created.id}/events/${eventId}/redeliver`,
      headers: bearer(token),
    });
    expect(again.json().data).toEqual({ eventId, delivered: true });
    expect((await log(token, created.id)).items[0]).toMatchObject({ attempt: 4, responseStatus: 204 });
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/${created.id}/events/evt_${'0'.repeat(32)}/redeliver`,
      headers: bearer(token),
    });
    expectError(unknown, 'not_found');
  });

  it('shows the body an event was sent with, and lists the failed attempts alone (issue #67)', async () => {
    const { token } = await customer(t);
    answers.set('/flaky', 503);
    const { endpoint: created } = await endpoint(token, '/flaky');
    const failed = (await sendTest(token, created.id)).json().data.eventId as string;
    answers.set('/flaky', 200);
    await sendTest(token, created.id);
    expect((await log(token, created.id)).total).toBe(2);

    const onlyFailed = await t.app.inject({
      method: 'GET',
      url: `/api/webhooks/${created.id}/deliveries?show=failed`,
      headers: bearer(token),
    });
    expect(onlyFailed.json().data.total).toBe(1);
    expect(onlyFailed.json().data.items.map((item: { eventId: string }) => item.eventId)).toEqual([failed]);
    expectError(
      await t.app.inject({
        method: 'GET',
        url: `/api/webhooks/${created.id}/deliveries?show=broken`,
        headers: bearer(token),
      }),
      'validation_failed',
    );

    const body = await t.app.inject({
      method: 'GET',
      url: `/api/webhooks/${created.id}/events/${failed}`,
      headers: bearer(token),
    });
    expect(body.statusCode, body.body).toBe(200);
    // byte for byte what the receiver got, the text its signature covers
    expect(body.json().data).toEqual({ eventId: failed, eventType: 'test', body: received[0]!.body });
    expectError(
      await t.app.inject({
        method: 'GET',
        url: `/api/webhooks/${created.id}/events/evt_${'0'.repeat(32)}`,
        headers: bearer(token),
      }),
      'not_found',
    );
  });

  it('refuses private, loopback and plain-http addresses, when created and again when sending', async () => {
    const { token } = await customer(t);
    for (const url of [
      'https://10.0.0.5/hook',
      'https://192.168.1.20/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[fd00::1]/hook',
      'https://printer.local/hook',
      'http://example.com/hook',
      'https://user:pass@example.com/hook',
    ]) {
      expectError(await create(token, { url, events: ['pay_order.credited'] }), 'webhook_url_refused');
    }
    // an address that passed once and points inward later (here written straight to the row) is never called
    const { endpoint: created } = await endpoint(token, '/ok');
    await t.database.db
      .update(webhookEndpoints)
      .set({ url: 'https://10.0.0.5/hook' })
      .where(eq(webhookEndpoints.id, created.id));
    expect((await sendTest(token, created.id)).json().data.delivered).toBe(false);
    expect(received).toHaveLength(0);
    expect((await log(token, created.id)).items[0]).toMatchObject({ responseStatus: null });
    expect((await log(token, created.id)).items[0]!.error).toMatch(/public https/);
    // a name is looked up when connecting, and refused when any of its addresses is internal (DNS rebinding):
    // localhost passes only because the tests allow this machine
    const named = await endpoint(token, '/named');
    await t.database.db
      .update(webhookEndpoints)
      .set({ url: `${origin.replace('127.0.0.1', 'localhost')}/named` })
      .where(eq(webhookEndpoints.id, named.endpoint.id));
    expect((await sendTest(token, named.endpoint.id)).json().data.delivered).toBe(true);
    await expect(
      postWebhook(new URL(`${origin.replace('127.0.0.1', 'localhost')}/named`), {}, '{}', false),
    ).rejects.toThrow(/may not reach/);
    expect(received.map((request) => request.path)).toEqual(['/named']);
  });

  it('hears of a real card status change and a pay order credited, only for the events it chose', async () => {
    const { customer: holder, admin } = await customerAndAdmin(t);
    const token = holder.tokens.accessToken;
    const { endpoint: cards, secret } = await endpoint(token, '/cards', ['card.status_changed']);
    await endpoint(token, '/money', ['pay_order.credited']);
    await endpoint(token, '/off', ['card.status_changed', 'pay_order.credited']).then((off) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/webhooks/${off.endpoint.id}`,
        headers: bearer(token),
        payload: { enabled: false },
      }),
    );

    const order = (await createPayOrder(t, holder.headers, { amountMinor: 5_000, method: 'DOMESTIC' })).json()
      .data;
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/pay-orders/${order.id}/confirm`,
      headers: admin.headers,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { daily500 } = await catalogue(t);
    const card = await cardOf(t, holder.user.id);
    const ordered = await t.app.inject({
      method: 'POST',
      url: `/api/sims/${card}/plan-orders`,
      headers: holder.headers,
      payload: { planId: daily500.id },
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const stopped = await t.app.inject({
      method: 'POST',
      url: `/api/sims/${card}/stop-billing`,
      headers: holder.headers,
    });
    expect(stopped.statusCode, stopped.body).toBe(200);
    await deliverDue(t.ctx);

    const at = (path: string) =>
      received.filter((request) => request.path === path).map((r) => JSON.parse(r.body));
    expect(at('/off')).toEqual([]);
    expect(at('/money')).toEqual([
      expect.objectContaining({
        type: 'pay_order.credited',
        data: expect.objectContaining({
          payOrderId: order.id,
          amountMinor: 5_000,
          reference: order.reference,
        }),
      }),
    ]);
    expect(at('/cards').map((event) => [event.type, event.data.from, event.data.to])).toEqual([
      ['card.status_changed', 'NOT_ACTIVE', 'USING'],
      ['card.status_changed', 'USING', 'PAUSED'],
    ]);
    expect(received.filter((r) => r.path === '/cards').every((r) => verify(r, secret))).toBe(true);
    expect((await log(token, cards.id)).total).toBe(2);
  });

  it('hears of the cards the daily run stops for lack of balance, told from its one set-based statement', async () => {
    moveTo(t, '2026-12-01');
    const { daily500 } = await catalogue(t);
    const holder = await customer(t, 100);
    const { secret } = await endpoint(holder.token, '/run');
    const card = await cardOf(t, holder.user.id, { status: 'USING', currentPlanId: daily500.id });
    const quiet = { info: () => {}, warn: () => {}, error: () => {} };
    expect(await runBillingDay(t.ctx, '2026-12-01', { log: quiet })).toMatchObject({ suspended: 1 });
    await deliverDue(t.ctx);
    const told = received.filter((request) => request.path === '/run');
    expect(told.map((request) => JSON.parse(request.body).data)).toEqual([
      { iccid: (await readCardRow(t, card)).iccid, from: 'USING', to: 'SUSPEND' },
    ]);
    expect(verify(told[0]!, secret)).toBe(true);
  });

  it("hears of a short runway from the daily run and a usage threshold from the carrier's file", async () => {
    moveTo(t, '2026-12-01');
    const { daily500 } = await catalogue(t);
    // 350 left after today's fee: 2 days covered, under the 3 days the reminder looks ahead
    const holder = await customer(t, 500);
    const { secret } = await endpoint(holder.token, '/road', [
      'balance.runway_low',
      'usage.threshold_reached',
    ]);
    const card = await cardOf(t, holder.user.id, { status: 'USING', currentPlanId: daily500.id });
    const quiet = { info: () => {}, warn: () => {}, error: () => {} };
    // the day may have run in an earlier test: forced, as a re-run charges nobody twice
    await runBillingDay(t.ctx, '2026-12-01', { log: quiet, force: true });
    // 450 MB of the 500 MB day: past 80 %, below 100 %
    const { iccid } = await readCardRow(t, card);
    await importUsage(t.ctx, csvUsageSource(usageCsv([[iccid, '2026-12-01', 'JP', 'Japan', 450 * 1024]])));
    await deliverDue(t.ctx);

    const told = received.filter((request) => request.path === '/road');
    expect(told.every((request) => verify(request, secret))).toBe(true);
    expect(told.map((request) => JSON.parse(request.body))).toEqual([
      expect.objectContaining({
        type: 'balance.runway_low',
        data: expect.objectContaining({ balanceMinor: 350, coveredUntil: '2026-12-03', nextDayMinor: 150 }),
      }),
      expect.objectContaining({
        type: 'usage.threshold_reached',
        data: expect.objectContaining({ iccid, threshold: 80, usedKb: 450 * 1024, allowanceKb: 500 * 1024 }),
      }),
    ]);
    // the same day's run again, and the same file again: nothing new to tell
    received.length = 0;
    await runBillingDay(t.ctx, '2026-12-01', { log: quiet, force: true });
    await importUsage(t.ctx, csvUsageSource(usageCsv([[iccid, '2026-12-01', 'JP', 'Japan', 450 * 1024]])));
    await deliverDue(t.ctx);
    expect(received.filter((request) => request.path === '/road')).toEqual([]);
  });

  it('forgets the attempts older than the log keeps, a batch at a time, and none younger', async () => {
    const { customer: holder } = await customerAndAdmin(t);
    const token = holder.tokens.accessToken;
    const { endpoint: hook } = await endpoint(token, '/kept');
    const daysAgo = (days: number) => new Date(t.clock.now().getTime() - days * 86_400_000);
    const attempt = (days: number, eventId: string) => ({
      endpointId: hook.id,
      eventId,
      eventType: 'card.status_changed' as const,
      attempt: 1,
      at: daysAgo(days),
      responseStatus: 200,
      durationMs: 5,
    });
    await t.database.db
      .insert(webhookAttempts)
      .values([attempt(45, 'evt_old1'), attempt(31, 'evt_old2'), attempt(29, 'evt_young')]);
    expect(await purgeWebhookLog(t.database.db, t.clock.now(), 1)).toBe(2);
    expect((await log(token, hook.id)).items.map((item) => item.eventId)).toEqual(['evt_young']);
  });

  it("keeps each customer's endpoints their own, lets an administrator's view read but not change, caps them", async () => {
    const { admin, customer: owner } = await adminAndCustomer(t);
    const other = await customer(t);
    const { endpoint: created } = await endpoint(owner.token, '/ok');
    for (const [method, url] of [
      ['GET', `/api/webhooks/${created.id}/deliveries`],
      ['PATCH', `/api/webhooks/${created.id}`],
      ['DELETE', `/api/webhooks/${created.id}`],
      ['POST', `/api/webhooks/${created.id}/test`],
      ['GET', `/api/webhooks/${created.id}/secret`],
    ] as const) {
      expectError(
        await call(t, other.token, method, url, method === 'PATCH' ? { enabled: false } : undefined),
        'not_found',
      );
    }
    expect((await call(t, other.token, 'GET', '/api/webhooks')).json().data.items).toEqual([]);

    const view = await enterView(t, admin.token, owner.id);
    expect((await call(t, view.accessToken, 'GET', '/api/webhooks')).json().data.items).toHaveLength(1);
    expectError(
      await call(t, view.accessToken, 'GET', `/api/webhooks/${created.id}/secret`),
      'no_permission',
    );
    expectError(await call(t, view.accessToken, 'DELETE', `/api/webhooks/${created.id}`), 'no_permission');

    for (let i = 1; i < 5; i++) await endpoint(owner.token, `/ok${i}`);
    expectError(await create(owner.token, { url: `${origin}/sixth`, events: ['test'] }), 'validation_failed');
    expectError(
      await create(owner.token, { url: `${origin}/sixth`, events: ['bulk_job.completed'] }),
      'webhook_endpoint_limit',
    );
    const deleted = await call(t, owner.token, 'DELETE', `/api/webhooks/${created.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await call(t, owner.token, 'GET', '/api/webhooks')).json().data.items).toHaveLength(4);
  });

  it('takes a few test sends a minute from one customer, then 429 until the minute ends (issue #67)', async () => {
    const { token } = await customer(t);
    const { endpoint: created } = await endpoint(token, '/limited');
    const statuses = [];
    for (let i = 0; i < WEBHOOK_SENDS_PER_MINUTE + 5; i++)
      statuses.push((await sendTest(token, created.id)).statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(WEBHOOK_SENDS_PER_MINUTE);
    expect(statuses.slice(WEBHOOK_SENDS_PER_MINUTE)).toEqual(Array(5).fill(429));
    expectError(await sendTest(token, created.id), 'too_many_requests');
    // another customer is not held back by the first
    const other = await customer(t);
    const { endpoint: theirs } = await endpoint(other.token, '/theirs');
    expect((await sendTest(other.token, theirs.id)).statusCode).toBe(200);
    t.clock.advance(61_000);
    expect((await sendTest(token, created.id)).statusCode).toBe(200);
  });
});
