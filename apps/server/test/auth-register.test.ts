import { CODE_MAX_ATTEMPTS, CODE_MAX_TOTAL_ATTEMPTS } from '@simportal/contract/api/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violatedUniqueConstraint } from '../src/db/unique-violation.ts';
import { verifySecret } from '../src/modules/auth/password-hash.ts';
import { balances, credentials, users, verificationCodes } from '../src/schema.ts';
import { bearer, createUser, expectError, latestCode, requestCode } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress });

const form = (email: string, code: string, overrides: Record<string, unknown> = {}) => ({
  username: email.split('@')[0],
  email,
  password: 'Secret-123',
  confirmPassword: 'Secret-123',
  code,
  ...overrides,
});

/** A code for the email, and what the code is not (to type a wrong one). */
const codeFor = async (email: string) => {
  expect((await requestCode(t, email, 'register')).statusCode).toBe(200);
  const code = await latestCode(t, email);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  return { code, wrong };
};

describe('POST /api/auth/register', () => {
  it('creates the account with an argon2id hash and logs it in', async () => {
    const { code } = await codeFor('alice@example.test');
    const res = await register(form('alice@example.test', code, { username: 'Alice', locale: 'zh-CN' }));
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      rememberMe: false,
      userInfo: { username: 'Alice', email: 'alice@example.test', level: 0, balance: 0, locale: 'zh-CN' },
    });
    expect(body.data.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'alice@example.test'));
    // the account's password is kept in its credentials (modules/auth), its balance opened at 0 (the ledger)
    const [held] = await t.database.db.select().from(credentials).where(eq(credentials.userId, user!.id));
    expect(held!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifySecret(held!.passwordHash, 'Secret-123')).toBe(true);
    expect(await t.database.db.select().from(balances).where(eq(balances.userId, user!.id))).toEqual([
      { userId: user!.id, balance: 0, overdraft: 0 },
    ]);

    const info = await t.app.inject({
      method: 'GET',
      url: '/api/user/getUserInfo',
      headers: bearer(body.data.accessToken),
    });
    expect(info.json().data.username).toBe('Alice');
  });

  it('uses a code once', async () => {
    const { code } = await codeFor('once@example.test');
    expect((await register(form('once@example.test', code))).statusCode).toBe(201);
    // The code is looked at first (decision 0032): used, it opens nothing, not even "the email is registered".
    expectError(await register(form('once@example.test', code, { username: 'once2' })), 'code_expired');
    const [row] = await t.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.email, 'once@example.test'));
    expect(row!.consumedAt).not.toBeNull();
  });

  it('answers username_exists for a taken username, whatever its case', async () => {
    await createUser(t, { username: 'bob' });
    const { code } = await codeFor('bob2@example.test');
    expectError(await register(form('bob2@example.test', code, { username: 'BOB' })), 'username_exists');
  });

  it('answers a registered email as any other without its code, and user_already_exists to the code holder', async () => {
    const existing = await createUser(t);
    // no register code is ever mailed to it (a notice is): code_expired, then code_incorrect, as for anyone
    expectError(await register(form(existing.email, '123456', { username: 'someone_new' })), 'code_expired');
    await requestCode(t, existing.email, 'register');
    expectError(
      await register(form(existing.email, '123456', { username: 'someone_new' })),
      'code_incorrect',
    );
    // whoever holds a live code for an address that got its account meanwhile is told
    const { code } = await codeFor('meanwhile@example.test');
    await createUser(t, { email: 'meanwhile@example.test' });
    expectError(
      await register(form('meanwhile@example.test', code, { username: 'meanwhile2' })),
      'user_already_exists',
    );
  });

  it('tells a taken username only with a live code, each answer one of its entries', async () => {
    await createUser(t, { username: 'carol' });
    const { code, wrong } = await codeFor('carol2@example.test');
    expectError(await register(form('carol2@example.test', wrong, { username: 'carol' })), 'code_incorrect');
    expectError(await register(form('carol2@example.test', code, { username: 'carol' })), 'username_exists');
    const [row] = await t.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.email, 'carol2@example.test'));
    expect(row!.attempts).toBe(2);
    expect(row!.consumedAt).toBeNull();
    expect((await register(form('carol2@example.test', code, { username: 'carol_two' }))).statusCode).toBe(
      201,
    );
  });

  it(`stops an address after ${CODE_MAX_ATTEMPTS} wrong codes; the owner elsewhere still registers`, async () => {
    const email = 'tries@example.test';
    const { code, wrong } = await codeFor(email);
    for (let attempt = 1; attempt <= CODE_MAX_ATTEMPTS; attempt++) {
      expectError(await register(form(email, wrong), '198.51.100.9'), 'code_incorrect');
    }
    // That address is stopped, even with the right code…
    const data = expectError(await register(form(email, code), '198.51.100.9'), 'too_many_requests') as {
      retryAfterSeconds: number;
    };
    expect(data.retryAfterSeconds).toBeGreaterThan(0);
    // …but the code still works from another one.
    expect((await register(form(email, code), '198.51.100.10')).statusCode).toBe(201);
  });

  it(`answers code_expired once a code has taken ${CODE_MAX_TOTAL_ATTEMPTS} wrong entries from all addresses`, async () => {
    const email = 'many-tries@example.test';
    const { code, wrong } = await codeFor(email);
    for (let attempt = 0; attempt < CODE_MAX_TOTAL_ATTEMPTS; attempt++) {
      const address = `203.0.113.${Math.floor(attempt / CODE_MAX_ATTEMPTS)}`;
      expectError(await register(form(email, wrong), address), 'code_incorrect');
    }
    // The right code no longer works: the code is used up.
    expectError(await register(form(email, code), '203.0.113.200'), 'code_expired');
  });

  it('answers code_expired 10 minutes after sending', async () => {
    const email = 'late@example.test';
    const { code } = await codeFor(email);
    t.clock.advance(10 * 60_000 + 1_000);
    try {
      expectError(await register(form(email, code)), 'code_expired');
    } finally {
      t.clock.reset();
    }
  });

  it('answers code_expired when no code was sent, and binds a code to its purpose', async () => {
    expectError(await register(form('never@example.test', '123456')), 'code_expired');
    const user = await createUser(t);
    await requestCode(t, user.email, 'reset');
    const resetCode = await latestCode(t, user.email);
    // A reset code is not a register code (and this email is registered anyway).
    await t.database.db.delete(balances).where(eq(balances.userId, user.id));
    await t.database.db.delete(users).where(eq(users.id, user.id));
    expectError(await register(form(user.email, resetCode, { username: 'reuse_reset' })), 'code_expired');
  });

  it('answers validation_failed naming each field, with the spec keys', async () => {
    const res = await register({
      username: 'a b',
      email: 'x',
      password: '12',
      confirmPassword: 'other',
      code: '12ab',
    });
    const data = expectError(res, 'validation_failed') as { issues: unknown[] };
    expect(data.issues).toEqual(
      expect.arrayContaining([
        { in: 'body', field: 'username', rule: 'username_format' },
        { in: 'body', field: 'email', rule: 'email_invalid' },
        { in: 'body', field: 'password', rule: 'password_length' },
        { in: 'body', field: 'code', rule: 'code_format' },
      ]),
    );
    const mismatch = await register(
      form('mismatch@example.test', '123456', { confirmPassword: 'Secret-124' }),
    );
    expect((expectError(mismatch, 'validation_failed') as { issues: unknown[] }).issues).toEqual([
      { in: 'body', field: 'confirmPassword', rule: 'password_mismatch' },
    ]);
    const empty = await register({});
    expect((expectError(empty, 'validation_failed') as { issues: unknown[] }).issues).toEqual(
      expect.arrayContaining([{ in: 'body', field: 'code', rule: 'field_required' }]),
    );
  });

  it('lets one of two simultaneous registrations of a username win; the other gets username_exists', async () => {
    const a = await codeFor('race.a@example.test');
    const b = await codeFor('race.b@example.test');
    const results = await Promise.all([
      register(form('race.a@example.test', a.code, { username: 'racer' })),
      register(form('race.b@example.test', b.code, { username: 'Racer' })),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expectError(results.find((res) => res.statusCode === 409)!, 'username_exists');
  });

  it('sends one code of many simultaneous requests for an email; the others are too frequent', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => requestCode(t, 'burst@example.test', 'register')),
    );
    expect(results.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of results.filter((res) => res.statusCode !== 200))
      expectError(res, 'code_send_too_frequent');
  });
});

describe('unique violations', () => {
  it('are recognised with their constraint name on this engine', async () => {
    const user = await createUser(t);
    const duplicate = t.database.db.insert(users).values({ username: 'other_name', email: user.email });
    const error = await duplicate.then(
      () => null,
      (cause: unknown) => cause,
    );
    expect(violatedUniqueConstraint(error)).toBe('users_email_unique');
    expect(violatedUniqueConstraint(new Error('something else'))).toBeNull();
  });
});
