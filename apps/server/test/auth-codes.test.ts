import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { PROXY_HEADERS } from '../src/http/local-request.ts';
import { users, verificationCodes } from '../src/schema.ts';
import { createUser, expectError, latestCode, requestCode } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { insertDelivery, mails, newestMail } from './helpers/deliveries.ts';
import { inventoryCard } from './sims-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('POST /api/auth/codes (embedded mail mode)', () => {
  it('keeps the mail in the outbox and stores only a hash of the 6-digit code', async () => {
    const res = await requestCode(t, 'New.Person@Example.test', 'register');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 0,
      message: 'ok',
      data: {
        email: 'new.person@example.test',
        purpose: 'register',
        expiresInSeconds: 600,
        resendAfterSeconds: 60,
      },
    });
    const code = await latestCode(t, 'new.person@example.test');
    expect(code).toMatch(/^\d{6}$/);
    const mail = await newestMail(t.database.db);
    expect(mail).toMatchObject({ state: 'kept', locale: 'en', mailKind: 'verification_code' });
    expect(mail!.subject).toContain('verification code');
    const [row] = await t.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.email, 'new.person@example.test'));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - row!.sentAt.getTime()).toBe(600_000);
  });

  it('writes the mail in the requested language', async () => {
    await requestCode(t, 'zh@example.test', 'register', 'zh-CN');
    const mail = await newestMail(t.database.db);
    expect(mail!.locale).toBe('zh-CN');
    expect(mail!.subject).toContain('验证码');
    expect(mail!.text).toContain('10 分钟内有效');
  });

  it('writes a reset mail in the account language when none is asked for', async () => {
    const user = await createUser(t);
    await t.database.db.update(users).set({ locale: 'zh-CN' }).where(eq(users.id, user.id));
    const res = await requestCode(t, user.email, 'reset');
    expect(res.statusCode).toBe(200);
    const mail = await newestMail(t.database.db);
    expect(mail).toMatchObject({ to: user.email, locale: 'zh-CN' });
    expect(mail!.text).toContain('重置密码');
  });

  it('answers code_send_too_frequent within 60 s for the same email, and sends again after', async () => {
    const email = 'pacing@example.test';
    expect((await requestCode(t, email, 'register')).statusCode).toBe(200);
    t.clock.advance(30_000);
    const data = expectError(await requestCode(t, email, 'register'), 'code_send_too_frequent');
    expect(data).toEqual({ retryAfterSeconds: 30 });
    t.clock.advance(30_000);
    expect((await requestCode(t, email, 'register')).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.email, email));
    expect(row!.attempts).toBe(0);
    expect(await mails(t.database.db, { to: email })).toHaveLength(2);
    t.clock.reset();
  });

  it('mails a registered address a notice instead of a register code, in its language (decision 0032)', async () => {
    const user = await createUser(t);
    await t.database.db.update(users).set({ locale: 'zh-CN' }).where(eq(users.id, user.id));
    expect((await requestCode(t, user.email.toUpperCase(), 'register')).statusCode).toBe(200);
    const mail = await newestMail(t.database.db);
    expect(mail).toMatchObject({ to: user.email, mailKind: 'account_exists_notice', locale: 'zh-CN' });
    expect(mail!.subject).toBe('环球流量卡：此邮箱已注册');
    expect(mail!.text).toContain('/passwordReset');
    expect(mail!.text).not.toMatch(/\d{6}/);
    await expect(latestCode(t, user.email)).rejects.toThrow('no code mailed');
  });

  it('mails an unknown address a notice to register instead of a reset code', async () => {
    expect((await requestCode(t, 'nobody@example.test', 'reset')).statusCode).toBe(200);
    const mail = await newestMail(t.database.db);
    expect(mail).toMatchObject({ to: 'nobody@example.test', mailKind: 'no_account_notice', locale: 'en' });
    expect(mail!.text).toContain('/register');
    expect(mail!.text).not.toMatch(/\d{6}/);
    // its place is kept by a row no six-digit entry matches: the resend wait is the same as for a code
    const [row] = await t.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.email, 'nobody@example.test'));
    expect(row).toMatchObject({ purpose: 'reset', attempts: 0 });
  });

  it('names the failing fields of a bad request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/codes',
      payload: { email: 'not-an-email', purpose: 'spam', locale: 'fr' },
    });
    const data = expectError(res, 'validation_failed') as { issues: unknown[] };
    expect(data.issues).toEqual(
      expect.arrayContaining([
        { in: 'body', field: 'email', rule: 'email_invalid' },
        { in: 'body', field: 'purpose', rule: 'invalid_value' },
        { in: 'body', field: 'locale', rule: 'invalid_value' },
      ]),
    );
  });
});

