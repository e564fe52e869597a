import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The names a browser on the portal's own machine uses for it: localhost, 127.0.0.1 or [::1], any port. */
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;

/**
 * Headers a proxy, a CDN or a load balancer adds to say whom it forwards for, or a client sends to a proxy. Any
 * name with "forwarded" in it (Forwarded, X-Forwarded-*, X-Original-Forwarded-For, the nginx ingress's), any
 * "…client-ip", "…real-ip" or "…connecting-ip", and any Proxy-* are matched by their shape; the rest by name.
 */
export const PROXY_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-original-forwarded-for',
  'x-real-ip',
  'via',
  'cf-connecting-ip',
  'true-client-ip',
  'x-client-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
  'x-original-host',
  'x-host',
  'x-proxyuser-ip',
  'x-envoy-external-address',
  'x-azure-clientip',
  'x-azure-socketip',
  'x-appengine-user-ip',
  'proxy-connection',
] as const;

const PROXY_HEADER = new Set<string>(PROXY_HEADERS);

const PROXY_HEADER_SHAPE = /forwarded|client-?ip$|real-ip$|connecting-ip$|connection-ip$|^proxy-/;

const isProxyHeader = (name: string): boolean => PROXY_HEADER.has(name) || PROXY_HEADER_SHAPE.test(name);

/**
 * A request in a proxy's shape: HTTP/1.0 (what proxies such as an old nginx or squid speak upstream, and no
 * browser or curl sends today), or a target in absolute form (`GET http://localhost/metrics`), which only a
 * request meant for a proxy carries.
 */
const isProxyShaped = (request: FastifyRequest): boolean => {
  const raw = request.raw as { httpVersion?: string; url?: string } | undefined;
  return raw?.httpVersion === '1.0' || !(raw?.url ?? '/').startsWith('/');
};

/**
 * True for a request from the portal's own machine: the peer is a loopback address, nothing says the request
 * came through a proxy (no proxy header, not in a proxy's shape: a reverse proxy or a tunnel on the same host
 * connects from loopback too), and the Host names the machine itself: a page of another site whose name was
 * rebound to 127.0.0.1 (DNS rebinding) sends its own name as Host and is refused. The socket's address is
 * read, never X-Forwarded-For, which any client can write.
 */
export const isLocalRequest = (request: FastifyRequest): boolean =>
  LOOPBACK.has(request.socket.remoteAddress ?? '') &&
  LOOPBACK_HOST.test(request.headers.host ?? '') &&
  !Object.keys(request.headers).some(isProxyHeader) &&
  !isProxyShaped(request);
