import { describe, expect, it } from 'vitest';
import { firstBatchSize, MIN_BATCH_CUSTOMERS, nextBatchSize } from './batch-size.ts';

const sizing = { maxCustomers: 2000, targetMs: 400 };

describe('the daily run batch size', () => {
  it('starts a measured day at the configured size and a catch-up day at a quarter', () => {
    expect(firstBatchSize(sizing, false)).toBe(2000);
    expect(firstBatchSize(sizing, true)).toBe(500);
    expect(firstBatchSize({ maxCustomers: 5, targetMs: 400 }, true)).toBe(5);
    expect(firstBatchSize({ maxCustomers: 2000, targetMs: 0 }, true)).toBe(2000);
  });

  it('shrinks a slow batch in proportion, never below the floor', () => {
    expect(nextBatchSize(sizing, 2000, 1600)).toBe(500);
    expect(nextBatchSize(sizing, 500, 1000)).toBe(200);
    expect(nextBatchSize(sizing, 60, 5000)).toBe(MIN_BATCH_CUSTOMERS);
  });

  it('keeps a batch near the target and grows a quick one back to the configured size', () => {
    expect(nextBatchSize(sizing, 800, 300)).toBe(800);
    expect(nextBatchSize(sizing, 800, 100)).toBe(1600);
    expect(nextBatchSize(sizing, 1600, 100)).toBe(2000);
  });

  it('keeps fixed batches when no target is set', () => {
    expect(nextBatchSize({ maxCustomers: 2000, targetMs: 0 }, 500, 9000)).toBe(2000);
  });
});
