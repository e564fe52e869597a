import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runBillingDay } from '../src/commands/daily-run.ts';
import { selectRows } from '../src/db/database.ts';
import { openImportSession } from '../src/modules/usage/import-session.ts';
import { IMPORT_LOCK, importUsage } from '../src/modules/usage/import-usage.ts';
import { csvUsageSource } from '../src/modules/usage/usage-csv.ts';
import { addOns } from '../src/schema.ts';
import {
  balanceOf,
  cardOf,
  catalogue,
  customer,
  dailyFees,
  expectBooksBalanced,
  moveTo,
  readCardRow,
} from './billing-fixtures.ts';
import { bearer, login, signedInUser } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { carrierCommandsOf } from './helpers/deliveries.ts';
import { unzip } from './helpers/unzip.ts';
import { usageCsv, usageMailsTo } from './usage-fixtures.ts';

// A card's daily caps (issue #59, decision 0074): data and money per business day, warned at 80 % once a day,
// held (slowed or stopped) at 100 % until the next business day, a purchase past the money cap refused, a fee above
// it paused instead of charged. On a controlled clock; the books balance (drift 0) after every test.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterEach(() => expectBooksBalanced(t));
afterAll(() => t.close());

const MB = 1024;
const GB = 1024 * MB;
const quiet = { log: { info: () => {}, warn: () => {}, error: () => {} } };

type Holder = Awaited<ReturnType<typeof customer>>;
/** Signs the holder in again: the clock moves days, past any session's tokens. */
const headersOf = async (holder: Holder) =>
  bearer((await login(t, holder.user.username, holder.user.password)).accessToken);

/** A holder with an Asia 30-day card (10 GB a cycle from 1 March, STOP past it) and a balance. */
const holderWithCard = async (balance: number, plan: 'asia30' | 'daily500' = 'asia30') => {
  moveTo(t, '2026-03-15');
  const plans = await catalogue(t);
  const holder = await customer(t, balance);
  const cardId = await cardOf(t, holder.user.id, {
    status: 'USING',
    currentPlanId: plans[plan].id,
    cycleStartDay: '2026-03-01',
  });
  const { iccid } = await readCardRow(t, cardId);
  /** The carrier's day total of the card on `day` (Hong Kong). */
  const useOn = (day: string, kb: number) =>
    importUsage(t.ctx, csvUsageSource(usageCsv([[iccid, day, 'HK', 'Hong Kong', Math.round(kb)]])));
  return { ...holder, cardId, useOn };
};

const caps = (headers: Record<string, string>, cardId: number, method = 'GET', payload?: object) =>
  t.app.inject({ method: method as 'GET', url: `/api/usage/cards/${cardId}/caps`, headers, payload });

const CAPS = { dataMbPerDay: 1000, dataAction: 'SLOW', moneyMinorPerDay: null, moneyAction: 'STOP' };

const commandsOf = async (cardId: number) =>
  (await carrierCommandsOf(t.database.db, cardId)).map((command) => command.action);
const capMails = async (email: string) =>
  (await usageMailsTo(t, email))
    .filter((mail) => mail.mailKind.startsWith('card_cap_'))
    .map((m) => m.mailKind);
const pack = async (code: string) =>
  (await t.database.db.select().from(addOns)).find(
    (row) => row.code === code && row.active && row.supersededAt === null,
  )!;

