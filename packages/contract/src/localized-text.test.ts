import { describe, expect, it } from 'vitest';
import { localeOrDefault } from './locales.ts';
import { inLocaleOrder } from './localized-text.ts';
import { textIn } from './text-in.ts';

// A language added as data (decision 0068) meets texts written before it: they read in the default language.

describe('texts kept per language', () => {
  it('read in the language asked for, else in the default one', () => {
    expect(textIn({ en: 'Japan 5 GB', 'zh-CN': '日本 5 GB' }, 'zh-CN')).toBe('日本 5 GB');
    expect(textIn({ en: 'Japan 5 GB', 'zh-CN': '' }, 'zh-CN')).toBe('Japan 5 GB');
    expect(textIn({ en: 'Japan 5 GB' }, 'en-XA')).toBe('Japan 5 GB');
    expect(textIn({}, 'en')).toBe('');
  });

  it('are stored with one entry per language, in order, a missing one filled from the default', () => {
    expect(inLocaleOrder({ 'zh-CN': '日本', en: 'Japan' })).toEqual({ en: 'Japan', 'zh-CN': '日本' });
    expect(Object.keys(inLocaleOrder({ 'zh-CN': '日本', en: 'Japan' }))).toEqual(['en', 'zh-CN']);
    expect(inLocaleOrder({ en: 'Japan' })).toEqual({ en: 'Japan', 'zh-CN': 'Japan' });
    expect(inLocaleOrder(null)).toEqual({ en: '', 'zh-CN': '' });
  });

  it('a stored or asked-for locale we do not speak is spoken to in the default language', () => {
    expect(localeOrDefault('zh-CN')).toBe('zh-CN');
    expect(localeOrDefault('fr')).toBe('en');
    expect(localeOrDefault(null)).toBe('en');
  });
});
