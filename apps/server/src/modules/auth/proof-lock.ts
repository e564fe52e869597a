import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/database.ts';
import { DomainError } from '../../http/domain-error.ts';
import { clearCounter, hitCounter, readCounter, secondsUntil } from '../limits/index.ts';
import type { QueuedMail } from '../mail/index.ts';
import { type CredentialsRow, lockCredentials } from './credentials.ts';
import { queueProofLockedNotice, sendNotice } from './security-notices.ts';

/**
 * Wrong proofs that it is the administrator (the authenticator's code, a recovery code, the password where it is a
 * step-up's proof) are counted per ACCOUNT, whatever address sends them (issue #56: 3,000 codes from 300 addresses
 * in 34 s were all checked, then the right one worked). The limits per address stay; this one a stolen session
 * cannot spread out:
 * - PROOF_FREE_TRIES wrong proofs within PROOF_COUNT_SECONDS lock the account's proofs for PROOF_FIRST_LOCK_SECONDS;
 *   each wrong one after that (once the lock has ended) locks them again for twice as long, up to
 *   PROOF_MAX_LOCK_SECONDS;
 * - while locked every proof is refused unchecked, the right one too: step_up_locked (429, retryAfterSeconds);
 * - a right proof forgets the count.
 * The counts are modules/limits' counters, shared by every instance. Each check runs in a transaction that holds
 * the account's credentials row, so an account's proofs are checked one at a time on every instance: however many
 * arrive at once, PROOF_FREE_TRIES are checked, then the lock answers. The lock is audited (the caller's `onLock`)
 * and mailed to the administrator through the outbox in the transaction that sets it: once per lock.
 * A passkey is neither counted nor locked (step-up.ts): it cannot be guessed, and it lets the administrator on.
 */
export const PROOF_FREE_TRIES = 5;
export const PROOF_FIRST_LOCK_SECONDS = 60;
export const PROOF_MAX_LOCK_SECONDS = 60 * 60;
export const PROOF_COUNT_SECONDS = 24 * 60 * 60;

const failuresKey = (userId: number) => `proof:user:${userId}`;
const lockKey = (userId: number) => `proof-lock:user:${userId}`;

/** How long `failures` wrong proofs lock the account's proofs for (0: not yet). */
export const proofLockSeconds = (failures: number): number =>
  failures < PROOF_FREE_TRIES
    ? 0
    : Math.min(PROOF_MAX_LOCK_SECONDS, PROOF_FIRST_LOCK_SECONDS * 2 ** (failures - PROOF_FREE_TRIES));

/** A lock a wrong proof has just set. */
export interface ProofLock {
  /** Wrong proofs counted on the account, this one included. */
  failures: number;
  lockedSeconds: number;
  lockedUntil: Date;
}

/** What the caller adds to the guard: who asks from where, and the audit entry of a lock. */
export interface ProofWitness {
  ip: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Records the lock (its audit entry), in the transaction that sets it. */
  onLock: (tx: Tx, lock: ProofLock) => Promise<unknown>;
}

export interface ProofGuard extends ProofWitness {
  userId: number;
  /** The refusal of a wrong proof: `prove` throws it, the guard counts it. */
  wrong: 'step_up_incorrect' | 'second_factor_incorrect';
}

const locked = (until: Date, now: Date) =>
  new DomainError('step_up_locked', { retryAfterSeconds: secondsUntil(until, now) });

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown; mail?: QueuedMail | undefined };

/**
 * Runs `prove` (a check of the proof that throws `guard.wrong` when it is wrong, and the change the proof allows)
 * unless the account's proofs are locked, in one transaction holding the account's credentials row (handed to
 * `prove`). A wrong proof is counted, and the lock it may set audited and mailed, in a transaction that commits;
 * then the refusal is thrown: `guard.wrong`, or step_up_locked once locked.
 */
export const guardProof = async <T>(
  ctx: AppContext,
  guard: ProofGuard,
  prove: (tx: Tx, held: CredentialsRow) => Promise<T>,
): Promise<T> => {
  const { db } = ctx.database;
  // a lock already set answers at once and holds nothing: a flood during the lock costs one read a request
  const set = await readCounter(db, lockKey(guard.userId), ctx.clock.now());
  if (set) throw locked(set.windowEndsAt, ctx.clock.now());
  const outcome = await db.transaction(async (tx): Promise<Outcome<T>> => {
    // one proof of the account at a time, on every instance: the lock and the count are read after the last one's
    const held = await lockCredentials(tx, guard.userId);
    if (!held) throw new DomainError('session_ended');
    const now = ctx.clock.now();
    const lock = await readCounter(tx, lockKey(guard.userId), now);
    if (lock) return { ok: false, error: locked(lock.windowEndsAt, now) };
    try {
      // a savepoint: what a wrong proof did is undone, its count below is kept
      const value = await tx.transaction((inner) => prove(inner, held));
      await clearCounter(tx, failuresKey(guard.userId));
      return { ok: true, value };
    } catch (error) {
      if (!(error instanceof DomainError) || error.key !== guard.wrong) throw error;
      const { hits } = await hitCounter(tx, failuresKey(guard.userId), PROOF_COUNT_SECONDS * 1000, now);
      const seconds = proofLockSeconds(hits);
      if (seconds === 0) return { ok: false, error };
      const until = (await hitCounter(tx, lockKey(guard.userId), seconds * 1000, now)).windowEndsAt;
      const trip: ProofLock = { failures: hits, lockedSeconds: seconds, lockedUntil: until };
      await guard.onLock(tx, trip);
      const mail = await queueProofLockedNotice(ctx, tx, guard.userId, { ...trip, ip: guard.ip });
      return { ok: false, error: locked(until, now), mail };
    }
  });
  if (outcome.ok) return outcome.value;
  if (outcome.mail) sendNotice(ctx, outcome.mail, guard.log);
  throw outcome.error;
};
