import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { API_KEY_FAILURE_WINDOW_MS, API_KEY_FAILURES_PER_ADDRESS } from '../src/modules/auth/api-keys.ts';
import { apiKeys } from '../src/schema.ts';
import { adminAndCustomer, call, enterView } from './admin-fixtures.ts';
import { balanceOf, cardOf, catalogue, customer, expectBooksBalanced, moveTo } from './billing-fixtures.ts';
import { expectError } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { mails } from './helpers/deliveries.ts';
import { unzip } from './helpers/unzip.ts';

// Customers' API keys (issue #59, decision 0076): made in a session and shown once, kept as a hash, admitted only
// on the routes that state a scope the key has, for its own customer's objects, until revoked or expired, within
// its requests a minute.

let t: TestApp;
afterEach(async () => {
  await expectBooksBalanced(t);
  await t.close();
});

type Holder = Awaited<ReturnType<typeof customer>>;

const createKey = async (holder: Holder, scopes: string[], expiresInDays: number | null = null) => {
  const res = await call(t, holder.token, 'POST', '/api/api-keys', {
    name: scopes.join('+'),
    scopes,
    expiresInDays,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as {
    key: { id: string; prefix: string; lastUsedAt: string | null };
    secret: string;
  };
};

/** A customer with $20.00 and a card in use on the $1.50-a-day plan, and the add-on on sale. */
const fleet = async (env: Record<string, string> = {}) => {
  t = await buildTestApp(env);
  moveTo(t, '2026-12-01');
  const { daily500 } = await catalogue(t);
  const holder = await customer(t, 2_000);
  const cardId = await cardOf(t, holder.user.id, {
    status: 'USING',
    currentPlanId: daily500.id,
    cycleStartDay: '2026-11-20',
  });
  const addOnId = (await call(t, null, 'GET', '/api/catalog')).json().data.addOns[0].id as number;
  return { holder, cardId, addOnId };
};

const rowOf = async (id: string) =>
  (await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, id)))[0]!;

