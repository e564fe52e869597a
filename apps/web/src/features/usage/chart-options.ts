import type { CardUsage } from '@simportal/contract/api/usage';
import type { Locale } from '@simportal/contract/locales';
import { kbToMb } from '@simportal/contract/traffic';
import { CHART_SERIES } from '../../lib/brand.ts';
import { regionName } from '../../lib/format.ts';
import type { UsageChartOption } from './echarts-setup.ts';

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
    // drawn at once: the growing in made ECharts' first drawing task a third longer on a phone (decision 0054)
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
