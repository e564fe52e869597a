/** The longest wait between two tries of one delivery. */
const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

/**
 * How long after its `attempts`-th failed try a delivery is tried again: the base, doubling with each try, at
 * most an hour (30 s, 1 min, 2 min… with the default base), so a carrier or mail server that is down for an
 * afternoon is asked about twenty times, not thousands.
 */
export const retryDelayMs = (attempts: number, baseSeconds: number): number =>
  Math.min(MAX_RETRY_DELAY_MS, baseSeconds * 1000 * 2 ** Math.max(0, attempts - 1));

/**
 * How long a process that claimed a delivery holds it. A process that dies mid-send releases it this long
 * after: another takes it over (the carrier's actions are idempotent, so a second send is harmless).
 */
export const CLAIM_LEASE_MS = 2 * 60 * 1000;

/** How much of a failure's message a delivery keeps (what the administrator reads in the list). */
const LAST_ERROR_LENGTH = 1000;

/** A failure as the delivery records it: its message, cut to LAST_ERROR_LENGTH. */
export const lastErrorOf = (cause: unknown): string =>
  (cause instanceof Error ? cause.message : String(cause)).slice(0, LAST_ERROR_LENGTH);
