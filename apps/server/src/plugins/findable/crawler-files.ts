import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CrawlMap } from './crawl-map.ts';
import type { DestinationPages } from './destination-pages.ts';
import { robotsTxt } from './robots-txt.ts';
import { sitemapXml } from './sitemap-xml.ts';

/** Read by crawlers now and then; an hour keeps them from asking on every visit and a new release soon seen. */
const CACHE = 'public, max-age=3600';
/** The sitemap follows the catalogue (its destination pages, decision 0028): a minute, as the server's reading. */
const SITEMAP_CACHE = 'public, max-age=60';

/**
 * GET /robots.txt and /sitemap.xml, from the web build's crawl map (decision 0025) and the catalogue (0028).
 * Without PUBLIC_URL their addresses come from the request's Host (or a trusted proxy's X-Forwarded-Host and
 * -Proto): `vary` names those, so a shared cache never hands one host's file to another (issue #31).
 */
export const registerCrawlerFiles = (
  app: FastifyInstance,
  map: CrawlMap,
  destinations: DestinationPages,
  originOf: (request: FastifyRequest) => string,
  originFromRequest: boolean,
): void => {
  const vary = originFromRequest ? 'host, x-forwarded-host, x-forwarded-proto' : undefined;
  app.get('/robots.txt', { schema: { hide: true } }, (request, reply) => {
    if (vary) reply.header('vary', vary);
    return reply
      .header('cache-control', CACHE)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(map, originOf(request)));
  });
  // a catalogue that cannot be read answers the error handler's 503: a sitemap without its destination pages
  // would tell a crawler they are gone
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const listed = (await destinations.listed()).map((addresses) => ({ addresses }));
    if (vary) reply.header('vary', vary);
    return reply
      .header('cache-control', SITEMAP_CACHE)
      .type('application/xml; charset=utf-8')
      .send(sitemapXml([...map.pages, ...listed], originOf(request)));
  });
};
