import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverDue } from '../src/modules/deliveries/index.ts';
import { loadVapidKeys } from '../src/modules/push/vapid-keys.ts';
import { pushSubscriptions, pushVapidKeys, users } from '../src/schema.ts';
import { adminAndCustomer, enterView } from './admin-fixtures.ts';
import { bearer, expectError, signedInUser } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { pushDeliveries } from './helpers/deliveries.ts';
import { browserKeys, type LocalPushService, startPushService } from './helpers/push-service.ts';

// Web push (issue #58, docs/decisions/0070): the VAPID key, the caller's devices, and a push end to end without the
// internet: a push service on this machine receives what the server sends, and the browser's keys made here
// decrypt it.

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

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';

let devices = 0;
/** A subscription as a browser would send it, its endpoint at the local push service. */
const newSubscription = () => {
  devices += 1;
  const browser = browserKeys();
  return { body: { endpoint: `${service.origin}/push/${devices}`, keys: browser.keys }, browser };
};

const subscribe = (token: string, body: object, userAgent = ANDROID_CHROME) =>
  t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: { ...bearer(token), 'user-agent': userAgent },
    payload: body,
  });
const list = async (token: string, endpoint?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/push/subscriptions',
    headers: bearer(token),
    query: endpoint ? { endpoint } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.items as { id: number; browser: string; os: string; current: boolean }[];
};
/** A signed-in customer: their id and access token. */
const customer = async () => {
  const { user, tokens } = await signedInUser(t);
  return { id: user.id, accessToken: tokens.accessToken };
};

const sendTest = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/push/test', headers: bearer(token) });

describe('GET /api/push/key', () => {
  it('answers the public key made at the first start and kept, its private key sealed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/push/key' });
    expect(res.statusCode).toBe(200);
    const { publicKey } = res.json().data;
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const [row] = await t.database.db.select().from(pushVapidKeys);
    expect(row!.publicKey).toBe(publicKey);
    expect(row!.privateKeySealed).toMatch(/^v1\./);
    expect(row!.privateKeySealed).not.toContain(t.ctx.vapid.privateKey);
  });
});

describe("the caller's devices", () => {
  it('subscribes, lists with this browser marked, and is idempotent on the endpoint', async () => {
    const { accessToken } = await customer();
    const first = newSubscription();
    const created = await subscribe(accessToken, first.body);
    expect(created.statusCode, created.body).toBe(200);
    const again = await subscribe(accessToken, first.body);
    expect(again.json().data.id).toBe(created.json().data.id);
    await subscribe(accessToken, newSubscription().body);
    const items = await list(accessToken, first.body.endpoint);
    expect(items).toHaveLength(2);
    expect(items.map((item) => item.current)).toEqual([false, true]);
    expect(items[1]).toMatchObject({ browser: 'Chrome', os: 'Android' });
    expect(JSON.stringify(items)).not.toContain(first.body.endpoint);
  });

  it('moves an endpoint another account subscribed to the caller', async () => {
    const alice = await customer();
    const bob = await customer();
    const shared = newSubscription();
    await subscribe(alice.accessToken, shared.body);
    await subscribe(bob.accessToken, shared.body);
    expect(await list(alice.accessToken)).toHaveLength(0);
    expect(await list(bob.accessToken)).toHaveLength(1);
  });

  it('keeps ten devices, dropping the one subscribed longest ago', async () => {
    const { accessToken } = await customer();
    const oldest = newSubscription();
    await subscribe(accessToken, oldest.body);
    for (let i = 0; i < 10; i++) {
      t.clock.advance(1000);
      await subscribe(accessToken, newSubscription().body);
    }
    t.clock.reset();
    const items = await list(accessToken, oldest.body.endpoint);
    expect(items).toHaveLength(10);
    expect(items.some((item) => item.current)).toBe(false);
  });

  it("removes only the caller's device: another account's is not found", async () => {
    const alice = await customer();
    const bob = await customer();
    const created = await subscribe(alice.accessToken, newSubscription().body);
    const id = created.json().data.id;
    const url = `/api/push/subscriptions/${id}`;
    expectError(await t.app.inject({ method: 'DELETE', url, headers: bearer(bob.accessToken) }), 'not_found');
    const removed = await t.app.inject({ method: 'DELETE', url, headers: bearer(alice.accessToken) });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await list(alice.accessToken)).toHaveLength(0);
    expectError(
      await t.app.inject({ method: 'DELETE', url, headers: bearer(alice.accessToken) }),
      'not_found',
    );
  });

  it('refuses an endpoint that is not a push service, and anything without a session', async () => {
    const { accessToken } = await customer();
    const { keys } = browserKeys();
    for (const endpoint of [
      'https://intranet.example.com/hook',
      'http://10.0.0.1/x',
      'https://fcm.googleapis.com.evil.test/',
    ]) {
      expectError(await subscribe(accessToken, { endpoint, keys }), 'push_endpoint_refused');
    }
    expectError(
      await subscribe(accessToken, { endpoint: `https://fcm.googleapis.com/${'a'.repeat(1000)}`, keys }),
      'validation_failed',
    );
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/push/subscriptions' });
    expect(anonymous.statusCode).toBe(401);
  });

  it("refuses an administrator in a customer view changing the customer's devices", async () => {
    const { admin, customer: held } = await adminAndCustomer(t);
    const view = await enterView(t, admin.token, held.id);
    expectError(await subscribe(view.accessToken, newSubscription().body), 'no_permission');
    expectError(await sendTest(view.accessToken), 'no_permission');
  });
});

