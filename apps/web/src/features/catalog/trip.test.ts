import type { AddOn, BasicPlan } from '@simportal/contract/api/catalog';
import { describe, expect, it } from 'vitest';
import { byTripQuote, cheapestAddOns, tripDaysOf, tripQuote, tripTerms, usageLevelOf } from './trip.ts';

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

  const byTripCost = (plans: BasicPlan[], days: number) =>
    byTripQuote(plans, (p) => tripQuote(p, days, { usage: null, addOns: [], esimFeeMinor: 0 })).map(
      ({ plan: p }) => p,
    );

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

const pack = (id: number, priceMinor: number, trafficMb: number): AddOn => ({
  id,
  code: `pack-${id}`,
  name: { en: `Pack ${id}`, 'zh-CN': `加油包 ${id}` },
  description: { en: '', 'zh-CN': '' },
  priceMinor,
  trafficMb,
  coverage: ['JP'],
});

describe('the add-ons a trip needs, and what the whole trip costs (issue #33)', () => {
  const small = pack(1, 300, 500);
  const big = pack(2, 500, 1024);

  it('buys the cheapest packs that bring at least what is short, a bigger pack where it costs less', () => {
    expect(cheapestAddOns([small, big], 0)).toEqual({ packs: [], costMinor: 0, mb: 0 });
    // 400 MB short: one 500 MB pack (3.00)
    expect(cheapestAddOns([small, big], 400)).toMatchObject({ costMinor: 300, mb: 500 });
    // 700 MB short: one 1 GB pack (5.00) beats two 500 MB packs (6.00)
    expect(cheapestAddOns([small, big], 700)).toMatchObject({ costMinor: 500, mb: 1024 });
    // 1.5 GB short: 1 GB + 500 MB (8.00), the cheapest that reaches it
    expect(cheapestAddOns([small, big], 1524)).toMatchObject({ costMinor: 800, mb: 1524 });
    expect(cheapestAddOns([], 100)).toBeNull();
  });

  it('prices the daily fees, the packs once and the eSIM, and says what stays short without a pack', () => {
    const daily500 = plan(1, 250, 1, 500, true);
    // normal use (1.5 GB a day) on 500 MB a day: 1036 MB short each day, and add-on MB count every day after
    const quote = tripQuote(daily500, 10, { usage: 'normal', addOns: [small, big], esimFeeMinor: 500 });
    expect(quote).toMatchObject({
      costMinor: 2500,
      usage: { level: 'normal', mbPerDay: 1536, shortMb: 0 },
      addOns: { costMinor: 800, mb: 1524 },
      esimFeeMinor: 500,
      totalMinor: 3800,
    });
    // a month of 10 GB for a 10-day trip of heavy use (40 GB): 30 GB short in the one cycle
    const month10g = plan(2, 2400, 30, 10_240, false);
    expect(tripQuote(month10g, 10, { usage: 'heavy', addOns: [], esimFeeMinor: 0 })).toMatchObject({
      usage: { shortMb: 30_720 },
      addOns: null,
      totalMinor: 800,
    });
    expect(tripQuote(month10g, 10, { usage: null, addOns: [big], esimFeeMinor: 0 }).totalMinor).toBe(800);
  });

  it('ranks the plans that cover the usage first, by the whole trip, then those that leave it short', () => {
    const daily500 = plan(1, 250, 1, 500, true);
    const daily3g = plan(2, 400, 1, 3072, true);
    const cheapShort = plan(3, 100, 30, 1024, false);
    const ranked = byTripQuote([daily500, daily3g, cheapShort], (p) =>
      tripQuote(p, 7, { usage: 'normal', addOns: p.id === 3 ? [] : [big], esimFeeMinor: 0 }),
    );
    // 500 MB/day + two 1 GB packs: 17.50 + 10.00; 3 GB/day: 28.00; the cheap month (0.03 a day, the 0.10 left
    // over on its first day: 0.31) leaves 9.7 GB short, so it comes last
    expect(ranked.map(({ plan: p, quote }) => [p.id, quote.totalMinor])).toEqual([
      [1, 2750],
      [2, 2800],
      [3, 31],
    ]);
  });

  it('reads a usage level from the address, and nothing else', () => {
    expect(usageLevelOf('heavy')).toBe('heavy');
    expect(usageLevelOf('HEAVY')).toBeNull();
    expect(usageLevelOf(null)).toBeNull();
  });
});
