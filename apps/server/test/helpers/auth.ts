import type { AdminRole } from '@simportal/contract/admin-roles';
import type { LoginResult } from '@simportal/contract/api/auth';
import { ERRORS, type ErrorKey } from '@simportal/contract/errors';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { createAccount } from '../../src/modules/auth/new-account.ts';
import { hashSecret } from '../../src/modules/auth/password-hash.ts';
import { balances } from '../../src/schema.ts';
import type { TestApp } from './build-test-app.ts';
import { newestMail } from './deliveries.ts';

export const DEFAULT_PASSWORD = 'Secret-123';

let sequence = 0;

/**
 * One argon2id hash per password for the whole file: a full hash costs tens of milliseconds of a core (production
 * parameters, kept), and the suite makes thousands of accounts. Each still has a real hash that its login
 * verifies; they only share a salt, which no test reads.
 */
const hashes = new Map<string, Promise<string>>();
export const hashOnce = (password: string): Promise<string> => {
  let known = hashes.get(password);
  if (!known) {
    known = hashSecret(password);
    hashes.set(password, known);
  }
  return known;
};

/** A user inserted straight into the database (no mail, no code): the fixture other modules' tests start from. */
export const createUser = async (
  t: TestApp,
  overrides: Partial<{
    username: string;
    email: string;
    password: string;
    level: 0 | 1;
    /** An administrator's role (level 1 only); an owner unless said. */
    adminRole: AdminRole;
    /** Set on the balance row without an activity: the books no longer balance (read-back tests only). */
    balance: number;
    /** A member of this customer's account (decision 0103). */
    ownerId: number;
  }> = {},
) => {
  sequence += 1;
  const username = overrides.username ?? `user${sequence}_${Math.random().toString(36).slice(2, 8)}`;
  const email = overrides.email ?? `${username.toLowerCase()}@example.test`;
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const passwordHash = await hashOnce(password);
  // the one way accounts are made (its row, its credentials, its balance at 0: modules/auth's createAccount)
  const user = await t.database.db.transaction(async (tx) => {
    const row = await createAccount(tx, {
      username,
      email,
      passwordHash,
      locale: 'en',
      level: overrides.level ?? 0,
      adminRole: overrides.level === 1 ? (overrides.adminRole ?? 'owner') : null,
      ownerId: overrides.ownerId ?? null,
    });
    // a balance without the activity that explains it: only for tests that read it back, never the books
    if (overrides.balance)
      await tx.update(balances).set({ balance: overrides.balance }).where(eq(balances.userId, row.id));
    return row;
  });
  return { ...user!, password };
};

/** Logs in through the API and returns the login result (tokens and user info). */
export const login = async (
  t: TestApp,
  account: string,
  password = DEFAULT_PASSWORD,
  rememberMe = false,
): Promise<LoginResult> => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { account, password, rememberMe },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

/** A new user and a session of theirs: `const { user, tokens } = await signedInUser(t)`. */
export const signedInUser = async (t: TestApp, overrides: Parameters<typeof createUser>[1] = {}) => {
  const user = await createUser(t, overrides);
  const tokens = await login(t, user.username, user.password);
  return { user, tokens };
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The code in the newest outbox mail to an address (embedded mail mode). */
export const latestCode = async (t: TestApp, email: string): Promise<string> => {
  const mail = await newestMail(t.database.db, { to: email, mailKind: 'verification_code' });
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
};

export const requestCode = (t: TestApp, email: string, purpose: 'register' | 'reset', locale?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/codes', payload: { email, purpose, locale } });

/** Asserts an error answer: HTTP status, envelope code and message key of `key`. Returns the envelope's data. */
export const expectError = (res: LightMyRequestResponse, key: ErrorKey): unknown => {
  const body = res.json();
  expect({ status: res.statusCode, code: body.code, message: body.message }, res.body).toEqual({
    status: ERRORS[key].status,
    code: ERRORS[key].code,
    message: key,
  });
  expect(body).toHaveProperty('data');
  return body.data;
};
