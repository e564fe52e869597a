import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@simportal/contract/locales';
import { z } from 'zod';

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
  z.object({
    path: z.string().startsWith('/'),
    locale: z.enum(LOCALES),
    html: z.string().min(1),
  }),
);

/** One HTML answer, encoded once at start-up instead of per request. */
export interface PageHtml {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** A page's HTML and its HTTP status: 404 for a path no route of the app's route table takes. */
export interface RouteAnswer {
  html: PageHtml;
  status: 200 | 404;
}

/** What the server knows of the visitor when it picks a page's HTML (the web app's page hints). */
export interface PageVisitor {
  /** The language the visitor chose (its cookie), if any. */
  locale: string | undefined;
  /** The browser holds a session or a remembered login (its cookie). */
  holdsAccount: boolean;
  /** The URL has a query string, which a page may read. */
  hasQuery: boolean;
}

const encode = (html: string): PageHtml => {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
};

/**
 * The route's chunks and stylesheets to preload. A prerendered page has its styles inline already and is
 * readable before its code arrives: its chunks come at low priority, as the build marks the entry's.
 */
const linksFor = ({ modules, styles }: RoutePreload, prerendered: boolean): string =>
  [
    ...modules.map(
      (href) =>
        `<link rel="modulepreload"${prerendered ? ' fetchpriority="low"' : ''} crossorigin href="${href}">`,
    ),
    ...(prerendered
      ? []
      : styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`)),
  ].join('');

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
  /** The page prerendered in each language, for a first-time visitor at exactly `pattern`. */
  prerendered: Map<Locale, PageHtml>;
}

/**
 * index.html for each client-side route, with the route's page chunks named in its head, so the browser fetches
 * them alongside the entry instead of after the entry has run (docs/decisions/0017-route-preloads.md); for a
 * page the build prerendered, that page's document in the visitor's language, when the app's first render will
 * match it (decision 0018). A build without the lists (an older one, or a hand-made dist in a test) gets the
 * plain index.html everywhere.
 */
export const loadRoutePages = (webDistDir: string) => {
  const index = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  const preloads = readList(path.join(webDistDir, ROUTE_PRELOADS_FILE), routePreloadsSchema);
  const documents = readList(path.join(webDistDir, PRERENDERED_PAGES_FILE), prerenderedPagesSchema);
  const plain = encode(index);
  const pages = preloads.map(
    (route): RoutePage => ({
      pattern: route.path,
      html: encode(withLinks(index, linksFor(route, false))),
      prerendered: new Map(
        documents
          .filter((document) => document.path === route.path)
          .map((document) => [document.locale, encode(withLinks(document.html, linksFor(route, true)))]),
      ),
    }),
  );
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
    // exactly the prerendered path (the app compares it too), for a visitor the prerender was made for
    const locale = visitor.locale !== undefined && isLocale(visitor.locale) ? visitor.locale : DEFAULT_LOCALE;
    const prerendered =
      pathname === page.pattern && !visitor.hasQuery && !visitor.holdsAccount
        ? page.prerendered.get(locale)
        : undefined;
    return { html: prerendered ?? page.html, status };
  };
};
