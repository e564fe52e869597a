import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import {
  attemptDelayMs,
  LOGIN_ALERT_FAILURES,
  LOGIN_DELAY_AFTER,
  LOGIN_MAX_ADDRESS_FAILURES,
  LOGIN_MAX_DELAY_MS,
  LOGIN_MAX_FAILURES,
  LOGIN_WINDOW_SECONDS,
} from '../src/modules/auth/login-throttle.ts';
import { authSessions } from '../src/schema.ts';
import { createUser, expectError } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { mails } from './helpers/deliveries.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = (payload: Record<string, unknown>, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });

describe('POST /api/auth/login', () => {
  it('logs in by username or by email, ignoring their case, and answers the user info', async () => {
    const user = await createUser(t, { username: 'Carol', email: 'carol@example.test' });
    for (const account of ['Carol', 'carol', ' CAROL ', 'carol@example.test', 'Carol@Example.TEST']) {
      const res = await login({ account, password: user.password });
      expect(res.statusCode, account).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const data = res.json().data;
      expect(data.userInfo).toEqual({
        id: user.id,
        username: 'Carol',
        email: 'carol@example.test',
        level: 0,
        adminRole: null,
        balance: 0,
        currency: 'USD',
        locale: 'en',
        isRegister: true,
        member: false,
        createdAt: user.createdAt.toISOString(),
      });
      expect(data.accessToken.split('.')).toHaveLength(3);
    }
  });

  it('gives a 1-day session, or 30 days with remember-me, and a 15-minute access token', async () => {
    const user = await createUser(t);
    for (const [rememberMe, days] of [
      [false, 1],
      [true, 30],
    ] as const) {
      const before = Date.now();
      const data = (await login({ account: user.username, password: user.password, rememberMe })).json().data;
      expect(data.rememberMe).toBe(rememberMe);
      const sessionMs = Date.parse(data.sessionExpiresAt) - before;
      expect(sessionMs).toBeGreaterThanOrEqual(days * 86_400_000 - 1_000);
      expect(sessionMs).toBeLessThanOrEqual(days * 86_400_000 + 5_000);
      const accessMs = Date.parse(data.accessTokenExpiresAt) - before;
      expect(accessMs).toBeGreaterThan(14 * 60_000);
      expect(accessMs).toBeLessThanOrEqual(15 * 60_000 + 1_000);
    }
    const sessions = await t.database.db.select().from(authSessions).where(eq(authSessions.userId, user.id));
    expect(sessions.map((s) => s.rememberMe).sort()).toEqual([false, true]);
  });

  it('answers incorrect_account_or_password alike for a wrong password and an unknown account', async () => {
    const user = await createUser(t);
    const wrong = await login({ account: user.username, password: 'Wrong-123' });
    expect(expectError(wrong, 'incorrect_account_or_password')).toBeNull();
    const unknown = await login({ account: 'no_such_user', password: 'Wrong-123' });
    expect(expectError(unknown, 'incorrect_account_or_password')).toBeNull();
    expect(unknown.body).toBe(wrong.body);
  });

  it('answers validation_failed for a missing account or password', async () => {
    const data = expectError(await login({ account: '  ' }), 'validation_failed') as { issues: unknown[] };
    expect(data.issues).toEqual(
      expect.arrayContaining([
        { in: 'body', field: 'account', rule: 'field_required' },
        { in: 'body', field: 'password', rule: 'password_required' },
      ]),
    );
  });

  it(`stops an address after ${LOGIN_MAX_FAILURES} wrong passwords for an account, never the owner elsewhere`, async () => {
    const user = await createUser(t);
    for (let n = 0; n < LOGIN_MAX_FAILURES; n++) {
      const account = n % 2 === 0 ? user.username : user.email;
      expectError(
        await login({ account, password: 'Wrong-123' }, '198.51.100.1'),
        'incorrect_account_or_password',
      );
    }
    // That address may not try this account any more, even with the right password…
    const stopped = await login({ account: user.email, password: user.password }, '198.51.100.1');
    const data = expectError(stopped, 'too_many_requests') as { retryAfterSeconds: number };
    expect(data.retryAfterSeconds).toBeGreaterThan(0);
    expect(data.retryAfterSeconds).toBeLessThanOrEqual(LOGIN_WINDOW_SECONDS);
    // …but the owner, from another address, signs in.
    expect((await login({ account: user.email, password: user.password }, '198.51.100.2')).statusCode).toBe(
      200,
    );

    t.clock.advance(LOGIN_WINDOW_SECONDS * 1000 + 1_000);
    try {
      expect(
        (await login({ account: user.username, password: user.password }, '198.51.100.1')).statusCode,
      ).toBe(200);
    } finally {
      t.clock.reset();
    }
  });

  it(`checks ${LOGIN_MAX_FAILURES} of 40 wrong passwords sent at once from one address, no more`, async () => {
    const user = await createUser(t);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        login({ account: user.username, password: 'Wrong-123' }, '198.51.100.9'),
      ),
    );
    const keys = answers.map((answer) => answer.json().message as string);
    expect(keys.filter((key) => key === 'incorrect_account_or_password')).toHaveLength(LOGIN_MAX_FAILURES);
    expect(keys.filter((key) => key === 'too_many_requests')).toHaveLength(40 - LOGIN_MAX_FAILURES);
  });

  it('lets the owner in after 50 wrong tries from another address (127.0.0.2 vs 127.0.0.3)', async () => {
    const user = await createUser(t);
    const answers: number[] = [];
    for (let n = 0; n < 50; n++) {
      answers.push((await login({ account: user.email, password: `Wrong-${n}` }, '127.0.0.2')).statusCode);
    }
    expect(answers.filter((status) => status === 401)).toHaveLength(LOGIN_MAX_FAILURES);
    expect(answers.filter((status) => status === 429)).toHaveLength(50 - LOGIN_MAX_FAILURES);
    expect((await login({ account: user.email, password: user.password }, '127.0.0.3')).statusCode).toBe(200);
  });

  it(`mails the owner once when ${LOGIN_ALERT_FAILURES} wrong passwords pile up from any addresses`, async () => {
    const user = await createUser(t);
    const alerts = () => mails(t.database.db, { to: user.email, mailKind: 'password_failures_alert' });
    for (let n = 0; n < LOGIN_ALERT_FAILURES + 2; n++) {
      await login({ account: user.username, password: 'Wrong-123' }, `203.0.113.${n}`);
      expect(await alerts(), `after ${n + 1} failures`).toHaveLength(n + 1 >= LOGIN_ALERT_FAILURES ? 1 : 0);
    }
    const [mail] = await alerts();
    expect(mail!.subject).toContain('security notice');
    expect(mail!.text).toContain(`${LOGIN_ALERT_FAILURES} times`);
  });

  it('stops an address that fails on many accounts, and throttles unknown accounts alike', async () => {
    for (let n = 0; n < LOGIN_MAX_ADDRESS_FAILURES; n++) {
      expectError(
        await login({ account: `ghost-${n % 20}`, password: 'Wrong-123' }, '192.0.2.77'),
        'incorrect_account_or_password',
      );
    }
    expectError(
      await login({ account: 'someone-else', password: 'Wrong-123' }, '192.0.2.77'),
      'too_many_requests',
    );
    expectError(
      await login({ account: 'someone-else', password: 'Wrong-123' }, '192.0.2.78'),
      'incorrect_account_or_password',
    );
  });

  it('waits longer before each attempt on an account attacked from many addresses, up to a bound', () => {
    expect(attemptDelayMs(LOGIN_DELAY_AFTER - 1)).toBe(0);
    expect(attemptDelayMs(LOGIN_DELAY_AFTER)).toBe(250);
    expect(attemptDelayMs(LOGIN_DELAY_AFTER + 10)).toBe(500);
    expect(attemptDelayMs(LOGIN_DELAY_AFTER + 20)).toBe(1000);
    expect(attemptDelayMs(10_000)).toBe(LOGIN_MAX_DELAY_MS);
  });
});

