import { z } from 'zod';
import { LOCALES, type Locale } from './locales.ts';
import { textIn } from './text-in.ts';

/**
 * One `text` per interface language, keyed by locale: a locale added to LOCALES is asked for and answered
 * everywhere such a text is, with no code branch (the catalogue's names and descriptions, support's hours).
 */
export const perLocale = <T extends z.ZodType>(text: T, params?: Parameters<typeof z.object>[1]) =>
  z.object(Object.fromEntries(LOCALES.map((locale) => [locale, text])) as Record<Locale, T>, params);

/** A text kept in every language of the portal; the client shows the one of its locale. */
export const localizedTextSchema = perLocale(z.string());
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/**
 * A stored text with one entry per locale of LOCALES, in that order (jsonb keeps its keys in its own order), so
 * an unchanged text compares equal to an administrator's input; a locale the row lacks (a language added since)
 * reads as the default language's text until someone writes its own.
 */
export const inLocaleOrder = (text: Partial<LocalizedText> | null | undefined): LocalizedText =>
  Object.fromEntries(LOCALES.map((locale) => [locale, textIn(text ?? {}, locale)])) as LocalizedText;
