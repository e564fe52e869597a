import type { DbOrTx } from '../../db/database.ts';
import { DomainError } from '../../http/domain-error.ts';
import {
  type CounterState,
  clearCounter,
  clearCountersStartingWith,
  hitCounter,
  readCounters,
  secondsUntil,
  takeBackHit,
} from '../limits/index.ts';

/**
 * Wrong verify codes when binding (issue #56: 5,096 guesses at one card in two minutes, then the right one). A
 * code has six digits and the demo stock's numbers run in sequence, so guessing is stopped by the GUESSER, the
 * CARD and the ACCOUNT, never only by the address (a guesser has as many of those as they like). All three are
 * the shared limit counters (modules/limits), so every instance holds the same ones:
 * - one account on one card: BIND_GUESSER_MAX_FAILURES per window, then that account may not bind that card
 *   (card_verify_locked, scope guesser, even with the right code). Issue #67: five wrong codes used to lock the
 *   CARD against its rightful buyer's right code; the guesser is locked now, the buyer still binds;
 * - one card, every account: BIND_CARD_MAX_FAILURES per window (ten guessers' worth, 50 of a million codes),
 *   then nobody may bind it (scope card) until the window ends or an administrator lifts it: what stops many
 *   accounts guessing together;
 * - one account, every card: BIND_ACCOUNT_MAX_FAILURES per window, then that account may bind nothing.
 * A card number + ICCID that match no card are counted by the pair, so an unknown pair locks as a card does and
 * the answers still tell nothing about the inventory.
 *
 * An attempt is counted before its code is checked and taken back when the code was right: concurrent guesses
 * each take their own count in one atomic statement, so a burst cannot check more codes than the limit.
 */
export const BIND_GUESSER_MAX_FAILURES = 5;
export const BIND_CARD_MAX_FAILURES = 50;
export const BIND_ACCOUNT_MAX_FAILURES = 20;
export const BIND_WINDOW_SECONDS = 60 * 60;

const WINDOW_MS = BIND_WINDOW_SECONDS * 1000;

/** What a bind names: the card it matched, or the typed pair when it matched none. */
export type BindTarget = { cardId: number } | { cardNumber: string; iccid: string };

const cardKey = (target: BindTarget) =>
  'cardId' in target ? `bind-card:${target.cardId}` : `bind-pair:${target.cardNumber}:${target.iccid}`;
const guesserPrefix = (target: BindTarget) => `${cardKey(target)}:by:`;
const guesserKey = (target: BindTarget, userId: number) => `${guesserPrefix(target)}${userId}`;
const accountKey = (userId: number) => `bind-account:${userId}`;
/** Marks a lock as told (audit entry, mail), for as long as the lock lasts: once per lock. */
const toldKey = (key: string) => `told:${key}`;

export type BindLockScope = 'guesser' | 'card' | 'account';

const locked = (scope: BindLockScope, state: CounterState, now: Date) =>
  new DomainError('card_verify_locked', { scope, retryAfterSeconds: secondsUntil(state.windowEndsAt, now) });

/** An attempt counted as wrong until its code proves right. */
export interface BindAttempt {
  guesser: { key: string; state: CounterState };
  card: { key: string; state: CounterState };
  account: { key: string; state: CounterState };
}

/**
 * Counts an attempt for the guesser on the card, on the card and on the account, or refuses it
 * (card_verify_locked with `scope` and `retryAfterSeconds`) when one has no wrong code left. A refused attempt
 * leaves the counts before it as they were: a locked card costs the account nothing, a locked account costs the
 * card nothing.
 */
export const countBindAttempt = async (
  db: DbOrTx,
  target: BindTarget,
  userId: number,
  now: Date,
): Promise<BindAttempt> => {
  const count = async (key: string) => ({ key, state: await hitCounter(db, key, WINDOW_MS, now) });
  const guesser = await count(guesserKey(target, userId));
  if (guesser.state.hits > BIND_GUESSER_MAX_FAILURES) throw locked('guesser', guesser.state, now);
  const card = await count(cardKey(target));
  if (card.state.hits > BIND_CARD_MAX_FAILURES) {
    await takeBackHit(db, guesser.key, now);
    throw locked('card', card.state, now);
  }
  const account = await count(accountKey(userId));
  if (account.state.hits > BIND_ACCOUNT_MAX_FAILURES) {
    await takeBackHit(db, guesser.key, now);
    await takeBackHit(db, card.key, now);
    throw locked('account', account.state, now);
  }
  return { guesser, card, account };
};

/** The code was right: the attempt is not a wrong one. */
export const withdrawBindAttempt = async (db: DbOrTx, attempt: BindAttempt, now: Date) => {
  await takeBackHit(db, attempt.guesser.key, now);
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
    ['guesser', attempt.guesser, BIND_GUESSER_MAX_FAILURES, cardKnown],
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

/**
 * An administrator lifts a card's lock: its wrong codes are forgotten, the card's and each guesser's on it (the
 * guessing accounts' counts across cards are not).
 */
export const clearBindLock = async (db: DbOrTx, cardId: number) => {
  const key = cardKey({ cardId });
  await clearCounter(db, key);
  await clearCounter(db, toldKey(key));
  await clearCountersStartingWith(db, guesserPrefix({ cardId }));
  await clearCountersStartingWith(db, toldKey(guesserPrefix({ cardId })));
};