describe('per-IP rate limit on login', () => {
  it('answers 429 too_many_requests past RATE_LIMIT_AUTH_PER_MINUTE from one address', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '2' });
    try {
      const attempt = (remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress,
          payload: { account: 'whoever', password: 'Wrong-123' },
        });
      expectError(await attempt('192.0.2.1'), 'incorrect_account_or_password');
      expectError(await attempt('192.0.2.1'), 'incorrect_account_or_password');
      const res = await attempt('192.0.2.1');
      expectError(res, 'too_many_requests');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expectError(await attempt('192.0.2.2'), 'incorrect_account_or_password');
    } finally {
      await limited.close();
    }
  });

  it('counts behind a trusted proxy by the address the proxy saw, whatever X-Forwarded-For the client wrote (issue #31)', async () => {
    const proxied = await buildTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '2', TRUST_PROXY: '1' });
    try {
      // the proxy (127.0.0.1) appends the address it saw to what the client sent
      // (a new account each time: the per-account limit stays out of it)
      const attempt = (client: string, written: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': `${written}, ${client}` },
          payload: { account: `someone-${written}-${client}`, password: 'Wrong-123' },
        });
      expectError(await attempt('198.51.100.7', '10.0.0.1'), 'incorrect_account_or_password');
      expectError(await attempt('198.51.100.7', '10.0.0.2'), 'incorrect_account_or_password');
      expectError(await attempt('198.51.100.7', '10.0.0.3'), 'too_many_requests');
      expectError(await attempt('198.51.100.8', '10.0.0.3'), 'incorrect_account_or_password');
    } finally {
      await proxied.close();
    }
  });
});

describe('TRUST_PROXY (issue #31)', () => {
  it('is none, a number of hops or a list of proxy addresses; "true" (every hop) is refused', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,loopback,::1' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'loopback',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: must name what to trust/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY: must be false/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY: must be false/);
  });
});
