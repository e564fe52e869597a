import type { Clock } from '../../src/clock.ts';

/** The real time plus an offset the test moves: codes and tokens expire without waiting. */
export interface TestClock extends Clock {
  advance(ms: number): void;
  reset(): void;
}

export const createTestClock = (): TestClock => {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
    reset: () => {
      offset = 0;
    },
  };
};
