import type { CardUsage } from '@simportal/contract/api/usage';
import type { Locale } from '@simportal/contract/locales';
import { kbToMb } from '@simportal/contract/traffic';
import { BRAND, CHART_SERIES } from '../../lib/brand.ts';
import { chartDataUnit, numberFormat, regionName } from '../../lib/format.ts';
import type { UsageChartOption } from './echarts-setup.ts';

/**
 * The daily bar chart: one bar per day of the range, drawn in GB once a day reaches 1 GB and in MB below, so
 * the axis gets round ticks of the unit it names ('2 GB', not '3,906.25 MB').
 */
export const dailyOption = (usage: CardUsage, locale: Locale): UsageChartOption => {
  const { unit, kbPerUnit } = chartDataUnit(Math.max(0, ...usage.days.map((day) => day.usedKb)));
  const inUnit = numberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 2 });
  return {
    // drawn at once: the bars' growing in made ECharts' first drawing task a third longer on a phone
    // (decision 0054) and drew a second of frames after it, for nothing a reader needs
    animation: false,
    grid: { left: 64, right: 16, top: 24, bottom: 40 },
    tooltip: { trigger: 'axis', valueFormatter: (value) => inUnit.format(Number(value)) },
    xAxis: { type: 'category', data: usage.days.map((day) => day.day.slice(5)) },
    yAxis: { type: 'value', axisLabel: { formatter: (value: number) => inUnit.format(value) } },
    series: [
      {
        type: 'bar',
        data: usage.days.map((day) => Math.round((day.usedKb / kbPerUnit) * 100) / 100),
        itemStyle: { color: BRAND.primary },
      },
    ],
  };
};

/**
 * The pie of the proportion by region. On a phone (`compact`) the ring is smaller and each label sits at the
 * chart's edge on two lines (name, share), so names are not cut off on a 360 px screen. Each share is the
 * server's proportion as the table beside it writes it (formatShare), not ECharts' own rounding of the MB.
 */
export const regionOption = (usage: CardUsage, locale: Locale, compact = false): UsageChartOption => {
  const regions = usage.regions.map((region) => ({
    name: regionName(region.regionCode, region.regionName, locale),
    value: kbToMb(region.usedKb),
    share: formatShare(region.proportion, locale),
  }));
  const shares = new Map(regions.map(({ name, share }) => [name, share]));
  const share = ({ name }: { name: string }) => shares.get(name) ?? '';
  return {
    // drawn at once, as the daily chart is
    animation: false,
    color: [...CHART_SERIES],
    tooltip: {
      trigger: 'item',
      formatter: (item) => `${(item as { name: string }).name}: ${share(item as { name: string })}`,
    },
    series: [
      {
        type: 'pie',
        radius: compact ? ['28%', '52%'] : ['35%', '70%'],
        data: regions.map(({ name, value }) => ({ name, value })),
        label: compact
          ? {
              formatter: (item) => `${item.name}\n${share(item)}`,
              alignTo: 'edge',
              edgeDistance: 8,
              lineHeight: 16,
            }
          : { formatter: (item) => `${item.name} ${share(item)}` },
        ...(compact ? { labelLine: { length: 8, length2: 4 } } : {}),
      },
    ],
  };
};

/** A proportion 0…1 as a percentage in the user's language: 0.4 → '40%'. */
export const formatShare = (proportion: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(proportion);
