import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * True for a request from the portal's own machine: the peer is a loopback address and no proxy header says the
 * request came from elsewhere (a reverse proxy on the same host connects from loopback too). The socket's address
 * is read, never X-Forwarded-For, which any client can write.
 */
export const isLocalRequest = (request: FastifyRequest): boolean =>
  LOOPBACK.has(request.socket.remoteAddress ?? '') &&
  request.headers['x-forwarded-for'] === undefined &&
  request.headers.forwarded === undefined &&
  request.headers['x-real-ip'] === undefined;
