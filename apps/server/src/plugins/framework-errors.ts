import type { FastifyReply, FastifyServerOptions } from 'fastify';
import { failure } from '../http/envelope.ts';
import { securityHeadersWithoutHooks } from './security-headers.ts';

type FrameworkErrors = NonNullable<FastifyServerOptions['frameworkErrors']>;

/**
 * Requests Fastify's router refuses before any route, hook or error handler runs: a path with a malformed
 * percent-escape (FST_ERR_BAD_URL) or a path parameter longer than the router allows (FST_ERR_MAX_PARAM_LENGTH).
 * Without this they would answer Fastify's own JSON, not an envelope, echo the whole path back, and lack the
 * security headers (set here, since no hook runs). The scheme is Fastify's: X-Forwarded-Proto counts only from a
 * proxy TRUST_PROXY trusts.
 */
export const frameworkErrors: FrameworkErrors = (error, request, routerReply) => {
  // Typed for any route's schema; no route (and no response schema) is involved here.
  const reply = routerReply as unknown as FastifyReply;
  reply.headers(securityHeadersWithoutHooks(request.protocol === 'https'));
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply
      .status(400)
      .send(failure('validation_failed', { issues: [{ in: 'params', field: '', rule: 'invalid_value' }] }));
  }
  request.log.error({ err: error }, 'router error');
  return reply.status(500).send(failure('server_error'));
};
