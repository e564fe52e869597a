import { type Locale, languageOf } from './locales.ts';

/**
 * The product's name in a language (docs/decisions/0038-chinese-glossary.md): the header, the document title,
 * the footer, the pages' site name and the mails say it. A Chinese reader gets a Chinese name, not the English
 * phrase. Each language's name is in `languages.json`.
 */
export const productName = (locale: Locale): string => languageOf(locale).productName;
