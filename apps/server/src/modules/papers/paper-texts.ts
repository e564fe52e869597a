import { readFileSync } from 'node:fs';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@simportal/contract/locales';
import i18next, { type Resource } from 'i18next';

/**
 * The words of the papers, kept with the web's texts (apps/web/src/locales/<locale>/papers.json) for one glossary
 * and one translation workflow, as the mails' are (decision 0048); a language with its papers.json is a language
 * the papers speak, with no branch in the code.
 */
const TEXTS_DIR = new URL('../../../../web/src/locales/', import.meta.url);

const resourcesOf = (locale: Locale) =>
  JSON.parse(readFileSync(new URL(`${locale}/papers.json`, TEXTS_DIR), 'utf8')) as Resource[string];

const texts = i18next.createInstance();
void texts.init({
  resources: Object.fromEntries(LOCALES.map((locale) => [locale, { translation: resourcesOf(locale) }])),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  load: 'currentOnly',
  // a PDF is plain text: nothing is escaped; an unfilled {{placeholder}} stays visible for a test to find
  interpolation: { escapeValue: false },
  initAsync: false,
});

export type PaperWords = (key: string, values?: Record<string, unknown>) => string;

/** The words of one language, `papers.`-prefixed keys. */
export const paperWords =
  (locale: Locale): PaperWords =>
  (key, values) =>
    texts.t(`papers.${key}`, { lng: locale, ...values });
