import { failedDeliveriesSchema } from '@simportal/contract/api/deliveries';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueCarrierCommand } from '../src/modules/carrier/carrier-commands.ts';
import { deliverDue, deliverNow } from '../src/modules/deliveries/deliver.ts';
import { retryDelayMs } from '../src/modules/deliveries/retry-policy.ts';
import type { Mailer } from '../src/modules/mail/mailer.ts';
import { enqueueMail } from '../src/modules/mail/outbox.ts';
import { auditLog } from '../src/schema.ts';
import { adminAndCustomer, call } from './admin-fixtures.ts';
import { expectError } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { carrierCommandsOf, insertDelivery, mailById, setDelivery } from './helpers/deliveries.ts';
import { carrierOf, inventoryCard } from './sims-fixtures.ts';

// Deliveries after a commit (issue #18), one outbox for every kind (issue #35): carrier commands and mail are
// retried with backoff until delivered, a card's commands go out in order, a process that died mid-send is
// taken over after its lease, and what is given up is listed for administrators in one list, who can send it
// again (audited).

const MAX_ATTEMPTS = 3;
const BASE_SECONDS = 30;

/** An SMTP mailer that refuses its next `failures` mails, then accepts and remembers them. */
const flakyMailer = () => {
  const sent: string[] = [];
  let failures = 0;
  const mailer: Mailer & { failNext(n: number): void; sent: string[] } = {
    mode: 'smtp',
    sent,
    failNext: (n) => {
      failures += n;
    },
    send: async (mail) => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('451 try again later');
      }
      sent.push(mail.subject);
    },
    close: () => {},
  };
  return mailer;
};

let t: TestApp;
const mailer = flakyMailer();
const quiet = { info: () => {}, error: () => {}, warn: () => {} };

beforeAll(async () => {
  t = await buildTestApp(
    { JOB_MAX_ATTEMPTS: String(MAX_ATTEMPTS), JOB_RETRY_BASE_SECONDS: String(BASE_SECONDS) },
    { mailer },
  );
});
afterAll(() => t.close());

const commandsOf = (cardId: number) => carrierCommandsOf(t.database.db, cardId);

const queue = async (cardId: number, iccid: string, action: 'PAUSE' | 'RESUME') =>
  t.database.db.transaction((tx) => queueCarrierCommand(tx, { cardId, iccid }, action));

const mailRow = async (id: number) => (await mailById(t.database.db, id))!;

/** Moves the test clock, runs `work`, and puts the clock back. */
const later = async <T>(ms: number, work: () => Promise<T>): Promise<T> => {
  t.clock.advance(ms);
  try {
    return await work();
  } finally {
    t.clock.reset();
  }
};

describe('carrier commands', () => {
  it('waits the backoff after a failure, doubling, and gives up after the last attempt', async () => {
    const card = await inventoryCard(t);
    const id = await queue(card.id, card.iccid, 'PAUSE');
    carrierOf(t).failNext(MAX_ATTEMPTS);
    await deliverNow(t.ctx, [id], quiet);
    expect((await commandsOf(card.id))[0]).toMatchObject({ state: 'failed', attempts: 1 });
    const [first] = await commandsOf(card.id);
    expect(first!.nextAttemptAt.getTime() - t.ctx.clock.now().getTime()).toBeGreaterThanOrEqual(
      BASE_SECONDS * 1000 - 1000,
    );

    // not due yet: nothing is sent
    await deliverDue(t.ctx, quiet);
    expect((await commandsOf(card.id))[0]).toMatchObject({ state: 'failed', attempts: 1 });

    await later(retryDelayMs(1, BASE_SECONDS), () => deliverDue(t.ctx, quiet));
    expect((await commandsOf(card.id))[0]).toMatchObject({ state: 'failed', attempts: 2 });
    await later(retryDelayMs(1, BASE_SECONDS) + retryDelayMs(2, BASE_SECONDS), () =>
      deliverDue(t.ctx, quiet),
    );
    const [dead] = await commandsOf(card.id);
    expect(dead).toMatchObject({ state: 'dead', attempts: MAX_ATTEMPTS });
    expect(dead!.lastError).toContain('refused');
    // a dead command is never sent again by the worker
    await later(24 * 3_600_000, () => deliverDue(t.ctx, quiet));
    expect(carrierOf(t).receivedFor(card.id)).toEqual([]);
    expect(retryDelayMs(30, BASE_SECONDS)).toBe(3_600_000);
  });

  it("sends a card's commands in order: a later one waits while an earlier one is undelivered", async () => {
    const card = await inventoryCard(t);
    const pause = await queue(card.id, card.iccid, 'PAUSE');
    const resume = await queue(card.id, card.iccid, 'RESUME');
    carrierOf(t).failNext(1);
    await deliverNow(t.ctx, [pause, resume], quiet);
    expect((await commandsOf(card.id)).map((c) => c.state)).toEqual(['failed', 'queued']);
    expect(carrierOf(t).receivedFor(card.id)).toEqual([]);

    await later(retryDelayMs(1, BASE_SECONDS), () => deliverDue(t.ctx, quiet));
    expect((await commandsOf(card.id)).map((c) => c.state)).toEqual(['delivered', 'delivered']);
    expect(
      carrierOf(t)
        .receivedFor(card.id)
        .map((i) => i.action),
    ).toEqual(['PAUSE', 'RESUME']);
  });

  it('takes over a command whose process died mid-send once its lease has run out', async () => {
    const card = await inventoryCard(t);
    const id = await queue(card.id, card.iccid, 'PAUSE');
    // what a process leaves behind when it is killed between claiming and recording
    await setDelivery(t.database.db, id, {
      state: 'sending',
      attempts: 1,
      lockedUntil: new Date(t.ctx.clock.now().getTime() + 60_000),
    });
    await deliverDue(t.ctx, quiet);
    expect((await commandsOf(card.id))[0]).toMatchObject({ state: 'sending' });
    await later(61_000, () => deliverDue(t.ctx, quiet));
    expect((await commandsOf(card.id))[0]).toMatchObject({ state: 'delivered', attempts: 2 });
    expect(
      carrierOf(t)
        .receivedFor(card.id)
        .map((i) => i.action),
    ).toEqual(['PAUSE']);
  });
});

