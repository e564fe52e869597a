import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ACCOUNT_COOKIE, LOCALE_COOKIE } from '@simportal/contract/page-hints';
import { parseCookie } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from '../http/envelope.ts';
import { readCrawlMap } from './findable/crawl-map.ts';
import { registerCrawlerFiles } from './findable/crawler-files.ts';
import type { Offer } from './findable/destination-head.ts';
import { destinationPages } from './findable/destination-pages.ts';
import type { PageHtml } from './page-encoding.ts';
import { loadRoutePages, type PageVisitor, type RouteAnswer } from './route-pages.ts';

/** Vite puts content-hashed files under /assets: they never change, so they may be cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** The encoding to send: brotli or gzip when the client takes it (q=0 refuses), else none. */
const pickEncoding = (acceptEncoding: string | undefined): keyof PageHtml => {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
};

/**
 * Serves the built single-page app with history fallback: any GET outside /api that is not a file answers
 * index.html, so client-side routes survive a reload — with 404 when no route takes the path (the app shows its
 * not-found page). Unknown /api paths answer an enveloped 404.
 */
export const registerWebApp = async (
  app: FastifyInstance,
  webDistDir: string,
  allowedMethods: (method: string, path: string) => string[],
  origin: {
    /** PUBLIC_URL, when set. */
    configured: string | undefined;
    /** The absolute origin to name in an answer to this request (decision 0025). */
    of: (request: FastifyRequest) => string;
  },
  catalogue: {
    /** What the shop offers in each destination, read briefly kept (modules/catalog/destination-offers.ts). */
    offers: () => Promise<ReadonlyMap<string, Offer>>;
    currency: string;
  },
): Promise<boolean> => {
  const hasBuild = existsSync(path.join(webDistDir, 'index.html'));
  // what crawlers are told (robots.txt, sitemap.xml, a page's language links): the build's route table's
  const crawlMap = hasBuild ? readCrawlMap(webDistDir) : null;
  const pageFor = hasBuild
    ? loadRoutePages(webDistDir, { map: crawlMap, publicOrigin: origin.configured })
    : null;
  const originOf = origin.of;
  // the destination pages (decision 0028): the crawl map's page filtered by each destination the shop offers
  const destinations = destinationPages(crawlMap, catalogue.offers, catalogue.currency);
  if (crawlMap) registerCrawlerFiles(app, crawlMap, destinations, originOf, origin.configured === undefined);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      // One route per file of the build, listed once at start: the default wildcard route read every directory
      // on a file's path for each request (its check of the path's spelling: 1,000 entries in /assets), which
      // made a file cost the server 1.4 ms of CPU instead of 0.5 (bench:static-files, decision 0060). The build
      // does not change under a running server. The precompressed copies are found beside each file, not routed.
      wildcard: false,
      globIgnore: ['**/*.br', '**/*.gz'],
      // every page, `/` included, is answered below with the route's own preloads
      index: false,
      // the build's notes for the server (.vite/) are not for browsers
      allowedPath: (pathName) => !pathName.split('/').some((part) => part.startsWith('.')),
      // The build writes .br and .gz beside each asset (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const relative = path.relative(webDistDir, filePath);
        res.header('cache-control', relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : REVALIDATE);
      },
    });
  } else {
    app.log.warn(
      { webDistDir },
      'no web build found: only the API is served (run `npm run build -w @simportal/web`)',
    );
  }

  /** The route's page (prerendered, or index.html with the route's preloads), compressed as the client accepts. */
  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    pageFor: (pathname: string, visitor: PageVisitor) => RouteAnswer,
  ) => {
    const [pathname = '', query] = request.url.split('?');
    // the web app's page hints (browser/page-hints.ts): mirrors of its storage, which the server cannot read
    const cookies = parseCookie(request.headers.cookie ?? '');
    const search = query === undefined ? '' : `?${query}`;
    const holdsAccount = cookies[ACCOUNT_COOKIE] === '1';
    const visitor: PageVisitor = {
      locale: cookies[LOCALE_COOKIE],
      holdsAccount,
      search,
      origin: originOf(request),
      // only for a page sent prerendered: an account holder gets index.html, whatever the address
      destination:
        pathname === destinations.route && !holdsAccount
          ? await destinations.visitOf(pathname, search, request.log)
          : undefined,
    };
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    const page = pageFor(pathname, visitor);
    return reply
      .status(page.status)
      .header('cache-control', REVALIDATE)
      .header('vary', 'accept-encoding, cookie')
      .type('text/html; charset=utf-8')
      .send(page.html[encoding]);
  };
  // `/` is a directory to the static files plugin, which lists no index: answer it as a page here
  // (a page, not the API: hidden from the OpenAPI document like every other page)
  if (pageFor)
    app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply, pageFor));

  // A known address asked with a method it does not answer: 405 with Allow, decided when the request arrives,
  // before its body is parsed (a QUERY without a Content-Type would otherwise be a 400 of the parser's).
  app.addHook('onRequest', async (request, reply) => {
    if (!request.is404) return;
    const allow = allowedMethods(request.method, request.url.split('?')[0] ?? '');
    if (allow.length > 0) {
      return reply
        .status(405)
        .header('allow', allow.join(', '))
        .send(failure('method_not_allowed', { method: request.method, allow }));
    }
  });
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (pathname === '/api' || pathname.startsWith('/api/') || !wantsPage || !pageFor) {
      return reply.status(404).send(failure('route_not_found', { method: request.method, path: pathname }));
    }
    return sendPage(request, reply, pageFor);
  });
  return hasBuild;
};
