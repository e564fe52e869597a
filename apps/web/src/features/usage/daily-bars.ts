import type { CardUsage } from '@simportal/contract/api/usage';
import type { Locale } from '@simportal/contract/locales';
import { nice, ticks } from 'd3-array';
import { chartDataUnit, formatData, formatDay, numberFormat } from '../../lib/format.ts';

/** One day of the daily chart: its bar's height as a share of the axis, and its figures as text. */
export interface DailyBar {
  day: string;
  /** under the bar: the month and day, '11-25' */
  label: string;
  /** the bar's height, 0…1 of the axis */
  share: number;
  /** the day and its use, as the readout above the chart says them */
  date: string;
  used: string;
}

export interface DailyBars {
  bars: DailyBar[];
  /** the value axis' lines, from 0 to its top (share 1), each with its label */
  ticks: { share: number; text: string }[];
  /** every how many days a bar is labelled, so the labels never overlap on a phone (a week: every day) */
  labelEvery: number;
}

/** Labels under the bars at most: seven '11-25's fit a 360 px phone's chart. */
const MOST_LABELS = 7;

/**
 * The daily bar chart's figures: the axis in GB once a day reaches 1 GB and in MB below, topped at a round
 * value with round ticks ('2 GB', not '3,906.25 MB'), and each day's use said as the table below says it.
 */
export const dailyBars = (days: CardUsage['days'], locale: Locale): DailyBars => {
  const { unit, kbPerUnit } = chartDataUnit(Math.max(0, ...days.map((day) => day.usedKb)));
  const inUnit = numberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 2 });
  const values = days.map((day) => day.usedKb / kbPerUnit);
  // an axis of nothing used still has a top, so the empty days draw as a flat line
  const [, top = 1] = nice(0, Math.max(0, ...values) || 1, 4);
  return {
    bars: days.map((day, index) => ({
      day: day.day,
      label: day.day.slice(5),
      share: (values[index] ?? 0) / top,
      date: formatDay(day.day, locale),
      used: formatData(day.usedKb, locale),
    })),
    ticks: ticks(0, top, 4).map((value) => ({ share: value / top, text: inUnit.format(value) })),
    labelEvery: Math.max(1, Math.ceil(days.length / MOST_LABELS)),
  };
};
