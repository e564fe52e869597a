import type { Locale } from '@simportal/contract/locales';

export type TranslationTree = { [key: string]: string | TranslationTree };

/**
 * The web app's strings, one file per language per area: `src/locales/<locale>/<area>.json`. Each area owns its
 * top-level keys (common.json: route, layout …; shop.json: shop …), so features can grow their texts without
 * touching each other's files. This module reads every file at once, for tests and tools; the app itself loads
 * them through text-files.ts (common up front, the other areas with the pages that show them).
 */
const files = import.meta.glob<TranslationTree>('./*/*.json', { eager: true, import: 'default' });

export interface LocaleFile {
  locale: string;
  area: string;
  tree: TranslationTree;
}

export const localeFiles = (): LocaleFile[] =>
  Object.entries(files).map(([path, tree]) => {
    const [, locale = '', file = ''] = path.split('/');
    return { locale, area: file.replace(/\.json$/, ''), tree };
  });

/** The `translation` namespace of one language: its area files side by side. */
export const translationsOf = (locale: Locale): TranslationTree =>
  Object.assign(
    {},
    ...localeFiles()
      .filter((file) => file.locale === locale)
      .map((file) => file.tree),
  );
