import {
  cardGroupListSchema,
  cardGroupQuoteSchema,
  cardSelectionQuoteSchema,
} from '@simportal/contract/api/card-groups';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activities, addOns, cardGroups, deliveries, usageRecords } from '../src/schema.ts';
import {
  balanceOf,
  cardOf,
  catalogue,
  customer,
  expectBooksBalanced,
  moveTo,
  readCardRow,
} from './billing-fixtures.ts';
import { expectError } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { carrierCommandsOf, newestMail } from './helpers/deliveries.ts';
import { unzip } from './helpers/unzip.ts';

// A customer's card groups (issue #59, decision 0075): named groups, cards moved in and out, each group's figures,
// and actions on every card of a group priced first and done in one transaction, or not at all.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  moveTo(t, '2026-12-01');
});
afterEach(() => expectBooksBalanced(t));
afterAll(() => t.close());

type Holder = Awaited<ReturnType<typeof customer>>;

const call = (
  holder: Holder,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = {},
) =>
  t.app.inject({ method, url, headers: { ...holder.headers, ...headers }, ...(payload ? { payload } : {}) });

const newGroup = async (holder: Holder, name: string) => {
  const res = await call(holder, 'POST', '/api/card-groups', { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
};
/** The id of one of the holder's groups by its name. */
const groupIdNamed = async (holder: Holder, name: string) =>
  (await groupsOf(holder)).items.find((group) => group.name === name)!.id;
const move = (holder: Holder, groupId: number | null, cardIds: number[]) =>
  call(holder, 'PUT', '/api/card-groups/members', { groupId, cardIds });
const groupsOf = async (holder: Holder) =>
  cardGroupListSchema.parse((await call(holder, 'GET', '/api/card-groups')).json().data);

const addOnCode = async (code: string) =>
  (await t.database.db.select().from(addOns).where(eq(addOns.code, code)))[0]!;

/** A customer with `balance` and cards in the states given, all on the 30-day plan since today. */
const fleet = async (balance: number, statuses: ('USING' | 'PAUSED' | 'SUSPEND')[]) => {
  const { asia30 } = await catalogue(t);
  const holder = await customer(t, balance);
  const cards: number[] = [];
  for (const status of statuses) {
    cards.push(
      await cardOf(t, holder.user.id, { status, currentPlanId: asia30.id, cycleStartDay: '2026-12-01' }),
    );
  }
  return { holder, cards, asia30 };
};

const addOnRows = (cardId: number) =>
  t.database.db
    .select()
    .from(activities)
    .where(and(eq(activities.cardId, cardId), eq(activities.type, 'ADD_ON_PURCHASE')));

describe('card groups', () => {
  it('are named once per customer, renamed, deleted (their cards ungrouped) and never reached by another', async () => {
    const { holder, cards } = await fleet(0, ['USING', 'USING']);
    const other = await customer(t);
    const shop = await newGroup(holder, 'Shop routers');
    expectError(
      await call(holder, 'POST', '/api/card-groups', { name: 'shop ROUTERS' }),
      'group_name_exists',
    );
    expect((await call(holder, 'POST', '/api/card-groups', { name: '  ' })).statusCode).toBe(400);
    // another customer may use the same name, and reaches none of the holder's groups
    await newGroup(other, 'Shop routers');
    expectError(await call(other, 'PATCH', `/api/card-groups/${shop}`, { name: 'Mine' }), 'not_found');
    expectError(await call(other, 'DELETE', `/api/card-groups/${shop}`), 'not_found');
    expectError(
      await call(other, 'POST', `/api/card-groups/${shop}/quote`, { action: 'stop_billing' }),
      'not_found',
    );
    const renamed = await call(holder, 'PATCH', `/api/card-groups/${shop}`, { name: 'Rentals' });
    expect(renamed.json().data).toEqual({ id: shop, name: 'Rentals' });

    expect((await move(holder, shop, cards)).json().data).toEqual({ moved: 2 });
    const listed = await call(holder, 'GET', `/api/sims?group=${shop}`);
    expect(listed.json().data.items.map((card: { groupId: number }) => card.groupId)).toEqual([shop, shop]);
    expect((await call(holder, 'GET', '/api/sims?group=none')).json().data.total).toBe(0);

    expect((await call(holder, 'DELETE', `/api/card-groups/${shop}`)).statusCode).toBe(200);
    expect((await readCardRow(t, cards[0]!)).groupId).toBeNull();
    expect(await groupsOf(holder)).toMatchObject({ items: [], ungrouped: { cardCount: 2 } });

    // the cap: 50 groups
    await t.database.db
      .insert(cardGroups)
      .values(Array.from({ length: 49 }, (_, i) => ({ userId: holder.user.id, name: `Site ${i}` })));
    await newGroup(holder, 'Site 49');
    expectError(await call(holder, 'POST', '/api/card-groups', { name: 'One more' }), 'group_limit_reached');

    // the account deleted: its groups go with it (their names were the customer's words, decision 0040)
    await move(holder, await groupIdNamed(holder, 'Site 0'), cards);
    expect((await call(holder, 'POST', '/api/user/deletion-code')).statusCode).toBe(200);
    const mail = await newestMail(t.database.db, {
      to: holder.user.email,
      mailKind: 'account_deletion_code',
    });
    const code = mail!.text.match(/\b(\d{6})\b/)![1];
    const gone = await call(holder, 'POST', '/api/user/deletion', { password: holder.user.password, code });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(
      await t.database.db.select().from(cardGroups).where(eq(cardGroups.userId, holder.user.id)),
    ).toEqual([]);
  });

  it("refuses a move naming another's card whole, and sums each group's use this cycle and fees this month", async () => {
    const { holder, cards } = await fleet(2_000, ['USING', 'USING', 'USING']);
    const stranger = await fleet(0, ['USING']);
    const family = await newGroup(holder, 'Family');
    expectError(await move(holder, family, [cards[0]!, stranger.cards[0]!]), 'not_found');
    expect((await readCardRow(t, cards[0]!)).groupId).toBeNull();
    const theirs = await newGroup(stranger.holder, 'Theirs');
    expectError(await move(holder, theirs, [cards[0]!]), 'not_found');

    await move(holder, family, [cards[0]!, cards[1]!]);
    await t.database.db.insert(usageRecords).values(
      [cards[0]!, cards[1]!, cards[2]!].map((cardId, i) => ({
        cardId,
        day: '2026-12-01',
        regionCode: 'JP',
        regionName: 'Japan',
        usedKb: 1_000 * (i + 1),
        updatedAt: t.clock.now(),
      })),
    );
    const oneGb = await addOnCode('addon-1gb');
    const bought = await call(holder, 'POST', `/api/sims/${cards[1]}/add-ons`, { addOnId: oneGb.id });
    expect(bought.statusCode, bought.body).toBe(201);
    expect(await groupsOf(holder)).toEqual({
      items: [{ id: family, name: 'Family', cardCount: 2, periodKb: 3_000, monthFeesMinor: 500 }],
      ungrouped: { cardCount: 1, periodKb: 3_000, monthFeesMinor: 0 },
    });

    // the groups are the customer's data: named in their archive, each card naming its group
    const archive = await unzip((await call(holder, 'GET', '/api/user/data-export')).rawPayload);
    expect(JSON.parse(archive.get('account.json')!).cardGroups).toEqual([
      { id: family, name: 'Family', createdAt: expect.any(String) },
    ]);
    expect(
      JSON.parse(archive.get('cards.json')!)
        .map((card: { groupId: number }) => card.groupId)
        .sort(),
    ).toEqual([family, family, null]);
  });

  it('prices an add-on for the group, then buys it in one transaction: one ledger row per card, replayed once', async () => {
    const { holder, cards: all } = await fleet(1_200, ['USING', 'USING', 'PAUSED', 'USING']);
    const cards = all.slice(0, 3);
    const late = all[3];
    const group = await newGroup(holder, 'Fleet');
    await move(holder, group, cards);
    const oneGb = await addOnCode('addon-1gb');
    const request = { action: 'add_on', addOnId: oneGb.id };
    const quote = cardGroupQuoteSchema.parse(
      (await call(holder, 'POST', `/api/card-groups/${group}/quote`, request)).json().data,
    );
    expect(quote).toMatchObject({ totalMinor: 1_000, balanceMinor: 1_200, balanceAfterMinor: 200 });
    expect(quote.lines.map((line) => [line.cardId, line.priceMinor, line.skip])).toEqual([
      [cards[0], 500, null],
      [cards[1], 500, null],
      [cards[2], 0, 'not_in_service'],
    ]);

    // a card joined the group after the quote: the price confirmed is not the price now, and nothing is bought
    await move(holder, group, [late!]);
    const stale = await call(holder, 'POST', `/api/card-groups/${group}/actions`, {
      request,
      fingerprint: quote.fingerprint,
    });
    expectError(stale, 'group_quote_changed');
    expect(await addOnRows(cards[0]!)).toHaveLength(0);
    await move(holder, null, [late!]);

    const key = { 'idempotency-key': 'group-addon-0001' };
    const done = await call(
      holder,
      'POST',
      `/api/card-groups/${group}/actions`,
      { request, fingerprint: quote.fingerprint },
      key,
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toEqual({
      actedOn: 2,
      skipped: 1,
      chargedMinor: 1_000,
      balanceMinor: 200,
      replayed: false,
    });
    const again = await call(
      holder,
      'POST',
      `/api/card-groups/${group}/actions`,
      { request, fingerprint: quote.fingerprint },
      key,
    );
    expect(again.json().data).toMatchObject({ replayed: true, balanceMinor: 200 });
    expect((await addOnRows(cards[0]!)).map((row) => row.amountMinor)).toEqual([-500]);
    expect(await addOnRows(cards[1]!)).toHaveLength(1);
    expect(await addOnRows(cards[2]!)).toHaveLength(0);
    expect(await balanceOf(t, holder.user.id)).toBe(200);

    // the same quote again: the balance (200) no longer covers 1,000, and nothing is bought
    const next = cardGroupQuoteSchema.parse(
      (await call(holder, 'POST', `/api/card-groups/${group}/quote`, request)).json().data,
    );
    const short = await call(holder, 'POST', `/api/card-groups/${group}/actions`, {
      request,
      fingerprint: next.fingerprint,
    });
    expect(expectError(short, 'insufficient_credit')).toEqual({ requiredMinor: 1_000, balanceMinor: 200 });
    expect(await addOnRows(cards[0]!)).toHaveLength(1);
    expect(await balanceOf(t, holder.user.id)).toBe(200);
  });

  it('acts on the cards ticked on My SIMs as on a group: priced per card, all or nothing, none of another', async () => {
    const { holder, cards } = await fleet(700, ['USING', 'PAUSED', 'USING']);
    const other = await fleet(5_000, ['USING']);
    const oneGb = await addOnCode('addon-1gb');
    const request = { action: 'add_on', addOnId: oneGb.id };
    const chosen = [cards[2]!, cards[0]!, cards[1]!];
    const quote = cardSelectionQuoteSchema.parse(
      (await call(holder, 'POST', '/api/sims/selection/quote', { cardIds: chosen, request })).json().data,
    );
    // in card order, each card's price or why it is left out, and the whole against the balance
    expect(quote.lines.map((line) => [line.cardId, line.priceMinor, line.skip])).toEqual([
      [cards[0], 500, null],
      [cards[1], 0, 'not_in_service'],
      [cards[2], 500, null],
    ]);
    expect(quote).toMatchObject({ totalMinor: 1_000, balanceMinor: 700, balanceAfterMinor: -300 });
    const short = await call(holder, 'POST', '/api/sims/selection/actions', {
      cardIds: chosen,
      request,
      fingerprint: quote.fingerprint,
    });
    expect(expectError(short, 'insufficient_credit')).toEqual({ requiredMinor: 1_000, balanceMinor: 700 });
    expect(await addOnRows(cards[0]!)).toHaveLength(0);

    // another customer's card in the selection: nothing is priced or done
    const foreign = [cards[0]!, other.cards[0]!];
    expectError(
      await call(holder, 'POST', '/api/sims/selection/quote', { cardIds: foreign, request }),
      'not_found',
    );
    expectError(
      await call(holder, 'POST', '/api/sims/selection/actions', {
        cardIds: foreign,
        request: { action: 'stop_billing' },
        fingerprint: 'x',
      }),
      'not_found',
    );

    // stop billing on two cards: free, both paused in one action, replayed once under its key
    const stop = { action: 'stop_billing' } as const;
    const pair = [cards[0]!, cards[2]!];
    const stopQuote = cardSelectionQuoteSchema.parse(
      (await call(holder, 'POST', '/api/sims/selection/quote', { cardIds: pair, request: stop })).json().data,
    );
    expect(stopQuote.totalMinor).toBe(0);
    const key = { 'idempotency-key': 'selection-stop-0001' };
    const body = { cardIds: pair, request: stop, fingerprint: stopQuote.fingerprint };
    const done = await call(holder, 'POST', '/api/sims/selection/actions', body, key);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ actedOn: 2, skipped: 0, chargedMinor: 0, replayed: false });
    expect((await call(holder, 'POST', '/api/sims/selection/actions', body, key)).json().data).toMatchObject({
      replayed: true,
    });
    expect((await readCardRow(t, cards[0]!)).status).toBe('PAUSED');
    expect((await readCardRow(t, cards[2]!)).status).toBe('PAUSED');
    expect((await readCardRow(t, other.cards[0]!)).status).toBe('USING');
    expect(await balanceOf(t, holder.user.id)).toBe(700);
  });

  it('stops billing on every card of a group, resumes it charging today once per card, then changes its plan', async () => {
    const { holder, cards } = await fleet(1_000, ['USING', 'SUSPEND', 'PAUSED']);
    const group = await newGroup(holder, 'Routers');
    await move(holder, group, cards);
    // the customer's own systems listen for whole-group actions (decision 0077)
    const hook = await call(holder, 'POST', '/api/webhooks', {
      url: 'https://hooks.example.invalid/groups',
      events: ['bulk_job.completed'],
    });
    expect(hook.statusCode, hook.body).toBe(200);
    const act = async (request: object) => {
      const quote = cardGroupQuoteSchema.parse(
        (await call(holder, 'POST', `/api/card-groups/${group}/quote`, request)).json().data,
      );
      const res = await call(holder, 'POST', `/api/card-groups/${group}/actions`, {
        request,
        fingerprint: quote.fingerprint,
      });
      expect(res.statusCode, res.body).toBe(200);
      return { quote, result: res.json().data };
    };
    const stop = await act({ action: 'stop_billing' });
    expect(stop.quote.lines.map((line) => line.skip)).toEqual([null, null, 'already_stopped']);
    expect(stop.result).toMatchObject({ actedOn: 2, skipped: 1, chargedMinor: 0 });
    for (const id of cards) expect((await readCardRow(t, id)).status).toBe('PAUSED');
    expect((await carrierCommandsOf(t.database.db, cards[0]!)).map((c) => c.action)).toContain('PAUSE');
    // told once, in the action's transaction, with each card's outcome
    const told = (await t.database.db.select().from(deliveries).where(eq(deliveries.kind, 'webhook')))
      .map((row) => row.payload as { type: string; data: { groupId: number; cards: unknown[] } })
      .filter((payload) => payload.type === 'bulk_job.completed' && payload.data.groupId === group);
    expect(told).toHaveLength(1);
    expect(told[0]!.data).toMatchObject({ action: 'stop_billing', cardCount: 3, chargedMinor: 0 });
    expect(told[0]!.data.cards).toContainEqual({
      cardId: cards[2],
      outcome: 'skipped',
      reason: 'already_stopped',
    });

    const resume = await act({ action: 'resume_billing' });
    // the 30-day plan's first day, for each card (none was charged today)
    const perCard = resume.quote.lines[0]!.priceMinor;
    expect(perCard).toBeGreaterThan(0);
    expect(resume.result).toMatchObject({
      actedOn: 3,
      chargedMinor: perCard * 3,
      balanceMinor: 1_000 - perCard * 3,
    });
    for (const id of cards) expect((await readCardRow(t, id)).status).toBe('USING');

    // a plan change of cards in use waits for the next business day and costs nothing now; asked again, it is done
    const { daily1g } = await catalogue(t);
    const change = await act({ action: 'change_plan', planId: daily1g.id });
    expect(change.result).toMatchObject({ actedOn: 3, chargedMinor: 0 });
    for (const id of cards) expect((await readCardRow(t, id)).pendingPlanId).toBe(daily1g.id);
    const again = await call(holder, 'POST', `/api/card-groups/${group}/quote`, {
      action: 'change_plan',
      planId: daily1g.id,
    });
    expect(again.json().data.lines.map((line: { skip: string }) => line.skip)).toEqual([
      'already_pending',
      'already_pending',
      'already_pending',
    ]);
  });
});
