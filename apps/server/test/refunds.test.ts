import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activities, addOns, auditLog, deliveries, notifyEvents } from '../src/schema.ts';
import { balanceOf, cardOf, catalogue, customer, expectBooksBalanced, moveTo } from './billing-fixtures.ts';
import { addProfiles, apply } from './esim-fixtures.ts';
import { bearer, expectError, login, signedInUser } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { importCsv, usageCsv } from './usage-fixtures.ts';

// Refunds to the balance (issue #71, decision 0101) through the routes: credited at once, waiting for review and
// decided, refused; the books balance after every test. The rule's every row is the contract's refund-rule.test.ts;
// races are reliability/refund-race.test.ts.

let t: TestApp;
let admin: Record<string, string>;
let support: Record<string, string>;

beforeAll(async () => {
  // the add-on costs 500: above what a support administrator may credit here
  t = await buildTestApp({
    ESIM_FEE: '500',
    SUPPORT_CONFIRM_LIMIT_MINOR: '400',
    WEBHOOK_LOCAL_ENDPOINTS: 'true',
  });
  moveTo(t, '2026-12-01');
  admin = bearer((await signedInUser(t, { level: 1 })).tokens.accessToken);
  support = bearer((await signedInUser(t, { level: 1, adminRole: 'support' })).tokens.accessToken);
});
afterEach(() => expectBooksBalanced(t));
afterAll(() => t.close());

const ask = (headers: Record<string, string>, activityId: number, reason = 'plans_changed') =>
  t.app.inject({
    method: 'POST',
    url: `/api/wallet/activities/${activityId}/refund`,
    headers,
    payload: { reason },
  });

