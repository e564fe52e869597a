import { readFileSync } from 'node:fs';
import path from 'node:path';
import { onlyDestinationInQuery } from '@simportal/contract/destination-page';
import { LOCALES, type Locale, localeOrDefault } from '@simportal/contract/locales';
import { languageOfQuery, onlyLanguageInQuery } from '@simportal/contract/page-language';
import { z } from 'zod';
import type { CrawlMap } from './findable/crawl-map.ts';
import { withShareText } from './findable/destination-head.ts';
import type { DestinationVisit } from './findable/destination-pages.ts';
import { languageLinks } from './findable/language-links.ts';
import { encode, encodedByOrigin, keptFew, type PageHtml } from './page-encoding.ts';

/**
 * What the web build lists for each page route (apps/web/build/route-preloads.ts writes it): the chunks and
 * stylesheets the route's page needs beyond what index.html already loads.
 */
const ROUTE_PRELOADS_FILE = path.join('.vite', 'route-preloads.json');
/** The documents of the pages the build prerendered, per language (apps/web/build/prerender-pages.ts). */
const PRERENDERED_PAGES_FILE = path.join('.vite', 'prerendered-pages.json');

const assetPath = z.string().regex(/^\/assets\/[\w.-]+\.(js|css)$/);
const routePreloadsSchema = z.array(
  z.object({ path: z.string().min(1), modules: z.array(assetPath), styles: z.array(assetPath) }),
);
type RoutePreload = z.infer<typeof routePreloadsSchema>[number];
const prerenderedPagesSchema = z.array(
  z.object({ path: z.string().startsWith('/'), locale: z.enum(LOCALES), html: z.string().min(1) }),
);

/** A page's HTML and its HTTP status: 404 for a path no route of the app's route table takes. */
export interface RouteAnswer {
  html: PageHtml;
  status: 200 | 404;
}

/** What the server knows of the visitor when it picks a page's HTML. */
export interface PageVisitor {
  /** The language the visitor chose (the web app's language cookie), if any. */
  locale: string | undefined;
  /**
   * The browser holds a session or a remembered login (the web app's account cookie): a page prerendered for a
   * first-time visitor would not be what the app shows it, so it gets index.html.
   */
  holdsAccount: boolean;
  /** The URL's query string (`?lang=zh-CN`, or `''`): a page may read it, and it may name the language. */
  search: string;
  /** The site's absolute origin, for a prerendered page's canonical and language links (decision 0025). */
  origin: string;
  /** The destination page asked for, when the address names one the shop offers (decision 0028). */
  destination?: DestinationVisit;
}

/**
 * The route's own chunks, fetched beside the entry rather than after it has run, and its stylesheets, which a
 * prerendered page needs for its first paint (Vite's loader finds them there and does not fetch them again).
 */
const linksFor = ({ modules, styles }: RoutePreload): string =>
  modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('') +
  styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');

const withLinks = (html: string, links: string) =>
  html.includes('</head>') ? html.replace('</head>', () => `${links}</head>`) : html;

/** `/mySims/:id/traffic` against `/mySims/12/traffic`; `*` matches anything. Case-insensitive, as the router. */
const matches = (pattern: string, pathname: string): boolean => {
  if (pattern === '*') return true;
  // the root is one empty segment on both sides
  const wanted = pattern === '/' ? [''] : pattern.split('/');
  const given = pathname.replace(/\/+$/, '').split('/');
  if (pathname === '/') given.splice(1);
  return (
    wanted.length === given.length &&
    wanted.every((part, index) => {
      const actual = given[index] ?? '';
      return part.startsWith(':') ? actual.length > 0 : part.toLowerCase() === actual.toLowerCase();
    })
  );
};

