import type { Locale } from '@simportal/contract/locales';
import { languageOfQuery, queryInLanguage } from '@simportal/contract/page-language';

/** The address's query and the interface's language at one render. */
export interface AddressAndLanguage {
  search: string;
  language: Locale;
}

/** What keeps the two in step: switch to the language the address names, or write the shown one into it. */
export type LanguageStep = { follow: Locale } | { search: string } | null;

/**
 * The step from `before` to `now` that makes an address naming a language (`?lang=`, decision 0025) and the
 * interface agree. When the address changed (a link, back and forward) the interface follows it; when the
 * language changed (the switch) an address that names one is rewritten, so what the address bar shows, and
 * what a visitor copies to share, is the page they see. An address without `lang` is left alone: it shows the
 * language the visitor chose.
 */
export const languageStep = (before: AddressAndLanguage, now: AddressAndLanguage): LanguageStep => {
  const named = languageOfQuery(now.search);
  if (named === undefined || named === now.language) return null;
  if (now.search !== before.search) return { follow: named };
  if (now.language !== before.language) return { search: queryInLanguage(now.search, now.language) };
  return null;
};
