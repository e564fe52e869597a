import type { Locale } from '@simportal/contract/locales';
import type { TranslationTree } from './bundles.ts';

/**
 * The app's text files as the browser gets them (docs/decisions/0013-web-first-load.md). `common.json` (the
 * shell: layout, menu, route titles, error pages) is in the first load, in both languages, because the
 * language switch names each language in itself. Every other area is a chunk of its own per language, fetched
 * with the first page that shows it (the route table names a page's areas) and, on a language switch, in the
 * new language before the switch happens.
 */
/** `share` holds what a search engine or a shared link shows of a page (its description): only the build reads it. */
export const TEXT_AREAS = [
  'admin',
  'auth',
  'billing',
  'esim',
  'inbox',
  'integrations',
  // the offline wallet's note (decision 0099): fetched with its pages, not in every first load
  'offline',
  // Personal Center's passkeys (decision 0105): fetched with their section, after the page's first load
  'passkeys',
  'share',
  'shop',
  'sims',
  'support',
  'usage',
  'wallet',
] as const;
export type TextArea = (typeof TEXT_AREAS)[number];

const commonFiles = import.meta.glob<TranslationTree>('./*/common.json', { eager: true, import: 'default' });
/**
 * Each language's mail.json holds the texts of the server's mails (modules/mail/mail-texts.ts), and papers.json
 * the words of its PDFs (modules/papers/paper-texts.ts): they sit with the web's texts for one glossary and one
 * translation workflow, and are never sent to the browser.
 */
export const SERVER_AREAS = ['mail', 'papers'] as const;

/** Each language's legal.json holds documents shown in their own language (features/legal), not interface texts. */
export const DOCUMENT_AREAS = ['legal'] as const;

const areaFiles = import.meta.glob<TranslationTree>(
  ['./*/*.json', '!./*/common.json', '!./*/mail.json', '!./*/papers.json', '!./*/legal.json'],
  { import: 'default' },
);

export const commonTexts = (locale: Locale): TranslationTree => {
  const tree = commonFiles[`./${locale}/common.json`];
  if (!tree) throw new Error(`no common texts for ${locale}`);
  return tree;
};

export const loadAreaTexts = async (locale: Locale, area: TextArea): Promise<TranslationTree> => {
  const load = areaFiles[`./${locale}/${area}.json`];
  if (!load) throw new Error(`no ${area} texts for ${locale}`);
  return load();
};
