import { destinationName } from '@simportal/contract/destinations';
import type { Locale } from '@simportal/contract/locales';
import { minorToMajorString } from '@simportal/contract/money';
import type { DestinationTexts } from './crawl-map.ts';
import { escapeXml } from './language-links.ts';

/** What the shop offers in a destination, as the page's texts say it (modules/catalog/destination-offers.ts). */
export interface Offer {
  plans: number;
  lowestDailyMinor: number;
}

/** The texts a search result and a shared link show of a page. */
export interface ShareText {
  title: string;
  description: string;
}

/**
 * 150 minor units → '$1.50' (en) / 'US$1.50' (zh-CN): the web app's formatMoney (lib/format.ts), the one
 * formatting of money on the server's side. The amount reaches Intl as an exact decimal string, never a float.
 */
export const formatMoney = (minor: number, locale: Locale, currency: string): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(
    minorToMajorString(minor) as Intl.StringNumericLiteral,
  );

/** `{{name}}` → its value, as i18next writes them in the web app's texts; an unknown name stays as written. */
const fill = (template: string, values: Readonly<Record<string, string>>): string =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);

/**
 * A destination page's title and description in `locale` (decision 0028): the build's templates (the web app's
 * `share` texts) filled with the country's name in that language (CLDR, as the shop shows it), how many plans
 * work there, in the language's plural form, and the lowest daily fee.
 */
export const destinationShareText = (
  texts: DestinationTexts,
  locale: Locale,
  code: string,
  offer: Offer,
  currency: string,
): ShareText => {
  const form = new Intl.PluralRules(locale).select(offer.plans);
  const values = {
    place: destinationName(code, locale),
    count: String(offer.plans),
    price: formatMoney(offer.lowestDailyMinor, locale, currency),
  };
  return {
    title: fill(texts.title, values),
    description: fill(texts.description[form] ?? texts.description.other, values),
  };
};

/** The head tags that carry a page's title and description (apps/web/build/share-tags.ts writes them). */
const TEXT_TAGS = [
  ['name', 'description', 'description'],
  ['property', 'og:title', 'title'],
  ['property', 'og:description', 'description'],
  ['name', 'twitter:title', 'title'],
  ['name', 'twitter:description', 'description'],
] as const;

const TITLE = /<title>[^<]*<\/title>/;

/**
 * A prerendered page's document with another title and description: its `<title>` and the tags above put in
 * place of the build's (the language, the site's name and the card's kind stay as the build wrote them).
 * A document without a `<title>` is returned as it is.
 */
export const withShareText = (document: string, text: ShareText): string => {
  if (!TITLE.test(document)) return document;
  let html = document;
  for (const [attribute, key] of TEXT_TAGS) {
    html = html.replace(new RegExp(`<meta ${attribute}="${key}" content="[^"]*">`, 'g'), '');
  }
  const tags = TEXT_TAGS.map(
    ([attribute, key, field]) => `<meta ${attribute}="${key}" content="${escapeXml(text[field])}">`,
  ).join('');
  const title = text.title.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  return html.replace(TITLE, () => `<title>${title}</title>${tags}`);
};
