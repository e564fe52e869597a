import { LOCALES, type Locale } from '@simportal/contract/locales';
import { pathInLanguage } from '@simportal/contract/page-language';
import type { TranslationTree } from '../locales/bundles.ts';
import { type DestinationTexts, destinationTextsOf } from './destination-texts.ts';
import type { PageRoute } from './routes.ts';

/** A page a search engine should list, at its address in each language (decision 0025). */
export interface FindablePage {
  /** The route's path pattern, as in the route table (`/plan`, `/disclaimer/:locale`). */
  route: string;
  /** Its address in each language: `/plan`, `/plan?lang=zh-CN`; `/disclaimer/en`, `/disclaimer/cn?lang=zh-CN`. */
  addresses: Record<Locale, string>;
  /**
   * Present when the page is also one page per destination (`/plan?to=JP`, decision 0028): the templates of
   * its title and description in each language, which the server fills from the catalogue.
   */
  destinations?: { texts: Record<Locale, DestinationTexts> };
}

/** What a crawler is told (robots.txt, sitemap.xml): the pages to list, the path prefixes to stay out of. */
export interface CrawlMap {
  pages: FindablePage[];
  disallowed: string[];
}

const addressesOf = (route: PageRoute): Record<Locale, string> => {
  const language = route.findable?.languageParam;
  const entries = LOCALES.map((locale): [Locale, string] => {
    const path = language
      ? route.path.replace(`:${language.name}`, language.values[locale] ?? `:${language.name}`)
      : route.path;
    if (path.includes(':') || path.includes('*')) {
      throw new Error(`crawl map: ${route.path} has a parameter no language names; it cannot be listed`);
    }
    return [locale, pathInLanguage(path, locale)];
  });
  return Object.fromEntries(entries) as Record<Locale, string>;
};

/** `/mySims/:id/esim` → `/mySims/`: the part of a route's path before its first parameter. */
const staticPrefix = (path: string): string => {
  const parameter = path.indexOf('/:');
  return parameter === -1 ? path : path.slice(0, parameter + 1);
};

/**
 * The crawl map of the route table: every findable page in every language, and the prefix of every other page
 * (the app's private screens, the payment pages) for robots.txt to disallow. The catch-all and the redirects
 * are neither: an unknown path answers 404 by itself, and `/` sends a crawler to /home.
 */
export const crawlMapOf = (
  routes: readonly PageRoute[],
  /** Each language's texts, for a page with destination pages (the build reads src/locales). */
  textsOf?: (locale: Locale) => TranslationTree,
): CrawlMap => {
  const pages = routes
    .filter((route) => route.findable)
    .map((route): FindablePage => {
      const page = { route: route.path, addresses: addressesOf(route) };
      const keys = route.findable?.destinations;
      if (!keys) return page;
      if (!textsOf) throw new Error(`crawl map: ${route.path} has destination pages but no texts were given`);
      const texts = LOCALES.map((locale) => [locale, destinationTextsOf(keys, textsOf(locale), locale)]);
      return {
        ...page,
        destinations: { texts: Object.fromEntries(texts) as Record<Locale, DestinationTexts> },
      };
    });
  const prefixes = [
    ...new Set(
      routes
        .filter((route) => !route.findable && route.path !== '*')
        .map((route) => staticPrefix(route.path)),
    ),
  ];
  // `/mySims` already keeps a crawler out of `/mySims/` (robots.txt rules are prefixes)
  const disallowed = prefixes.filter(
    (prefix) => !prefixes.some((other) => other !== prefix && prefix.startsWith(other)),
  );
  for (const page of pages) {
    for (const address of Object.values(page.addresses)) {
      const blocked = disallowed.find((prefix) => address.startsWith(prefix));
      if (blocked) throw new Error(`crawl map: ${blocked} would keep crawlers out of ${address}`);
    }
  }
  return { pages, disallowed };
};
