import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMOVED_BODY } from '../src/modules/mail/outbox.ts';
import { verificationCodes } from '../src/schema.ts';
import { bearer, expectError, requestCode } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { newestMail } from './helpers/deliveries.ts';
import { type SmtpSink, startSmtpSink } from './helpers/smtp-sink.ts';

let sink: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await buildTestApp({ SMTP_URL: sink.url, MAIL_FROM: 'Portal <portal@example.test>' });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const newestOutboxRow = async () => (await newestMail(t.database.db))!;

describe('mail over SMTP (SMTP_URL set)', () => {
  it('delivers the code; the user registers with the code read from the received mail', async () => {
    const email = 'smtp.user@example.test';
    expect((await requestCode(t, email, 'register')).statusCode).toBe(200);
    const mail = sink.received.at(-1)!;
    expect(mail.to).toEqual([email]);
    expect(mail.from).toBe('portal@example.test');
    expect(mail.raw).toMatch(/^Subject: Your SIM Portal verification code/m);
    const code = mail.raw.match(/verification code to create your account is: (\d{6})/)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const row = await newestOutboxRow();
    expect(row).toMatchObject({ to: email, state: 'delivered', lastError: null, text: REMOVED_BODY });
    expect(row.deliveredAt).not.toBeNull();

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'smtp_user', email, password: 'Secret-123', confirmPassword: 'Secret-123', code },
    });
    expect(res.statusCode).toBe(201);
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/user/getUserInfo',
      headers: bearer(res.json().data.accessToken),
    });
    expect(info.json().data.email).toBe(email);
  });

  it('answers code_send_failed when the SMTP server refuses the recipient, and lets the user retry at once', async () => {
    const email = 'reject.me@example.test';
    const before = sink.received.length;
    expectError(await requestCode(t, email, 'register'), 'code_send_failed');
    expect(sink.received).toHaveLength(before);
    const row = await newestOutboxRow();
    expect(row).toMatchObject({ to: email, state: 'dead', text: REMOVED_BODY });
    expect(row.lastError).toMatch(/550|recipients/i);
    // The undelivered code was withdrawn: nothing to enter, and no 60-second wait before trying again.
    expect(
      await t.database.db.select().from(verificationCodes).where(eq(verificationCodes.email, email)),
    ).toHaveLength(0);
    expectError(await requestCode(t, email, 'register'), 'code_send_failed');
  });

  it('answers code_send_failed when the SMTP server cannot be reached', async () => {
    const closed = await startSmtpSink();
    await closed.close();
    const unreachable = await buildTestApp({ SMTP_URL: closed.url });
    try {
      expectError(await requestCode(unreachable, 'anyone@example.test', 'register'), 'code_send_failed');
    } finally {
      await unreachable.close();
    }
  });

  it('serves no dev mailbox', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 40401,
      message: 'route_not_found',
      data: { method: 'GET', path: '/dev/mailbox' },
    });
  });
});
