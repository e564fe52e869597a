import { LOCALES } from '@simportal/contract/locales';
import { EVENT_DEFINITIONS, EVENT_KINDS } from '@simportal/contract/notify-events';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tellFailedDeliveries } from '../src/commands/failed-deliveries-digest.ts';
import { queueCarrierCommand } from '../src/modules/carrier/carrier-commands.ts';
import { deliverDueRound } from '../src/modules/deliveries/index.ts';
import { chooseChannels } from '../src/modules/notify/alert-channels.ts';
import { purgeInbox, tell } from '../src/modules/notify/index.ts';
import { quietUntil } from '../src/modules/notify/quiet-hours.ts';
import { EVENT_TEXTS } from '../src/modules/notify/texts/index.ts';
import { importUsage } from '../src/modules/usage/import-usage.ts';
import { csvUsageSource } from '../src/modules/usage/usage-csv.ts';
import { notifyEvents, pushSubscriptions, users } from '../src/schema.ts';
import { cardOf, catalogue, customer, moveTo, readCardRow } from './billing-fixtures.ts';
import { bearer, signedInUser } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { mails, pushDeliveries } from './helpers/deliveries.ts';
import { carrierOf, inventoryCard } from './sims-fixtures.ts';
import { usageCsv } from './usage-fixtures.ts';

// One place that tells people (issue #68, decision 0092): events recorded in the transaction of their change,
// the channel chosen by one rule, quiet hours that hold pushes, and the inbox of what each person was told.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const told = Object.entries(EVENT_TEXTS) as [
  keyof typeof EVENT_TEXTS,
  (typeof EVENT_TEXTS)[keyof typeof EVENT_TEXTS],
][];

