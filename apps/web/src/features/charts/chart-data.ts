import type { Catalogue } from '@simportal/contract/api/catalog';
import type { SimCard } from '@simportal/contract/api/sims';
import type { Locale } from '@simportal/contract/locales';
import { KB_PER_GB, KB_PER_MB } from '@simportal/contract/traffic';
import type { GridComponentOption } from 'echarts/components';
import { BRAND } from '../../lib/brand.ts';
import { addOnPricePerGbMinor, localized, planPricePerGbMinor } from '../../lib/catalogue-terms.ts';
import { chartDataUnit, numberFormat } from '../../lib/format.ts';
import type { ChartOption } from './echarts-setup.ts';

const MB_PER_GB = KB_PER_GB / KB_PER_MB;

/**
 * The numbers the charts draw, taken from the catalogue, and the chart options built from them. Pure (the
 * option type is only a type), so it is tested without a browser. Money stays in integer minor units; the
 * caller passes the formatters for labels.
 */
export interface PlanPriceRow {
  name: string;
  pricePerGbMinor: number;
}

export interface AddOnRow {
  name: string;
  trafficMb: number;
  priceMinor: number;
  pricePerGbMinor: number | null;
}

/** Plans with some data, in catalogue order, with what one GB costs on each. */
export const planPriceRows = (catalogue: Catalogue, locale: Locale): PlanPriceRow[] =>
  catalogue.plans.flatMap((plan) => {
    const pricePerGbMinor = planPricePerGbMinor(plan);
    return pricePerGbMinor === null ? [] : [{ name: localized(plan.name, locale), pricePerGbMinor }];
  });

export const addOnRows = (catalogue: Catalogue, locale: Locale): AddOnRow[] =>
  catalogue.addOns.map((addOn) => ({
    name: localized(addOn.name, locale),
    trafficMb: addOn.trafficMb,
    priceMinor: addOn.priceMinor,
    pricePerGbMinor: addOnPricePerGbMinor(addOn),
  }));

/** Colours with at least 3:1 contrast on white (WCAG 1.4.11): the brand's teal (6.3:1) and volcano-7. */
export const CHART_COLOURS = { bar: BRAND.primary, line: '#d4380d' } as const;

const GRID: GridComponentOption = {
  left: 8,
  right: 16,
  top: 36,
  bottom: 8,
  // keep the axis labels inside the chart's box (what `containLabel` did before ECharts 6)
  outerBoundsMode: 'same',
  outerBoundsContain: 'axisLabel',
};

/** Horizontal bars, one per plan, so long plan names stay readable on a phone. */
export const pricePerGbOption = (
  rows: readonly PlanPriceRow[],
  seriesName: string,
  formatMinor: (minor: number) => string,
): ChartOption => ({
  color: [CHART_COLOURS.bar],
  grid: GRID,
  tooltip: { trigger: 'axis', valueFormatter: (value) => formatMinor(Math.round(Number(value))) },
  xAxis: {
    type: 'value',
    minInterval: 1,
    // on a phone five prices do not fit side by side: ECharts drops the ones that would overlap
    axisLabel: { hideOverlap: true, formatter: (value: number) => formatMinor(Math.round(value)) },
  },
  yAxis: {
    type: 'category',
    inverse: true,
    data: rows.map((row) => row.name),
    axisLabel: { width: 120, overflow: 'break' },
  },
  series: [{ type: 'bar', name: seriesName, data: rows.map((row) => row.pricePerGbMinor) }],
});

/**
 * The unit the add-on chart's data axis is drawn in (issue #33): GB once its largest pack reaches 1 GB, so the
 * ticks are round GB (2, 4, 6 …), MB below; `mbPerUnit` converts a pack's MB to it.
 */
export const addOnChartUnit = (rows: readonly AddOnRow[]): { unit: 'GB' | 'MB'; mbPerUnit: number } =>
  rows.some((row) => row.trafficMb >= MB_PER_GB)
    ? { unit: 'GB', mbPerUnit: MB_PER_GB }
    : { unit: 'MB', mbPerUnit: 1 };

/**
 * Bars for each add-on's extra data (left axis, in the unit of its largest pack) and a line for its price (right
 * axis), each axis named.
 */
