import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/schema.ts';
import { bearer, createUser, latestCode, requestCode } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { mails } from './helpers/deliveries.ts';

// Issue #34: every security event mails the person, through the outbox, in their language: a sign-in from a
// device the account had not used (not its first sign-in, not a browser's update), a changed or reset password.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const CHROME_130 =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const CHROME_131 = CHROME_130.replace('Chrome/130', 'Chrome/131');
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Version/17.5 Mobile/15E148 Safari/604.1';

const signIn = async (account: string, password: string, userAgent: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    payload: { account, password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { accessToken: string };
};

const mailsTo = (to: string, mailKind: string) => mails(t.database.db, { to, mailKind });

describe('security notices', () => {
  it('mails a sign-in from a new device, not the first sign-in nor a browser update', async () => {
    const user = await createUser(t);
    await signIn(user.username, user.password, CHROME_130);
    await signIn(user.username, user.password, CHROME_131);
    expect(await mailsTo(user.email, 'new_sign_in')).toHaveLength(0);

    await signIn(user.email, user.password, IPHONE);
    const [mail, ...more] = await mailsTo(user.email, 'new_sign_in');
    expect(more).toHaveLength(0);
    expect(mail!.subject).toContain('new sign-in');
    expect(mail!.text).toContain('Safari 17 on iOS');
    expect(mail!.text).toMatch(/network \d+\.\d+\.\d+\.0\/24, at \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    expect(mail!.text).toContain('/personal');
    // the same phone again is known now
    await signIn(user.username, user.password, IPHONE);
    expect(await mailsTo(user.email, 'new_sign_in')).toHaveLength(1);
  });

  it('mails a changed password, and a reset one, in the account’s language', async () => {
    const user = await createUser(t);
    await t.database.db.update(users).set({ locale: 'zh-CN' }).where(eq(users.id, user.id));
    const session = await signIn(user.username, user.password, CHROME_130);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: bearer(session.accessToken),
      payload: { oldPassword: user.password, password: 'Changed-pass-1', confirmPassword: 'Changed-pass-1' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [mail] = await mailsTo(user.email, 'password_changed');
    expect(mail!.subject).toContain('密码已修改');
    expect(mail!.text).toContain('/passwordReset');

    expect((await requestCode(t, user.email, 'reset')).statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: {
        email: user.email,
        code: await latestCode(t, user.email),
        password: 'Reset-pass-22',
        confirmPassword: 'Reset-pass-22',
      },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await mailsTo(user.email, 'password_changed')).toHaveLength(2);
  });
});
