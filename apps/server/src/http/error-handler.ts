import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { DomainError } from './domain-error.ts';
import { failure } from './envelope.ts';
import { toFieldIssues } from './validation-issues.ts';

/** Fastify's own error codes for requests that are wrong before any handler runs. */
const CLIENT_ERRORS: Record<
  string,
  { status: number; key: 'malformed_json' | 'payload_too_large' | 'validation_failed' }
> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'malformed_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'malformed_json' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'payload_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'validation_failed' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'validation_failed' },
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
      return reply.status(known.status).send(failure(known.key));
    }
    if (error.statusCode === 429) {
      // The rate limiter's error carries how long to wait (see app.ts errorResponseBuilder).
      const wait = (error as { data?: unknown }).data ?? null;
      return reply.status(429).send(failure('too_many_requests', wait));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.status(error.statusCode).send(failure('validation_failed'));
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
