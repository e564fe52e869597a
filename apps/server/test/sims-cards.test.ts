import { simCardSchema } from '@simportal/contract/api/sims';
import { translateMessage } from '@simportal/contract/translate-message';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/database.ts';
import { deliverDue } from '../src/modules/deliveries/deliver.ts';
import { transitionCard } from '../src/modules/sims/card-status.ts';
import { basicPlans } from '../src/schema.ts';
import { bearer, createUser, expectError, login, signedInUser } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { carrierCommandsOf } from './helpers/deliveries.ts';
import { bind, carrierOf, inventoryCard, readCard, setCard, type TestCard } from './sims-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A signed-in customer holding one freshly bound card. */
const customerWithCard = async (overrides: Parameters<typeof inventoryCard>[1] = {}) => {
  const { user, tokens } = await signedInUser(t);
  const card = await inventoryCard(t, overrides);
  expect((await bind(t, tokens.accessToken, card)).statusCode).toBe(201);
  return { user, token: tokens.accessToken, card };
};

const call = (token: string, method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const label = (token: string, card: { id: number }, value: string | null) =>
  call(token, 'PATCH', `/api/sims/${card.id}/label`, { label: value });
const stopBilling = (token: string, card: { id: number }) =>
  call(token, 'POST', `/api/sims/${card.id}/stop-billing`);
const remove = (token: string, card: { id: number }) => call(token, 'DELETE', `/api/sims/${card.id}`);

const readCommands = (cardId: number) => carrierCommandsOf(t.database.db, cardId);

const planIds = async () => {
  const plans = await t.database.db.select().from(basicPlans).orderBy(basicPlans.sortOrder);
  return { first: plans[0]!, second: plans[1]! };
};

describe('My SIMs list (GET /api/sims)', () => {
  it("lists only the caller's cards, newest first, paged, with the names of their plans", async () => {
    const { token, card: older } = await customerWithCard();
    t.clock.advance(1000);
    const newer = await inventoryCard(t, { type: 'ESIM' });
    expect((await bind(t, token, newer)).statusCode).toBe(201);
    await customerWithCard(); // someone else's card
    const { first, second } = await planIds();
    const created = new Date('2026-03-01T08:00:00.000Z');
    const expires = new Date('2026-03-31T08:00:00.000Z');
    await setCard(t, older.id, {
      status: 'USING',
      currentPlanId: first.id,
      pendingPlanId: second.id,
      planCreatedAt: created,
      expireAt: expires,
    });

    const res = await call(token, 'GET', '/api/sims');
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    const items = page.items.map((item: unknown) => simCardSchema.parse(item));
    expect(items.map((item: { id: number }) => item.id)).toEqual([newer.id, older.id]);
    expect(items[0]).toMatchObject({ type: 'ESIM', currentPlan: null, canStopBilling: false });
    expect(items[1]).toMatchObject({
      status: 'USING',
      currentPlan: { id: first.id, name: first.name },
      pendingPlan: { id: second.id, name: second.name },
      planCreatedAt: created.toISOString(),
      expireAt: expires.toISOString(),
      canStopBilling: true,
      usage: null,
    });

    const second_page = await call(token, 'GET', '/api/sims?page=2&pageSize=1');
    expect(second_page.json().data).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(second_page.json().data.items.map((item: { id: number }) => item.id)).toEqual([older.id]);
    // past the last page: no card, the count still right
    const past = await call(token, 'GET', '/api/sims?page=3&pageSize=1');
    expect(past.json().data).toEqual({ items: [], total: 2, page: 3, pageSize: 1 });
    expectError(await call(token, 'GET', '/api/sims?pageSize=1000'), 'validation_failed');
  });

  it('is empty for a new customer and needs a login', async () => {
    const { tokens } = await signedInUser(t);
    expect((await call(tokens.accessToken, 'GET', '/api/sims')).json().data).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 20,
    });
    expectError(await t.app.inject({ method: 'GET', url: '/api/sims' }), 'login_expired');
  });
});

