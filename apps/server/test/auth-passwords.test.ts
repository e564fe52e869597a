import { CODE_ALERT_ATTEMPTS, CODE_MAX_ATTEMPTS } from '@simportal/contract/api/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, users } from '../src/schema.ts';
import {
  bearer,
  createUser,
  expectError,
  latestCode,
  login,
  requestCode,
  signedInUser,
} from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { mails } from './helpers/deliveries.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const reset = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload });
const changePassword = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/user/password', headers: bearer(token), payload });
const userInfo = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/getUserInfo', headers: bearer(token) });
const refresh = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/refresh', headers: bearer(token) });

describe('POST /api/auth/password-reset', () => {
  it('sets the new password with the emailed code and ends every session', async () => {
    const { user, tokens } = await signedInUser(t);
    expect((await requestCode(t, user.email, 'reset')).statusCode).toBe(200);
    const code = await latestCode(t, user.email);
    const res = await reset({
      email: user.email.toUpperCase(),
      code,
      password: 'Brand-new-1',
      confirmPassword: 'Brand-new-1',
    });
    expect(res.json()).toEqual({ code: 0, message: 'ok', data: null });
    expectError(await userInfo(tokens.accessToken), 'session_ended');
    expectError(await refresh(tokens.refreshToken), 'refresh_token_expired');
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { account: user.username, password: user.password },
      }),
      'incorrect_account_or_password',
    );
    await login(t, user.username, 'Brand-new-1');
    const [session] = await t.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, user.id))
      .limit(1);
    expect(session!.revokedReason).toBe('password_reset');
  });

  it('answers an email without an account as any other: code_expired, then code_incorrect (decision 0032)', async () => {
    const body = { email: 'ghost@example.test', password: 'Secret-123', confirmPassword: 'Secret-123' };
    expectError(await reset({ ...body, code: '123456' }), 'code_expired');
    expect((await requestCode(t, 'ghost@example.test', 'reset')).statusCode).toBe(200);
    expectError(await reset({ ...body, code: '123456' }), 'code_incorrect');
  });

  it('answers code_incorrect for a wrong code and code_expired for a used one', async () => {
    const user = await createUser(t);
    await requestCode(t, user.email, 'reset');
    const code = await latestCode(t, user.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const body = { email: user.email, password: 'Other-pass-1', confirmPassword: 'Other-pass-1' };
    expectError(await reset({ ...body, code: wrong }), 'code_incorrect');
    expect((await reset({ ...body, code })).statusCode).toBe(200);
    expectError(await reset({ ...body, code }), 'code_expired');
  });

  it(`mails the owner when a reset code takes ${CODE_ALERT_ATTEMPTS} wrong entries, and lets the owner reset`, async () => {
    const user = await createUser(t);
    await requestCode(t, user.email, 'reset');
    const code = await latestCode(t, user.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const body = { email: user.email, password: 'Other-pass-1', confirmPassword: 'Other-pass-1' };
    for (let n = 0; n < CODE_ALERT_ATTEMPTS; n++) {
      const remoteAddress = `198.51.100.${Math.floor(n / CODE_MAX_ATTEMPTS)}`;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { ...body, code: wrong },
        remoteAddress,
      });
      expectError(res, 'code_incorrect');
    }
    const alerts = await mails(t.database.db, { to: user.email, mailKind: 'reset_code_failures_alert' });
    expect(alerts).toHaveLength(1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { ...body, code },
      remoteAddress: '198.51.100.99',
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers password_mismatch on the confirmation', async () => {
    const data = expectError(
      await reset({ email: 'a@example.test', code: '123456', password: 'Secret-123', confirmPassword: 'x' }),
      'validation_failed',
    ) as { issues: unknown[] };
    expect(data.issues).toEqual([{ in: 'body', field: 'confirmPassword', rule: 'password_mismatch' }]);
  });
});

describe('POST /api/user/password', () => {
  it("changes the password, ends the user's other sessions and keeps the current one", async () => {
    const { user, tokens: current } = await signedInUser(t);
    const other = await login(t, user.email, user.password, true);
    const res = await changePassword(current.accessToken, {
      oldPassword: user.password,
      password: 'Changed-pass-1',
      confirmPassword: 'Changed-pass-1',
    });
    expect(res.json()).toEqual({ code: 0, message: 'ok', data: null });
    expect((await userInfo(current.accessToken)).statusCode).toBe(200);
    expect((await refresh(current.refreshToken)).statusCode).toBe(200);
    expectError(await userInfo(other.accessToken), 'session_ended');
    expectError(await refresh(other.refreshToken), 'refresh_token_expired');
    await login(t, user.username, 'Changed-pass-1');
  });

  it('answers old_password_incorrect for a wrong current password', async () => {
    const { tokens } = await signedInUser(t);
    const res = await changePassword(tokens.accessToken, {
      oldPassword: 'Not-the-one',
      password: 'Changed-pass-1',
      confirmPassword: 'Changed-pass-1',
    });
    expectError(res, 'old_password_incorrect');
  });

  it('answers passwords_not_equal and the password rules of spec §5', async () => {
    const { user, tokens } = await signedInUser(t);
    const mismatch = await changePassword(tokens.accessToken, {
      oldPassword: user.password,
      password: 'Changed-pass-1',
      confirmPassword: 'Changed-pass-2',
    });
    expect((expectError(mismatch, 'validation_failed') as { issues: unknown[] }).issues).toEqual([
      { in: 'body', field: 'confirmPassword', rule: 'passwords_not_equal' },
    ]);
    const weak = await changePassword(tokens.accessToken, {
      oldPassword: user.password,
      password: 'with space 1',
      confirmPassword: 'with space 1',
    });
    expect((expectError(weak, 'validation_failed') as { issues: unknown[] }).issues).toEqual([
      { in: 'body', field: 'password', rule: 'password_chars' },
    ]);
  });

  it('needs an access token', async () => {
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/user/password', payload: {} }),
      'login_expired',
    );
  });
});

describe('PATCH /api/user/locale', () => {
  it("sets the language of the user's mails", async () => {
    const { user, tokens } = await signedInUser(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/locale',
      headers: bearer(tokens.accessToken),
      payload: { locale: 'zh-CN' },
    });
    expect(res.json()).toEqual({ code: 0, message: 'ok', data: { locale: 'zh-CN' } });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.locale).toBe('zh-CN');
    expectError(
      await t.app.inject({
        method: 'PATCH',
        url: '/api/user/locale',
        headers: bearer(tokens.accessToken),
        payload: { locale: 'fr' },
      }),
      'validation_failed',
    );
  });
});