describe('the words of every event', () => {
  it.each(LOCALES)('renders every event kind in %s from its data, every placeholder filled', (locale) => {
    const context = { currency: 'USD', publicUrl: 'https://portal.example' };
    for (const [kind, texts] of told) {
      const line = texts.line(locale, texts.example as never, context);
      const mail = texts.mail?.(locale, texts.example as never, context);
      for (const text of [line.title, line.body, mail?.subject ?? '', mail?.text ?? '']) {
        expect(text, kind).not.toMatch(/\{\{|\}\}|undefined|NaN|^(push|mail)\./);
      }
      expect(line.link, kind).toMatch(/^\//);
      if (EVENT_DEFINITIONS[kind].webhook) expect(texts.webhook, kind).toBeDefined();
    }
    // the runway reminder that carries a low balance of the same day (decision 0092) says both
    const runway = EVENT_TEXTS['balance.runway_low'];
    const both = { ...runway.example, short: { day: '2026-12-02', neededMinor: 400 } };
    const line = runway.line(locale, both, context);
    const mail = runway.mail?.(locale, both, context);
    for (const text of [line.body, mail?.subject, mail?.text])
      expect(text).not.toMatch(/\{\{|\}\}|undefined|NaN|^(push|mail)\./);
    expect(mail?.kind).toBe('low_balance');
  });

  it('keeps the webhook event types a subset of the event kinds', async () => {
    const { WEBHOOK_EVENT_TYPES } = await import('@simportal/contract/api/webhooks');
    for (const type of WEBHOOK_EVENT_TYPES.filter((type) => type !== 'test')) {
      expect(EVENT_KINDS as readonly string[]).toContain(type);
      expect(EVENT_DEFINITIONS[type as (typeof EVENT_KINDS)[number]].webhook, type).toBe(true);
    }
  });
});

describe('the one rule of channels', () => {
  it('tells an alert by the channels chosen, both until chosen, and what is not an alert by both always', () => {
    const chosen = new Map([['data' as const, { mail: false, push: true }]]);
    expect(chooseChannels('data', chosen)).toEqual({ mail: false, push: true });
    expect(chooseChannels('caps', chosen)).toEqual({ mail: true, push: true });
    expect(chooseChannels('data', undefined)).toEqual({ mail: true, push: true });
    expect(chooseChannels(null, new Map([['data' as const, { mail: false, push: false }]]))).toEqual({
      mail: true,
      push: true,
    });
  });
});

describe('quiet hours', () => {
  const span = { from: 22 * 60, to: 7 * 60, timeZone: 'Asia/Shanghai' };
  it('holds a push to the end of a span past midnight, in the zone of the span', () => {
    // 23:30 in Shanghai (15:30Z): until 07:00 there the next morning (23:00Z)
    expect(quietUntil(new Date('2026-12-01T15:30:00Z'), span)?.toISOString()).toBe(
      '2026-12-01T23:00:00.000Z',
    );
    // 03:00 in Shanghai (19:00Z the day before): until 07:00 the same morning
    expect(quietUntil(new Date('2026-12-01T19:00:00Z'), span)?.toISOString()).toBe(
      '2026-12-01T23:00:00.000Z',
    );
    // 12:00 in Shanghai: not held
    expect(quietUntil(new Date('2026-12-01T04:00:00Z'), span)).toBeNull();
    // a span within a day (13:00–14:00 in Berlin, UTC+1 in December)
    const lunch = { from: 13 * 60, to: 14 * 60, timeZone: 'Europe/Berlin' };
    expect(quietUntil(new Date('2026-12-01T12:10:00Z'), lunch)?.toISOString()).toBe(
      '2026-12-01T13:00:00.000Z',
    );
    expect(quietUntil(new Date('2026-12-01T13:10:00Z'), lunch)).toBeNull();
    expect(quietUntil(new Date('2026-12-01T12:10:00Z'), undefined)).toBeNull();
  });

  it('saves them, refuses an unknown zone or time, and holds a data alert push until they end', async () => {
    moveTo(t, '2026-03-15', '15:30:00Z'); // 23:30 in Shanghai
    const { asia30 } = await catalogue(t);
    const holder = await customer(t);
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: '/api/quiet-hours', headers: holder.headers, payload });
    const hours = {
      enabled: true,
      from: '22:00',
      to: '07:00',
      timeZone: 'Asia/Shanghai',
      followDevice: false,
    };
    const unknownZone = (await put({ ...hours, timeZone: 'Mars/Olympus' })).json();
    expect(unknownZone.message).toBe('validation_failed');
    expect(unknownZone.data.issues).toContainEqual(expect.objectContaining({ rule: 'time_zone_unknown' }));
    expect((await put({ ...hours, from: '24:00' })).statusCode).toBe(400);
    expect((await put(hours)).json().data).toEqual(hours);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/quiet-hours', headers: holder.headers })).json().data,
    ).toEqual(hours);

    await t.database.db.insert(pushSubscriptions).values({
      userId: holder.user.id,
      endpoint: `https://fcm.googleapis.com/fcm/send/quiet-${holder.user.id}`,
      p256dh: 'p'.repeat(87),
      auth: 'a'.repeat(22),
      createdAt: t.clock.now(),
    });
    const cardId = await cardOf(t, holder.user.id, {
      status: 'USING',
      currentPlanId: asia30.id,
      cycleStartDay: '2026-03-01',
    });
    const { iccid } = await readCardRow(t, cardId);
    await importUsage(
      t.ctx,
      csvUsageSource(usageCsv([[iccid, '2026-03-14', 'HK', 'Hong Kong', 9 * 1024 * 1024]])),
    );
    const pushes = (await pushDeliveries(t.database.db)).filter((push) => push.title.includes('80'));
    expect(pushes.at(-1)).toMatchObject({ state: 'queued', notBefore: new Date('2026-03-15T23:00:00Z') });
    // the mail is not held
    expect((await mails(t.database.db, { to: holder.user.email })).map((mail) => mail.mailKind)).toContain(
      'usage_alert_80',
    );
    t.clock.reset();
  });
});

