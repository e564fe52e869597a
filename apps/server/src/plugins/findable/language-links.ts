import { DEFAULT_LOCALE, LOCALES, type Locale } from '@simportal/contract/locales';

/** One page in one language, or `x-default`: the address for a visitor whose language we do not know. */
export interface Alternate {
  hreflang: Locale | 'x-default';
  href: string;
}

/**
 * A page's absolute address in each language, and the x-default one: the default language's address, the
 * bare path, where a visitor without `?lang=` sees the language they chose before (decision 0025).
 */
export const alternatesOf = (origin: string, addresses: Readonly<Record<Locale, string>>): Alternate[] => [
  ...LOCALES.map((locale) => ({ hreflang: locale, href: `${origin}${addresses[locale]}` })),
  { hreflang: 'x-default', href: `${origin}${addresses[DEFAULT_LOCALE]}` },
];

export const escapeXml = (text: string): string =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

/**
 * The head tags of a page in `locale` that name absolute addresses, which only the server knows (the build
 * wrote the rest: description, Open Graph and Twitter texts): its canonical address, its address in each
 * language and the x-default one, and og:url, the address a shared link shows.
 */
export const languageLinks = (
  origin: string,
  addresses: Readonly<Record<Locale, string>>,
  locale: Locale,
): string => {
  const canonical = escapeXml(`${origin}${addresses[locale]}`);
  return [
    `<link rel="canonical" href="${canonical}">`,
    ...alternatesOf(origin, addresses).map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}">`,
    ),
    `<meta property="og:url" content="${canonical}">`,
  ].join('');
};
