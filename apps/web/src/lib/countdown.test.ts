import { CODE_RESEND_SECONDS } from '@simportal/contract/api/auth';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RESEND_SECONDS,
  resendDelaySeconds,
  retryAfterSeconds,
  secondsLeft,
  waitParts,
} from './countdown.ts';

describe('send-code countdown', () => {
  it('counts whole seconds to the deadline, rounding up, and stops at 0', () => {
    const start = 1_000_000;
    const deadline = start + 60_000;
    expect(secondsLeft(deadline, start)).toBe(60);
    expect(secondsLeft(deadline, start + 1)).toBe(60);
    expect(secondsLeft(deadline, start + 1_000)).toBe(59);
    expect(secondsLeft(deadline, start + 59_001)).toBe(1);
    expect(secondsLeft(deadline, start + 60_000)).toBe(0);
    expect(secondsLeft(deadline, start + 90_000)).toBe(0);
    expect(secondsLeft(null, start)).toBe(0);
  });

  it('stays right after a throttled background tab skipped ticks', () => {
    const deadline = 60_000;
    expect(secondsLeft(deadline, 45_500)).toBe(15);
  });

  it("reads the server's wait from either field", () => {
    expect(retryAfterSeconds({ retryAfterSeconds: 42 })).toBe(42);
    expect(retryAfterSeconds({ retryAfterMs: 1_500 })).toBe(2);
    expect(retryAfterSeconds({ retryAfterSeconds: 0 })).toBeNull();
    expect(retryAfterSeconds({ retryAfterSeconds: '42' })).toBeNull();
    expect(retryAfterSeconds(null)).toBeNull();
    expect(retryAfterSeconds({ issues: [] })).toBeNull();
  });

  it('waits the server figure, else 60 s', () => {
    expect(DEFAULT_RESEND_SECONDS).toBe(CODE_RESEND_SECONDS);
    expect(resendDelaySeconds(60)).toBe(60);
    expect(resendDelaySeconds(17)).toBe(17);
    expect(resendDelaySeconds(null)).toBe(60);
    expect(resendDelaySeconds(0)).toBe(60);
  });

  it('shows a wait in minutes from one minute up', () => {
    expect(waitParts(14)).toEqual({ unit: 'seconds', count: 14 });
    expect(waitParts(60)).toEqual({ unit: 'minutes', count: 1 });
    expect(waitParts(61)).toEqual({ unit: 'minutes', count: 2 });
    expect(waitParts(900)).toEqual({ unit: 'minutes', count: 15 });
    expect(waitParts(0)).toEqual({ unit: 'seconds', count: 1 });
  });
});
