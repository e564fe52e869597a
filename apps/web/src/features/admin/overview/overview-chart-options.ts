import type { DashboardDay } from '@simportal/contract/api/dashboard';
import { minorToMajorString } from '@simportal/contract/money';
import { BRAND } from '../../../lib/brand.ts';
import type { OverviewChartOption } from './echarts-setup.ts';

/** A series' colour, the same in the chart and beside the table's figures. */
const KIND_COLOURS = {
  dailyFees: BRAND.primary,
  addOns: '#1d39c4',
  esimFees: '#722ed1',
  refunds: '#cf1322',
  topUps: '#389e0d',
  activeCards: BRAND.primary,
  newCustomers: '#d46b08',
} as const;

/** Names and a money formatter the chart shows, in the reader's language. */
export interface ChartTexts {
  names: Record<keyof typeof KIND_COLOURS, string>;
  money: (minor: number) => string;
  /** An amount axis' tick, drawn in major units: the currency's sign, no cents ($40 · US$40). */
  axisMoney: (major: number) => string;
  day: (day: string) => string;
}

// ECharts draws numbers: a day's amount in major units, from the exact decimal string (never a float sum)
const major = (minor: number) => Number(minorToMajorString(minor));

const axis = (days: DashboardDay[], texts: ChartTexts, compact: boolean) => ({
  // the axis labels kept inside the chart's box, however long an amount with its currency is (US$1,500)
  grid: {
    left: compact ? 4 : 8,
    right: 12,
    top: 40,
    bottom: 4,
    outerBoundsMode: 'same' as const,
    outerBoundsContain: 'axisLabel' as const,
  },
  xAxis: { type: 'category' as const, data: days.map((day) => texts.day(day.day)) },
  legend: { top: 0, type: 'scroll' as const },
  tooltip: { trigger: 'axis' as const },
});

/**
 * Revenue per day as stacked bars by kind, refunds below the axis (a correction of that day's revenue). The
 * tooltip shows each kind in the money format of the reader.
 */
export const revenueOption = (
  days: DashboardDay[],
  texts: ChartTexts,
  compact: boolean,
): OverviewChartOption => {
  const series = (
    key: 'dailyFees' | 'addOns' | 'esimFees' | 'refunds',
    pick: (day: DashboardDay) => number,
  ) => ({
    type: 'bar' as const,
    name: texts.names[key],
    stack: 'revenue',
    data: days.map((day) => major(pick(day))),
    itemStyle: { color: KIND_COLOURS[key] },
    // the tooltip names the exact minor units of the day, not the drawn number
    tooltip: { valueFormatter: (_value: unknown, index: number) => texts.money(pick(days[index]!)) },
  });
  return {
    ...axis(days, texts, compact),
    yAxis: { type: 'value', axisLabel: { formatter: texts.axisMoney } },
    series: [
      series('dailyFees', (day) => day.dailyFeesMinor),
      series('addOns', (day) => day.addOnsMinor),
      series('esimFees', (day) => day.esimFeesMinor),
      series('refunds', (day) => -day.refundsMinor),
    ],
  };
};

/** Top-ups per day: money received, its own chart (not revenue). */
export const topUpOption = (
  days: DashboardDay[],
  texts: ChartTexts,
  compact: boolean,
): OverviewChartOption => ({
  ...axis(days, texts, compact),
  yAxis: { type: 'value', axisLabel: { formatter: texts.axisMoney } },
  series: [
    {
      type: 'bar',
      name: texts.names.topUps,
      data: days.map((day) => major(day.topUpsMinor)),
      itemStyle: { color: KIND_COLOURS.topUps },
      tooltip: { valueFormatter: (_value: unknown, index: number) => texts.money(days[index]!.topUpsMinor) },
    },
  ],
});

/** Active cards and new customers per day, two lines on one axis of counts. */
export const peopleOption = (
  days: DashboardDay[],
  texts: ChartTexts,
  compact: boolean,
): OverviewChartOption => ({
  ...axis(days, texts, compact),
  yAxis: { type: 'value', minInterval: 1 },
  series: [
    {
      type: 'line',
      name: texts.names.activeCards,
      data: days.map((day) => day.activeCards),
      itemStyle: { color: KIND_COLOURS.activeCards },
    },
    {
      type: 'bar',
      name: texts.names.newCustomers,
      data: days.map((day) => day.newCustomers),
      itemStyle: { color: KIND_COLOURS.newCustomers },
    },
  ],
});