const readList = <T>(file: string, schema: z.ZodType<T[]>): T[] => {
  try {
    return schema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
};

interface RoutePage {
  pattern: string;
  html: PageHtml;
  /** The page prerendered in each language, with its links, for exactly `pattern`. */
  prerendered: Map<Locale, string>;
  /** Its address in each language, when the page is findable (the crawl map). */
  addresses: Readonly<Record<Locale, string>> | undefined;
  /** The page is also one page per destination (`?to=JP`), whose first render is the page's (decision 0028). */
  hasDestinations: boolean;
}

/** Destination pages answered lately (~250 destinations × 2 languages could be asked; these are quick to make). */
const KEPT_DESTINATION_ANSWERS = 64;

/**
 * The HTML of each client-side route (docs/how-a-page-loads.md): for exactly a path the build prerendered (its
 * query holding at most the page's language, or a destination on a page that has them), to a browser holding no
 * account, that page's document
 * in the language the address names, else the visitor's, else the default; for any other path index.html. Both
 * name the route's own chunks and stylesheets in their head. A build without the lists (an older one, or a
 * hand-made dist in a test) gets the plain index.html everywhere.
 */
export const loadRoutePages = (
  webDistDir: string,
  crawl: {
    /** The build's crawl map: the language addresses of each findable page. */
    map: CrawlMap | null;
    /** PUBLIC_URL, when set: the one origin every answer names, so the pages are encoded for it at start-up. */
    publicOrigin: string | undefined;
  },
) => {
  const index = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  const preloads = readList(path.join(webDistDir, ROUTE_PRELOADS_FILE), routePreloadsSchema);
  const documents = readList(path.join(webDistDir, PRERENDERED_PAGES_FILE), prerenderedPagesSchema);
  const plain = encode(index);
  const pages = preloads.map(
    (route): RoutePage => ({
      pattern: route.path,
      html: encode(withLinks(index, linksFor(route))),
      prerendered: new Map(
        documents
          .filter((document) => document.path === route.path)
          .map((document) => [document.locale, withLinks(document.html, linksFor(route))]),
      ),
      addresses: crawl.map?.pages.find((findable) => findable.route === route.path)?.addresses,
      hasDestinations:
        crawl.map?.pages.some((findable) => findable.route === route.path && findable.destinations) ?? false,
    }),
  );
  const encoded = encodedByOrigin(crawl.publicOrigin);
  /** A prerendered page in one language, with the language links its origin gives it. */
  const prerenderedAnswer = (page: RoutePage, locale: Locale, origin: string): PageHtml | undefined => {
    const document = page.prerendered.get(locale);
    if (document === undefined) return undefined;
    const { addresses } = page;
    return encoded(origin, `${page.pattern} ${locale}`, () =>
      addresses ? withLinks(document, languageLinks(origin, addresses, locale)) : document,
    );
  };
  const destinationAnswers = keptFew(KEPT_DESTINATION_ANSWERS);
  /**
   * A destination page in one language: the prerendered page with the destination's title and description
   * (from the catalogue: the key holds them, so a change of the catalogue makes a new answer) and its own
   * canonical and language links.
   */
  const destinationAnswer = (
    page: RoutePage,
    locale: Locale,
    origin: string,
    visit: DestinationVisit,
  ): PageHtml | undefined => {
    const document = page.prerendered.get(locale);
    if (document === undefined) return undefined;
    const text = visit.text(locale);
    const key = [origin, locale, visit.code, text.title, text.description].join('\n');
    return destinationAnswers(key, () =>
      withLinks(withShareText(document, text), languageLinks(origin, visit.addresses, locale)),
    );
  };
  if (crawl.publicOrigin !== undefined) {
    for (const page of pages) {
      for (const locale of page.prerendered.keys()) prerenderedAnswer(page, locale, crawl.publicOrigin);
    }
  }
  // the catch-all last, whatever its place in the list: a named route wins over it
  const ordered = [
    ...pages.filter((page) => page.pattern !== '*'),
    ...pages.filter((page) => page.pattern === '*'),
  ];
  return (pathname: string, visitor: PageVisitor): RouteAnswer => {
    const page = ordered.find((candidate) => matches(candidate.pattern, pathname));
    // no list (an older build, a hand-made dist): every path may be a page, as before
    if (!page) return { html: plain, status: pages.length === 0 ? 200 : 404 };
    // the catch-all is the not-found page: a crawler must read a 404, not a page that says so with a 200
    const status = page.pattern === '*' ? 404 : 200;
    // exactly the prerendered path (the app compares it too), for a visitor the prerender was made for: the
    // language the address names (decision 0025), else the one the visitor chose, else the default
    const chosen = localeOrDefault(visitor.locale);
    const locale = languageOfQuery(visitor.search) ?? chosen;
    // a page with destination pages is the same first render whatever `to` says (decision 0028)
    const sameFirstRender = page.hasDestinations
      ? onlyDestinationInQuery(visitor.search)
      : onlyLanguageInQuery(visitor.search);
    if (pathname !== page.pattern || !sameFirstRender || visitor.holdsAccount)
      return { html: page.html, status };
    const prerendered = visitor.destination
      ? destinationAnswer(page, locale, visitor.origin, visitor.destination)
      : prerenderedAnswer(page, locale, visitor.origin);
    return { html: prerendered ?? page.html, status };
  };
};
