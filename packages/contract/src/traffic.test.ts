import { describe, expect, it } from 'vitest';
import { KB_PER_MB, kbToMb, mbToKb } from './traffic.ts';

describe('traffic', () => {
  it('uses 1024 KB to the MB', () => {
    expect(KB_PER_MB).toBe(1024);
    expect(kbToMb(1024)).toBe(1);
    expect(mbToKb(1)).toBe(1024);
  });

  it('rounds KB to MB for display, half up', () => {
    expect(kbToMb(0)).toBe(0);
    expect(kbToMb(1536)).toBe(1.5);
    expect(kbToMb(1000)).toBe(0.98); // 0.9765625
    expect(kbToMb(1)).toBe(0); // 0.0009765625
    expect(kbToMb(5)).toBe(0); // 0.0048828125
    expect(kbToMb(6)).toBe(0.01); // 0.005859375
    expect(kbToMb(1000, 0)).toBe(1);
    expect(kbToMb(512, 0)).toBe(1); // exactly 0.5 rounds up
    expect(kbToMb(1000, 4)).toBe(0.9766);
    expect(kbToMb(10 * 1024 * 1024)).toBe(10_240); // 10 GB
  });

  it('rounds MB to whole KB', () => {
    expect(mbToKb(0)).toBe(0);
    expect(mbToKb(0.5)).toBe(512);
    expect(mbToKb(0.1)).toBe(102); // 102.4
    expect(mbToKb(1.5)).toBe(1536);
    expect(mbToKb(500)).toBe(512_000);
    expect(mbToKb(kbToMb(2048))).toBe(2048);
  });

  it('throws for amounts that cannot be traffic', () => {
    expect(() => kbToMb(-1)).toThrow(RangeError);
    expect(() => kbToMb(Number.NaN)).toThrow(RangeError);
    expect(() => kbToMb(1, -1)).toThrow(RangeError);
    expect(() => kbToMb(1, 1.5)).toThrow(RangeError);
    expect(() => mbToKb(-0.5)).toThrow(RangeError);
    expect(() => mbToKb(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => mbToKb(Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
  });
});
