import { DEFAULT_LOCALE, isLocale, type Locale } from './locales.ts';

/**
 * A page's address in one language (decision 0025): the query parameter `lang` names the language, so a link
 * carries it to a crawler and to the person it is shared with, who send no cookie and have no storage of
 * ours. The default language's address is the bare path, which is also the x-default address: a visitor
 * without `lang` sees the language they chose before (decision 0018), a first-time visitor English.
 */
export const LANGUAGE_PARAM = 'lang';

/** The language a query string (`?lang=zh-CN&x=1`, with or without its `?`) names, if it names one we speak. */
export const languageOfQuery = (search: string): Locale | undefined => {
  const named = new URLSearchParams(search).get(LANGUAGE_PARAM);
  return isLocale(named) ? named : undefined;
};

/** True when the query string holds nothing but a language we speak (or nothing at all). */
export const onlyLanguageInQuery = (search: string): boolean => {
  const params = [...new URLSearchParams(search).keys()];
  return params.length === 0 || (params.length === 1 && languageOfQuery(search) !== undefined);
};

/**
 * `search` with its language set to `locale`, other parameters kept in place: the default language's
 * address has no `lang` (it is the bare path), every other language's has it. Returns `''` or `?…`.
 */
export const queryInLanguage = (search: string, locale: Locale): string => {
  const params = new URLSearchParams(search);
  if (locale === DEFAULT_LOCALE) params.delete(LANGUAGE_PARAM);
  else params.set(LANGUAGE_PARAM, locale);
  const query = params.toString();
  return query ? `?${query}` : '';
};

/** A path's address in `locale`: `/plan` → `/plan` (English), `/plan?lang=zh-CN` (Chinese). */
export const pathInLanguage = (path: string, locale: Locale): string =>
  `${path}${queryInLanguage('', locale)}`;