describe('ownership: every card route answers 404 for a card that is not the caller’s', () => {
  let owner: Awaited<ReturnType<typeof customerWithCard>>;
  let stranger: string;
  beforeAll(async () => {
    owner = await customerWithCard();
    await setCard(t, owner.card.id, { status: 'USING' });
    stranger = (await signedInUser(t)).tokens.accessToken;
  });

  it.each([
    ['GET', ''],
    ['PATCH', '/label'],
    ['POST', '/stop-billing'],
    ['DELETE', ''],
  ] as const)('%s /api/sims/:id%s', async (method, suffix) => {
    const payload = method === 'PATCH' ? { label: 'mine now' } : undefined;
    expectError(await call(stranger, method, `/api/sims/${owner.card.id}${suffix}`, payload), 'not_found');
    expectError(await call(stranger, method, `/api/sims/987654${suffix}`, payload), 'not_found');
    const after = await readCard(t, owner.card.id);
    expect(after).toMatchObject({ userId: owner.user.id, status: 'USING', label: null, deletedAt: null });
  });

  it('answers the owner, and refuses an id that is not a positive integer', async () => {
    const res = await call(owner.token, 'GET', `/api/sims/${owner.card.id}`);
    expect(res.json().data.id).toBe(owner.card.id);
    expectError(await call(owner.token, 'GET', '/api/sims/abc'), 'validation_failed');
    expectError(await call(owner.token, 'GET', '/api/sims/0'), 'validation_failed');
  });
});

describe('labels (PATCH /api/sims/:id/label)', () => {
  it('sets, renames and clears a label', async () => {
    const { token, card } = await customerWithCard();
    const res = await label(token, card, '  Travel phone ');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.label).toBe('Travel phone');
    expect((await label(token, card, 'TRAVEL PHONE')).json().data.label).toBe('TRAVEL PHONE');
    expect((await label(token, card, '')).json().data.label).toBeNull();
    await label(token, card, 'x');
    expect((await label(token, card, null)).json().data.label).toBeNull();
  });

  it('keeps labels unique per customer whatever their case (label_exists), not across customers', async () => {
    const { token, card } = await customerWithCard();
    const second = await inventoryCard(t);
    expect((await bind(t, token, second)).statusCode).toBe(201);
    expect((await label(token, card, 'Work')).statusCode).toBe(200);
    expectError(await label(token, second, 'work'), 'label_exists');
    expectError(await label(token, second, ' WORK '), 'label_exists');
    expect((await readCard(t, second.id)).label).toBeNull();

    const other = await customerWithCard();
    expect((await label(other.token, other.card, 'Work')).statusCode).toBe(200);
  });

  it('refuses a label with a direction mark or a control character, in words the customer reads (issue #56)', async () => {
    const { token, card } = await customerWithCard();
    for (const hidden of ['\u200F', '\u200E', '\u061C', '\u2067', '\u0007', '\u001B', '\u0085']) {
      const res = await label(token, card, `Work${hidden}phone`);
      const data = expectError(res, 'validation_failed');
      expect(data, JSON.stringify(hidden)).toEqual({
        issues: [{ in: 'body', field: 'label', rule: 'text_malformed' }],
      });
    }
    expect(translateMessage('text_malformed', 'en')).toBe('This text contains characters that are not valid');
    expect(translateMessage('text_malformed', 'zh-CN')).toBe('该内容包含无效字符');
    expect((await readCard(t, card.id)).label).toBeNull();
    expect((await label(token, card, 'Work phone')).statusCode).toBe(200);
  });

  it('refuses a label longer than 32 characters', async () => {
    const { token, card } = await customerWithCard();
    const data = expectError(await label(token, card, 'x'.repeat(33)), 'validation_failed');
    expect(data).toEqual({ issues: [{ in: 'body', field: 'label', rule: 'label_too_long' }] });
    expect((await label(token, card, 'x'.repeat(32))).statusCode).toBe(200);
  });
});

