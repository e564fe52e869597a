import { ERRORS, type ErrorKey } from '@simportal/contract/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { DomainError } from './domain-error.ts';
import { failure } from './envelope.ts';
import { toFieldIssues } from './validation-issues.ts';

/** Fastify's own error codes for requests that are wrong before any handler runs. */
const CLIENT_ERRORS: Record<string, ErrorKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformed_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'malformed_request',
};

/** Any other client error of the framework or a plugin, by its status: every answer carries a catalogued key. */
const CLIENT_STATUS_KEYS: Record<number, ErrorKey> = {
  405: 'method_not_allowed',
  408: 'request_timeout',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  431: 'request_headers_too_large',
};

/** What a 503 asks clients to wait before retrying (RFC 9110 §10.2.3): a database restart takes seconds. */
const RETRY_AFTER_SECONDS = '5';

/**
 * The one place where failures become envelopes: domain errors keep their key and status, validation
 * failures name the fields, a database that cannot answer is service_unavailable (503: the same request may
 * succeed shortly, unchanged), and anything else unexpected is logged and answered as a bare server_error.
 */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      // a refusal for load (the password hashing's queue is full) asks to come back shortly
      if (error.status === 503) reply.header('retry-after', RETRY_AFTER_SECONDS);
      // a limit that says how long it lasts says it in the header too (RFC 6585 §4)
      const wait = (error.data as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
      if (error.status === 429 && typeof wait === 'number') reply.header('retry-after', String(wait));
      return reply.status(error.status).send(failure(error.key, error.data));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .status(400)
        .send(
          failure('validation_failed', { issues: toFieldIssues(error.validation, error.validationContext) }),
        );
    }
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) {
      return reply.status(ERRORS[known].status).send(failure(known));
    }
    if (error.statusCode === 429) {
      // The rate limiter's error carries how long to wait (see app.ts errorResponseBuilder).
      const wait = (error as { data?: unknown }).data ?? null;
      return reply.status(429).send(failure('too_many_requests', wait));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      const key = CLIENT_STATUS_KEYS[error.statusCode] ?? 'malformed_request';
      return reply.status(ERRORS[key].status).send(failure(key));
    }
    if (isDatabaseUnavailable(error)) {
      // Logged at warn: during an outage every request lands here, and the cause is the database, not this code.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', RETRY_AFTER_SECONDS)
        .send(failure('service_unavailable'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure('server_error'));
  });
};
