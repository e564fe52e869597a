import type { CardUsage } from '@simportal/contract/api/usage';
import { describe, expect, it } from 'vitest';
import { formatShare, regionOption } from './chart-options.ts';

// The regions' pie says each share as the table beside it does: the server's proportion, rounded once.

const usage = {
  days: [
    { day: '2026-11-24', usedKb: 2_097_152 },
    { day: '2026-11-25', usedKb: 524_288 },
  ],
  regions: [
    { regionCode: 'JP', regionName: 'Japan', usedKb: 1_013_760, proportion: 0.6789 },
    { regionCode: 'US', regionName: 'United States', usedKb: 12_288, proportion: 0.0082 },
  ],
} as unknown as CardUsage;

type Labelled = { formatter: (item: { name: string }) => string };
const series = (option: ReturnType<typeof regionOption>) => (option.series as { label: Labelled }[])[0]!;

describe('the regions pie', () => {
  it.each([
    ['en', false, ['Japan 67.9%', 'US 0.8%']],
    ['zh-CN', true, ['日本\n67.9%', '美国\n0.8%']],
  ] as const)(
    'labels each region with the share the table shows (%s, compact %s)',
    (locale, compact, labels) => {
      const option = regionOption(usage, locale, compact);
      const data = (option.series as { data: { name: string }[] }[])[0]!.data;
      expect(data.map((item) => series(option).label.formatter(item))).toEqual(labels);
      // ECharts' own share of these MB would read 98.8% and 1.2%
      expect(formatShare(0.0082, locale)).toBe('0.8%');
    },
  );

  it('is drawn at once, without the growing-in animation (decision 0054)', () => {
    expect(regionOption(usage, 'zh-CN', true).animation).toBe(false);
  });
});