describe('GET /dev/mailbox', () => {
  it('lists the mails of the outbox newest first, every value HTML-escaped', async () => {
    // the outbox holds carrier commands too: the page shows mails only
    const card = await inventoryCard(t);
    await insertDelivery(t.database.db, {
      kind: 'carrier_command',
      payload: { cardId: card.id, iccid: card.iccid, action: 'PAUSE' },
      createdAt: new Date(Date.now() + 120_000),
    });
    await insertDelivery(t.database.db, {
      kind: 'mail',
      payload: {
        to: 'x@example.test',
        mailKind: 'verification_code',
        locale: 'en',
        subject: '<script>alert(1)</script>',
        text: 'body & "quotes" <b>',
      },
      state: 'kept',
      createdAt: new Date(Date.now() + 60_000),
    });
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).toContain('body &amp; &quot;quotes&quot; &lt;b&gt;');
    const newest = res.body.indexOf('&lt;script&gt;');
    const older = res.body.indexOf('new.person@example.test');
    expect(newest).toBeGreaterThan(-1);
    expect(older).toBeGreaterThan(newest);
    expect(res.body).not.toContain(card.iccid);
  });
});

describe('GET /dev/mailbox from another machine', () => {
  it('answers the enveloped 404 to a remote peer and to anything a proxy forwarded', async () => {
    const remote = await t.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
    expect(remote.json().message).toBe('route_not_found');
    // issue #56: every header a proxy, a CDN or a tunnel adds, not only the three it began with
    for (const header of [...PROXY_HEADERS, 'x-forwarded-port']) {
      const proxied = await t.app.inject({
        method: 'GET',
        url: '/dev/mailbox',
        headers: { [header]: header === 'forwarded' ? 'for=203.0.113.9' : '203.0.113.9' },
      });
      expect(proxied.statusCode, header).toBe(404);
    }
    const local = await t.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '::1' });
    expect(local.statusCode).toBe(200);
  });

  it("answers 404 to a page of another site rebound to this machine's address (its Host is not ours)", async () => {
    for (const host of ['evil.example', 'evil.example:3000', 'localhost.evil.example', '127.0.0.1.nip.io']) {
      const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox', headers: { host } });
      expect(res.statusCode, host).toBe(404);
    }
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'LOCALHOST']) {
      const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox', headers: { host } });
      expect(res.statusCode, host).toBe(200);
    }
  });
});

describe('GET /dev/mailbox with DEV_MAILBOX=false (the default)', () => {
  it('answers the enveloped 404, even to this machine', async () => {
    expect(loadConfig({}).DEV_MAILBOX).toBe(false);
    const closed = await buildTestApp({ DEV_MAILBOX: 'false' });
    try {
      const res = await closed.app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('route_not_found');
    } finally {
      await closed.close();
    }
  });
});

describe('per-IP cap on sending codes', () => {
  it('answers 429 too_many_requests past RATE_LIMIT_CODES_PER_HOUR', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_CODES_PER_HOUR: '3' });
    try {
      const send = (n: number) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/codes',
          remoteAddress: '203.0.113.7',
          payload: { email: `ip${n}@example.test`, purpose: 'register' },
        });
      for (let n = 0; n < 3; n++) expect((await send(n)).statusCode).toBe(200);
      const res = await send(3);
      expect(expectError(res, 'too_many_requests')).toEqual({ retryAfterMs: expect.any(Number) });
      expect(res.headers['retry-after']).toBeDefined();
      const other = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/codes',
        remoteAddress: '203.0.113.8',
        payload: { email: 'ip-other@example.test', purpose: 'register' },
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
