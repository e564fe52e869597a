import { LOCALES } from '@simportal/contract/locales';
import { describe, expect, it } from 'vitest';
import { localeFiles, type TranslationTree as Tree, translationsOf } from './bundles.ts';
import { commonTexts, DOCUMENT_AREAS, loadAreaTexts, SERVER_AREAS, TEXT_AREAS } from './text-files.ts';

/** Every leaf of a nested translation file as `dotted.key` → value. */
const leaves = (tree: Tree, prefix = ''): Map<string, unknown> => {
  const result = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    // a legal document's sections are a list: each of its texts is a leaf of its own
    if (typeof value === 'object' && value !== null) {
      for (const [leaf, text] of leaves(value, path)) result.set(leaf, text);
    } else {
      result.set(path, value);
    }
  }
  return result;
};

const files = { en: leaves(translationsOf('en')), 'zh-CN': leaves(translationsOf('zh-CN')) };

describe('translation files', () => {
  it('has the same area files in every language, each owning its own top-level keys', () => {
    const areas = (locale: string) =>
      localeFiles()
        .filter((file) => file.locale === locale)
        .map((file) => file.area)
        .sort();
    expect(areas('en')).toContain('common');
    for (const locale of LOCALES) expect(areas(locale)).toEqual(areas('en'));
    for (const locale of LOCALES) {
      const owners = new Map<string, string>();
      for (const file of localeFiles().filter((f) => f.locale === locale)) {
        for (const key of Object.keys(file.tree)) {
          expect(
            owners.get(key),
            `${locale}: "${key}" is in ${owners.get(key)} and ${file.area}`,
          ).toBeUndefined();
          owners.set(key, file.area);
        }
      }
    }
  });

  it('loads every area but common on demand, and common up front, in every language', async () => {
    const areas = localeFiles()
      .filter((file) => file.locale === 'en' && file.area !== 'common')
      .filter((file) => ![...SERVER_AREAS, ...DOCUMENT_AREAS].includes(file.area as never))
      .map((file) => file.area);
    expect([...TEXT_AREAS].sort()).toEqual(areas.sort());
    for (const locale of LOCALES) {
      expect(commonTexts(locale)).toEqual(
        localeFiles().find((f) => f.locale === locale && f.area === 'common')?.tree,
      );
      for (const area of TEXT_AREAS) {
        expect(await loadAreaTexts(locale, area)).toEqual(
          localeFiles().find((f) => f.locale === locale && f.area === area)?.tree,
        );
      }
    }
  });

  it("never sends the server's mail texts to the browser", async () => {
    for (const locale of LOCALES)
      for (const area of SERVER_AREAS)
        await expect(loadAreaTexts(locale, area as never)).rejects.toThrow(`no ${area} texts`);
  });

  it.each([
    ['en', 'zh-CN'],
    ['zh-CN', 'en'],
  ] as const)('every key in %s is also in %s', (from, to) => {
    const missing = [...files[from].keys()].filter((key) => !files[to].has(key));
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(files) as (keyof typeof files)[])('%s has a non-empty text for every key', (locale) => {
    const empty = [...files[locale]].filter(([, text]) => typeof text !== 'string' || text.trim() === '');
    expect(empty.map(([key]) => key)).toEqual([]);
  });

  it('uses the same interpolation variables in both languages', () => {
    const variables = (text: unknown) =>
      [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    for (const [key, text] of files.en)
      expect(variables(files['zh-CN'].get(key)), key).toEqual(variables(text));
  });
});
