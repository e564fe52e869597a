import type { BasicPlan } from '@simportal/contract/api/catalog';
import { describe, expect, it } from 'vitest';
import { shopPlan } from '../test-support/fixtures.ts';
import {
  addOnPricePerGbMinor,
  allowanceText,
  cycleText,
  dailyFee,
  dailyFeeText,
  formatTraffic,
  limitTypeLabel,
  localized,
  namesItsTraffic,
  planPricePerGbMinor,
  planPriceText,
  planRuleSentence,
  restrictRuleLabel,
  trafficWithMbText,
} from './catalogue-terms.ts';
import { i18n } from './i18n.ts';

// Intl output uses non-breaking spaces in places; compare with plain spaces.
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ') ?? null;
const en = i18n.getFixedT('en');
const zh = i18n.getFixedT('zh-CN');

/** Global Daily 500 MB at 1.50 a day, as the catalogue lists it. */
const plan = (overrides: Partial<BasicPlan> = {}) =>
  shopPlan({
    id: 1,
    code: 'global-daily-500mb',
    name: { en: 'Global Daily 500 MB', 'zh-CN': '全球日包 500 MB' },
    description: { en: 'Daily data', 'zh-CN': '每日流量' },
    priceMinor: 150,
    cycleDays: 1,
    totalTrafficMb: 500,
    trafficLimitType: 'PER_DAY',
    ...overrides,
  });
const daily = plan();
const monthly = plan({
  priceMinor: 2400,
  cycleDays: 30,
  totalTrafficMb: 10_240,
  trafficLimitType: 'PER_CYCLE',
  restrictRule: 'STOP',
});

describe('plan rule in plain words', () => {
  it('says a daily allowance with reduced speed after it', () => {
    expect(plain(planRuleSentence(daily, 'en', en))).toBe(
      '500 MB every day; after that you stay online at reduced speed',
    );
    expect(plain(planRuleSentence(daily, 'zh-CN', zh))).toMatch(/^每天 500 ?MB；用完后仍可上网，但会降速$/);
  });

  it('says a cycle allowance after which data stops', () => {
    expect(plain(planRuleSentence(monthly, 'en', en))).toBe(
      '10 GB for the whole 30-day cycle; data stops when it is used up',
    );
    expect(plain(planRuleSentence(monthly, 'zh-CN', zh))).toMatch(
      /^整个 30 天周期共 10 ?GB；用完即停止上网$/,
    );
  });

  it('covers the other two combinations and a one-day cycle', () => {
    expect(plain(planRuleSentence(plan({ restrictRule: 'STOP' }), 'en', en))).toBe(
      '500 MB every day; data stops when it is used up and comes back the next day',
    );
    expect(plain(planRuleSentence({ ...monthly, restrictRule: 'THROTTLE' }, 'en', en))).toBe(
      '10 GB for the whole 30-day cycle; after that you stay online at reduced speed',
    );
    expect(plain(allowanceText(plan({ trafficLimitType: 'PER_CYCLE' }), 'en', en))).toBe(
      '500 MB for the day',
    );
  });

  it('labels the limit type and the restrict rule', () => {
    expect(limitTypeLabel(daily, en)).toBe('Renews every day');
    expect(limitTypeLabel(monthly, en)).toBe('Lasts the whole cycle');
    expect(restrictRuleLabel(daily, en)).toBe('Reduced speed');
    expect(restrictRuleLabel(monthly, zh)).toBe('停止上网');
  });
});