describe('Stop Billing (POST /api/sims/:id/stop-billing)', () => {
  it.each(['USING', 'SUSPEND'] as const)(
    'pauses a %s card and tells the carrier after the commit',
    async (status) => {
      const { token, card } = await customerWithCard();
      await setCard(t, card.id, { status });
      const res = await stopBilling(token, card);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ id: card.id, status: 'PAUSED', canStopBilling: false });
      expect(
        carrierOf(t)
          .receivedFor(card.id)
          .map((i) => i.action),
      ).toEqual(['PAUSE']);
      expect(carrierOf(t).receivedFor(card.id)[0]!.iccid).toBe(card.iccid);
      const commands = await readCommands(card.id);
      expect(commands).toMatchObject([{ action: 'PAUSE', state: 'delivered', attempts: 1 }]);
    },
  );

  it('cancels a plan change waiting for the next business day: a paused card switches nothing', async () => {
    const { token, card } = await customerWithCard();
    const { first, second } = await planIds();
    await setCard(t, card.id, { status: 'USING', currentPlanId: first.id, pendingPlanId: second.id });
    const res = await stopBilling(token, card);
    expect(res.json().data).toMatchObject({
      status: 'PAUSED',
      currentPlan: { id: first.id },
      pendingPlan: null,
    });
    expect((await readCard(t, card.id)).pendingPlanId).toBeNull();
  });

  it.each(['PAUSED', 'NOT_ACTIVE'] as const)(
    'refuses a %s card: 409 illegal_status_transition',
    async (status) => {
      const { token, card } = await customerWithCard();
      await setCard(t, card.id, { status });
      const data = expectError(await stopBilling(token, card), 'illegal_status_transition');
      expect(data).toEqual({ from: status, to: 'PAUSED' });
      expect((await readCard(t, card.id)).status).toBe(status);
      expect(carrierOf(t).receivedFor(card.id)).toEqual([]);
      expect(await readCommands(card.id)).toEqual([]);
    },
  );

  it('keeps the pause when the carrier fails, and delivers it on a retry', async () => {
    const { token, card } = await customerWithCard();
    await setCard(t, card.id, { status: 'USING' });
    carrierOf(t).failNext();
    const res = await stopBilling(token, card);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('PAUSED');
    const [failed] = await readCommands(card.id);
    expect(failed).toMatchObject({ state: 'failed', attempts: 1 });
    expect(failed!.lastError).toContain('refused');

    // not before its retry time: then the worker's round sends it
    const quiet = { warn: () => {}, error: () => {} };
    await deliverDue(t.ctx, quiet);
    expect((await readCommands(card.id))[0]).toMatchObject({ state: 'failed', attempts: 1 });
    t.clock.advance(t.ctx.config.JOB_RETRY_BASE_SECONDS * 1000);
    try {
      await deliverDue(t.ctx, quiet);
    } finally {
      t.clock.reset();
    }
    const [done] = await readCommands(card.id);
    expect(done).toMatchObject({ state: 'delivered', attempts: 2, lastError: null });
    expect(
      carrierOf(t)
        .receivedFor(card.id)
        .map((i) => i.action),
    ).toEqual(['PAUSE']);
  });
});

