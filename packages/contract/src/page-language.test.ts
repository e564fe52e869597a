import { describe, expect, it } from 'vitest';
import { languageOfQuery, onlyLanguageInQuery, pathInLanguage, queryInLanguage } from './page-language.ts';

describe('a page address in one language', () => {
  it('reads the language a query names, only when we speak it', () => {
    expect(languageOfQuery('?lang=zh-CN')).toBe('zh-CN');
    expect(languageOfQuery('from=mail&lang=en')).toBe('en');
    expect(languageOfQuery('?lang=zh-cn')).toBeUndefined();
    expect(languageOfQuery('?lang=fr')).toBeUndefined();
    expect(languageOfQuery('')).toBeUndefined();
  });

  it('tells a query of nothing but a language from one that says more', () => {
    expect(onlyLanguageInQuery('')).toBe(true);
    expect(onlyLanguageInQuery('?lang=zh-CN')).toBe(true);
    expect(onlyLanguageInQuery('?lang=fr')).toBe(false);
    expect(onlyLanguageInQuery('?lang=en&from=mail')).toBe(false);
    expect(onlyLanguageInQuery('?lang=en&lang=zh-CN')).toBe(false);
  });

  it('writes the default language as the bare path and any other with its parameter', () => {
    expect(pathInLanguage('/plan', 'en')).toBe('/plan');
    expect(pathInLanguage('/plan', 'zh-CN')).toBe('/plan?lang=zh-CN');
    expect(queryInLanguage('?redirect=%2FmySims&lang=zh-CN', 'en')).toBe('?redirect=%2FmySims');
    expect(queryInLanguage('?redirect=%2FmySims', 'zh-CN')).toBe('?redirect=%2FmySims&lang=zh-CN');
    expect(queryInLanguage('?lang=zh-CN', 'en')).toBe('');
  });
});
