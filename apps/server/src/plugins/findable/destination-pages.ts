import {
  destinationAddresses,
  destinationOfQuery,
  onlyDestinationInQuery,
} from '@simportal/contract/destination-page';
import { LOCALES, type Locale } from '@simportal/contract/locales';
import type { FastifyBaseLogger } from 'fastify';
import type { CrawlMap } from './crawl-map.ts';
import { destinationShareText, type Offer, type ShareText } from './destination-head.ts';

/** A destination page asked for, which the shop offers: its addresses and its texts in either language. */
export interface DestinationVisit {
  code: string;
  addresses: Readonly<Record<Locale, string>>;
  text: (locale: Locale) => ShareText;
}

/**
 * The destination pages (decision 0028): the findable page the build marked (`/plan`) filtered by each country
 * or region at least one plan on sale covers, `/plan?to=JP`. `offers` reads the catalogue (the catalog
 * module's query, kept briefly); the plugin does not know the module, app.ts hands it over.
 */
export const destinationPages = (
  map: CrawlMap | null,
  offers: () => Promise<ReadonlyMap<string, Offer>>,
  currency: string,
) => {
  const page = map?.pages.find((candidate) => candidate.destinations);
  return {
    /** The page's path (`/plan`), if the build has destination pages. */
    route: page?.route,

    /**
     * The destination page `pathname` and `search` ask for, or undefined: not the page, a query that says more
     * than a destination and a language, a code that names no destination or one no plan on sale covers (the
     * plain page then, no page is invented), or a catalogue that cannot be read now (logged; the plain page).
     */
    visitOf: async (
      pathname: string,
      search: string,
      log: FastifyBaseLogger,
    ): Promise<DestinationVisit | undefined> => {
      if (!page?.destinations || pathname !== page.route || !onlyDestinationInQuery(search)) return undefined;
      const code = destinationOfQuery(search);
      if (code === undefined) return undefined;
      let offer: Offer | undefined;
      try {
        offer = (await offers()).get(code);
      } catch (error) {
        log.warn({ err: error }, 'destination page: the catalogue could not be read, the plain page is sent');
        return undefined;
      }
      if (offer === undefined) return undefined;
      const { texts } = page.destinations;
      const found = offer;
      return {
        code,
        addresses: destinationAddresses(page.route, code, LOCALES),
        // the build wrote every language's texts (the crawl map's schema asks for each)
        text: (locale) => destinationShareText(texts[locale]!, locale, code, found, currency),
      };
    },

    /** Every destination page's addresses, by code, for the sitemap: one reading of the catalogue. */
    listed: async (): Promise<Record<Locale, string>[]> => {
      if (!page?.destinations) return [];
      const codes = [...(await offers()).keys()].sort();
      return codes.map((code) => destinationAddresses(page.route, code, LOCALES));
    },
  };
};

export type DestinationPages = ReturnType<typeof destinationPages>;
