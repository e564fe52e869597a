import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The names a browser on the portal's own machine uses for it: localhost, 127.0.0.1 or [::1], any port. */
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;

/**
 * Headers a proxy, a CDN or a load balancer adds to say whom it forwards for (Forwarded and X-Forwarded-* are
 * matched by name; the rest are the vendors' own): a request carrying any of them came through one.
 */
export const PROXY_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'via',
  'cf-connecting-ip',
  'true-client-ip',
  'x-client-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
] as const;

const PROXY_HEADER = new Set<string>(PROXY_HEADERS);

const isProxyHeader = (name: string): boolean => PROXY_HEADER.has(name) || name.startsWith('x-forwarded-');

/**
 * True for a request from the portal's own machine: the peer is a loopback address, no proxy header says the
 * request came through a proxy (a reverse proxy or a tunnel on the same host connects from loopback too), and
 * the Host names the machine itself: a page of another site whose name was rebound to 127.0.0.1 (DNS rebinding)
 * sends its own name as Host and is refused. The socket's address is read, never X-Forwarded-For, which any
 * client can write.
 */
export const isLocalRequest = (request: FastifyRequest): boolean =>
  LOOPBACK.has(request.socket.remoteAddress ?? '') &&
  LOOPBACK_HOST.test(request.headers.host ?? '') &&
  !Object.keys(request.headers).some(isProxyHeader);
