import type { BasicPlan } from '@simportal/contract/api/catalog';
import { describe, expect, it } from 'vitest';
import { byTripCost, tripDaysOf, tripTerms } from './trip.ts';

const plan = (id: number, priceMinor: number, cycleDays: number, mb: number, perDay: boolean): BasicPlan => ({
  id,
  code: `plan-${id}`,
  name: { en: `Plan ${id}`, 'zh-CN': `套餐 ${id}` },
  description: { en: '', 'zh-CN': '' },
  priceMinor,
  cycleDays,
  totalTrafficMb: mb,
  trafficLimitType: perDay ? 'PER_DAY' : 'PER_CYCLE',
  restrictRule: 'THROTTLE',
  planType: 'BASIC',
  coverage: ['JP'],
});

describe('a trip priced on each plan', () => {
  const daily1g = plan(1, 250, 1, 1024, true);
  const month10g = plan(2, 2400, 30, 10_240, false);
  const week5g = plan(3, 1400, 7, 5120, false);

  it('costs the daily fees of its days, with the remainder of each cycle begun (the server rule)', () => {
    expect(tripTerms(daily1g, 10)).toEqual({ days: 10, costMinor: 2500, dataMb: 10_240 });
    // 2400 over 30 days: 80 a day, no remainder; 10 days are 800, with the cycle's 10 GB
    expect(tripTerms(month10g, 10)).toEqual({ days: 10, costMinor: 800, dataMb: 10_240 });
    // 1400 over 7: 200 a day; 10 days begin two cycles, so two weeks' data
    expect(tripTerms(week5g, 10)).toEqual({ days: 10, costMinor: 2000, dataMb: 10_240 });
  });

  it('sorts the plans cheapest first for the trip, keeping the catalogue order among equals', () => {
    expect(byTripCost([daily1g, week5g, month10g], 10).map((p) => p.id)).toEqual([2, 3, 1]);
    // one day: 0.80 on the month, 2.00 on the week, 2.50 on the day plan
    expect(byTripCost([daily1g, week5g, month10g], 1).map((p) => p.id)).toEqual([2, 3, 1]);
    const same = plan(4, 250, 1, 500, true);
    expect(byTripCost([daily1g, same], 3).map((p) => p.id)).toEqual([1, 4]);
  });

  it('reads a trip length of 1–90 whole days from the address, and nothing else', () => {
    expect(tripDaysOf('10')).toBe(10);
    expect(tripDaysOf('90')).toBe(90);
    for (const bad of [null, '', '0', '91', '1.5', '-3', 'ten', '0010']) expect(tripDaysOf(bad)).toBeNull();
  });
});
