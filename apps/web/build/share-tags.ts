/**
 * What a search result or a shared link shows of a prerendered page, as far as the build knows it (decision
 * 0025): its description, and the Open Graph and Twitter card tags for the title, description and language.
 * The tags that need the site's absolute address (canonical, hreflang alternates, og:url) are the server's,
 * which knows it (apps/server/src/plugins/language-links.ts). No og:image: the product has no picture that
 * would make a fair preview (its mark is a small SVG, which the link previews do not show).
 */
import { LOCALES, type Locale, languageOf } from '@simportal/contract/locales';

/** og:locale is language_TERRITORY; our English is American English (dates, currency). */

export interface ShareText {
  locale: Locale;
  siteName: string;
  title: string;
  description: string;
}

export const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeAttribute(content)}">`;

export const shareTags = ({ locale, siteName, title, description }: ShareText): string =>
  [
    meta('name', 'description', description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:locale', languageOf(locale).openGraphLocale),
    ...LOCALES.filter((other) => other !== locale).map((other) =>
      meta('property', 'og:locale:alternate', languageOf(other).openGraphLocale),
    ),
    // no picture to show (see above): the small card, title and description only
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
  ].join('');
