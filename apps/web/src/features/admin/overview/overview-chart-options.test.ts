import type { DashboardDay } from '@simportal/contract/api/dashboard';
import { describe, expect, it } from 'vitest';
import { type ChartTexts, revenueOption, topUpOption } from './overview-chart-options.ts';

const day = (date: string, figures: Partial<DashboardDay>): DashboardDay => ({
  day: date,
  dailyFeesMinor: 0,
  addOnsMinor: 0,
  esimFeesMinor: 0,
  refundsMinor: 0,
  revenueMinor: 0,
  topUpsMinor: 0,
  starterPackCreditsMinor: 0,
  activeCards: 0,
  newCustomers: 0,
  ...figures,
});

const texts: ChartTexts = {
  names: {
    dailyFees: 'fees',
    addOns: 'add-ons',
    esimFees: 'esim',
    refunds: 'refunds',
    topUps: 'top-ups',
    activeCards: 'active',
    newCustomers: 'new',
  },
  money: (minor) => `¤${minor}`,
  axisMoney: (major) => `¤${major}`,
  day: (date) => date.slice(5),
};

const days = [
  day('2026-12-08', { dailyFeesMinor: 450, addOnsMinor: 300 }),
  day('2026-12-09', { refundsMinor: 120 }),
];

describe('the overview charts', () => {
  it('stacks the revenue kinds, refunds below the axis, in major units', () => {
    const option = revenueOption(days, texts, false);
    const series = option.series as { name: string; stack: string; data: number[] }[];
    expect(series.map((s) => [s.name, s.stack, s.data])).toEqual([
      ['fees', 'revenue', [4.5, 0]],
      ['add-ons', 'revenue', [3, 0]],
      ['esim', 'revenue', [0, 0]],
      ['refunds', 'revenue', [0, -1.2]],
    ]);
  });

  it("names each bar's exact minor units in the tooltip, not the drawn number", () => {
    const [fees, , , refunds] = revenueOption(days, texts, false).series as {
      tooltip: { valueFormatter: (value: unknown, index: number) => string };
    }[];
    expect(fees!.tooltip.valueFormatter(4.5, 0)).toBe('¤450');
    expect(refunds!.tooltip.valueFormatter(-1.2, 1)).toBe('¤-120');
    const [topUps] = topUpOption([day('2026-12-08', { topUpsMinor: 1999 })], texts, true).series as {
      tooltip: { valueFormatter: (value: unknown, index: number) => string };
    }[];
    expect(topUps!.tooltip.valueFormatter(19.99, 0)).toBe('¤1999');
  });

  it('says the currency on the amount axes', () => {
    const axisOf = (option: ReturnType<typeof revenueOption>) =>
      (option.yAxis as { axisLabel: { formatter: (value: number) => string } }).axisLabel.formatter(40);
    expect(axisOf(revenueOption(days, texts, false))).toBe('¤40');
    expect(axisOf(topUpOption(days, texts, true))).toBe('¤40');
  });
});
