import { productName } from '@simportal/contract/product';
import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, authSessions, credentials } from '../src/schema.ts';
import { call } from './admin-fixtures.ts';
import { createUser, expectError, login, signedInUser } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { mails as mailsOf } from './helpers/deliveries.ts';

// Issue #34: administrators' second factor (decision 0041) with ADMIN_SECOND_FACTOR=required. Admin Management
// waits for it; setting it up gives ten recovery codes and ends the other sessions; signing in then asks for the
// app's code (each works once) or a recovery code (each works once); a customer is never asked.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ADMIN_SECOND_FACTOR: 'required' });
});
afterAll(() => t.close());

const signIn = (account: string, password: string, secondFactor?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { account, password, ...(secondFactor === undefined ? {} : { secondFactor }) },
  });

/** The app's code for `secret` at the app's clock, `steps` 30-second steps later. */
const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) + steps * 30 });

/** An administrator who has set up the second factor, with their secret and recovery codes. */
const enrolledAdmin = async () => {
  const admin = await signedInUser(t, { level: 1 });
  const token = admin.tokens.accessToken;
  const started = await call(t, token, 'POST', '/api/admin/second-factor/enrolment');
  expect(started.statusCode, started.body).toBe(200);
  const { secret, uri } = started.json().data;
  expect(uri).toContain(`otpauth://totp/`);
  expect(uri).toContain(`secret=${secret}`);
  // the app lists it under the product's name in the administrator's language
  expect(decodeURIComponent(uri)).toContain(`issuer=${productName('en')}`);
  const confirmed = await call(t, token, 'POST', '/api/admin/second-factor/enrolment/confirm', {
    code: await codeAt(secret),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { ...admin, token, secret, recoveryCodes: confirmed.json().data.recoveryCodes as string[] };
};

describe('administrators with a second factor required', () => {
  it('keeps Admin Management closed until it is set up, then open in the session that set it up', async () => {
    const admin = await signedInUser(t, { level: 1 });
    const token = admin.tokens.accessToken;
    const other = await login(t, admin.user.username, admin.user.password);
    expectError(await call(t, token, 'GET', '/api/admin/customers'), 'second_factor_enrolment_required');
    const status = await call(t, token, 'GET', '/api/admin/second-factor');
    expect(status.json().data).toEqual({
      enabled: false,
      required: true,
      recoveryCodesLeft: 0,
      passkeys: [],
    });

    const { secret } = (await call(t, token, 'POST', '/api/admin/second-factor/enrolment')).json().data;
    expectError(
      await call(t, token, 'POST', '/api/admin/second-factor/enrolment/confirm', {
        code: await codeAt(secret, 10),
      }),
      'second_factor_incorrect',
    );
    const confirmed = await call(t, token, 'POST', '/api/admin/second-factor/enrolment/confirm', {
      code: await codeAt(secret),
    });
    const codes: string[] = confirmed.json().data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(codes.every((code) => /^[a-z2-9]{5}-[a-z2-9]{5}$/.test(code))).toBe(true);

    expect((await call(t, token, 'GET', '/api/admin/customers')).statusCode).toBe(200);
    // the session opened with the password alone has ended
    expectError(await call(t, other.accessToken, 'GET', '/api/admin/customers'), 'session_ended');
    // stored sealed and hashed, never as given; audited; the owner is mailed
    const [row] = await t.database.db.select().from(credentials).where(eq(credentials.userId, admin.user.id));
    expect(row!.totpSecret).toMatch(/^v1\./);
    expect(row!.totpSecret).not.toContain(secret);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, admin.user.id), eq(auditLog.action, 'second_factor_enrol')));
    expect(entry).toBeDefined();
    const mails = await mailsOf(t.database.db, { to: admin.user.email, mailKind: 'second_factor_enrolled' });
    expect(mails).toHaveLength(1);
    expectError(
      await call(t, token, 'POST', '/api/admin/second-factor/enrolment'),
      'second_factor_already_enabled',
    );
  });

  it("asks for the app's code after the password, takes each code once, and a recovery code once", async () => {
    const admin = await enrolledAdmin();
    const { username, password } = admin.user;
    expectError(await signIn(username, password), 'second_factor_required');
    expectError(await signIn(username, 'Wrong-pass-1', '123456'), 'incorrect_account_or_password');
    expectError(await signIn(username, password, '000000'), 'second_factor_incorrect');

    // the code used to set it up was this step's: the next step's code signs in, once
    t.clock.advance(30_000);
    const code = await codeAt(admin.secret);
    const first = await signIn(username, password, code);
    expect(first.statusCode, first.body).toBe(200);
    expectError(await signIn(username, password, code), 'second_factor_incorrect');
    const session = first.json().data;
    expect((await call(t, session.accessToken, 'GET', '/api/admin/customers')).statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ at: authSessions.secondFactorAt })
      .from(authSessions)
      .where(eq(authSessions.userId, admin.user.id));
    expect(row).toBeDefined();

    const recovery = admin.recoveryCodes[3]!;
    expect((await signIn(username, password, recovery.toUpperCase())).statusCode).toBe(200);
    expectError(await signIn(username, password, recovery), 'second_factor_incorrect');
    const status = await call(t, session.accessToken, 'GET', '/api/admin/second-factor');
    expect(status.json().data).toEqual({ enabled: true, required: true, recoveryCodesLeft: 9, passkeys: [] });
  });

  it('makes new recovery codes given the app’s code: the old ones stop working; audited and mailed', async () => {
    const admin = await enrolledAdmin();
    const renew = (code: string) =>
      call(t, admin.token, 'POST', '/api/admin/second-factor/recovery-codes', { code });
    expectError(await renew('000000'), 'second_factor_incorrect');
    t.clock.advance(30_000);
    const res = await renew(await codeAt(admin.secret));
    expect(res.statusCode, res.body).toBe(200);
    const fresh: string[] = res.json().data.recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((code) => admin.recoveryCodes.includes(code))).toEqual([]);
    const { username, password } = admin.user;
    expectError(await signIn(username, password, admin.recoveryCodes[0]), 'second_factor_incorrect');
    expect((await signIn(username, password, fresh[0])).statusCode).toBe(200);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.actorUserId, admin.user.id), eq(auditLog.action, 'second_factor_recovery_codes')),
      );
    expect(entry).toBeDefined();
    const mails = await mailsOf(t.database.db, {
      to: admin.user.email,
      mailKind: 'second_factor_recovery_codes',
    });
    expect(mails).toHaveLength(1);
  });

  it('turns it off with a recovery code (a lost phone): set up again at once, others out; audited and mailed', async () => {
    const admin = await enrolledAdmin();
    const { username, password } = admin.user;
    const elsewhere = (await signIn(username, password, admin.recoveryCodes[1])).json().data.accessToken;
    const off = (code: string) => call(t, admin.token, 'POST', '/api/admin/second-factor/removal', { code });
    expectError(await off('000000'), 'second_factor_incorrect');
    expect((await off(admin.recoveryCodes[0]!)).statusCode).toBe(200);
    // the operator requires it: Admin Management waits for a new setup, the way a replaced phone is added
    expectError(
      await call(t, admin.token, 'GET', '/api/admin/customers'),
      'second_factor_enrolment_required',
    );
    expect((await call(t, admin.token, 'GET', '/api/admin/second-factor')).json().data).toMatchObject({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    expectError(await call(t, elsewhere, 'GET', '/api/admin/second-factor'), 'session_ended');
    // the password alone signs in again, and no old recovery code works for anything
    expect((await signIn(username, password)).statusCode).toBe(200);
    const kinds = await mailsOf(t.database.db, { to: admin.user.email, mailKind: 'second_factor_removed' });
    expect(kinds).toHaveLength(1);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, admin.user.id), eq(auditLog.action, 'second_factor_remove')));
    expect(entry).toBeDefined();
  });

  it('offers a passkey only once the app’s code is on, and refuses an answer that does not verify', async () => {
    const fresh = await signedInUser(t, { level: 1 });
    expectError(
      await call(t, fresh.tokens.accessToken, 'POST', '/api/admin/second-factor/passkeys/options'),
      'second_factor_enrolment_required',
    );
    const admin = await enrolledAdmin();
    const options = await call(t, admin.token, 'POST', '/api/admin/second-factor/passkeys/options');
    expect(options.statusCode, options.body).toBe(200);
    // the relying party is PUBLIC_URL's host; the challenge is new each time
    expect(options.json().data).toMatchObject({ rp: { id: 'localhost' }, attestation: 'none' });
    expectError(
      await call(t, admin.token, 'POST', '/api/admin/second-factor/passkeys', {
        response: { id: 'forged', rawId: 'forged', type: 'public-key', response: {} },
      }),
      'second_factor_incorrect',
    );
    // no passkey yet: the sign-in asks for the code and offers none
    const { username, password } = admin.user;
    const asked = await signIn(username, password);
    expect(expectError(asked, 'second_factor_required')).toEqual({ passkey: null });
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { account: username, password, passkey: { id: 'forged', response: {} } },
      }),
      'second_factor_incorrect',
    );
    expect((await call(t, admin.token, 'GET', '/api/admin/step-up')).json().data).toMatchObject({
      method: 'code',
      passkey: false,
    });
  });

  it('never asks a customer, and refuses the routes to a customer', async () => {
    const customer = await createUser(t);
    const res = await signIn(customer.username, customer.password);
    expect(res.statusCode).toBe(200);
    expectError(
      await call(t, res.json().data.accessToken, 'GET', '/api/admin/second-factor'),
      'admin_required',
    );
  });
});