describe('a push end to end', () => {
  it("reaches the device encrypted, signed, and in the recipient's language", async () => {
    const user = await customer();
    await t.database.db.update(users).set({ locale: 'zh-CN' }).where(eq(users.id, user.id));
    const device = newSubscription();
    await subscribe(user.accessToken, device.body);
    const before = service.received.length;
    const res = await sendTest(user.accessToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ queued: 1 });
    const [push] = service.received.slice(before);
    expect(push!.path).toBe(new URL(device.body.endpoint).pathname);
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.authorization).toMatch(/^vapid t=.+, k=/);
    expect(push!.headers.ttl).toBe('86400');
    expect(device.browser.decrypt(push!.body)).toEqual({
      title: '环球流量卡',
      body: '此设备已开启通知。',
      url: '/personal',
      tag: 'test',
      locale: 'zh-CN',
    });
    const [row] = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.body.endpoint));
    expect(row!.lastSuccessAt).not.toBeNull();
  });

  it('forgets a device its push service says is gone (410), and retries one that failed (500)', async () => {
    const user = await customer();
    const gone = newSubscription();
    await subscribe(user.accessToken, gone.body);
    service.answer(410);
    await sendTest(user.accessToken);
    expect(await list(user.accessToken)).toHaveLength(0);
    const [delivered] = (await pushDeliveries(t.database.db)).slice(-1);
    expect(delivered!.state).toBe('delivered');

    const failing = newSubscription();
    await subscribe(user.accessToken, failing.body);
    service.answer(500);
    await sendTest(user.accessToken);
    expect(await list(user.accessToken)).toHaveLength(1);
    const [failed] = (await pushDeliveries(t.database.db)).slice(-1);
    expect(failed).toMatchObject({ state: 'failed', attempts: 1 });
    expect(failed!.lastError).toContain('500');

    service.answer(201);
    t.clock.advance(60 * 60 * 1000);
    await deliverDue(t.ctx);
    t.clock.reset();
    const [retried] = (await pushDeliveries(t.database.db)).slice(-1);
    expect(retried).toMatchObject({ id: failed!.id, state: 'delivered', attempts: 2 });
  });
});

// last: it replaces the pair this file's app signs with
describe('a rotated server secret', () => {
  it('replaces the key pair it cannot open, forgets the devices subscribed under it, and says so', async () => {
    const { accessToken } = await customer();
    expect((await subscribe(accessToken, newSubscription().body)).statusCode).toBe(200);
    const warnings: string[] = [];
    const rotated = await loadVapidKeys(t.database.db, t.ctx.config, Buffer.alloc(32, 7), (message) =>
      warnings.push(message),
    );
    expect(rotated.publicKey).not.toBe(t.ctx.vapid.publicKey);
    expect(await t.database.db.select().from(pushSubscriptions)).toEqual([]);
    expect(warnings).toHaveLength(1);
    // the next start under the same secret opens the new pair as it is
    const again = await loadVapidKeys(t.database.db, t.ctx.config, Buffer.alloc(32, 7));
    expect(again.publicKey).toBe(rotated.publicKey);
  });
});