/** A customer with a card in use and one 1 GB add-on bought for it: the add-on's ADD_ON_PURCHASE entry. */
const boughtAddOn = async () => {
  const { asia30 } = await catalogue(t);
  const owner = await customer(t, 1_000);
  const card = await cardOf(t, owner.user.id, {
    status: 'USING',
    currentPlanId: asia30.id,
    cycleStartDay: '2026-12-01',
  });
  const [pack] = await t.database.db.select().from(addOns).where(eq(addOns.code, 'addon-1gb'));
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/sims/${card}/add-ons`,
    headers: owner.headers,
    payload: { addOnId: pack!.id },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [debit] = await t.database.db
    .select()
    .from(activities)
    .where(and(eq(activities.userId, owner.user.id), eq(activities.type, 'ADD_ON_PURCHASE')));
  return { owner, card, debit: debit! };
};

/** The webhook events queued for `type` (the outbox's payloads: endpoint, type, data). */
const webhookEvents = async (type: string) =>
  (await t.database.db.select().from(deliveries).where(eq(deliveries.kind, 'webhook')))
    .map((row) => row.payload as { type: string; data: Record<string, unknown> })
    .filter((event) => event.type === type);

/** An endpoint of the customer's that hears of refunds (decision 0101: webhook events as pay orders are). */
const hearsOfRefunds = async (headers: Record<string, string>) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/webhooks',
    headers,
    payload: { url: 'http://127.0.0.1:9/books', events: ['refund.credited', 'refund.declined'] },
  });
  expect(res.statusCode, res.body).toBe(200);
};

const queueCount = async () =>
  (await t.app.inject({ url: '/api/admin/dashboard/queues', headers: admin })).json().data.refundsWaiting;

const refundsOf = (debitId: number) =>
  t.database.db.select().from(activities).where(eq(activities.refundsActivityId, debitId));

describe('refunds to the balance', () => {
  it('credits an add-on with no data used at once, once', async () => {
    const { owner, debit } = await boughtAddOn();
    await hearsOfRefunds(owner.headers);
    const res = await ask(owner.headers, debit.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      status: 'CREDITED',
      ground: 'no_data_used',
      amountMinor: 500,
      evidence: { kind: 'add_on', usedKbSince: 0 },
    });
    expect(await balanceOf(t, owner.user.id)).toBe(1_000);
    expect(await refundsOf(debit.id)).toHaveLength(1);
    expect(expectError(await ask(owner.headers, debit.id), 'refund_already_requested')).toEqual({
      status: 'CREDITED',
    });
    const told = await t.database.db
      .select()
      .from(notifyEvents)
      .where(eq(notifyEvents.userId, owner.user.id));
    expect(told.map((event) => event.kind)).toContain('refund.credited');
    // and their webhooks hear of it, with the request and the purchase it gave back
    expect(await webhookEvents('refund.credited')).toEqual([
      expect.objectContaining({
        data: {
          requestId: res.json().data.id,
          activityId: debit.id,
          kind: 'add_on',
          amountMinor: 500,
          currency: 'USD',
          balanceMinor: 1_000,
        },
      }),
    ]);
  });

  it('sends an add-on whose card used data to review; an administrator approves it once', async () => {
    const { owner, card, debit } = await boughtAddOn();
    const [row] = await t.database.db
      .select({ iccid: activities.cardId })
      .from(activities)
      .where(eq(activities.id, debit.id));
    expect(row!.iccid).toBe(card);
    const { iccid } = (await t.app.inject({ url: `/api/sims/${card}`, headers: owner.headers })).json().data;
    const imported = await importCsv(t, admin, usageCsv([[iccid, '2026-12-01', 'JP', 'Japan', 2048]]));
    expect(imported.statusCode, imported.body).toBe(200);
    const before = await queueCount();
    const res = await ask(owner.headers, debit.id, 'not_working');
    expect(res.json().data).toMatchObject({
      status: 'WAITING',
      ground: 'data_used',
      evidence: { usedKbSince: 2048 },
    });
    expect(await refundsOf(debit.id)).toHaveLength(0);
    // the Overview's "Waiting for you" counts it
    expect(await queueCount()).toBe(before + 1);

    const queue = (await t.app.inject({ url: '/api/admin/refunds', headers: admin })).json().data;
    const waiting = queue.find((r: { activityId: number }) => r.activityId === debit.id);
    expect(waiting).toMatchObject({ username: owner.user.username, reason: 'not_working' });
    const approve = (headers = admin) =>
      t.app.inject({ method: 'POST', url: `/api/admin/refunds/${waiting.id}/approve`, headers });
    // 500 is above the support role's limit (400): refused, nothing credited, still waiting
    expectError(await approve(support), 'refund_above_role_limit');
    expect(await refundsOf(debit.id)).toHaveLength(0);
    expect(await queueCount()).toBe(before + 1);
    const approved = await approve();
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe('CREDITED');
    expectError(await approve(), 'refund_already_decided');
    expect(await refundsOf(debit.id)).toHaveLength(1);
    expect(await queueCount()).toBe(before);
    expect(await balanceOf(t, owner.user.id)).toBe(1_000);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetUserId, owner.user.id));
    expect(audited.map((entry) => entry.action).sort()).toEqual(['refund_approve', 'refund_request']);
  });

  it('asks the operator about an eSIM fee the network does not report on; a decline credits nothing', async () => {
    await addProfiles(t, 1);
    const owner = await customer(t, 500);
    await hearsOfRefunds(owner.headers);
    expect((await apply(t, owner.token)).statusCode).toBe(201);
    const [fee] = await t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.userId, owner.user.id), eq(activities.type, 'ESIM_APPLY')));
    const res = await ask(owner.headers, fee!.id, 'installation_issue');
    expect(res.json().data).toMatchObject({
      status: 'WAITING',
      ground: 'not_reported',
      evidence: { kind: 'esim_fee', profileReachedPhone: false, platformReportsProfiles: false },
    });
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/admin/refunds/${res.json().data.id}/decline`,
      headers: admin,
      payload: { note: 'The profile was installed on 1 December.' },
    });
    expect(declined.json().data).toMatchObject({
      status: 'DECLINED',
      declineNote: 'The profile was installed on 1 December.',
    });
    expect(await refundsOf(fee!.id)).toHaveLength(0);
    expect(await balanceOf(t, owner.user.id)).toBe(0);
    expect(await webhookEvents('refund.declined')).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({
          activityId: fee!.id,
          kind: 'esim_fee',
          note: 'The profile was installed on 1 December.',
        }),
      }),
    ]);
  });

  it("refuses another's purchase, a top-up, and a purchase past the window", async () => {
    const { owner, debit } = await boughtAddOn();
    const stranger = await customer(t);
    expectError(await ask(stranger.headers, debit.id), 'not_found');
    const [topUp] = await t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.userId, owner.user.id), eq(activities.type, 'TOP_UP')));
    expectError(await ask(owner.headers, topUp!.id), 'refund_not_refundable');
    moveTo(t, '2027-01-01');
    try {
      const later = bearer((await login(t, owner.user.username, owner.user.password)).accessToken);
      expectError(await ask(later, debit.id), 'refund_window_passed');
    } finally {
      moveTo(t, '2026-12-01');
    }
  });
});