describe('the outbox', () => {
  it('gives up at once a delivery whose payload does not fit its kind', async () => {
    const card = await inventoryCard(t);
    const id = await insertDelivery(t.database.db, {
      kind: 'carrier_command',
      payload: { cardId: card.id, iccid: card.iccid, action: 'EXPLODE' as 'PAUSE' },
    });
    expect(await deliverNow(t.ctx, [id], quiet)).toBe(false);
    const [command] = await commandsOf(card.id);
    expect(command).toMatchObject({ state: 'dead', attempts: 1 });
    expect(command!.lastError).toContain('not a carrier_command payload');
    expect(carrierOf(t).receivedFor(card.id)).toEqual([]);
    // nothing to show of it in the administrators' list, which still answers
    const { admin } = await adminAndCustomer(t);
    const listed = await call(t, admin.token, 'GET', '/api/admin/deliveries/failed');
    expect(listed.statusCode).toBe(200);
    expect(failedDeliveriesSchema.parse(listed.json().data).deliveries.map((d) => d.id)).not.toContain(id);
  });
});

describe('mail', () => {
  const queueMail = (subject: string) =>
    t.database.db.transaction((tx) =>
      enqueueMail(t.ctx, tx, {
        to: 'someone@example.test',
        subject,
        text: 'hello',
        kind: 'test',
        locale: 'en',
      }),
    );

  it('keeps a mail that failed, with its content, and sends it when its retry is due', async () => {
    const mail = await queueMail('retried');
    mailer.failNext(1);
    expect(await deliverNow(t.ctx, [mail.id], quiet)).toBe(false);
    expect(await mailRow(mail.id)).toMatchObject({ state: 'failed', attempts: 1, text: 'hello' });
    await deliverDue(t.ctx, quiet);
    expect(mailer.sent).not.toContain('retried');
    await later(retryDelayMs(1, BASE_SECONDS), () => deliverDue(t.ctx, quiet));
    expect(mailer.sent).toContain('retried');
    expect(await mailRow(mail.id)).toMatchObject({
      state: 'delivered',
      attempts: 2,
      text: '(content removed after delivery)',
    });
  });

  it('gives a mail up after the last attempt', async () => {
    const mail = await queueMail('given up');
    mailer.failNext(MAX_ATTEMPTS);
    await deliverNow(t.ctx, [mail.id], quiet);
    await later(retryDelayMs(1, BASE_SECONDS), () => deliverDue(t.ctx, quiet));
    await later(retryDelayMs(1, BASE_SECONDS) + retryDelayMs(2, BASE_SECONDS), () =>
      deliverDue(t.ctx, quiet),
    );
    expect(await mailRow(mail.id)).toMatchObject({
      state: 'dead',
      attempts: MAX_ATTEMPTS,
      text: 'hello',
    });
  });
});

