// The daily run's batch size, steered by time (issue #67 item 15, decision 0023): a customer's money request waits
// at most for the batch that holds their balance, so a batch is kept near a target duration rather than a fixed
// count. A catch-up day's batches cost about three times a measured day's (each card read through its history,
// decision 0089), so it starts at a quarter of the size.

/** The smallest batch the run shrinks to: below it each batch's fixed statements outweigh its cards. */
export const MIN_BATCH_CUSTOMERS = 50;

export interface BatchSizing {
  /** The configured size: the first batch of a measured day, and the most any batch grows to. */
  maxCustomers: number;
  /** The duration a batch aims at, in ms; 0 keeps every batch at maxCustomers. */
  targetMs: number;
}

/** The first batch's size of a day (a catch-up day starts smaller). */
export const firstBatchSize = (sizing: BatchSizing, catchUp: boolean): number =>
  sizing.targetMs > 0 && catchUp
    ? Math.max(Math.min(MIN_BATCH_CUSTOMERS, sizing.maxCustomers), Math.ceil(sizing.maxCustomers / 4))
    : sizing.maxCustomers;

/**
 * The next batch's size after one of `size` customers took `tookMs`: over the target it shrinks in proportion,
 * under half the target it doubles back toward the configured size, in between it stays.
 */
export const nextBatchSize = (sizing: BatchSizing, size: number, tookMs: number): number => {
  if (sizing.targetMs <= 0) return sizing.maxCustomers;
  const floor = Math.min(MIN_BATCH_CUSTOMERS, sizing.maxCustomers);
  if (tookMs > sizing.targetMs) return Math.max(floor, Math.floor((size * sizing.targetMs) / tookMs));
  if (tookMs < sizing.targetMs / 2) return Math.min(sizing.maxCustomers, size * 2);
  return size;
};
