import { isDestinationCode } from './destinations.ts';
import type { Locale } from './locales.ts';
import { onlyLanguageInQuery, queryInLanguage } from './page-language.ts';

/**
 * A destination page (decision 0028): the shop's plan list filtered by one country or region, `/plan?to=JP`,
 * in each language `/plan?to=JP&lang=zh-CN` (the language rule of decision 0025 on top). The web app reads and
 * writes `to` through this file, and the server picks the page's head and the sitemap's addresses with it.
 */
export const DESTINATION_PARAM = 'to';

/**
 * True when the query holds at most one destination (`to`, whatever its value) and a language we speak: the
 * shop's first render is the same for all of them (the filter shows once the catalogue has arrived), so the
 * prerendered page fits it.
 */
export const onlyDestinationInQuery = (search: string): boolean => {
  const params = new URLSearchParams(search);
  if (params.getAll(DESTINATION_PARAM).length > 1) return false;
  params.delete(DESTINATION_PARAM);
  return onlyLanguageInQuery(params.toString());
};

/** The destination code `to` names (`jp` and `JP` alike → 'JP'), when it names one; else undefined. */
export const destinationOfQuery = (search: string): string | undefined => {
  const code = new URLSearchParams(search).get(DESTINATION_PARAM)?.toUpperCase();
  return code !== undefined && isDestinationCode(code) ? code : undefined;
};

/** A destination page's address in `locale`: `/plan?to=JP` (the default language), `/plan?to=JP&lang=zh-CN`. */
export const destinationAddress = (path: string, code: string, locale: Locale): string =>
  `${path}${queryInLanguage(`?${DESTINATION_PARAM}=${encodeURIComponent(code)}`, locale)}`;

/** Its address in every language. */
export const destinationAddresses = (
  path: string,
  code: string,
  locales: readonly Locale[],
): Record<Locale, string> =>
  Object.fromEntries(locales.map((locale) => [locale, destinationAddress(path, code, locale)])) as Record<
    Locale,
    string
  >;