describe('prices', () => {
  it('shows a one-day plan per day and a longer plan per cycle', () => {
    expect(planPriceText(daily, 'USD', 'en', en)).toBe('$1.50 per day');
    expect(planPriceText(monthly, 'USD', 'en', en)).toBe('$24.00 per 30-day cycle');
    expect(planPriceText(monthly, 'USD', 'zh-CN', zh)).toBe('每 30 天 US$24.00');
  });

  it('spreads a cycle price over its days, saying "about" when it does not divide evenly', () => {
    expect(dailyFee(monthly)).toEqual({ minor: 80, approximate: false });
    expect(dailyFee(plan({ priceMinor: 2500, cycleDays: 30 }))).toEqual({ minor: 83, approximate: true });
    // the contract's rule: 2 a day, the remainder (1) on the first day of the cycle
    expect(dailyFee(plan({ priceMinor: 5, cycleDays: 2 }))).toEqual({ minor: 2, approximate: true });
    expect(dailyFeeText(monthly, 'USD', 'en', en)).toBe('$0.80 a day');
    expect(dailyFeeText(plan({ priceMinor: 2500, cycleDays: 30 }), 'USD', 'en', en)).toBe(
      'about $0.83 a day',
    );
    expect(dailyFeeText(plan({ priceMinor: 2500, cycleDays: 30 }), 'USD', 'zh-CN', zh)).toBe(
      '每天约 US$0.83',
    );
    expect(dailyFeeText(daily, 'USD', 'en', en)).toBeNull();
  });

  it('compares plans by the price of one GB, whole minor units', () => {
    // $1.50 for 500 MB: 150 × 1024 / 500 = 307.2
    expect(planPricePerGbMinor(daily)).toBe(307);
    // $24 for 10 GB over the cycle
    expect(planPricePerGbMinor(monthly)).toBe(240);
    // a daily allowance counts every day of the cycle: $24 for 30 × 1 GB
    expect(planPricePerGbMinor(plan({ priceMinor: 2400, cycleDays: 30, totalTrafficMb: 1024 }))).toBe(80);
    expect(planPricePerGbMinor(plan({ totalTrafficMb: 0 }))).toBeNull();
    expect(addOnPricePerGbMinor({ priceMinor: 300, trafficMb: 500 })).toBe(614);
  });
});

describe('traffic and text', () => {
  it('shows MB below 1 GB and GB from there, with at most two decimals', () => {
    expect(plain(formatTraffic(500, 'en'))).toBe('500 MB');
    expect(plain(formatTraffic(1024, 'en'))).toBe('1 GB');
    expect(plain(formatTraffic(1536, 'en'))).toBe('1.5 GB');
    expect(plain(formatTraffic(10_240, 'en'))).toBe('10 GB');
    expect(plain(formatTraffic(1000, 'en'))).toBe('1,000 MB');
    expect(plain(formatTraffic(3072, 'zh-CN'))).toMatch(/^3 ?GB$/);
  });

  it("gives an add-on's traffic in MB, with GB first from 1 GB", () => {
    expect(plain(trafficWithMbText(500, 'en', en))).toBe('500 MB');
    expect(plain(trafficWithMbText(1024, 'en', en))).toBe('1 GB (1024 MB)');
    // Chinese writes a four-digit count whole (issue #67: not 额外流量 1 GB（1,024 MB）); five digits group
    expect(plain(trafficWithMbText(3072, 'zh-CN', zh))).toMatch(/^3 ?GB（3072 ?MB）$/);
    expect(plain(trafficWithMbText(10_240, 'en', en))).toBe('10 GB (10,240 MB)');
  });

  it("tells whether an add-on's name already says its traffic (issue #67)", () => {
    expect(namesItsTraffic('流量加油包 1 GB', formatTraffic(1024, 'zh-CN'))).toBe(true);
    expect(namesItsTraffic('Data Add-on 10 GB', formatTraffic(10_240, 'en'))).toBe(true);
    expect(namesItsTraffic('Travel pack', formatTraffic(1024, 'en'))).toBe(false);
  });

  it('names the cycle in days', () => {
    expect(cycleText(1, en)).toBe('1 day');
    expect(cycleText(30, en)).toBe('30 days');
    expect(cycleText(30, zh)).toBe('30 天');
  });

  it("picks the interface language's text, falling back to English when it is empty", () => {
    expect(localized({ en: 'Plan', 'zh-CN': '套餐' }, 'zh-CN')).toBe('套餐');
    expect(localized({ en: 'Plan', 'zh-CN': '' }, 'zh-CN')).toBe('Plan');
  });
});
