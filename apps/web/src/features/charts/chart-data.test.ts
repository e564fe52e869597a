import type { Catalogue } from '@simportal/contract/api/catalog';
import type { SimCard } from '@simportal/contract/api/sims';
import { describe, expect, it } from 'vitest';
import {
  addOnOption,
  addOnRows,
  CHART_COLOURS,
  cardUsageOption,
  cardUsageRows,
  planPriceRows,
  pricePerGbOption,
} from './chart-data.ts';

const text = (en: string) => ({ en, 'zh-CN': `${en}（中文）` });

const catalogue: Catalogue = {
  currency: 'USD',
  esimFeeMinor: 500,
  throttle: 'speed',
  plans: [
    {
      id: 1,
      code: 'daily-500',
      name: text('Daily 500 MB'),
      description: text('d'),
      priceMinor: 150,
      cycleDays: 1,
      totalTrafficMb: 500,
      trafficLimitType: 'PER_DAY',
      restrictRule: 'THROTTLE',
      planType: 'BASIC',
      coverage: ['JP'],
    },
    {
      id: 2,
      code: 'month-10',
      name: text('30 Days 10 GB'),
      description: text('d'),
      priceMinor: 2400,
      cycleDays: 30,
      totalTrafficMb: 10_240,
      trafficLimitType: 'PER_CYCLE',
      restrictRule: 'STOP',
      planType: 'BASIC',
      coverage: ['JP'],
    },
    {
      id: 3,
      code: 'empty',
      name: text('No data'),
      description: text('d'),
      priceMinor: 100,
      cycleDays: 1,
      totalTrafficMb: 0,
      trafficLimitType: 'PER_DAY',
      restrictRule: 'STOP',
      planType: 'BASIC',
      coverage: ['JP'],
    },
  ],
  addOns: [
    {
      id: 1,
      code: 'a1',
      name: text('Add 500 MB'),
      description: text('d'),
      priceMinor: 300,
      trafficMb: 500,
      coverage: ['JP'],
    },
    {
      id: 2,
      code: 'a2',
      name: text('Add 1 GB'),
      description: text('d'),
      priceMinor: 500,
      trafficMb: 1024,
      coverage: ['JP'],
    },
  ],
};

describe('chart data', () => {
  it('gives each plan with data its price per GB, in the interface language', () => {
    expect(planPriceRows(catalogue, 'en')).toEqual([
      { name: 'Daily 500 MB', pricePerGbMinor: 307 },
      { name: '30 Days 10 GB', pricePerGbMinor: 240 },
    ]);
    expect(planPriceRows(catalogue, 'zh-CN')[0]?.name).toBe('Daily 500 MB（中文）');
  });

  it('gives each add-on its data, price and price per GB', () => {
    expect(addOnRows(catalogue, 'en')).toEqual([
      { name: 'Add 500 MB', trafficMb: 500, priceMinor: 300, pricePerGbMinor: 614 },
      { name: 'Add 1 GB', trafficMb: 1024, priceMinor: 500, pricePerGbMinor: 500 },
    ]);
  });
});

describe('chart options', () => {
  const money = (minor: number) => `$${(minor / 100).toFixed(2)}`;

  it('draws one bar per plan with its name on the category axis', () => {
    const option = pricePerGbOption(planPriceRows(catalogue, 'en'), 'Price per GB', money);
    expect(option.yAxis).toMatchObject({ type: 'category', data: ['Daily 500 MB', '30 Days 10 GB'] });
    expect(option.series).toEqual([expect.objectContaining({ type: 'bar', data: [307, 240] })]);
    expect(option.color).toEqual([CHART_COLOURS.bar]);
  });

  it('draws add-on data as bars on the left axis and prices as a line on the right', () => {
    const option = addOnOption(
      addOnRows(catalogue, 'en'),
      { traffic: 'Data (MB)', price: 'Price' },
      { mb: (mb) => `${mb} MB`, number: String, minor: money },
    );
    expect(option.series).toEqual([
      // the largest pack is 1 GB: the axis is drawn in GB (round ticks), the tooltip says each pack's amount
      expect.objectContaining({ type: 'bar', name: 'Data (MB)', yAxisIndex: 0, data: [500 / 1024, 1] }),
      expect.objectContaining({ type: 'line', name: 'Price', yAxisIndex: 1, data: [300, 500] }),
    ]);
    // under each bar its amount, short enough for a phone; the names stay the categories (tooltip, table)
    const xAxis = option.xAxis as {
      data: string[];
      axisLabel: { formatter: (v: string, i: number) => string };
    };
    expect(xAxis.data.map((name, index) => xAxis.axisLabel.formatter(name, index))).toEqual([
      '500 MB',
      '1024 MB',
    ]);
  });
});

describe('card usage', () => {
  const card = (id: number, label: string | null, usage: SimCard['usage']): SimCard => ({
    id,
    cardNumber: `8000${id}`,
    iccid: `8986000000000000000${id}`,
    type: 'PHYSICAL',
    status: 'USING',
    label,
    groupId: null,
    isStarterPack: false,
    currentPlan: null,
    pendingPlan: null,
    planCreatedAt: null,
    expireAt: null,
    boundAt: '2026-11-01T00:00:00.000Z',
    canStopBilling: true,
    usage,
  });
  const usage = (periodKb: number, leftKb: number | null): SimCard['usage'] => ({
    todayKb: 0,
    periodKb,
    allowanceKb: leftKb === null ? null : periodKb + leftKb,
    leftKb,
    lastUpdatedAt: '2026-11-20T10:00:00.000Z',
  });

  it('charts only cards with reported usage, by label else number, with what is left', () => {
    const rows = cardUsageRows([
      card(1, 'Travel', usage(2048, 1024)),
      card(2, null, null),
      card(3, null, usage(512, null)),
    ]);
    expect(rows).toEqual([
      { id: 1, name: 'Travel', usedKb: 2048, leftKb: 1024 },
      { id: 3, name: '80003', usedKb: 512, leftKb: null },
    ]);
    const option = cardUsageOption(rows, { used: 'Used', left: 'Left' }, 'en');
    expect(option.yAxis).toMatchObject({ data: ['Travel', '80003'] });
    // in MB: the longest bar (3 MB) is under 1 GB
    expect(option.series).toEqual([
      expect.objectContaining({ stack: 'allowance', name: 'Used', data: [2, 0.5] }),
      expect.objectContaining({ stack: 'allowance', name: 'Left', data: [1, 0] }),
    ]);
  });

  it('draws in GB once a bar reaches 1 GB, so the axis ticks are round figures of GB', () => {
    const gb = 1024 * 1024;
    const rows = cardUsageRows([card(1, 'Travel', usage(3 * gb + gb / 4, 2 * gb))]);
    const option = cardUsageOption(rows, { used: 'Used', left: 'Left' }, 'en');
    expect(option.series).toEqual([
      expect.objectContaining({ name: 'Used', data: [3.25] }),
      expect.objectContaining({ name: 'Left', data: [2] }),
    ]);
    const axis = option.xAxis as { axisLabel: { formatter: (value: number) => string } };
    expect(axis.axisLabel.formatter(4)).toBe('4 GB');
  });
});
