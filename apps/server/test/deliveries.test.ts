import { failedDeliveriesSchema } from '@simportal/contract/api/deliveries';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryDelayMs } from '../src/delivery-retry.ts';
import {
  deliverCarrierCommands,
  deliverDueCarrierCommands,
  queueCarrierCommand,
} from '../src/modules/carrier/carrier-commands.ts';
import type { Mailer } from '../src/modules/mail/mailer.ts';
import { deliverDueMails, deliverMail, enqueueMail } from '../src/modules/mail/outbox.ts';
import { auditLog, carrierCommands, mailOutbox } from '../src/schema.ts';
import { adminAndCustomer, call } from './admin-fixtures.ts';
import { expectError } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { carrierOf, inventoryCard } from './sims-fixtures.ts';

// Deliveries after a commit (issue #18): carrier commands and mail are retried with backoff until done, a
// card's commands go out in order, a process that died mid-send is taken over after its lease, and what is
// given up is listed for administrators, who can send it again (audited).

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

const commandsOf = (cardId: number) =>
  t.database.db
    .select()
    .from(carrierCommands)
    .where(eq(carrierCommands.cardId, cardId))
    .orderBy(carrierCommands.id);

const queue = async (cardId: number, iccid: string, action: 'PAUSE' | 'RESUME') =>
  t.database.db.transaction((tx) => queueCarrierCommand(tx, { cardId, iccid }, action));

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
    await deliverCarrierCommands(t.ctx, [id], quiet);
    expect((await commandsOf(card.id))[0]).toMatchObject({ status: 'FAILED', attempts: 1 });
    const [first] = await commandsOf(card.id);
    expect(first!.nextAttemptAt.getTime() - t.ctx.clock.now().getTime()).toBeGreaterThanOrEqual(
      BASE_SECONDS * 1000 - 1000,
    );

    // not due yet: nothing is sent
    await deliverDueCarrierCommands(t.ctx, quiet);
    expect((await commandsOf(card.id))[0]).toMatchObject({ status: 'FAILED', attempts: 1 });

    await later(retryDelayMs(1, BASE_SECONDS), () => deliverDueCarrierCommands(t.ctx, quiet));
    expect((await commandsOf(card.id))[0]).toMatchObject({ status: 'FAILED', attempts: 2 });
    await later(retryDelayMs(1, BASE_SECONDS) + retryDelayMs(2, BASE_SECONDS), () =>
      deliverDueCarrierCommands(t.ctx, quiet),
    );
    const [dead] = await commandsOf(card.id);
    expect(dead).toMatchObject({ status: 'DEAD', attempts: MAX_ATTEMPTS });
    expect(dead!.lastError).toContain('refused');
    // a dead command is never sent again by the worker
    await later(24 * 3_600_000, () => deliverDueCarrierCommands(t.ctx, quiet));
    expect(carrierOf(t).receivedFor(card.id)).toEqual([]);
    expect(retryDelayMs(30, BASE_SECONDS)).toBe(3_600_000);
  });

  it("sends a card's commands in order: a later one waits while an earlier one is undelivered", async () => {
    const card = await inventoryCard(t);
    const pause = await queue(card.id, card.iccid, 'PAUSE');
    const resume = await queue(card.id, card.iccid, 'RESUME');
    carrierOf(t).failNext(1);
    await deliverCarrierCommands(t.ctx, [pause, resume], quiet);
    expect((await commandsOf(card.id)).map((c) => c.status)).toEqual(['FAILED', 'PENDING']);
    expect(carrierOf(t).receivedFor(card.id)).toEqual([]);

    await later(retryDelayMs(1, BASE_SECONDS), () => deliverDueCarrierCommands(t.ctx, quiet));
    expect((await commandsOf(card.id)).map((c) => c.status)).toEqual(['DONE', 'DONE']);
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
    await t.database.db
      .update(carrierCommands)
      .set({ status: 'SENDING', attempts: 1, lockedUntil: new Date(t.ctx.clock.now().getTime() + 60_000) })
      .where(eq(carrierCommands.id, id));
    await deliverDueCarrierCommands(t.ctx, quiet);
    expect((await commandsOf(card.id))[0]).toMatchObject({ status: 'SENDING' });
    await later(61_000, () => deliverDueCarrierCommands(t.ctx, quiet));
    expect((await commandsOf(card.id))[0]).toMatchObject({ status: 'DONE', attempts: 2 });
    expect(
      carrierOf(t)
        .receivedFor(card.id)
        .map((i) => i.action),
    ).toEqual(['PAUSE']);
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
  const mailRow = async (id: number) =>
    (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

  it('keeps a mail that failed, with its content, and sends it when its retry is due', async () => {
    const mail = await queueMail('retried');
    mailer.failNext(1);
    expect(await deliverMail(t.ctx, mail, quiet)).toBe(false);
    expect(await mailRow(mail.id)).toMatchObject({ status: 'failed', attempts: 1, textBody: 'hello' });
    await deliverDueMails(t.ctx, quiet);
    expect(mailer.sent).not.toContain('retried');
    await later(retryDelayMs(1, BASE_SECONDS), () => deliverDueMails(t.ctx, quiet));
    expect(mailer.sent).toContain('retried');
    expect(await mailRow(mail.id)).toMatchObject({
      status: 'sent',
      attempts: 2,
      textBody: '(content removed after delivery)',
    });
  });

  it('gives a mail up after the last attempt', async () => {
    const mail = await queueMail('given up');
    mailer.failNext(MAX_ATTEMPTS);
    await deliverMail(t.ctx, mail, quiet);
    await later(retryDelayMs(1, BASE_SECONDS), () => deliverDueMails(t.ctx, quiet));
    await later(retryDelayMs(1, BASE_SECONDS) + retryDelayMs(2, BASE_SECONDS), () =>
      deliverDueMails(t.ctx, quiet),
    );
    expect(await mailRow(mail.id)).toMatchObject({
      status: 'dead',
      attempts: MAX_ATTEMPTS,
      textBody: 'hello',
    });
  });
});

describe('Admin Management › Deliveries', () => {
  it('lists what failed or was given up, and sends it again on request, audited', async () => {
    const { admin, customer } = await adminAndCustomer(t);
    const card = await inventoryCard(t);
    const first = await queue(card.id, card.iccid, 'PAUSE');
    await queue(card.id, card.iccid, 'RESUME');
    await t.database.db
      .update(carrierCommands)
      .set({ status: 'DEAD', attempts: MAX_ATTEMPTS, lastError: 'carrier said no' })
      .where(eq(carrierCommands.id, first));

    expectError(await call(t, customer.token, 'GET', '/api/admin/deliveries/failed'), 'admin_required');
    const listed = await call(t, admin.token, 'GET', '/api/admin/deliveries/failed');
    expect(listed.statusCode).toBe(200);
    const data = failedDeliveriesSchema.parse(listed.json().data);
    expect(data.carrierCommands.find((c) => c.id === first)).toMatchObject({
      cardId: card.id,
      cardNumber: card.cardNumber,
      action: 'PAUSE',
      status: 'DEAD',
      lastError: 'carrier said no',
      nextAttemptAt: null,
      waitingBehind: 1,
    });
    expect(data.mails.some((m) => m.status === 'dead' && m.retryable)).toBe(true);

    const retried = await call(
      t,
      admin.token,
      'POST',
      `/api/admin/deliveries/carrier-commands/${first}/retry`,
    );
    expect(retried.json().data).toEqual({ id: first, status: 'DONE' });
    // the card's waiting command went out after it, in order
    expect((await commandsOf(card.id)).map((c) => c.status)).toEqual(['DONE', 'DONE']);
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
      details: { kind: 'carrier_command', id: first, was: 'DEAD' },
    });

    expectError(
      await call(t, admin.token, 'POST', `/api/admin/deliveries/carrier-commands/${first}/retry`),
      'illegal_status_transition',
    );
    expectError(
      await call(t, admin.token, 'POST', '/api/admin/deliveries/carrier-commands/999999/retry'),
      'not_found',
    );
    expectError(
      await call(t, customer.token, 'POST', `/api/admin/deliveries/carrier-commands/${first}/retry`),
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
    await t.database.db
      .update(mailOutbox)
      .set({ status: 'dead', attempts: MAX_ATTEMPTS })
      .where(eq(mailOutbox.id, mail.id));
    const retried = await call(t, admin.token, 'POST', `/api/admin/deliveries/mails/${mail.id}/retry`);
    expect(retried.json().data).toEqual({ id: mail.id, status: 'sent' });
    expect(mailer.sent).toContain('late');

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
    await deliverMail(t.ctx, withdrawn, quiet, { retry: false });
    expectError(
      await call(t, admin.token, 'POST', `/api/admin/deliveries/mails/${withdrawn.id}/retry`),
      'illegal_status_transition',
    );
  });
});
