import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The names a browser on the portal's own machine uses for it: localhost, 127.0.0.1 or [::1], any port. */
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;

/**
 * True for a request from the portal's own machine: the peer is a loopback address, no proxy header says the
 * request came from elsewhere (a reverse proxy on the same host connects from loopback too), and the Host names
 * the machine itself: a page of another site whose name was rebound to 127.0.0.1 (DNS rebinding) sends its own
 * name as Host and is refused. The socket's address is read, never X-Forwarded-For, which any client can write.
 */
export const isLocalRequest = (request: FastifyRequest): boolean =>
  LOOPBACK.has(request.socket.remoteAddress ?? '') &&
  LOOPBACK_HOST.test(request.headers.host ?? '') &&
  request.headers['x-forwarded-for'] === undefined &&
  request.headers.forwarded === undefined &&
  request.headers['x-real-ip'] === undefined;