describe("a card's daily caps, as its holder sets them", () => {
  it('are none until set, then what was set and exported; refused with the field named; nobody else reads them', async () => {
    const holder = await holderWithCard(0);
    expect((await caps(holder.headers, holder.cardId)).json().data).toEqual({
      caps: null,
      today: { usedKb: 0, spentMinor: 0, restriction: null },
    });
    for (const [wrong, field, rule] of [
      [{ dataMbPerDay: 0 }, 'dataMbPerDay', 'invalid_value'],
      [{ dataAction: 'FAST' }, 'dataAction', 'invalid_value'],
      [{ moneyMinorPerDay: 1.5 }, 'moneyMinorPerDay', 'invalid_value'],
      [{ dataMbPerDay: null }, 'dataMbPerDay', 'card_cap_required'],
    ] as const) {
      const res = await caps(holder.headers, holder.cardId, 'PUT', { ...CAPS, ...wrong });
      expect(res.statusCode, JSON.stringify(wrong)).toBe(400);
      expect(res.json().message).toBe('validation_failed');
      expect(res.json().data.issues[0]).toMatchObject({ in: 'body', field });
      if (rule === 'card_cap_required') expect(res.json().data.issues[0].rule).toBe(rule);
    }
    const set = await caps(holder.headers, holder.cardId, 'PUT', { ...CAPS, moneyMinorPerDay: 900 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.caps).toEqual({ ...CAPS, moneyMinorPerDay: 900 });
    // the holder's own data: in their export
    const exported = await t.app.inject({ url: '/api/user/data-export', headers: holder.headers });
    expect((await unzip(exported.rawPayload)).get('cards.csv')).toContain(
      'data 1000 MB/day SLOW money 900/day STOP',
    );

    const other = await customer(t);
    expect((await caps(other.headers, holder.cardId)).statusCode).toBe(404);
    expect((await caps(other.headers, holder.cardId, 'PUT', CAPS)).statusCode).toBe(404);
    expect((await caps(other.headers, holder.cardId, 'DELETE')).statusCode).toBe(404);
    expect((await caps({}, holder.cardId)).statusCode).toBe(401);

    const removed = await caps(holder.headers, holder.cardId, 'DELETE');
    expect(removed.json().data.caps).toBeNull();
  });
});

describe('the data cap at a usage import', () => {
  it('warns once at 80 %, throttles at 100 %, and the next business day lifts it', async () => {
    const holder = await holderWithCard(0);
    await caps(holder.headers, holder.cardId, 'PUT', CAPS);
    await holder.useOn('2026-03-15', 700 * MB);
    expect(await capMails(holder.user.email)).toEqual([]);
    await holder.useOn('2026-03-15', 850 * MB);
    await holder.useOn('2026-03-15', 900 * MB);
    expect(await capMails(holder.user.email)).toEqual(['card_cap_data_warned']);
    expect(await commandsOf(holder.cardId)).toEqual([]);

    await holder.useOn('2026-03-15', 1000 * MB);
    await holder.useOn('2026-03-15', 1100 * MB);
    expect(await commandsOf(holder.cardId)).toEqual(['THROTTLE']);
    const mails = await usageMailsTo(t, holder.user.email);
    expect(mails.map((mail) => mail.mailKind).filter((kind) => kind.startsWith('card_cap_'))).toEqual([
      'card_cap_data_warned',
      'card_cap_data_reached',
    ]);
    expect(mails.find((mail) => mail.mailKind === 'card_cap_data_reached')!.text).toContain(
      'slowed until tomorrow',
    );
    // on the card in My SIMs, and on Traffic Detail
    const billing = await t.app.inject({
      url: `/api/billing/cards/${holder.cardId}`,
      headers: holder.headers,
    });
    expect(billing.json().data.dailyCap).toMatchObject({
      dataMbPerDay: 1000,
      usedKb: 1100 * MB,
      restriction: 'slowed',
    });

    moveTo(t, '2026-03-16');
    await holder.useOn('2026-03-16', 10 * MB);
    expect(await commandsOf(holder.cardId)).toEqual(['THROTTLE', 'UNTHROTTLE']);
    const today = (await caps(await headersOf(holder), holder.cardId)).json().data.today;
    expect(today).toEqual({ usedKb: 10 * MB, spentMinor: 0, restriction: null });

    // a cap set below what the card used today holds it at once, not at the next usage report
    const lowered = await caps(await headersOf(holder), holder.cardId, 'PUT', {
      ...CAPS,
      dataMbPerDay: 5,
      dataAction: 'STOP',
    });
    expect(lowered.json().data.today.restriction).toBe('stopped');
    expect(await commandsOf(holder.cardId)).toEqual(['THROTTLE', 'UNTHROTTLE', 'PAUSE']);
    // and lifted the next business day like any other hold
    moveTo(t, '2026-03-17');
    await holder.useOn('2026-03-17', 0);
    expect(await commandsOf(holder.cardId)).toEqual(['THROTTLE', 'UNTHROTTLE', 'PAUSE', 'RESUME']);
  });

  it('set while a usage import holds its lock, waits for it and holds the card in the same request', async () => {
    const holder = await holderWithCard(0);
    await holder.useOn('2026-03-15', 50 * MB);
    // an import under way: its transaction holds the import's lock (on PostgreSQL another connection; PGlite has
    // one, so there the request waits for the transaction itself)
    const session = await openImportSession(t.database);
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const importing = session.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
      locked();
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    await lockTaken;
    const set = await caps(await headersOf(holder), holder.cardId, 'PUT', {
      ...CAPS,
      dataMbPerDay: 10,
      dataAction: 'STOP',
    });
    await importing;
    session.release();
    // not "applies at the next usage report": held now, its carrier command out before the answer
    expect(set.json().data.today.restriction).toBe('stopped');
    expect(await commandsOf(holder.cardId)).toEqual(['PAUSE']);
    // the operator's console tags the card as stopped by its cap, beside its status (still in use)
    const admin = await signedInUser(t, { level: 1 });
    const listed = await t.app.inject({
      url: `/api/admin/cards?holder=${holder.user.username}`,
      headers: bearer(admin.tokens.accessToken),
    });
    expect(listed.json().data.items).toMatchObject([
      { id: holder.cardId, status: 'USING', live: { capHold: 'stopped' } },
    ]);
  });

  it("stops through the carrier, and the next day leaves the allowance's own STOP in place", async () => {
    const holder = await holderWithCard(0);
    await caps(holder.headers, holder.cardId, 'PUT', { ...CAPS, dataAction: 'STOP' });
    // the 10 GB of the cycle used on earlier days: the allowance's STOP pauses the card
    await holder.useOn('2026-03-10', 10 * GB);
    expect(await commandsOf(holder.cardId)).toEqual(['PAUSE']);
    // and today's 1000 MB reaches the data cap: its own pause, recorded apart
    await holder.useOn('2026-03-15', 1000 * MB);
    expect(await commandsOf(holder.cardId)).toEqual(['PAUSE', 'PAUSE']);
    expect((await caps(holder.headers, holder.cardId)).json().data.today.restriction).toBe('stopped');

    // tomorrow the cap's hold is lifted, but the allowance still stops the card: no RESUME
    moveTo(t, '2026-03-16');
    await holder.useOn('2026-03-16', 0);
    expect(await commandsOf(holder.cardId)).toEqual(['PAUSE', 'PAUSE']);
    const [held] = await selectRows<{ lifted: boolean }>(
      t.database.db,
      sql`select lifted_at is not null as lifted from card_cap_days where card_id = ${holder.cardId}`,
    );
    expect(held!.lifted).toBe(true);
  });
});

describe('the money cap', () => {
  it('refuses an add-on past it, skips the auto add-on with its reason and stops the card for the day', async () => {
    const holder = await holderWithCard(5_000);
    const oneGb = await pack('addon-1gb'); // 500
    await caps(holder.headers, holder.cardId, 'PUT', {
      ...CAPS,
      dataMbPerDay: null,
      moneyMinorPerDay: 600,
      moneyAction: 'STOP',
    });
    const buy = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/sims/${holder.cardId}/add-ons`,
        headers: holder.headers,
        payload: { addOnId: oneGb.id },
      });
    expect((await buy()).statusCode).toBe(201);
    // 500 of 600: the 80 % warning, once
    expect(await capMails(holder.user.email)).toEqual(['card_cap_money_warned']);
    const refused = await buy();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'card_money_cap_reached',
      data: { capMinor: 600, spentMinor: 500 },
    });
    expect(await balanceOf(t, holder.user.id)).toBe(4_500);
    expect((await caps(holder.headers, holder.cardId)).json().data.today.spentMinor).toBe(500);

    // the auto add-on would buy at 10 % left of 11 GB: the cap refuses it, and STOP pauses the card today
    await t.app.inject({
      method: 'PUT',
      url: `/api/usage/cards/${holder.cardId}/auto-add-on`,
      headers: holder.headers,
      payload: { addOnId: oneGb.id, whenLeftBelowPercent: 10, maxPerDay: 1, maxPerCycle: 3, enabled: true },
    });
    await holder.useOn('2026-03-10', 10.5 * GB);
    const [event] = await selectRows<{ outcome: string }>(
      t.database.db,
      sql`select outcome from auto_add_on_events where card_id = ${holder.cardId}`,
    );
    expect(event!.outcome).toBe('money_cap');
    expect(await balanceOf(t, holder.user.id)).toBe(4_500);
    const refusedMail = (await usageMailsTo(t, holder.user.email)).find(
      (mail) => mail.mailKind === 'auto_add_on_refused',
    );
    expect(refusedMail!.text).toContain('daily spending cap');
    expect(await commandsOf(holder.cardId)).toEqual(['PAUSE']);
    expect(await capMails(holder.user.email)).toEqual(['card_cap_money_warned', 'card_cap_money_reached']);
  });

  it('at the daily run: a fee above it pauses the card instead (STOP), or is charged and slows it (SLOW)', async () => {
    const stopped = await holderWithCard(5_000);
    const slowed = await holderWithCard(5_000);
    // the Asia plan's fee is 80 a day
    await caps(stopped.headers, stopped.cardId, 'PUT', { ...CAPS, dataMbPerDay: null, moneyMinorPerDay: 50 });
    await caps(slowed.headers, slowed.cardId, 'PUT', {
      ...CAPS,
      dataMbPerDay: null,
      moneyMinorPerDay: 50,
      moneyAction: 'SLOW',
    });
    moveTo(t, '2026-03-16');
    const run = await runBillingDay(t.ctx, '2026-03-16', quiet);
    expect(run).toMatchObject({ capPaused: 1, capSlowed: 1 });
    expect((await readCardRow(t, stopped.cardId)).status).toBe('PAUSED');
    expect(await dailyFees(t, stopped.cardId)).toEqual([]);
    expect(await commandsOf(stopped.cardId)).toEqual(['PAUSE']);
    expect(await balanceOf(t, stopped.user.id)).toBe(5_000);
    expect(await capMails(stopped.user.email)).toEqual(['card_cap_money_paused']);

    expect((await readCardRow(t, slowed.cardId)).status).toBe('USING');
    expect((await dailyFees(t, slowed.cardId)).map((fee) => fee.amountMinor)).toEqual([-80]);
    expect(await commandsOf(slowed.cardId)).toEqual(['THROTTLE']);

    // the next day's run lifts the slowed card's hold, and its fee above the cap slows it again; the paused card
    // stays the holder's to resume
    moveTo(t, '2026-03-17');
    const next = await runBillingDay(t.ctx, '2026-03-17', quiet);
    expect(next).toMatchObject({ capLifted: 2, capPaused: 0, capSlowed: 1 });
    expect(await commandsOf(slowed.cardId)).toEqual(['THROTTLE', 'UNTHROTTLE', 'THROTTLE']);
    expect(await commandsOf(stopped.cardId)).toEqual(['PAUSE']);
  });
});
