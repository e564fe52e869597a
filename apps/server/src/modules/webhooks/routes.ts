// the route option `config.rateLimit` is @fastify/rate-limit's (its type augments Fastify's)
import type {} from '@fastify/rate-limit';
import {
  WEBHOOK_ENDPOINTS_MAX,
  webhookAttemptListSchema,
  webhookAttemptsQuerySchema,
  webhookCreateBodySchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookEventBodySchema,
  webhookEventParamsSchema,
  webhookParamsSchema,
  webhookSecretSchema,
  webhookSendResultSchema,
  webhookUpdateBodySchema,
  webhookWithSecretSchema,
} from '@simportal/contract/api/webhooks';
import { envelopeOf } from '@simportal/contract/envelope';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { BEARER_SECURITY } from '../../http/bearer.ts';
import { ok } from '../../http/envelope.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { authenticate, requireUser } from '../auth/index.ts';
import { eventBody, listAttempts, redeliverEvent, sendTestEvent } from './attempts.ts';
import {
  createEndpoint,
  deleteEndpoint,
  listEndpoints,
  revealSecret,
  rotateSecret,
  updateEndpoint,
} from './endpoints.ts';

const TAGS = ['webhooks'];

/**
 * Test sends and redeliveries one customer may ask for a minute, on each of the two routes (issue #67: 60 test
 * sends in 2 s, ~30 signed posts a second to any public address). Counted in the database, across instances.
 */
export const WEBHOOK_SENDS_PER_MINUTE = 5;
const IN_VIEW = 'In a customer view → no_permission.';

