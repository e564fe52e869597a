import type { FastifyRequest } from 'fastify';

/** A host name or address with an optional port: anything else in a Host header is not a site's name. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The absolute origin a crawler and a shared link are given (robots.txt's sitemap, the sitemap's addresses, a
 * page's canonical and language links; decision 0025): PUBLIC_URL when set, which any deployment should set;
 * otherwise the origin the request itself was sent to (its Host, and behind a trusted proxy X-Forwarded-Host
 * and -Proto), so a portal reached by its own name works without a setting. A Host that is no host name falls
 * back to `fallback` (http://localhost:PORT) instead of being written into the answer.
 */
export const publicOrigin =
  (configured: string | undefined, fallback: string) =>
  (request: FastifyRequest): string => {
    if (configured !== undefined) return configured;
    return HOST.test(request.host) ? `${request.protocol}://${request.host.toLowerCase()}` : fallback;
  };
