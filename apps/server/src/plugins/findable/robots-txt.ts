import type { CrawlMap } from './crawl-map.ts';

/** The server's own paths a crawler has nothing to read in: the API and its documents, metrics, the dev mailbox. */
const SERVER_PATHS = ['/api/', '/metrics', '/dev/'];

/**
 * robots.txt (decision 0025): the findable pages allowed, every other page of the app and the server's own
 * paths disallowed, and the sitemap's absolute address. An unknown path is neither: it answers 404.
 */
export const robotsTxt = (map: CrawlMap, origin: string): string => {
  const allowed = new Set(
    map.pages.flatMap((page) => Object.values(page.addresses).map((address) => address.split('?')[0]!)),
  );
  return [
    'User-agent: *',
    ...[...allowed].map((path) => `Allow: ${path}`),
    ...[...SERVER_PATHS, ...map.disallowed].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
};
