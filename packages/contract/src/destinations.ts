import { LOCALES, type Locale } from './locales.ts';

/**
 * Destinations: the countries and regions where a plan or add-on works, as ISO 3166-1 alpha-2 codes. Their
 * names come from the runtime's CLDR data (Intl.DisplayNames), never from a table of our own, so '日本', 'Japan'
 * and 'jp' all find JP, and a new language gets its names for free. Zod-free: the shop's search, the catalogue
 * editor and the server's validation share it.
 */

const CODE = /^[A-Z]{2}$/;

// CLDR names these two-letter codes, but they are not places a SIM card roams in.
const NOT_PLACES = new Set(['ZZ', 'EU', 'EZ', 'UN', 'QO', 'XA', 'XB']);

type NameStyle = 'short' | 'long';
const namers = new Map<string, Intl.DisplayNames>();
const namer = (locale: Locale, style: NameStyle): Intl.DisplayNames => {
  const key = `${locale} ${style}`;
  let known = namers.get(key);
  if (!known) {
    known = new Intl.DisplayNames(locale, { type: 'region', style, fallback: 'none' });
    namers.set(key, known);
  }
  return known;
};

/** True for an upper-case ISO 3166-1 alpha-2 code of a country or region CLDR names ('JP', 'HK'). */
export const isDestinationCode = (code: string): boolean =>
  CODE.test(code) && !NOT_PLACES.has(code) && namer('en', 'long').of(code) !== undefined;

let everyCode: readonly string[] | null = null;
/**
 * Every code isDestinationCode accepts (about 250), found by asking CLDR about each of the 676 two-letter
 * codes once: the catalogue editor's list of countries and regions, with no table of our own to keep.
 */
export const allDestinationCodes = (): readonly string[] => {
  if (!everyCode) {
    const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
    everyCode = letters.flatMap((a) => letters.map((b) => a + b)).filter(isDestinationCode);
  }
  return everyCode;
};

/**
 * The name a traveller uses, in `locale`: the short style maps and phone settings use ('HK' → 'Hong Kong' /
 * '香港', 'GB' → 'UK' / '英国'). The code itself when CLDR has no name for it.
 */
export const destinationName = (code: string, locale: Locale): string =>
  (CODE.test(code) ? namer(locale, 'short').of(code) : undefined) ?? code;

const fold = (text: string) => text.normalize('NFKC').trim().toLocaleLowerCase('en');

/**
 * Whether a visitor's `query` names the destination, in any language of the portal: its code exactly ('jp'),
 * or the start of a word of its short or long name ('japan', 'kong', '日本', '香港'). Chinese names are matched
 * anywhere in the name, since they have no spaces between words. An empty query matches nothing.
 */
export const destinationMatches = (code: string, query: string): boolean => {
  const wanted = fold(query);
  if (wanted === '') return false;
  if (wanted === code.toLowerCase()) return true;
  return LOCALES.some((locale) =>
    (['short', 'long'] as const).some((style) => {
      const name = fold(namer(locale, style).of(code) ?? '');
      if (name === '') return false;
      if (/^[\p{Script=Han}]/u.test(wanted)) return name.includes(wanted);
      return name.startsWith(wanted) || name.split(/[\s(),'-]+/).some((word) => word.startsWith(wanted));
    }),
  );
};

const collators = new Map<Locale, Intl.Collator>();

/**
 * The distinct destinations of several coverage lists, sorted by their name in `locale`. Each name is looked up
 * once, and the collator made once per language: a sort asking CLDR twice per comparison, with a new collator
 * each call, was a long task on a phone when the catalogue arrived.
 */
export const destinationsOf = (coverages: readonly (readonly string[])[], locale: Locale): string[] => {
  const codes = [...new Set(coverages.flat())];
  // nothing to sort (a list still loading): no collator made for it
  if (codes.length < 2) return codes;
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale);
    collators.set(locale, collator);
  }
  const named = codes.map((code) => ({ code, name: destinationName(code, locale) }));
  return named.sort((a, b) => collator.compare(a.name, b.name)).map(({ code }) => code);
};
