import { setTimeout as sleep } from 'node:timers/promises';
import type { Db, DbOrTx } from '../../db/database.ts';
import { DomainError } from '../../http/domain-error.ts';
import {
  clearCounter,
  clearCountersStartingWith,
  hitCounter,
  readCounter,
  secondsUntil,
  takeBackHit,
} from '../limits/index.ts';

/**
 * Wrong passwords slow down and stop the ADDRESS that sends them, never the account: a stranger who knows an
 * email cannot keep its owner out (OWASP ASVS 6.3 and the lockout guidance). Three counts, all in the database
 * so every instance shares them:
 * - one address and one account: LOGIN_MAX_FAILURES per window, then that address may not try that account;
 * - one address, any account: LOGIN_MAX_ADDRESS_FAILURES per window (credential stuffing from one address);
 * - one account, every address: from LOGIN_DELAY_AFTER failures on, each attempt on the account waits a delay
 *   that doubles every ten failures up to LOGIN_MAX_DELAY_MS (an attack from many addresses), and at
 *   LOGIN_ALERT_FAILURES the owner is mailed once per window.
 */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_MAX_ADDRESS_FAILURES = 100;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const LOGIN_DELAY_AFTER = 10;
export const LOGIN_ALERT_FAILURES = 10;
export const LOGIN_MAX_DELAY_MS = 3_000;

const WINDOW_MS = LOGIN_WINDOW_SECONDS * 1000;

/** Existing accounts are counted by id (username and email share one count); unknown ones by what was typed. */
export const throttleKey = (userId: number | null, account: string): string =>
  userId === null ? `account:${account.trim().toLowerCase()}` : `user:${userId}`;

const keys = (accountKey: string, address: string) => ({
  account: `login:${accountKey}`,
  pair: `login-from:${accountKey}:${address}`,
  address: `login-address:${address}`,
});

/** The wait before an attempt on an account that has `failures` wrong passwords in its window. */
export const attemptDelayMs = (failures: number): number =>
  failures < LOGIN_DELAY_AFTER
    ? 0
    : Math.min(LOGIN_MAX_DELAY_MS, 250 * 2 ** Math.floor((failures - LOGIN_DELAY_AFTER) / 10));

/**
 * Counts the attempt against its address before the password is checked, and refuses (too_many_requests, 429)
 * an address past its failures, for this account or for all; then waits the account's delay. Counting first, in
 * one statement per count, is what holds the limit when attempts arrive together: 40 at once from one address
 * got 30 checks when the count was read first and written after the slow hash (issue #56). A right password
 * takes its attempt back (clearLoginFailuresFrom). Nothing here stops another address.
 */
export const admitLoginAttempt = async (db: Db, accountKey: string, address: string, now: Date) => {
  const k = keys(accountKey, address);
  for (const [key, max] of [
    [k.pair, LOGIN_MAX_FAILURES],
    [k.address, LOGIN_MAX_ADDRESS_FAILURES],
  ] as const) {
    const state = await hitCounter(db, key, WINDOW_MS, now);
    if (state.hits > max) {
      throw new DomainError('too_many_requests', {
        retryAfterSeconds: secondsUntil(state.windowEndsAt, now),
      });
    }
  }
  const account = await readCounter(db, k.account, now);
  const delay = attemptDelayMs(account?.hits ?? 0);
  if (delay > 0) await sleep(delay);
};

/**
 * Counts a wrong password on the account (its address counts were taken when it was admitted); returns the
 * account's failures in its window.
 */
export const recordLoginFailure = async (db: DbOrTx, accountKey: string, now: Date): Promise<number> =>
  (await hitCounter(db, keys(accountKey, '').account, WINDOW_MS, now)).hits;

/**
 * A right password from an address lifts that address's count for the account and takes its attempt back from
 * the address's own count (the account's stays).
 */
export const clearLoginFailuresFrom = async (db: DbOrTx, accountKey: string, address: string, now: Date) => {
  const k = keys(accountKey, address);
  await clearCounter(db, k.pair);
  await takeBackHit(db, k.address, now);
};

/** Proving control of the mailbox (a password reset) lifts every count on the account. */
export const clearLoginFailures = async (db: DbOrTx, accountKey: string) => {
  await clearCounter(db, `login:${accountKey}`);
  await clearCountersStartingWith(db, `login-from:${accountKey}:`);
};
