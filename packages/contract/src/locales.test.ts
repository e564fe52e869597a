import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, isLocale, LOCALES } from './locales.ts';

describe('locales', () => {
  it('offers English (default) and Simplified Chinese', () => {
    expect(LOCALES).toEqual(['en', 'zh-CN']);
    expect(DEFAULT_LOCALE).toBe('en');
    expect(isLocale('zh-CN')).toBe(true);
    expect(isLocale('zh')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
