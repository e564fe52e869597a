import type { CardUsage } from '@simportal/contract/api/usage';
import type { Locale } from '@simportal/contract/locales';
import { kbToMb } from '@simportal/contract/traffic';
import { regionName } from '../../lib/format.ts';
import type { UsageChartOption } from './echarts-setup.ts';

/** The daily bar chart: one bar per day of the range, in MB. */
export const dailyOption = (usage: CardUsage, mbLabel: string): UsageChartOption => ({
  grid: { left: 56, right: 16, top: 24, bottom: 40 },
  tooltip: { trigger: 'axis' },
  xAxis: { type: 'category', data: usage.days.map((day) => day.day.slice(5)) },
  yAxis: { type: 'value', name: mbLabel },
  series: [
    {
      type: 'bar',
      name: mbLabel,
      data: usage.days.map((day) => kbToMb(day.usedKb)),
      itemStyle: { color: '#1677ff' },
    },
  ],
});

/** The pie of the proportion by region. */
export const regionOption = (usage: CardUsage, locale: Locale): UsageChartOption => ({
  tooltip: { trigger: 'item', formatter: '{b}: {d}%' },
  series: [
    {
      type: 'pie',
      radius: ['35%', '70%'],
      data: usage.regions.map((region) => ({
        name: regionName(region.regionCode, region.regionName, locale),
        value: kbToMb(region.usedKb),
      })),
      label: { formatter: '{b} {d}%' },
    },
  ],
});

/** A proportion 0…1 as a percentage in the user's language: 0.4 → '40%'. */
export const formatShare = (proportion: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(proportion);
