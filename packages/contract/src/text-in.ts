import { DEFAULT_LOCALE, type Locale } from './locales.ts';

/**
 * A text kept per language (a catalogue name, support's hours) in `locale`, else in the default language: a
 * language added after the text was written reads it so. Apart from localized-text.ts so screens that show such
 * a text do not load zod for it.
 */
export const textIn = (text: Partial<Record<Locale, string>>, locale: Locale): string =>
  text[locale] || text[DEFAULT_LOCALE] || '';