export const addOnOption = (
  rows: readonly AddOnRow[],
  names: { traffic: string; price: string },
  format: { mb: (mb: number) => string; number: (value: number) => string; minor: (minor: number) => string },
): ChartOption => {
  const { mbPerUnit } = addOnChartUnit(rows);
  return {
    color: [CHART_COLOURS.bar, CHART_COLOURS.line],
    grid: GRID,
    tooltip: { trigger: 'axis' },
    xAxis: {
      type: 'category',
      data: rows.map((row) => row.name),
      // Under each bar the amount that tells add-ons apart ("500 MB"): four full names do not fit a phone's
      // width side by side in either language; the tooltip and the table alternative carry the names.
      axisLabel: {
        interval: 0,
        formatter: (_: string, index: number) => format.mb(rows[index]?.trafficMb ?? 0),
      },
    },
    yAxis: [
      {
        type: 'value',
        name: names.traffic,
        nameTextStyle: { color: CHART_COLOURS.bar, fontWeight: 'bold' },
        minInterval: 1,
        // the axis is named with its unit, so its labels are plain numbers: round ones, in the unit chosen
        axisLabel: { hideOverlap: true, formatter: (value: number) => format.number(value) },
      },
      {
        type: 'value',
        name: names.price,
        nameTextStyle: { color: CHART_COLOURS.line, fontWeight: 'bold' },
        minInterval: 1,
        splitLine: { show: false },
        axisLabel: { hideOverlap: true, formatter: (value: number) => format.minor(Math.round(value)) },
      },
    ],
    series: [
      {
        type: 'bar',
        name: names.traffic,
        yAxisIndex: 0,
        data: rows.map((row) => row.trafficMb / mbPerUnit),
        tooltip: { valueFormatter: (value) => format.mb(Number(value) * mbPerUnit) },
      },
      {
        type: 'line',
        name: names.price,
        yAxisIndex: 1,
        data: rows.map((row) => row.priceMinor),
        tooltip: { valueFormatter: (value) => format.minor(Math.round(Number(value))) },
      },
    ],
  };
};

/** One of the customer's cards on the usage chart: this period's use and what is left of its allowance (KB). */
export interface CardUsageRow {
  id: number;
  name: string;
  usedKb: number;
  /** Null when the card has no allowance to count down (no plan) or no usage was reported yet. */
  leftKb: number | null;
}

/** The cards that have a usage figure, named by their label when they have one, else by their number. */
export const cardUsageRows = (cards: readonly SimCard[]): CardUsageRow[] =>
  cards
    .filter((card) => card.usage !== null)
    .map((card) => ({
      id: card.id,
      name: card.label ?? card.cardNumber,
      usedKb: card.usage?.periodKb ?? 0,
      leftKb: card.usage?.leftKb ?? null,
    }));

/**
 * Stacked horizontal bars per card: used (the brand's teal), then left of the allowance (grey); no legend, the
 * note says so (charts.usageNote names the colours: say the one drawn, issue #56).
 */
export const cardUsageOption = (
  rows: readonly CardUsageRow[],
  names: { used: string; left: string },
  locale: Locale,
): ChartOption => {
  // drawn in the unit of the longest bar, so the axis ticks are round figures of it
  const { unit, kbPerUnit } = chartDataUnit(
    Math.max(0, ...rows.map((row) => row.usedKb + (row.leftKb ?? 0))),
  );
  const inUnit = numberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 2 });
  const scaled = (kb: number) => Math.round((kb / kbPerUnit) * 100) / 100;
  return {
    color: [CHART_COLOURS.bar, '#8c8c8c'],
    grid: GRID,
    tooltip: { trigger: 'axis', valueFormatter: (value) => inUnit.format(Number(value)) },
    xAxis: {
      type: 'value',
      axisLabel: { hideOverlap: true, formatter: (value: number) => inUnit.format(value) },
    },
    yAxis: {
      type: 'category',
      inverse: true,
      data: rows.map((row) => row.name),
      axisLabel: { width: 120, overflow: 'truncate' },
    },
    series: [
      { type: 'bar', stack: 'allowance', name: names.used, data: rows.map((row) => scaled(row.usedKb)) },
      { type: 'bar', stack: 'allowance', name: names.left, data: rows.map((row) => scaled(row.leftKb ?? 0)) },
    ],
  };
};
