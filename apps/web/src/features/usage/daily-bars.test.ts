import { describe, expect, it } from 'vitest';
import { dailyBars } from './daily-bars.ts';

// The daily chart's axis is topped at a round value of the unit it names, with round ticks; each day's bar is
// its share of that top, and its use is said as the table below the chart says it.

const MB = 1024;
const GB = 1024 * MB;
const week = (usedKb: number[]) =>
  usedKb.map((used, index) => ({ day: `2026-11-${String(19 + index).padStart(2, '0')}`, usedKb: used }));

describe('the daily bars', () => {
  it('tops a week in MB at a round value with round ticks, each day its share of it', () => {
    const chart = dailyBars(week([315 * MB, 136 * MB, 0, 326 * MB, 157 * MB, 205 * MB, 180 * MB]), 'en');
    expect(chart.ticks.map((tick) => tick.text)).toEqual(['0 MB', '100 MB', '200 MB', '300 MB', '400 MB']);
    expect(chart.ticks.map((tick) => tick.share)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(chart.bars.map((bar) => bar.share)).toEqual([0.7875, 0.34, 0, 0.815, 0.3925, 0.5125, 0.45]);
    expect(chart.bars[0]).toMatchObject({ label: '11-19', date: 'Nov 19, 2026', used: '315 MB' });
    expect(chart.labelEvery).toBe(1);
  });

  it('draws in GB once a day reaches 1 GB, in the reader’s language', () => {
    const chart = dailyBars(week([1.5 * GB, 256 * MB]), 'zh-CN');
    expect(chart.ticks.map((tick) => tick.text)).toEqual(['0 GB', '0.5 GB', '1 GB', '1.5 GB']);
    expect(chart.bars[0]).toMatchObject({ date: '2026年11月19日', used: '1.5 GB', share: 1 });
    expect(chart.bars[1]).toMatchObject({ used: '256 MB', share: 0.25 / 1.5 });
  });

  it('keeps an axis when nothing was used, and labels a month’s days so they never overlap', () => {
    const empty = dailyBars(week([0, 0, 0]), 'en');
    expect(empty.bars.every((bar) => bar.share === 0)).toBe(true);
    expect(empty.ticks.at(-1)).toEqual({ share: 1, text: '1 MB' });
    const month = Array.from({ length: 31 }, (_, index) => ({ day: `2026-10-${index + 1}`, usedKb: index }));
    expect(dailyBars(month, 'en').labelEvery).toBe(5);
  });
});