describe('deleting a card (DELETE /api/sims/:id)', () => {
  const insertActivity = async (userId: number, card: TestCard) => {
    await t.database.db.execute(sql`
      insert into activities (user_id, type, amount_minor, balance_after_minor, reason, card_id, trade_date,
        idempotency_key, request_hash)
      values (${userId}, 'DAILY_FEE', -150, 0, 'daily_fee', ${card.id}, '2026-03-01', ${`test:${card.id}`}, 'x')`);
  };

  it('retires the card for good: unbound, plan and label cleared, history kept, carrier told', async () => {
    const { user, token, card } = await customerWithCard();
    const { first } = await planIds();
    await setCard(t, card.id, { status: 'USING', currentPlanId: first.id, planCreatedAt: new Date() });
    await label(token, card, 'Old phone');
    await insertActivity(user.id, card);

    const res = await remove(token, card);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, message: 'ok', data: null });
    const row = await readCard(t, card.id);
    expect(row).toMatchObject({
      userId: null,
      label: null,
      status: 'NOT_ACTIVE',
      currentPlanId: null,
      pendingPlanId: null,
      planCreatedAt: null,
      deletedByUserId: user.id,
    });
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect((await call(token, 'GET', '/api/sims')).json().data.total).toBe(0);
    expectError(await call(token, 'GET', `/api/sims/${card.id}`), 'not_found');
    expectError(await remove(token, card), 'not_found');
    // the customer's history still names the card
    const history = await selectRows<{ card_id: number }>(
      t.database.db,
      sql`select card_id from activities where user_id = ${user.id}`,
    );
    expect(history).toEqual([{ card_id: card.id }]);
    expect(
      carrierOf(t)
        .receivedFor(card.id)
        .map((i) => i.action),
    ).toEqual(['TERMINATE']);
  });

  it('deletes a card that never had a plan, and a paused one', async () => {
    const a = await customerWithCard();
    expect((await remove(a.token, a.card)).statusCode).toBe(200);
    const b = await customerWithCard();
    await setCard(t, b.card.id, { status: 'PAUSED' });
    expect((await remove(b.token, b.card)).statusCode).toBe(200);
    expect(await readCard(t, b.card.id)).toMatchObject({ status: 'NOT_ACTIVE', userId: null });
  });
});

describe('releasing a deleted card (POST /api/admin/cards/:id/release)', () => {
  let adminToken: string;
  beforeAll(async () => {
    const admin = await createUser(t, { level: 1 });
    adminToken = (await login(t, admin.username, admin.password)).accessToken;
  });
  const release = (token: string, id: number) => call(token, 'POST', `/api/admin/cards/${id}/release`);

  it('puts a deleted card back in the inventory', async () => {
    const { token, card } = await customerWithCard();
    await remove(token, card);
    const res = await release(adminToken, card.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: card.id,
      userId: null,
      deletedAt: null,
      status: 'NOT_ACTIVE',
    });
    expect((await readCard(t, card.id)).deletedByUserId).toBeNull();
    // anyone with the code may bind it again, the customer who deleted it too
    expect((await bind(t, token, card)).statusCode).toBe(201);
  });

  it('changes nothing for a free card, refuses a bound one, 404 for an unknown one', async () => {
    const free = await inventoryCard(t);
    expect((await release(adminToken, free.id)).statusCode).toBe(200);
    const { card } = await customerWithCard();
    expectError(await release(adminToken, card.id), 'sim_occupied');
    expectError(await release(adminToken, 987654), 'not_found');
  });

  it('is for administrators only', async () => {
    const { token, card } = await customerWithCard();
    await remove(token, card);
    expectError(await release(token, card.id), 'admin_required');
    expectError(
      await t.app.inject({ method: 'POST', url: `/api/admin/cards/${card.id}/release` }),
      'login_expired',
    );
    expect((await readCard(t, card.id)).deletedAt).not.toBeNull();
  });
});

describe('transitionCard (the one function that changes a status)', () => {
  it('writes nothing when the status changed since it was read', async () => {
    const { card } = await customerWithCard();
    await setCard(t, card.id, { status: 'USING' });
    const stale = await readCard(t, card.id);
    await setCard(t, card.id, { status: 'PAUSED' }); // e.g. the customer's Stop Billing won meanwhile
    const attempt = transitionCard(t.database.db, stale, 'SUSPEND');
    await expect(attempt).rejects.toMatchObject({ key: 'illegal_status_transition' });
    expect((await readCard(t, card.id)).status).toBe('PAUSED');
    const moved = await transitionCard(t.database.db, await readCard(t, card.id), 'USING', {
      expireAt: null,
    });
    expect(moved.status).toBe('USING');
  });
});