describe('Admin Management › Failed deliveries', () => {
  it('lists every kind in one list, and sends a command again on request, audited, with those behind it', async () => {
    const { admin, customer } = await adminAndCustomer(t);
    const card = await inventoryCard(t);
    const first = await queue(card.id, card.iccid, 'PAUSE');
    await queue(card.id, card.iccid, 'RESUME');
    await setDelivery(t.database.db, first, {
      state: 'dead',
      attempts: MAX_ATTEMPTS,
      lastError: 'carrier said no',
    });
    const failedMail = await insertDelivery(t.database.db, {
      kind: 'mail',
      payload: { to: 'later@example.test', mailKind: 'test', locale: 'en', subject: 'later', text: 'body' },
      state: 'failed',
      attempts: 1,
      lastError: '451 try again later',
    });

    expectError(await call(t, customer.token, 'GET', '/api/admin/deliveries/failed'), 'admin_required');
    const listed = await call(t, admin.token, 'GET', '/api/admin/deliveries/failed');
    expect(listed.statusCode).toBe(200);
    const { deliveries } = failedDeliveriesSchema.parse(listed.json().data);
    expect(deliveries.find((d) => d.id === first)).toMatchObject({
      kind: 'carrier_command',
      cardId: card.id,
      cardNumber: card.cardNumber,
      action: 'PAUSE',
      state: 'dead',
      lastError: 'carrier said no',
      nextAttemptAt: null,
      waitingBehind: 1,
      retryable: true,
    });
    expect(deliveries.find((d) => d.id === failedMail)).toMatchObject({
      kind: 'mail',
      toAddress: 'later@example.test',
      mailKind: 'test',
      subject: 'later',
      state: 'failed',
      lastError: '451 try again later',
      waitingBehind: 0,
      retryable: true,
    });
    // one list, newest first, whatever the kind
    const ids = deliveries.map((d) => d.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids.indexOf(failedMail)).toBeLessThan(ids.indexOf(first));
    // the mail given up in the test above
    expect(deliveries.some((d) => d.kind === 'mail' && d.state === 'dead' && d.retryable)).toBe(true);

    const retried = await call(t, admin.token, 'POST', `/api/admin/deliveries/${first}/retry`);
    expect(retried.json().data).toEqual({ id: first, state: 'delivered' });
    // the card's waiting command went out after it, in order
    expect((await commandsOf(card.id)).map((c) => c.state)).toEqual(['delivered', 'delivered']);
    expect(
      carrierOf(t)
        .receivedFor(card.id)
        .map((i) => i.action),
    ).toEqual(['PAUSE', 'RESUME']);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, admin.id), eq(auditLog.action, 'delivery_retry')));
    expect(entry).toMatchObject({
      targetCardId: card.id,
      details: { kind: 'carrier_command', id: first, action: 'PAUSE', was: 'dead' },
    });

    expectError(
      await call(t, admin.token, 'POST', `/api/admin/deliveries/${first}/retry`),
      'illegal_status_transition',
    );
    expectError(await call(t, admin.token, 'POST', '/api/admin/deliveries/999999/retry'), 'not_found');
    expectError(
      await call(t, customer.token, 'POST', `/api/admin/deliveries/${first}/retry`),
      'admin_required',
    );
  });

  it('sends a given-up mail again, and refuses one whose content was withdrawn', async () => {
    const { admin } = await adminAndCustomer(t);
    const mail = await t.database.db.transaction((tx) =>
      enqueueMail(t.ctx, tx, {
        to: 'late@example.test',
        subject: 'late',
        text: 'body',
        kind: 'test',
        locale: 'en',
      }),
    );
    await setDelivery(t.database.db, mail.id, { state: 'dead', attempts: MAX_ATTEMPTS });
    const retried = await call(t, admin.token, 'POST', `/api/admin/deliveries/${mail.id}/retry`);
    expect(retried.json().data).toEqual({ id: mail.id, state: 'delivered' });
    expect(mailer.sent).toContain('late');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, admin.id), eq(auditLog.action, 'delivery_retry')));
    expect(entry).toMatchObject({
      targetCardId: null,
      details: { kind: 'mail', id: mail.id, mailKind: 'test', was: 'dead' },
    });

    const withdrawn = await t.database.db.transaction((tx) =>
      enqueueMail(t.ctx, tx, {
        to: 'code@example.test',
        subject: 'code',
        text: 'x',
        kind: 'verification_code',
        locale: 'en',
      }),
    );
    mailer.failNext(1);
    expect(await deliverNow(t.ctx, [withdrawn.id], quiet, { once: true })).toBe(false);
    // given up at the first failure, and its code is gone
    expect(await mailRow(withdrawn.id)).toMatchObject({
      state: 'dead',
      attempts: 1,
      text: '(content removed after delivery)',
    });
    const { deliveries } = failedDeliveriesSchema.parse(
      (await call(t, admin.token, 'GET', '/api/admin/deliveries/failed')).json().data,
    );
    expect(deliveries.find((d) => d.id === withdrawn.id)).toMatchObject({ kind: 'mail', retryable: false });
    expectError(
      await call(t, admin.token, 'POST', `/api/admin/deliveries/${withdrawn.id}/retry`),
      'illegal_status_transition',
    );
  });
});
