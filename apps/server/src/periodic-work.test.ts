import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPeriodic } from './periodic-work.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const recordingLog = () => {
  const errors: string[] = [];
  return { errors, log: { error: (_payload: object, message: string) => errors.push(message) } };
};

describe('startPeriodic', () => {
  it('times each round from the end of the last, so rounds never overlap', async () => {
    const { log } = recordingLog();
    let running = 0;
    let most = 0;
    let rounds = 0;
    const work = startPeriodic({
      name: 'slow work',
      delayMs: () => 100,
      log,
      run: async () => {
        running += 1;
        most = Math.max(most, running);
        rounds += 1;
        await new Promise((done) => setTimeout(done, 250));
        running -= 1;
      },
    });
    await vi.advanceTimersByTimeAsync(100 + 250 + 100 + 250 + 50);
    expect(rounds).toBe(2);
    expect(most).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await work.stop();
  });

  it('logs a failed round by name and runs the next as usual', async () => {
    const { errors, log } = recordingLog();
    let calls = 0;
    const work = startPeriodic({
      name: 'the flaky work',
      delayMs: () => 10,
      log,
      runAtStart: true,
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('database gone');
      },
    });
    await vi.advanceTimersByTimeAsync(25);
    expect(errors).toEqual(['the flaky work failed; the next round tries again']);
    expect(calls).toBe(3);
    await work.stop();
  });

  it('stop() waits for the round in progress and nothing runs after it', async () => {
    const { log } = recordingLog();
    let finished = false;
    let calls = 0;
    const work = startPeriodic({
      name: 'work',
      delayMs: () => 10,
      log,
      runAtStart: true,
      run: async () => {
        calls += 1;
        await new Promise((done) => setTimeout(done, 50));
        finished = true;
      },
    });
    const stopped = work.stop();
    await vi.advanceTimersByTimeAsync(50);
    await stopped;
    expect(finished).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toBe(1);
  });
});