/**
 * Webhooks under /api/webhooks (docs/decisions/0077): the caller's endpoints, their secrets, a test event, the
 * delivery log and a redelivery. Another account's endpoint is not_found. An administrator in a customer's
 * view reads the endpoints and the log, and changes nothing.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const signedIn = authenticate(ctx);
  const noStore = { 'cache-control': 'no-store' };
  // after `signedIn` (the plugin's hook comes after the route's own), so the caller is known: by customer
  const sendLimit = {
    rateLimit: {
      max: WEBHOOK_SENDS_PER_MINUTE,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => `customer:${request.auth?.userId ?? request.ip}`,
    },
  };

  app.get(
    '/webhooks',
    {
      onRequest: signedIn,
      schema: {
        tags: TAGS,
        summary: "The caller's webhook endpoints, oldest first, without their secrets",
        security: BEARER_SECURITY,
        response: { 200: envelopeOf(webhookEndpointListSchema), ...errorResponses(401) },
      },
    },
    async (request) =>
      ok({ items: await listEndpoints(ctx, requireUser(request).userId), max: WEBHOOK_ENDPOINTS_MAX }),
  );

  app.post(
    '/webhooks',
    {
      onRequest: signedIn,
      schema: {
        tags: TAGS,
        summary: 'Add a webhook endpoint; the answer shows its signing secret',
        description:
          'A URL that is not a public https address → webhook_url_refused; beyond WEBHOOK_ENDPOINTS_MAX → ' +
          `webhook_endpoint_limit. ${IN_VIEW}`,
        security: BEARER_SECURITY,
        body: webhookCreateBodySchema,
        response: { 200: envelopeOf(webhookWithSecretSchema), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.headers(noStore).send(ok(await createEndpoint(ctx, requireUser(request), request.body))),
  );

  app.patch(
    '/webhooks/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: TAGS,
        summary: "Change an endpoint's URL, description, events, or turn it on or off",
        description: `Another account's endpoint → not_found. ${IN_VIEW}`,
        security: BEARER_SECURITY,
        params: webhookParamsSchema,
        body: webhookUpdateBodySchema,
        response: { 200: envelopeOf(webhookEndpointSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await updateEndpoint(ctx, requireUser(request), request.params.id, request.body)),
  );

  app.delete(
    '/webhooks/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: TAGS,
        summary: 'Delete an endpoint, its delivery log and the events still waiting for it',
        description: `Another account's endpoint → not_found. ${IN_VIEW}`,
        security: BEARER_SECURITY,
        params: webhookParamsSchema,
        response: { 200: envelopeOf(z.null()), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await deleteEndpoint(ctx, requireUser(request), request.params.id);
      return ok(null);
    },
  );

  app.post(
    '/webhooks/:id/rotate-secret',
    {
      onRequest: signedIn,
      schema: {
        tags: TAGS,
        summary: 'A new signing secret, shown once; the old one keeps signing beside it for 24 hours',
        description: `Another account's endpoint → not_found. ${IN_VIEW}`,
        security: BEARER_SECURITY,
        params: webhookParamsSchema,
        response: { 200: envelopeOf(webhookWithSecretSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.headers(noStore).send(ok(await rotateSecret(ctx, requireUser(request), request.params.id))),
  );

  app.get(
    '/webhooks/:id/secret',
    {
      onRequest: signedIn,
      schema: {
        tags: TAGS,
        summary: "The endpoint's current signing secret",
        description: `Another account's endpoint → not_found. ${IN_VIEW}`,
        security: BEARER_SECURITY,
        params: webhookParamsSchema,
        response: { 200: envelopeOf(webhookSecretSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.headers(noStore).send(ok(await revealSecret(ctx, requireUser(request), request.params.id))),
  );

  app.post(
    '/webhooks/:id/test',
    {
      onRequest: signedIn,
      config: sendLimit,
      schema: {
        tags: TAGS,
        summary: 'Send a `test` event to the endpoint now; answers whether it answered 2xx',
        description: `A turned-off endpoint → webhook_endpoint_disabled. More than ${WEBHOOK_SENDS_PER_MINUTE} a minute → 429 too_many_requests. ${IN_VIEW}`,
        security: BEARER_SECURITY,
        params: webhookParamsSchema,
        response: {
          200: envelopeOf(webhookSendResultSchema),
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request) => ok(await sendTestEvent(ctx, requireUser(request), request.params.id)),
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      onRequest: signedIn,
      schema: {
        tags: TAGS,
        summary: "The endpoint's delivery log: every attempt, newest first, with the receiver's answer",
        security: BEARER_SECURITY,
        params: webhookParamsSchema,
        querystring: webhookAttemptsQuerySchema,
        response: { 200: envelopeOf(webhookAttemptListSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) =>
      reply
        .headers(noStore)
        .send(ok(await listAttempts(ctx, requireUser(request).userId, request.params.id, request.query))),
  );

  app.get(
    '/webhooks/:id/events/:eventId',
    {
      onRequest: signedIn,
      schema: {
        tags: TAGS,
        summary: 'The request body an event is sent to the endpoint with, as the receiver got it',
        description:
          'The JSON text the signature covers. An event never sent to this endpoint, or no longer kept → not_found.',
        security: BEARER_SECURITY,
        params: webhookEventParamsSchema,
        response: { 200: envelopeOf(webhookEventBodySchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) =>
      reply
        .headers(noStore)
        .send(
          ok(await eventBody(ctx, requireUser(request).userId, request.params.id, request.params.eventId)),
        ),
  );

  app.post(
    '/webhooks/:id/events/:eventId/redeliver',
    {
      onRequest: signedIn,
      config: sendLimit,
      schema: {
        tags: TAGS,
        summary: 'Send an event to the endpoint again now (same id and data, a new signature)',
        description: `An event never sent to this endpoint → not_found. More than ${WEBHOOK_SENDS_PER_MINUTE} a minute → 429 too_many_requests. ${IN_VIEW}`,
        security: BEARER_SECURITY,
        params: webhookEventParamsSchema,
        response: {
          200: envelopeOf(webhookSendResultSchema),
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request) =>
      ok(await redeliverEvent(ctx, requireUser(request), request.params.id, request.params.eventId)),
  );
};
