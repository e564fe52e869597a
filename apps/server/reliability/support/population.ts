import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createSession, tokenPair } from '../../src/modules/auth/sessions.ts';
import { queueDeliveries } from '../../src/modules/deliveries/index.ts';
import { activities, receipts } from '../../src/schema.ts';
import { addProfiles, apply } from '../../test/esim-fixtures.ts';
import { bearer, createUser } from '../../test/helpers/auth.ts';
import type { TestApp } from '../../test/helpers/build-test-app.ts';
import { adminRecharge, createPayOrder } from '../../test/helpers/wallet.ts';
import { bind, inventoryCard } from '../../test/sims-fixtures.ts';
import { importCsv, usageCsv } from '../../test/usage-fixtures.ts';

/** A customer with something of every kind a customer owns, and the identifiers that must never leak. */
export interface Customer {
  id: number;
  username: string;
  email: string;
  accessToken: string;
  physicalCard: { id: number; cardNumber: string; iccid: string };
  esimCard: { id: number; cardNumber: string; iccid: string };
  payOrderId: string;
  /** The receipt of another pay order of theirs, confirmed (decision 0102). */
  receiptNumber: string;
  /** The fee of their eSIM (its ESIM_APPLY entry): what a refund request names (decision 0101). */
  esimFeeActivityId: number;
  /** A device of theirs subscribed to notifications (modules/push). */
  pushDeviceId: number;
  /** An API key of theirs (decision 0076), made through the route. */
  apiKeyId: string;
  /** A webhook endpoint of theirs (modules/webhooks), and an event queued to it. */
  webhookId: number;
  webhookEventId: string;
  /** Strings that identify this account or its objects: none may appear in an answer to anybody else. */
  secrets: string[];
}

export interface Population {
  admin: { id: number; username: string; accessToken: string };
  alice: Customer;
  bob: Customer;
}

/** A new session of a user and its tokens, without a login (no password hashing): cheap enough per request. */
export const mintTokens = async (t: TestApp, userId: number, actorId: number | null = null) => {
  const session = await createSession(t.ctx, t.database.db, { userId, rememberMe: false, actorId });
  return tokenPair(t.ctx, session);
};

const expectStatus = (res: { statusCode: number; body: string }, ...statuses: number[]) => {
  expect(statuses, res.body).toContain(res.statusCode);
  return JSON.parse(res.body).data;
};

/**
 * A customer who went through the product's flows: recharged, bound a physical card and ordered a plan for it,
 * applied for an eSIM, opened a pay order, and has carrier usage on the card.
 */
const populatedCustomer = async (t: TestApp, name: string, adminToken: string): Promise<Customer> => {
  const user = await createUser(t, { username: `${name}_${randomUUID().slice(0, 6)}` });
  const { accessToken } = await mintTokens(t, user.id);
  const headers = bearer(accessToken);
  await adminRecharge(t, adminToken, user.username, 50_000);

  const inventory = await inventoryCard(t);
  const bound = expectStatus(await bind(t, accessToken, inventory), 201);
  const plans = expectStatus(await t.app.inject({ method: 'GET', url: '/api/catalog/plans' }), 200);
  expectStatus(
    await t.app.inject({
      method: 'POST',
      url: `/api/sims/${bound.id}/plan-orders`,
      headers,
      payload: { planId: plans[0].id },
    }),
    200,
    201,
  );

  await addProfiles(t, 1);
  const application = expectStatus(await apply(t, accessToken), 201);
  const esimCard = application.card as { id: number; cardNumber: string; iccid: string };

  const payOrder = expectStatus(
    await createPayOrder(t, headers, { amountMinor: 1234, method: 'DOMESTIC', remark: `${name} remark` }),
    201,
  );

  // a second order, confirmed: its receipt is what the papers' routes name
  const paid = expectStatus(await createPayOrder(t, headers, { amountMinor: 1000, method: 'DOMESTIC' }), 201);
  expectStatus(
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/pay-orders/${paid.id}/confirm`,
      headers: bearer(adminToken),
    }),
    200,
  );
  const [receipt] = await t.database.db.select().from(receipts).where(eq(receipts.payOrderId, paid.id));

  const pushEndpoint = `https://fcm.googleapis.com/fcm/send/${name}-${randomUUID()}`;
  const pushDevice = expectStatus(
    await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers,
      payload: { endpoint: pushEndpoint, keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } },
    }),
    200,
  );

  const apiKey = expectStatus(
    await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers,
      payload: { name: `${name} key`, scopes: ['read'], expiresInDays: null },
    }),
    201,
  );
  const webhookUrl = `https://hooks.example.invalid/${name}-${randomUUID()}`;
  const webhook = expectStatus(
    await t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers,
      payload: { url: webhookUrl, events: ['card.status_changed'] },
    }),
    200,
  );
  // an event already sent to it, kept (never claimed): what a redelivery names
  const webhookEventId = `evt_${randomUUID().replaceAll('-', '')}`;
  await queueDeliveries(
    t.database.db,
    'webhook',
    [
      {
        payload: {
          endpointId: webhook.endpoint.id,
          eventId: webhookEventId,
          type: 'test',
          created: 0,
          data: {},
        },
      },
    ],
    { keep: true },
  );

  const today = t.clock.now().toISOString().slice(0, 10);
  expectStatus(
    await importCsv(t, bearer(adminToken), usageCsv([[inventory.iccid, today, 'CN', 'China', 2048]])),
    200,
  );

  const [esimFee] = await t.database.db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.userId, user.id), eq(activities.type, 'ESIM_APPLY')));

  return {
    id: user.id,
    username: user.username,
    email: user.email,
    accessToken,
    physicalCard: { id: bound.id, cardNumber: inventory.cardNumber, iccid: inventory.iccid },
    esimCard: { id: esimCard.id, cardNumber: esimCard.cardNumber, iccid: esimCard.iccid },
    payOrderId: payOrder.id,
    receiptNumber: receipt!.number,
    esimFeeActivityId: esimFee!.id,
    pushDeviceId: pushDevice.id,
    apiKeyId: apiKey.key.id,
    webhookId: webhook.endpoint.id,
    webhookEventId,
    secrets: [
      user.username,
      user.email,
      inventory.cardNumber,
      inventory.iccid,
      esimCard.cardNumber,
      esimCard.iccid,
      payOrder.id,
      payOrder.reference,
      paid.id,
      paid.reference,
      receipt!.number,
      `${name} remark`,
      pushEndpoint,
      apiKey.key.id,
      apiKey.key.prefix,
      `${name} key`,
      webhookUrl,
      webhook.secret,
    ],
  };
};

/** An administrator and two customers, Alice and Bob, each with cards, an eSIM, a pay order and usage. */
export const populate = async (t: TestApp): Promise<Population> => {
  const adminUser = await createUser(t, { level: 1, username: `admin_${randomUUID().slice(0, 6)}` });
  const admin = {
    id: adminUser.id,
    username: adminUser.username,
    accessToken: (await mintTokens(t, adminUser.id)).accessToken,
  };
  const alice = await populatedCustomer(t, 'alice', admin.accessToken);
  const bob = await populatedCustomer(t, 'bob', admin.accessToken);
  return { admin, alice, bob };
};
