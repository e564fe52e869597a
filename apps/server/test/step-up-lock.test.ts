import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_ALERT_FAILURES, LOGIN_MAX_FAILURES } from '../src/modules/auth/login-throttle.ts';
import {
  PROOF_FIRST_LOCK_SECONDS,
  PROOF_FREE_TRIES,
  PROOF_MAX_LOCK_SECONDS,
  proofLockSeconds,
} from '../src/modules/auth/proof-lock.ts';
import { auditLog } from '../src/schema.ts';
import { bearer, expectError, signedInUser } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { mails } from './helpers/deliveries.ts';

// Issue #56: an administrator's proofs (the authenticator's code, a recovery code, the step-up's password) were
// limited per address only, so a stolen session guessed codes from many addresses. Now wrong ones are counted on
// the ACCOUNT: PROOF_FREE_TRIES lock its proofs for a minute, each further wrong one for twice as long; during the
// lock even the right proof answers step_up_locked; each lock is mailed and audited once. The addresses are
// spoofed through the trusted proxy's X-Forwarded-For, as a guesser behind many addresses would be.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => t.close());
afterEach(() => t.clock.reset());

let address = 0;
/** A new client address each call: no per-address limit ever applies. */
const nextAddress = () => {
  address += 1;
  return `198.51.${Math.floor(address / 250)}.${(address % 250) + 1}`;
};

const post = (token: string, url: string, payload: object, from = nextAddress()) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), 'x-forwarded-for': from },
    payload,
  });
const stepUp = (token: string, payload: object, from?: string) =>
  post(token, '/api/admin/step-up', payload, from);

/** The app's code for `secret` at the app's clock. */
const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });

/** An administrator who has set up two-step verification: their session, secret and recovery codes. */
const enrolledAdmin = async () => {
  const admin = await signedInUser(t, { level: 1 });
  const token = admin.tokens.accessToken;
  const started = await post(token, '/api/admin/second-factor/enrolment', {});
  const { secret } = started.json().data;
  const confirmed = await post(token, '/api/admin/second-factor/enrolment/confirm', {
    code: await codeNow(secret),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  // the setup's code was this step's: the next one is a new code
  t.clock.advance(30_000);
  return {
    ...admin,
    token,
    secret: secret as string,
    recoveryCodes: confirmed.json().data.recoveryCodes as string[],
  };
};

const lockMails = (email: string) => mails(t.database.db, { to: email, mailKind: 'step_up_locked' });
const lockEntries = (userId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actorUserId, userId), eq(auditLog.action, 'step_up_lock')))
    .orderBy(auditLog.id);

/** The wait a step_up_locked answer asks for. */
const lockedFor = (res: Awaited<ReturnType<typeof stepUp>>) =>
  (expectError(res, 'step_up_locked') as { retryAfterSeconds: number }).retryAfterSeconds;

