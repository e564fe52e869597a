import { DEFAULT_LOCALE, LANGUAGES, type Language } from '@simportal/contract/locales';
import { describe, expect, it } from 'vitest';
import { uiLocalePacks } from './ui-locale-packs.ts';

// A third language is data (decision 0068): given only as an entry of languages.json, it gets its loader of
// antd's and dayjs's texts, and one those libraries lack gets a loader that leaves them English.
const FRENCH: Language = {
  code: 'fr',
  productName: 'Portail SIM',
  pathSegment: 'fr',
  antdLocale: 'fr_FR',
  dayjsLocale: 'fr',
  openGraphLocale: 'fr_FR',
};
const PSEUDO: Language = {
  code: 'en-XA',
  productName: '⟦SIM Portal⟧',
  pathSegment: 'xa',
  antdLocale: 'en_XA',
  dayjsLocale: 'en-xa',
  openGraphLocale: 'en_XA',
};

const moduleOf = (languages: readonly Language[]) => {
  const plugin = uiLocalePacks(languages);
  const resolveId = plugin.resolveId as (id: string) => string | undefined;
  const load = plugin.load as (id: string) => string | undefined;
  const id = resolveId('virtual:ui-locale-packs');
  expect(id).toBeDefined();
  return load(id as string) as string;
};

describe('the ui locale packs', () => {
  it('load each language added as data by the names it gives antd and dayjs', () => {
    const code = moduleOf([...LANGUAGES, FRENCH]);
    expect(code).toContain(
      '"fr": () => Promise.all([import("antd/es/locale/fr_FR.js").then((m) => m.default), import("dayjs/locale/fr.js")])',
    );
    for (const language of LANGUAGES.filter(({ code }) => code !== DEFAULT_LOCALE))
      expect(code).toContain(`import("antd/es/locale/${language.antdLocale}.js")`);
  });

  it("leave antd's and dayjs's texts English for a language they lack, and the default's out", () => {
    const code = moduleOf([...LANGUAGES, PSEUDO]);
    expect(code).toContain('"en-XA": () => Promise.all([undefined, undefined])');
    expect(code).not.toContain(`${JSON.stringify(DEFAULT_LOCALE)}:`);
  });
});
