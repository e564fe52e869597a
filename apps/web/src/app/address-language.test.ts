import { describe, expect, it } from 'vitest';
import { languageStep } from './address-language.ts';

describe('the address language and the interface language kept in step (decision 0025)', () => {
  it('switches the interface to the language an address it arrives at names', () => {
    expect(languageStep({ search: '', language: 'en' }, { search: '?lang=zh-CN', language: 'en' })).toEqual({
      follow: 'zh-CN',
    });
  });

  it('writes a newly chosen language into an address that names one, keeping its other parameters', () => {
    expect(
      languageStep(
        { search: '?lang=zh-CN&redirect=%2FmySims', language: 'zh-CN' },
        { search: '?lang=zh-CN&redirect=%2FmySims', language: 'en' },
      ),
    ).toEqual({ search: '?redirect=%2FmySims' });
    expect(
      languageStep({ search: '?lang=en', language: 'en' }, { search: '?lang=en', language: 'zh-CN' }),
    ).toEqual({ search: '?lang=zh-CN' });
  });

  it('leaves an address without a language, or one that already agrees, as it is', () => {
    expect(languageStep({ search: '', language: 'en' }, { search: '', language: 'zh-CN' })).toBeNull();
    expect(
      languageStep({ search: '', language: 'en' }, { search: '?lang=zh-CN', language: 'zh-CN' }),
    ).toBeNull();
    expect(
      languageStep({ search: '?lang=fr', language: 'en' }, { search: '?lang=fr', language: 'zh-CN' }),
    ).toBeNull();
  });
});
