import { availableParallelism } from 'node:os';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';
import { DomainError } from '../../http/domain-error.ts';

// `Algorithm` is an ambient const enum, which type stripping cannot read: 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm;

/** argon2id with OWASP ASVS 5.0 (11.4.2) minimums: 19 MiB of memory, 2 passes, 1 lane. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes at once in this process: half the cores, so that a flood of logins (each a full hash, tens of
 * milliseconds of a core) always leaves the other half to every other request and the database (issue #31).
 */
export const HASH_CONCURRENCY = Math.max(1, Math.floor(availableParallelism() / 2));
/**
 * Hashes that may wait for a turn: a few hundred milliseconds of work. One more is refused at once with 503 and
 * Retry-After (service_unavailable) instead of queuing without end; a client tries again shortly.
 */
export const HASH_QUEUE_LIMIT = 32;

const turn = pLimit(HASH_CONCURRENCY);

/**
 * Runs one hash in its turn, or refuses it when the queue is full. The refusal is thrown at the call, before any
 * promise exists: a caller that keeps the promise of a hash (the dummy hashes of login and binding) never keeps
 * a refusal.
 */
const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
  if (turn.pendingCount >= HASH_QUEUE_LIMIT) throw new DomainError('service_unavailable');
  return turn(work);
};

export const hashSecret = (secret: string): Promise<string> => inTurn(() => hash(secret, ARGON2_OPTIONS));

export const verifySecret = async (secretHash: string, secret: string): Promise<boolean> => {
  try {
    return await inTurn(() => verify(secretHash, secret));
  } catch (error) {
    if (error instanceof DomainError) throw error;
    return false;
  }
};
