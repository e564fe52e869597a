import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysToIsoDate } from './calendar-date.ts';
import {
  cycleDayIndex,
  cycleStartOf,
  dailyFeeOf,
  daysBetween,
  FEE_EPOCH_DAY,
  feeForDay,
  feeForDays,
} from './daily-fee.ts';

describe('dailyFeeOf', () => {
  it('divides a price that splits evenly into equal days', () => {
    expect(dailyFeeOf({ priceMinor: 2400, cycleDays: 30 })).toEqual({
      dailyMinor: 80,
      remainderMinor: 0,
      firstDayMinor: 80,
    });
    expect(dailyFeeOf({ priceMinor: 150, cycleDays: 1 })).toEqual({
      dailyMinor: 150,
      remainderMinor: 0,
      firstDayMinor: 150,
    });
  });

  it('rounds each day down and puts the remainder on the first day of the cycle', () => {
    // 2500 / 30 = 83.33…: 83 a day, 93 on the first day
    expect(dailyFeeOf({ priceMinor: 2500, cycleDays: 30 })).toEqual({
      dailyMinor: 83,
      remainderMinor: 10,
      firstDayMinor: 93,
    });
    // less than a minor unit a day: everything on the first day
    expect(dailyFeeOf({ priceMinor: 5, cycleDays: 7 })).toEqual({
      dailyMinor: 0,
      remainderMinor: 5,
      firstDayMinor: 5,
    });
    expect(dailyFeeOf({ priceMinor: 0, cycleDays: 30 }).firstDayMinor).toBe(0);
  });

  it('is exact for the largest safe prices', () => {
    const fee = dailyFeeOf({ priceMinor: Number.MAX_SAFE_INTEGER, cycleDays: 7 });
    expect(BigInt(fee.dailyMinor) * 7n + BigInt(fee.remainderMinor)).toBe(BigInt(Number.MAX_SAFE_INTEGER));
  });

  it('refuses what is not a price or a cycle', () => {
    expect(() => dailyFeeOf({ priceMinor: -1, cycleDays: 30 })).toThrow(RangeError);
    expect(() => dailyFeeOf({ priceMinor: 1.5, cycleDays: 30 })).toThrow(RangeError);
    expect(() => dailyFeeOf({ priceMinor: 100, cycleDays: 0 })).toThrow(RangeError);
  });
});

describe('fees of days', () => {
  const plan = { priceMinor: 2500, cycleDays: 30 };

  it('charges the first-day amount on the start day and every cycleDays days after it', () => {
    expect(feeForDay(plan, '2026-11-21', '2026-11-21')).toBe(93);
    expect(feeForDay(plan, '2026-11-21', '2026-11-22')).toBe(83);
    expect(feeForDay(plan, '2026-11-21', '2026-12-20')).toBe(83);
    expect(feeForDay(plan, '2026-11-21', '2026-12-21')).toBe(93);
    expect(cycleDayIndex(30, '2026-11-21', '2026-11-20')).toBe(29);
    expect(cycleStartOf(30, '2026-11-21', '2026-12-25')).toBe('2026-12-21');
  });

  it('counts from the epoch day when the cycle start is unknown', () => {
    expect(FEE_EPOCH_DAY).toBe('2000-01-01');
    expect(feeForDay(plan, null, FEE_EPOCH_DAY)).toBe(93);
    expect(feeForDay(plan, null, addDaysToIsoDate(FEE_EPOCH_DAY, 30))).toBe(93);
    expect(feeForDay(plan, null, addDaysToIsoDate(FEE_EPOCH_DAY, 31))).toBe(83);
  });

  it('counts whole days across month ends and leap days', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-03-01', '2026-02-28')).toBe(-1);
  });

  it('values a number of days from a cycle start with one remainder per cycle begun', () => {
    expect(feeForDays(plan, 0)).toBe(0);
    expect(feeForDays(plan, 1)).toBe(93);
    expect(feeForDays(plan, 30)).toBe(2500);
    expect(feeForDays(plan, 31)).toBe(2593);
    expect(feeForDays({ priceMinor: 250, cycleDays: 1 }, 7)).toBe(1750);
    expect(() => feeForDays(plan, -1)).toThrow(RangeError);
  });

  it('makes every whole cycle add up to exactly the price, wherever it starts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: -2000, max: 2000 }),
        fc.integer({ min: -2000, max: 2000 }),
        (priceMinor, cycleDays, startOffset, windowOffset) => {
          const p = { priceMinor, cycleDays };
          const start = addDaysToIsoDate('2026-01-01', startOffset);
          const first = addDaysToIsoDate('2026-01-01', windowOffset);
          let sum = 0;
          for (let i = 0; i < cycleDays; i += 1) sum += feeForDay(p, start, addDaysToIsoDate(first, i));
          // any cycleDays consecutive days hold exactly one first day
          expect(sum).toBe(priceMinor);
          expect(feeForDays(p, cycleDays)).toBe(priceMinor);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never charges a day more than the first-day amount nor less than the daily amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 90 }), (price, days) => {
        const fee = dailyFeeOf({ priceMinor: price, cycleDays: days });
        expect(fee.remainderMinor).toBeGreaterThanOrEqual(0);
        expect(fee.remainderMinor).toBeLessThan(days);
        expect(fee.dailyMinor * days + fee.remainderMinor).toBe(price);
      }),
    );
  });
});
