import { describe, expect, it } from 'vitest';
import { currencyName, formatData, formatDateTime, formatMoney, regionName } from './format.ts';

// Intl output uses non-breaking spaces in places; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('shows minor units as the currency amount', () => {
    expect(formatMoney(1234, 'en', 'USD')).toBe('$12.34');
    expect(formatMoney(5, 'en', 'USD')).toBe('$0.05');
    expect(formatMoney(123456789, 'en', 'USD')).toBe('$1,234,567.89');
    expect(formatMoney(-250, 'en', 'USD')).toBe('-$2.50');
  });

  it('follows the language and the currency', () => {
    expect(formatMoney(1234, 'zh-CN', 'CNY')).toBe('¥12.34');
    expect(formatMoney(1234, 'zh-CN', 'USD')).toBe('US$12.34');
  });

  it('stays exact beyond float precision', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'en', 'USD')).toBe('$90,071,992,547,409.91');
  });

  it('refuses a value that is not a whole number of minor units', () => {
    expect(() => formatMoney(12.5, 'en', 'USD')).toThrow(RangeError);
  });
});

describe('formatData', () => {
  it('shows traffic in the unit a phone would, with only the digits that matter', () => {
    expect(plain(formatData(9_534_669, 'en'))).toBe('9.09 GB');
    expect(plain(formatData(20 * 1024 * 1024, 'en'))).toBe('20 GB');
    expect(plain(formatData(Math.round(12.34 * 1024 * 1024), 'en'))).toBe('12.3 GB');
    expect(plain(formatData(1024 * 1024, 'en'))).toBe('1 GB');
    expect(plain(formatData(1024 * 1023, 'en'))).toBe('1,023 MB');
    expect(plain(formatData(180 * 1024, 'en'))).toBe('180 MB');
    expect(plain(formatData(1536, 'en'))).toBe('1.5 MB');
    expect(plain(formatData(512, 'en'))).toBe('512 kB');
    expect(plain(formatData(0, 'en'))).toBe('0 MB');
  });

  it('follows the language', () => {
    expect(plain(formatData(1536, 'zh-CN'))).toMatch(/^1\.5 ?MB$/);
    expect(plain(formatData(9_534_669, 'zh-CN'))).toMatch(/^9\.09 ?GB$/);
  });
});

describe('formatDateTime', () => {
  const iso = '2026-03-05T14:07:00Z';

  it('shows date and time in the language and time zone given', () => {
    expect(plain(formatDateTime(iso, 'en', 'UTC'))).toBe('Mar 5, 2026, 2:07 PM');
    expect(plain(formatDateTime(iso, 'zh-CN', 'Asia/Shanghai'))).toBe('2026年3月5日 22:07');
  });

  it('leaves a missing or unreadable value empty', () => {
    expect(formatDateTime(null, 'en')).toBe('');
    expect(formatDateTime('', 'en')).toBe('');
    expect(formatDateTime('not a date', 'en')).toBe('');
  });
});

describe('regionName', () => {
  it('names an ISO region in the interface language, short as maps do', () => {
    expect(regionName('HK', 'Hong Kong', 'zh-CN')).toBe('香港');
    expect(regionName('GB', 'United Kingdom', 'zh-CN')).toBe('英国');
    expect(regionName('JP', 'Japan', 'zh-CN')).toBe('日本');
    expect(regionName('JP', 'Japan', 'en')).toBe('Japan');
  });

  it("keeps the carrier's name for a code Intl does not know", () => {
    expect(regionName('XX', 'Carrier zone X', 'zh-CN')).toBe('Carrier zone X');
    expect(regionName('EUROPE', 'Europe', 'zh-CN')).toBe('Europe');
  });
});

describe('currencyName', () => {
  it('names a currency in words, never by its ISO code', () => {
    expect(currencyName('USD', 'en')).toBe('US dollars');
    expect(currencyName('USD', 'zh-CN')).toBe('美元');
    expect(currencyName('EUR', 'zh-CN')).toBe('欧元');
  });

  it('keeps a code Intl cannot read', () => {
    expect(currencyName('not a code', 'zh-CN')).toBe('not a code');
  });
});
