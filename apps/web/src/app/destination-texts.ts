import type { Locale } from '@simportal/contract/locales';
import { productName } from '@simportal/contract/product';
import type { TranslationTree } from '../locales/bundles.ts';
import { documentTitle } from './title.ts';

/**
 * A destination page's title and description in one language, as templates the server fills from the live
 * catalogue (decision 0028): `{{place}}` the country's name, `{{count}}` the plans that work there, `{{price}}`
 * the lowest daily fee. The description comes in each plural form the language has (i18next's `_one`,
 * `_other` keys), since the count is only known when a page is asked for.
 */
export interface DestinationTexts {
  /** The whole document title, the product name included: `SIM Portal - Data plans for {{place}}`. */
  title: string;
  description: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
}

const lookup = (tree: TranslationTree, key: string): string | undefined => {
  let node: TranslationTree | string | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
};

const required = (tree: TranslationTree, key: string, locale: Locale): string => {
  const text = lookup(tree, key);
  if (text === undefined) throw new Error(`destination pages: no text ${key} in ${locale}`);
  return text;
};

/** The templates of `keys` in `locale`'s texts (`tree`: the language's translations, the `share` area at least). */
export const destinationTextsOf = (
  keys: { titleKey: string; descriptionKey: string },
  tree: TranslationTree,
  locale: Locale,
): DestinationTexts => {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const description = Object.fromEntries(
    categories.map((category) => [category, required(tree, `${keys.descriptionKey}_${category}`, locale)]),
  );
  return {
    title: documentTitle({
      productName: productName(locale),
      pathname: '',
      titleKey: keys.titleKey,
      translate: (key) => required(tree, key, locale),
    }),
    description: { ...description, other: required(tree, `${keys.descriptionKey}_other`, locale) },
  };
};
