import { describe, expect, it } from 'vitest';
import {
  INTERNATIONAL_FEE_BPS,
  internationalFeeMinor,
  isMinorUnits,
  minorToMajorString,
  parseMajorToMinor,
  percentOfMinor,
} from './money.ts';

describe('isMinorUnits', () => {
  it('accepts non-negative safe integers only', () => {
    expect(isMinorUnits(0)).toBe(true);
    expect(isMinorUnits(1234)).toBe(true);
    expect(isMinorUnits(Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(isMinorUnits(Number.MAX_SAFE_INTEGER + 1)).toBe(false);
    expect(isMinorUnits(-1)).toBe(false);
    expect(isMinorUnits(12.5)).toBe(false);
    expect(isMinorUnits(Number.NaN)).toBe(false);
    expect(isMinorUnits('12')).toBe(false);
  });
});

describe('parseMajorToMinor', () => {
  it('converts exactly', () => {
    expect(parseMajorToMinor('12.34')).toBe(1234);
    expect(parseMajorToMinor('12')).toBe(1200);
    expect(parseMajorToMinor('12.3')).toBe(1230);
    expect(parseMajorToMinor('0.05')).toBe(5);
    expect(parseMajorToMinor('0')).toBe(0);
    expect(parseMajorToMinor(' 7.10 ')).toBe(710);
    expect(parseMajorToMinor('007.50')).toBe(750);
    // 0.1 + 0.2 style float traps: 1.15 * 100 is 114.99999999999999 in floating point.
    expect(parseMajorToMinor('1.15')).toBe(115);
    expect(parseMajorToMinor('4.35')).toBe(435);
    expect(parseMajorToMinor('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('returns null for anything else', () => {
    for (const bad of ['', ' ', '12.345', '-1', '+1', '1e3', '1,000', '.5', '12.', 'abc', '1.2.3', '１２']) {
      expect(parseMajorToMinor(bad), bad).toBeNull();
    }
    expect(parseMajorToMinor('90071992547409.92')).toBeNull();
  });
});

describe('minorToMajorString', () => {
  it('writes two decimals with a dot', () => {
    expect(minorToMajorString(1234)).toBe('12.34');
    expect(minorToMajorString(5)).toBe('0.05');
    expect(minorToMajorString(50)).toBe('0.50');
    expect(minorToMajorString(0)).toBe('0.00');
    expect(minorToMajorString(100)).toBe('1.00');
    expect(minorToMajorString(-250)).toBe('-2.50');
    expect(minorToMajorString(-5)).toBe('-0.05');
    expect(minorToMajorString(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
  });

  it('round-trips with parseMajorToMinor', () => {
    for (const minor of [0, 1, 9, 10, 99, 100, 101, 123456, Number.MAX_SAFE_INTEGER]) {
      expect(parseMajorToMinor(minorToMajorString(minor))).toBe(minor);
    }
  });

  it('throws for a value that is not an integer amount', () => {
    expect(() => minorToMajorString(1.5)).toThrow(RangeError);
    expect(() => minorToMajorString(Number.NaN)).toThrow(RangeError);
  });
});

describe('percentOfMinor (round half up)', () => {
  it('is 4% for the international fee', () => {
    expect(INTERNATIONAL_FEE_BPS).toBe(400);
    expect(internationalFeeMinor(10_000)).toBe(400);
    expect(internationalFeeMinor(0)).toBe(0);
    expect(internationalFeeMinor(1)).toBe(0); // 0.04
    expect(internationalFeeMinor(12)).toBe(0); // 0.48
    expect(internationalFeeMinor(13)).toBe(1); // 0.52
    expect(internationalFeeMinor(37)).toBe(1); // 1.48
    expect(internationalFeeMinor(38)).toBe(2); // 1.52
    expect(internationalFeeMinor(1999)).toBe(80); // 79.96
  });

  it('rounds exact halves up', () => {
    expect(percentOfMinor(1250, 100)).toBe(13); // 12.5
    expect(percentOfMinor(1, 5000)).toBe(1); // 0.5
    expect(percentOfMinor(3, 5000)).toBe(2); // 1.5
    expect(percentOfMinor(100, 50)).toBe(1); // 0.5
    expect(percentOfMinor(100, 49)).toBe(0); // 0.49
  });

  it('handles whole and zero percentages', () => {
    expect(percentOfMinor(1234, 10_000)).toBe(1234);
    expect(percentOfMinor(1234, 0)).toBe(0);
    expect(percentOfMinor(1234, 20_000)).toBe(2468);
  });

  it('is exact for large amounts, past where amount × bps leaves the safe range', () => {
    const limit = Math.floor(Number.MAX_SAFE_INTEGER / 10_000);
    expect(percentOfMinor(limit, 400)).toBe(Math.round((limit * 400) / 10_000));
    // 9007199254740991 × 4% = 360287970189639.64 → 360287970189640
    expect(percentOfMinor(Number.MAX_SAFE_INTEGER, 400)).toBe(360_287_970_189_640);
    expect(percentOfMinor(Number.MAX_SAFE_INTEGER, 10_000)).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => percentOfMinor(Number.MAX_SAFE_INTEGER, 10_001)).toThrow(RangeError);
  });

  it('throws for negative or fractional inputs', () => {
    expect(() => percentOfMinor(-1, 400)).toThrow(RangeError);
    expect(() => percentOfMinor(1.5, 400)).toThrow(RangeError);
    expect(() => percentOfMinor(100, -1)).toThrow(RangeError);
    expect(() => percentOfMinor(100, 2.5)).toThrow(RangeError);
  });
});
