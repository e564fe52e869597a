import type { Socket } from 'node:net';
import type { FastifyReply, FastifyServerOptions } from 'fastify';
import { failure } from '../http/envelope.ts';
import { securityHeadersWithoutHooks } from './security-headers.ts';

type FrameworkErrors = NonNullable<FastifyServerOptions['frameworkErrors']>;

/** Whether the peer at `address`, `hop` hops from the portal (0 nearest), is a proxy TRUST_PROXY believes. */
export type TrustedProxy = (address: string, hop: number) => boolean;

/**
 * Requests Fastify's router refuses before any route, hook or error handler runs: a path with a malformed
 * percent-escape (FST_ERR_BAD_URL) or a path parameter longer than the router allows (FST_ERR_MAX_PARAM_LENGTH).
 * Without this they would answer Fastify's own JSON, not an envelope, echo the whole path back, and lack the
 * security headers (set here, since no hook runs). The request here is not yet Fastify's trusting one: whether
 * X-Forwarded-Proto may say HTTPS is asked of `trust`, with the socket's peer.
 */
export const frameworkErrors =
  (trust: TrustedProxy | false): FrameworkErrors =>
  (error, request, routerReply) => {
    // Typed for any route's schema; no route (and no response schema) is involved here.
    const reply = routerReply as unknown as FastifyReply;
    const socket = request.raw.socket as (Socket & { encrypted?: boolean }) | null;
    const forwarded = String(request.headers['x-forwarded-proto'] ?? '')
      .split(',')
      .at(-1)
      ?.trim();
    const https =
      Boolean(socket?.encrypted) ||
      (trust !== false && forwarded === 'https' && trust(socket?.remoteAddress ?? '', 0));
    reply.headers(securityHeadersWithoutHooks(https));
    if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
      return reply
        .status(400)
        .send(failure('validation_failed', { issues: [{ in: 'params', field: '', rule: 'invalid_value' }] }));
    }
    request.log.error({ err: error }, 'router error');
    return reply.status(500).send(failure('server_error'));
  };