describe('wrong proofs lock an administrator’s proofs, whatever the address', () => {
  it('checks only the first few of a burst from many addresses, then refuses even the right code until the wait ends', async () => {
    const admin = await enrolledAdmin();
    // the attack, scaled down: 60 wrong codes at once, each from its own address
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, n) => stepUp(admin.token, { code: String(100000 + n) })),
    );
    const keys = burst.map((res) => res.json().message);
    expect(keys.filter((key) => key === 'step_up_incorrect')).toHaveLength(PROOF_FREE_TRIES - 1);
    expect(keys.filter((key) => key === 'step_up_locked')).toHaveLength(60 - (PROOF_FREE_TRIES - 1));

    // the right code, from yet another address, is refused unchecked; so is an unused recovery code
    expect(lockedFor(await stepUp(admin.token, { code: await codeNow(admin.secret) }))).toBeLessThanOrEqual(
      PROOF_FIRST_LOCK_SECONDS,
    );
    lockedFor(await stepUp(admin.token, { code: admin.recoveryCodes[0]! }));
    // the test clock runs on with real time too: a margin of 10 s holds however slowly a loaded machine serves
    // the burst
    t.clock.advance((PROOF_FIRST_LOCK_SECONDS - 10) * 1000);
    expect(lockedFor(await stepUp(admin.token, { code: await codeNow(admin.secret) }))).toBeLessThanOrEqual(
      10,
    );

    // the wait over, the right code works (the refused ones were never checked: it was not used up)
    t.clock.advance(11_000);
    const res = await stepUp(admin.token, { code: await codeNow(admin.secret) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.freshUntil).not.toBeNull();

    // one lock: one mail to the administrator, one audit entry
    const [mail, ...more] = await lockMails(admin.user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toContain(`${PROOF_FREE_TRIES} wrong tries`);
    expect(mail!.text).toContain('198.51.');
    const [entry, ...others] = await lockEntries(admin.user.id);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      targetUserId: admin.user.id,
      actorRole: 'owner',
      details: { wrongProofs: PROOF_FREE_TRIES, route: 'POST /api/admin/step-up' },
    });
    expect(entry!.ip).toMatch(/^198\.51\./);
  });

  it('locks for twice as long after each wrong one past the first lock, and a right one forgets the count', async () => {
    const admin = await enrolledAdmin();
    const wrong = () => stepUp(admin.token, { code: '000000' });
    for (let n = 1; n < PROOF_FREE_TRIES; n++) expectError(await wrong(), 'step_up_incorrect');
    expect(lockedFor(await wrong())).toBe(PROOF_FIRST_LOCK_SECONDS);
    for (const wait of [2, 4]) {
      t.clock.advance(PROOF_FIRST_LOCK_SECONDS * (wait / 2) * 1000 + 1_000);
      expect(lockedFor(await wrong())).toBe(PROOF_FIRST_LOCK_SECONDS * wait);
    }
    expect(await lockMails(admin.user.email)).toHaveLength(3);
    expect((await lockEntries(admin.user.id)).map((entry) => entry.details.wrongProofs)).toEqual([
      PROOF_FREE_TRIES,
      PROOF_FREE_TRIES + 1,
      PROOF_FREE_TRIES + 2,
    ]);

    t.clock.advance(PROOF_FIRST_LOCK_SECONDS * 4 * 1000 + 1_000);
    expect((await stepUp(admin.token, { code: await codeNow(admin.secret) })).statusCode).toBe(200);
    // counted from nothing again
    for (let n = 1; n < PROOF_FREE_TRIES; n++) expectError(await wrong(), 'step_up_incorrect');
  });

  it('counts the codes that change the second factor on the same account, and keeps the factor while locked', async () => {
    const admin = await enrolledAdmin();
    const removal = (code: string) => post(admin.token, '/api/admin/second-factor/removal', { code });
    const renewal = (code: string) => post(admin.token, '/api/admin/second-factor/recovery-codes', { code });
    expectError(await stepUp(admin.token, { code: '111111' }), 'step_up_incorrect');
    expectError(await removal('aaaaa-bbbbb'), 'second_factor_incorrect');
    expectError(await renewal('222222'), 'second_factor_incorrect');
    expectError(await removal('333333'), 'second_factor_incorrect');
    lockedFor(await renewal('ccccc-ddddd'));
    // a right recovery code is refused, not used up: the factor and every code stay
    lockedFor(await removal(admin.recoveryCodes[0]!));
    lockedFor(await renewal(await codeNow(admin.secret)));
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/admin/second-factor',
      headers: bearer(admin.token),
    });
    expect(status.json().data).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    const [entry] = await lockEntries(admin.user.id);
    expect(entry!.details).toMatchObject({ route: 'POST /api/admin/second-factor/recovery-codes' });
    expect(await lockMails(admin.user.email)).toHaveLength(1);

    t.clock.advance(PROOF_FIRST_LOCK_SECONDS * 1000 + 1_000);
    expect((await removal(admin.recoveryCodes[0]!)).statusCode).toBe(200);
  });

  it('locks a step-up by password (no second factor) the same way', async () => {
    const admin = await signedInUser(t, { level: 1 });
    const token = admin.tokens.accessToken;
    for (let n = 1; n < PROOF_FREE_TRIES; n++)
      expectError(await stepUp(token, { password: `Wrong-${n}` }), 'step_up_incorrect');
    lockedFor(await stepUp(token, { password: 'Wrong-5' }));
    lockedFor(await stepUp(token, { password: admin.user.password }));
    // no proof of the kind asked for is no guess: refused, not counted (nor a lock hidden behind it)
    expectError(await stepUp(token, {}), 'step_up_incorrect');
    expect(await lockMails(admin.user.email)).toHaveLength(1);
    t.clock.advance(PROOF_FIRST_LOCK_SECONDS * 1000 + 1_000);
    expect((await stepUp(token, { password: admin.user.password })).statusCode).toBe(200);
  });

  it("leaves sign-in's own counts as they were: a locked step-up adds nothing to them", async () => {
    const admin = await signedInUser(t, { level: 1 });
    const token = admin.tokens.accessToken;
    const from = '203.0.113.56';
    for (let n = 0; n < PROOF_FREE_TRIES; n++) await stepUp(token, { password: `Wrong-${n}` }, from);
    lockedFor(await stepUp(token, { password: admin.user.password }));

    const signIn = (password: string, at: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-for': at },
        payload: { account: admin.user.username, password },
      });
    // from the same address, sign-in still allows its LOGIN_MAX_FAILURES wrong passwords, then stops the address
    for (let n = 0; n < LOGIN_MAX_FAILURES; n++)
      expectError(await signIn(`Wrong-${n}`, from), 'incorrect_account_or_password');
    expectError(await signIn(admin.user.password, from), 'too_many_requests');
    // its alert is mailed once, at its own count
    const alerts = await mails(t.database.db, { to: admin.user.email, mailKind: 'password_failures_alert' });
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.text).toContain(`${LOGIN_ALERT_FAILURES} times`);
    // the owner signs in elsewhere; the stolen session's step-up stays locked
    expect((await signIn(admin.user.password, '203.0.113.57')).statusCode).toBe(200);
    lockedFor(await stepUp(token, { password: admin.user.password }));
  });

  it('counts wrong codes at sign-in on the account: the password known, many addresses still lock the codes', async () => {
    const admin = await enrolledAdmin();
    const signIn = (secondFactor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-for': nextAddress() },
        payload: { account: admin.user.username, password: admin.user.password, secondFactor },
      });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => signIn(String(100_000 + n))));
    const keys = answers.map((answer) => answer.json().message as string);
    expect(keys.filter((key) => key === 'second_factor_incorrect')).toHaveLength(PROOF_FREE_TRIES - 1);
    expect(keys.filter((key) => key === 'step_up_locked')).toHaveLength(20 - PROOF_FREE_TRIES + 1);
    // the right code waits for the lock to end, then signs in; the lock was mailed once
    expectError(await signIn(await codeNow(admin.secret)), 'step_up_locked');
    expect(await lockMails(admin.user.email)).toHaveLength(1);
    t.clock.advance(PROOF_FIRST_LOCK_SECONDS * 1000 + 1_000);
    const right = await signIn(await codeNow(admin.secret));
    expect(right.statusCode, right.body).toBe(200);
  });

  it('doubles the wait from a minute up to its bound', () => {
    expect(proofLockSeconds(PROOF_FREE_TRIES - 1)).toBe(0);
    expect(proofLockSeconds(PROOF_FREE_TRIES)).toBe(PROOF_FIRST_LOCK_SECONDS);
    expect(proofLockSeconds(PROOF_FREE_TRIES + 1)).toBe(2 * PROOF_FIRST_LOCK_SECONDS);
    expect(proofLockSeconds(PROOF_FREE_TRIES + 3)).toBe(8 * PROOF_FIRST_LOCK_SECONDS);
    expect(proofLockSeconds(PROOF_FREE_TRIES + 6)).toBe(PROOF_MAX_LOCK_SECONDS);
    expect(proofLockSeconds(10_000)).toBe(PROOF_MAX_LOCK_SECONDS);
  });
});
