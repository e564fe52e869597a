import type { DbOrTx } from '../../db/database.ts';
import { DomainError } from '../../http/domain-error.ts';
import {
  type CounterState,
  clearCounter,
  hitCounter,
  readCounters,
  secondsUntil,
  takeBackHit,
} from '../limits/index.ts';

/**
 * Wrong verify codes when binding (issue #56: 5,096 guesses at one card in two minutes, then the right one). A
 * code has six digits and the demo stock's numbers run in sequence, so guessing is stopped by the CARD and by
 * the ACCOUNT, never only by the address (a guesser has as many of those as they like). Both counts are the
 * shared limit counters (modules/limits), so every instance holds the same ones:
 * - one card, every account and address: BIND_CARD_MAX_FAILURES per window, then nobody may bind the card
 *   (card_verify_locked, 429, even with the right code) until the window ends or an administrator lifts it;
 * - one account, every card: BIND_ACCOUNT_MAX_FAILURES per window, then that account may bind nothing.
 * A card number + ICCID that match no card are counted by the pair, so an unknown pair locks as a card does and
 * the answers still tell nothing about the inventory.
 *
 * An attempt is counted before its code is checked and taken back when the code was right: concurrent guesses
 * each take their own count in one atomic statement, so a burst cannot check more codes than the limit.
 */
export const BIND_CARD_MAX_FAILURES = 5;
export const BIND_ACCOUNT_MAX_FAILURES = 20;
export const BIND_WINDOW_SECONDS = 60 * 60;

const WINDOW_MS = BIND_WINDOW_SECONDS * 1000;

/** What a bind names: the card it matched, or the typed pair when it matched none. */
export type BindTarget = { cardId: number } | { cardNumber: string; iccid: string };

const cardKey = (target: BindTarget) =>
  'cardId' in target ? `bind-card:${target.cardId}` : `bind-pair:${target.cardNumber}:${target.iccid}`;
const accountKey = (userId: number) => `bind-account:${userId}`;
/** Marks a lock as told (audit entry, mail), for as long as the lock lasts: once per lock. */
const toldKey = (key: string) => `told:${key}`;

export type BindLockScope = 'card' | 'account';

const locked = (scope: BindLockScope, state: CounterState, now: Date) =>
  new DomainError('card_verify_locked', { scope, retryAfterSeconds: secondsUntil(state.windowEndsAt, now) });

/** An attempt counted as wrong until its code proves right. */
export interface BindAttempt {
  card: { key: string; state: CounterState };
  account: { key: string; state: CounterState };
}

/**
 * Counts an attempt on the card and on the account, or refuses it (card_verify_locked with `scope` and
 * `retryAfterSeconds`) when either has no wrong code left. A card that is locked costs the account nothing; an
 * account that is locked leaves the card's count as it was.
 */
export const countBindAttempt = async (
  db: DbOrTx,
  target: BindTarget,
  userId: number,
  now: Date,
): Promise<BindAttempt> => {
  const card = { key: cardKey(target), state: await hitCounter(db, cardKey(target), WINDOW_MS, now) };
  if (card.state.hits > BIND_CARD_MAX_FAILURES) throw locked('card', card.state, now);
  const account = {
    key: accountKey(userId),
    state: await hitCounter(db, accountKey(userId), WINDOW_MS, now),
  };
  if (account.state.hits > BIND_ACCOUNT_MAX_FAILURES) {
    await takeBackHit(db, card.key, now);
    throw locked('account', account.state, now);
  }
  return { card, account };
};

/** The code was right: the attempt is not a wrong one. */
export const withdrawBindAttempt = async (db: DbOrTx, attempt: BindAttempt, now: Date) => {
  await takeBackHit(db, attempt.card.key, now);
  await takeBackHit(db, attempt.account.key, now);
};

/** A lock this wrong code set, to tell the administrators of: its scope, the failures and when it ends. */
export interface TrippedLock {
  scope: BindLockScope;
  failures: number;
  until: Date;
}

/**
 * The locks this wrong code set (its count reached the limit), each answered once per lock however many
 * instances see it: the first to mark it as told.
 */
export const locksTripped = async (
  db: DbOrTx,
  attempt: BindAttempt,
  now: Date,
  { cardKnown }: { cardKnown: boolean },
): Promise<TrippedLock[]> => {
  const tripped: TrippedLock[] = [];
  const candidates = [
    ['card', attempt.card, BIND_CARD_MAX_FAILURES, cardKnown],
    ['account', attempt.account, BIND_ACCOUNT_MAX_FAILURES, true],
  ] as const;
  for (const [scope, { key, state }, max, tell] of candidates) {
    if (!tell || state.hits !== max) continue;
    const left = state.windowEndsAt.getTime() - now.getTime();
    if (left <= 0) continue;
    if ((await hitCounter(db, toldKey(key), left, now)).hits === 1) {
      tripped.push({ scope, failures: max, until: state.windowEndsAt });
    }
  }
  return tripped;
};

/** When each of these cards' binding lock ends, for the cards that are locked now. */
export const bindLocksOf = async (db: DbOrTx, cardIds: number[], now: Date): Promise<Map<number, Date>> => {
  const keys = new Map(cardIds.map((id) => [cardKey({ cardId: id }), id]));
  const states = await readCounters(db, [...keys.keys()], now);
  const locks = new Map<number, Date>();
  for (const [key, state] of states) {
    if (state.hits >= BIND_CARD_MAX_FAILURES) locks.set(keys.get(key)!, state.windowEndsAt);
  }
  return locks;
};

/** An administrator lifts a card's lock: its wrong codes are forgotten (the guessing accounts' are not). */
export const clearBindLock = async (db: DbOrTx, cardId: number) => {
  const key = cardKey({ cardId });
  await clearCounter(db, key);
  await clearCounter(db, toldKey(key));
};
