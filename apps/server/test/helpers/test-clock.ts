import type { Clock } from '../../src/clock.ts';

/** The real time plus an offset the test moves: codes and tokens expire without waiting. */
export interface TestClock extends Clock {
  advance(ms: number): void;
  reset(): void;
}

/** `onMove` hears every new offset: the test database stamps card history with the same time (0022). */
export const createTestClock = (onMove: (offsetMs: number) => void = () => {}): TestClock => {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
      onMove(offset);
    },
    reset: () => {
      offset = 0;
      onMove(offset);
    },
  };
};