describe('recording in the change’s transaction', () => {
  it('tells nobody of an event whose transaction rolled back', async () => {
    const holder = await customer(t);
    const event = {
      kind: 'usage.threshold_reached' as const,
      userId: holder.user.id,
      data: EVENT_TEXTS['usage.threshold_reached'].example,
    };
    await expect(
      t.database.db.transaction(async (tx) => {
        await tell(t.ctx, tx, [event]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(
      await t.database.db.select().from(notifyEvents).where(eq(notifyEvents.userId, holder.user.id)),
    ).toEqual([]);
    expect(await mails(t.database.db, { to: holder.user.email })).toEqual([]);
  });
});

describe('the inbox', () => {
  const inbox = (headers: Record<string, string>, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/inbox${query}`, headers });

  it('lists what a customer was told in their language, pages, counts unread and marks read', async () => {
    moveTo(t, '2026-03-20');
    const holder = await customer(t);
    const other = await customer(t);
    await t.database.db.update(users).set({ locale: 'zh-CN' }).where(eq(users.id, holder.user.id));
    expect((await inbox(holder.headers)).json().data).toEqual({ items: [], unread: 0, nextBefore: null });

    const example = EVENT_TEXTS['usage.threshold_reached'].example;
    await t.database.db.transaction((tx) =>
      tell(
        t.ctx,
        tx,
        [80, 90, 100].map((threshold) => ({
          kind: 'usage.threshold_reached' as const,
          userId: holder.user.id,
          data: { ...example, label: '旅行', threshold },
        })),
      ),
    );
    const first = (await inbox(holder.headers, '?limit=2')).json().data;
    expect(first.unread).toBe(3);
    expect(first.items).toHaveLength(2);
    expect(first.items[0]).toMatchObject({
      kind: 'usage.threshold_reached',
      title: '旅行：流量已用完',
      link: `/mySims/${example.cardId}/traffic`,
      read: false,
    });
    expect(first.nextBefore).toBe(first.items[1].id);
    // worded in the screen's language when it says one
    expect((await inbox(holder.headers, '?limit=1&locale=en')).json().data.items[0].title).toBe(
      '旅行: all data used',
    );
    expect((await inbox(holder.headers, '?locale=fr')).statusCode).toBe(400);
    const second = (await inbox(holder.headers, `?limit=2&before=${first.nextBefore}`)).json().data;
    expect(second.items.map((item: { title: string }) => item.title)).toEqual(['旅行：流量已用 80%']);
    expect(second.nextBefore).toBeNull();
    expect((await inbox(holder.headers, '?limit=51')).statusCode).toBe(400);

    // another customer sees none of it and cannot mark it read
    expect((await inbox(other.headers)).json().data.items).toEqual([]);
    const read = (headers: Record<string, string>, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/inbox/read', headers, payload });
    expect((await read(other.headers, { ids: [first.items[0].id] })).json().data).toEqual({ unread: 0 });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/inbox/unread', headers: holder.headers })).json().data,
    ).toEqual({ unread: 3 });

    expect((await read(holder.headers, { ids: [first.items[0].id] })).json().data).toEqual({ unread: 2 });
    expect((await inbox(holder.headers, '?limit=1')).json().data.items[0].read).toBe(true);
    expect((await read(holder.headers, { all: true })).json().data).toEqual({ unread: 0 });
    expect((await read(holder.headers, { ids: [] })).statusCode).toBe(400);

    // kept 90 days: one told 91 days ago is gone from the list and the count
    await t.database.db
      .update(notifyEvents)
      .set({ createdAt: new Date('2025-12-19T12:00:00Z'), readAt: null })
      .where(eq(notifyEvents.id, first.items[0].id));
    expect((await inbox(holder.headers)).json().data.items).toHaveLength(2);
    expect((await inbox(holder.headers)).json().data.unread).toBe(0);
    // and the hourly purge deletes it, a batch at a time, leaving the rest
    expect(await purgeInbox(t.database.db, t.clock.now(), 1)).toBe(1);
    const left = await t.database.db
      .select()
      .from(notifyEvents)
      .where(eq(notifyEvents.userId, holder.user.id));
    expect(left).toHaveLength(2);
    t.clock.reset();
  });
});

describe('the administrators’ digest of failed deliveries', () => {
  const quiet = { warn: () => {}, error: () => {} };
  const digestsOf = (userId: number) =>
    t.database.db
      .select()
      .from(notifyEvents)
      .where(and(eq(notifyEvents.userId, userId), eq(notifyEvents.kind, 'deliveries.failed')));

  it('tells those who may retry, once per round with failures, in the inbox, never by push, without a loop', async () => {
    const owner = await signedInUser(t, { level: 1 });
    const viewer = await signedInUser(t, { level: 1, adminRole: 'viewer' });
    // the owner has a device: a digest still never becomes a push (a push about failed pushes could fail too)
    await t.database.db.insert(pushSubscriptions).values({
      userId: owner.user.id,
      endpoint: `https://fcm.googleapis.com/fcm/send/admin-${owner.user.id}`,
      p256dh: 'p'.repeat(87),
      auth: 'a'.repeat(22),
      createdAt: t.clock.now(),
    });
    const card = await inventoryCard(t);
    const id = await t.database.db.transaction((tx) =>
      queueCarrierCommand(tx, { cardId: card.id, iccid: card.iccid }, 'PAUSE'),
    );
    carrierOf(t).failNext(1);
    // the worker's round answers what failed in it
    const round = await deliverDueRound(t.ctx, quiet);
    const failed = round.failures.filter((failure) => failure.id === id);
    expect(failed).toEqual([{ id, kind: 'carrier_command', givenUp: false, payload: expect.any(Object) }]);

    const pushesBefore = (await pushDeliveries(t.database.db)).length;
    const push = { id: -1, kind: 'push' as const, givenUp: true, payload: { subscriptionId: 1 } };
    expect(await tellFailedDeliveries(t.ctx, [...failed, push])).toBeGreaterThanOrEqual(1);
    expect((await digestsOf(owner.user.id)).map((row) => row.data)).toEqual([
      { kinds: { carrier_command: 1, push: 1 }, givenUp: 1 },
    ]);
    expect(await digestsOf(viewer.user.id)).toEqual([]);
    const inbox = (
      await t.app.inject({ method: 'GET', url: '/api/inbox', headers: bearer(owner.tokens.accessToken) })
    ).json().data;
    expect(inbox.items[0]).toMatchObject({
      kind: 'deliveries.failed',
      title: 'Deliveries failed',
      body:
        '2 deliveries failed in the last delivery round: 1 carrier command, 1 push notification. ' +
        '1 of them was given up and waits for you.',
      link: '/adminMode?tab=deliveries',
    });
    expect((await pushDeliveries(t.database.db)).length).toBe(pushesBefore);
    // one given up: one digest mail
    const digestMails = await mails(t.database.db, { to: owner.user.email, mailKind: 'deliveries_failed' });
    expect(digestMails).toHaveLength(1);
    expect(digestMails[0]!.text).toContain('/adminMode?tab=deliveries');

    // the digest's own mail failing, given up even, is not counted: nothing more is told
    const ownMail = { id: digestMails[0]!.id, kind: 'mail' as const, givenUp: true, payload: digestMails[0] };
    expect(await tellFailedDeliveries(t.ctx, [ownMail])).toBe(0);
    // retries that may still succeed: the inbox only, no mail
    expect(
      await tellFailedDeliveries(t.ctx, [
        { ...ownMail, givenUp: false, payload: { ...digestMails[0], mailKind: 'x' } },
      ]),
    ).toBeGreaterThanOrEqual(1);
    expect(await digestsOf(owner.user.id)).toHaveLength(2);
    expect(await mails(t.database.db, { to: owner.user.email, mailKind: 'deliveries_failed' })).toHaveLength(
      1,
    );
  });
});
