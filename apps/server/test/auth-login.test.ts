import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, loginThrottles } from '../src/db/schema.ts';
import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_SECONDS } from '../src/modules/auth/login-throttle.ts';
import { createUser, expectError } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

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
        balance: 0,
        currency: 'USD',
        locale: 'en',
        isRegister: true,
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

  it(`locks an account for the window after ${LOGIN_MAX_FAILURES} wrong passwords, whichever name is typed`, async () => {
    const user = await createUser(t);
    for (let n = 0; n < LOGIN_MAX_FAILURES; n++) {
      const account = n % 2 === 0 ? user.username : user.email;
      expectError(await login({ account, password: 'Wrong-123' }), 'incorrect_account_or_password');
    }
    // Even the right password is refused now, from any address: the count is in the database.
    const locked = await login({ account: user.email, password: user.password }, '198.51.100.4');
    const data = expectError(locked, 'too_many_requests') as { retryAfterSeconds: number };
    expect(data.retryAfterSeconds).toBeGreaterThan(0);
    expect(data.retryAfterSeconds).toBeLessThanOrEqual(LOGIN_WINDOW_SECONDS);
    const [row] = await t.database.db
      .select()
      .from(loginThrottles)
      .where(eq(loginThrottles.accountKey, `user:${user.id}`));
    expect(row!.failures).toBe(LOGIN_MAX_FAILURES);

    t.clock.advance(LOGIN_WINDOW_SECONDS * 1000 + 1_000);
    try {
      expect((await login({ account: user.username, password: user.password })).statusCode).toBe(200);
      // A success clears the count.
      expect(
        await t.database.db
          .select()
          .from(loginThrottles)
          .where(eq(loginThrottles.accountKey, `user:${user.id}`)),
      ).toHaveLength(0);
    } finally {
      t.clock.reset();
    }
  });

  it('throttles unknown accounts the same way', async () => {
    for (let n = 0; n < LOGIN_MAX_FAILURES; n++) {
      expectError(await login({ account: 'ghost', password: 'Wrong-123' }), 'incorrect_account_or_password');
    }
    expectError(await login({ account: 'GHOST', password: 'Wrong-123' }), 'too_many_requests');
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
});
