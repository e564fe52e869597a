import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { z } from 'zod';

/**
 * What the web build lists for each page route (apps/web/build/route-preloads.ts writes it): the chunks and
 * stylesheets the route's page needs beyond what index.html already loads.
 */
const ROUTE_PRELOADS_FILE = path.join('.vite', 'route-preloads.json');
const assetPath = z.string().regex(/^\/assets\/[\w.-]+\.(js|css)$/);
const routePreloadsSchema = z.array(
  z.object({ path: z.string().min(1), modules: z.array(assetPath), styles: z.array(assetPath) }),
);
type RoutePreload = z.infer<typeof routePreloadsSchema>[number];

/** One HTML answer, encoded once at start-up instead of per request. */
export interface PageHtml {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const encode = (html: string): PageHtml => {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
};

const linksFor = ({ modules, styles }: RoutePreload): string =>
  [
    ...modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
  ].join('');

/** `/mySims/:id/traffic` against `/mySims/12/traffic`; `*` matches anything. Case-insensitive, as the router. */
const matches = (pattern: string, pathname: string): boolean => {
  if (pattern === '*') return true;
  const wanted = pattern.split('/');
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

/**
 * index.html for each client-side route, with the route's page chunks named in its head, so the browser fetches
 * them alongside the entry instead of after the entry has run (docs/decisions/0017-route-preloads.md). A build
 * without the list (an older one, or a hand-made dist in a test) gets the plain index.html everywhere.
 */
export const loadRoutePages = (webDistDir: string) => {
  const index = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  let preloads: RoutePreload[] = [];
  try {
    preloads = routePreloadsSchema.parse(
      JSON.parse(readFileSync(path.join(webDistDir, ROUTE_PRELOADS_FILE), 'utf8')),
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const plain = encode(index);
  const pages = preloads.map((route) => ({
    pattern: route.path,
    html: index.includes('</head>') ? encode(index.replace('</head>', `${linksFor(route)}</head>`)) : plain,
  }));
  // the catch-all last, whatever its place in the list: a named route wins over it
  const ordered = [
    ...pages.filter((page) => page.pattern !== '*'),
    ...pages.filter((page) => page.pattern === '*'),
  ];
  return (pathname: string): PageHtml =>
    ordered.find((page) => matches(page.pattern, pathname))?.html ?? plain;
};
