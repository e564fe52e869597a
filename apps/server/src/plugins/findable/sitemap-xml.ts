import { LOCALES, type Locale } from '@simportal/contract/locales';
import { alternatesOf, escapeXml } from './language-links.ts';

/**
 * sitemap.xml (decision 0025): every findable page at its address in each language, each `<url>` naming all
 * of that page's language addresses and the x-default one, as search engines ask of language alternates. The
 * pages are the crawl map's, then the destination pages (decision 0028).
 */
export const sitemapXml = (
  pages: readonly { addresses: Readonly<Record<Locale, string>> }[],
  origin: string,
): string => {
  const urls = pages.flatMap((page) => {
    const links = alternatesOf(origin, page.addresses)
      .map(
        ({ hreflang, href }) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
      )
      .join('');
    return LOCALES.map(
      (locale) => `<url><loc>${escapeXml(`${origin}${page.addresses[locale]}`)}</loc>${links}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
};
