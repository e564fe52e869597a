import languages from './languages.json' with { type: 'json' };

/**
 * The interface languages (spec §1, §9) are data (decision 0068): `languages.json` lists them, English the
 * default, and each language's texts are files (`messages/<code>.json`, `apps/web/src/locales/<code>/`). A
 * language added there is spoken by every screen, mail and page with no code changed, so a locale is a string
 * the list knows rather than a union written in code.
 */
export type Locale = string;

export interface Language {
  code: Locale;
  /** The product's name in this language: the header, the title, the footer, the mails (decision 0038). */
  productName: string;
  /** The language's segment in a legal text's address: `/disclaimer/cn`. */
  pathSegment: string;
  /** antd's and dayjs's names of their texts for this language; a language they lack is shown in English. */
  antdLocale: string;
  dayjsLocale: string;
  /** How Open Graph names it in a shared link's tags: `zh_CN`. */
  openGraphLocale: string;
}

export const LANGUAGES: readonly Language[] = languages.languages;

export const LOCALES = LANGUAGES.map((language) => language.code) as [Locale, ...Locale[]];

export const DEFAULT_LOCALE: Locale = languages.default;

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The language `locale` names, the default one when it names none we speak. */
export const languageOf = (locale: Locale): Language =>
  LANGUAGES.find((language) => language.code === locale) ??
  (LANGUAGES.find((language) => language.code === DEFAULT_LOCALE) as Language);

/** `value` if it names a language we speak, else the default: the language to speak to a stored or asked-for locale. */
export const localeOrDefault = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);