describe('API keys', () => {
  it('are shown once, kept as a hash, listed and mailed without the secret, and made by the customer alone', async () => {
    const { holder } = await fleet();
    const created = await createKey(holder, ['buy', 'read']);
    expect(created.secret).toMatch(/^sk_[a-z2-7]{12}_[A-Za-z0-9_-]{43}$/);
    expect(created.secret.startsWith(`${created.key.prefix}_`)).toBe(true);
    expect(created.key).toMatchObject({ scopes: ['read', 'buy'], expiresAt: null, lastUsedAt: null });

    const row = await rowOf(created.key.id);
    expect(row.secretHash).toBe(createHash('sha256').update(created.secret).digest('hex'));
    // the 43 characters after the public prefix: base64url, so they may hold '_' themselves
    const secretPart = created.secret.slice(`${created.key.prefix}_`.length);
    expect(secretPart).toHaveLength(43);
    expect(JSON.stringify(row)).not.toContain(secretPart);

    const list = await call(t, holder.token, 'GET', '/api/api-keys');
    expect(list.json().data.items.map((key: { id: string }) => key.id)).toEqual([created.key.id]);
    expect(list.body).not.toContain(secretPart);

    const [mail] = await mails(t.database.db, { to: holder.user.email, mailKind: 'api_key_created' });
    expect(mail?.text).toContain(created.key.prefix);
    expect(mail?.text).not.toContain(secretPart);

    const exported = await call(t, holder.token, 'GET', '/api/user/data-export');
    const archive = await unzip(exported.rawPayload);
    expect(JSON.parse(archive.get('api-keys.json')!)).toMatchObject([{ prefix: created.key.prefix }]);
    expect(exported.rawPayload.toString('latin1')).not.toContain(secretPart);

    // an administrator, as themself or in the customer's view, makes and revokes none of the customer's keys
    const { admin } = await adminAndCustomer(t);
    const view = await enterView(t, admin.token, holder.user.id);
    const body = { name: 'x', scopes: ['read'], expiresInDays: 30 };
    expectError(await call(t, view.accessToken, 'POST', '/api/api-keys', body), 'no_permission');
    expectError(
      await call(t, view.accessToken, 'DELETE', `/api/api-keys/${created.key.id}`),
      'no_permission',
    );
    expectError(await call(t, admin.token, 'POST', '/api/api-keys', body), 'no_permission');
    expect((await call(t, view.accessToken, 'GET', '/api/api-keys')).json().data.items).toHaveLength(1);

    // at most ten live keys
    for (let i = 1; i < 10; i += 1) await createKey(holder, ['read']);
    expectError(await call(t, holder.token, 'POST', '/api/api-keys', body), 'api_key_limit');
  });

  it('reach exactly the routes of their scopes, on their own customer’s cards only', async () => {
    const { holder, cardId, addOnId } = await fleet();
    const other = await customer(t, 0);
    const othersCard = await cardOf(t, other.user.id, { status: 'PAUSED' });
    const read = (await createKey(holder, ['read'])).secret;
    const cards = (await createKey(holder, ['cards'])).secret;
    const buy = (await createKey(holder, ['buy'])).secret;
    const all = (await createKey(holder, ['read', 'cards', 'buy'])).secret;

    // read: a read, and nothing that changes or spends
    const mine = await call(t, read, 'GET', '/api/sims');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.items.map((card: { id: number }) => card.id)).toEqual([cardId]);
    expect((await call(t, read, 'GET', '/api/wallet/summary')).json().data.balance).toBe(2_000);
    expect((await call(t, read, 'GET', '/api/wallet/activities')).statusCode).toBe(200);
    const label = { label: 'router 7' };
    expectError(await call(t, read, 'PATCH', `/api/sims/${cardId}/label`, label), 'api_key_scope');
    expectError(await call(t, read, 'POST', `/api/sims/${cardId}/add-ons`, { addOnId }), 'api_key_scope');

    // cards: a card action, not a read nor a purchase
    const labelled = await call(t, cards, 'PATCH', `/api/sims/${cardId}/label`, label);
    expect(labelled.statusCode, labelled.body).toBe(200);
    expect(labelled.json().data.label).toBe('router 7');
    expectError(await call(t, cards, 'GET', '/api/sims'), 'api_key_scope');
    expectError(
      await call(t, cards, 'POST', '/api/wallet/pay-orders', { amountMinor: 500, method: 'DOMESTIC' }),
      'api_key_scope',
    );

    // buy: an add-on (the balance pays it) and a top-up's pay order
    const bought = await call(t, buy, 'POST', `/api/sims/${cardId}/add-ons`, { addOnId });
    expect(bought.statusCode, bought.body).toBe(201);
    expect(await balanceOf(t, holder.user.id)).toBeLessThan(2_000);
    const topUp = await call(t, buy, 'POST', '/api/wallet/pay-orders', {
      amountMinor: 500,
      method: 'DOMESTIC',
    });
    expect(topUp.statusCode, topUp.body).toBe(201);
    expectError(await call(t, buy, 'GET', `/api/sims/${cardId}`), 'api_key_scope');

    // another customer's card is not found, whatever the scopes
    expectError(await call(t, all, 'GET', `/api/sims/${othersCard}`), 'not_found');
    expectError(await call(t, all, 'PATCH', `/api/sims/${othersCard}/label`, label), 'not_found');
    expectError(
      await call(t, all, 'POST', `/api/sims/${othersCard}/plan-orders`, { planId: 1 }),
      'not_found',
    );

    // sessions, the account, keys themselves, deleting a card and every admin route take no key
    for (const [method, url] of [
      ['GET', '/api/admin/customers'],
      ['GET', '/api/user/getUserInfo'],
      ['POST', '/api/auth/logout'],
      ['GET', '/api/user/sessions'],
      ['GET', '/api/api-keys'],
      ['GET', '/api/user/data-export'],
      ['DELETE', `/api/sims/${cardId}`],
    ] as const) {
      expectError(await call(t, all, method, url), 'api_key_not_allowed');
    }

    // the OpenAPI document states the scheme and, on each operation a key reaches, its one scope
    const paths = (await call(t, null, 'GET', '/api/docs/json')).json().paths;
    expect(paths['/api/sims/{id}'].get.security).toEqual([{ bearerAuth: [] }, { apiKey: ['read'] }]);
    expect(paths['/api/sims/{id}/label'].patch.security).toContainEqual({ apiKey: ['cards'] });
    expect(paths['/api/sims/{id}/label'].patch['x-api-key-scope']).toBe('cards');
    expect(paths['/api/sims/{id}/add-ons'].post.security).toContainEqual({ apiKey: ['buy'] });
    expect(paths['/api/sims/{id}'].delete.security).toEqual([{ bearerAuth: [] }]);
    expect(paths['/api/admin/customers'].get.security).toEqual([{ bearerAuth: [] }]);
  });

  it('are refused once revoked or expired, and forged ones never; last use is written once a minute', async () => {
    const { holder } = await fleet();
    const other = await customer(t, 0);
    const kept = await createKey(holder, ['read'], 30);
    const revoked = await createKey(holder, ['read']);

    expect((await call(t, kept.secret, 'GET', '/api/sims')).statusCode).toBe(200);
    const firstUse = (await rowOf(kept.key.id)).lastUsedAt;
    expect(firstUse).toBeInstanceOf(Date);
    t.clock.advance(30_000);
    await call(t, kept.secret, 'GET', '/api/sims');
    expect((await rowOf(kept.key.id)).lastUsedAt, 'not written again within the minute').toEqual(firstUse);
    t.clock.advance(31_000);
    await call(t, kept.secret, 'GET', '/api/sims');
    expect((await rowOf(kept.key.id)).lastUsedAt!.getTime()).toBeGreaterThan(firstUse!.getTime() + 60_000);

    expectError(await call(t, other.token, 'DELETE', `/api/api-keys/${revoked.key.id}`), 'not_found');
    expect((await call(t, holder.token, 'DELETE', `/api/api-keys/${revoked.key.id}`)).statusCode).toBe(200);
    expectError(await call(t, revoked.secret, 'GET', '/api/sims'), 'api_key_invalid');
    expectError(await call(t, holder.token, 'DELETE', `/api/api-keys/${revoked.key.id}`), 'not_found');
    expect((await call(t, holder.token, 'GET', '/api/api-keys')).json().data.items).toHaveLength(1);

    const forged = `${kept.key.prefix}_${'A'.repeat(43)}`;
    for (const key of [forged, 'sk_nothing', `sk_${'a'.repeat(12)}_${'B'.repeat(43)}`]) {
      expectError(await call(t, key, 'GET', '/api/sims'), 'api_key_invalid');
    }

    t.clock.advance(31 * 86_400_000);
    expectError(await call(t, kept.secret, 'GET', '/api/sims'), 'api_key_invalid');
  });

  it('limits each key to its requests a minute, in the envelope, without touching another key', async () => {
    const { holder } = await fleet({ API_KEY_REQUESTS_PER_MINUTE: '3' });
    const busy = (await createKey(holder, ['read'])).secret;
    const quiet = (await createKey(holder, ['read'])).secret;
    for (let i = 0; i < 3; i += 1) expect((await call(t, busy, 'GET', '/api/sims')).statusCode).toBe(200);
    const limited = await call(t, busy, 'GET', '/api/sims');
    expect(expectError(limited, 'api_key_rate_limited')).toMatchObject({
      retryAfterSeconds: expect.any(Number),
    });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await call(t, quiet, 'GET', '/api/sims')).statusCode).toBe(200);
    t.clock.advance(61_000);
    expect((await call(t, busy, 'GET', '/api/sims')).statusCode).toBe(200);
  });

  it('refuses an address after its failed keys, its right key too, and never the owner elsewhere (issue #67)', async () => {
    const { holder } = await fleet();
    const own = await createKey(holder, ['read']);
    const from = (address: string, key: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/sims',
        headers: { authorization: `Bearer ${key}` },
        remoteAddress: address,
      });
    const stranger = '203.0.113.7';
    // a stranger guessing at the owner's key: its prefix with wrong secrets, and keys of nobody
    const answers = [];
    for (let i = 0; i < API_KEY_FAILURES_PER_ADDRESS + 5; i++) {
      const guess = i % 2 === 0 ? `${own.key.prefix}_${String(i).padStart(43, 'A')}` : `sk_nothing${i}`;
      answers.push((await from(stranger, guess)).json().message);
    }
    expect(answers.slice(0, API_KEY_FAILURES_PER_ADDRESS)).toEqual(
      Array(API_KEY_FAILURES_PER_ADDRESS).fill('api_key_invalid'),
    );
    expect(answers.slice(API_KEY_FAILURES_PER_ADDRESS)).toEqual(Array(5).fill('api_key_failures_limited'));
    // that address is refused before any lookup, even with the right key, and told when to come back
    const locked = await from(stranger, own.secret);
    expect(locked.statusCode).toBe(429);
    expect(
      (expectError(locked, 'api_key_failures_limited') as { retryAfterSeconds: number }).retryAfterSeconds,
    ).toBeGreaterThan(0);
    // the owner, from their own address, is not held back by the stranger's failures
    expect((await from('198.51.100.20', own.secret)).statusCode).toBe(200);
    // the window ends: the stranger's address may try again
    t.clock.advance(API_KEY_FAILURE_WINDOW_MS);
    expect((await from(stranger, own.secret)).statusCode).toBe(200);
  });
});
