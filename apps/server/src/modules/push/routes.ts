import {
  pushDeviceListQuerySchema,
  pushDeviceListSchema,
  pushDeviceParamsSchema,
  pushKeySchema,
  pushSubscribeBodySchema,
  pushTestResultSchema,
} from '@simportal/contract/api/push';
import { envelopeOf } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { BEARER_SECURITY } from '../../http/bearer.ts';
import { ok } from '../../http/envelope.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { authenticate, requireUser } from '../auth/index.ts';
import { listDevices, removeDevice, subscribe } from './subscriptions.ts';
import { sendTestPush } from './test-push.ts';

/** Web push under /api/push (docs/decisions/0070): the key to subscribe with, and the caller's devices. */
export const pushRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const signedIn = authenticate(ctx);

  app.get(
    '/push/key',
    {
      schema: {
        tags: ['push'],
        summary: "The server's VAPID public key: the applicationServerKey a browser subscribes with",
        response: { 200: envelopeOf(pushKeySchema) },
      },
    },
    async () => ok({ publicKey: ctx.vapid.publicKey }),
  );

  app.get(
    '/push/subscriptions',
    {
      onRequest: signedIn,
      schema: {
        tags: ['push'],
        summary: "The caller's devices that receive notifications, newest first",
        description: "With `endpoint` (this browser's subscription), its own device is marked `current`.",
        security: BEARER_SECURITY,
        querystring: pushDeviceListQuerySchema,
        response: { 200: envelopeOf(pushDeviceListSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(ok({ items: await listDevices(ctx, requireUser(request), request.query.endpoint) })),
  );

  app.post(
    '/push/subscriptions',
    {
      onRequest: signedIn,
      schema: {
        tags: ['push'],
        summary: "Subscribe the caller's browser to notifications (idempotent on the endpoint)",
        description:
          'An endpoint another account subscribed moves to the caller. Beyond 10 devices the one subscribed ' +
          'longest ago is dropped. An endpoint that is not a known push service → push_endpoint_refused; in a ' +
          'customer view → no_permission.',
        security: BEARER_SECURITY,
        body: pushSubscribeBodySchema,
        response: { 200: envelopeOf(z.object({ id: z.int() })), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      ok(await subscribe(ctx, requireUser(request), request.body, request.headers['user-agent'])),
  );

  app.delete(
    '/push/subscriptions/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['push'],
        summary: "Remove one of the caller's devices: nothing is sent to it again",
        description:
          "Another account's device or an unknown id → not_found; in a customer view → no_permission.",
        security: BEARER_SECURITY,
        params: pushDeviceParamsSchema,
        response: { 200: envelopeOf(z.null()), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await removeDevice(ctx, requireUser(request), request.params.id);
      return ok(null);
    },
  );

  app.post(
    '/push/test',
    {
      onRequest: signedIn,
      schema: {
        tags: ['push'],
        summary: "Send a test notification to each of the caller's devices",
        security: BEARER_SECURITY,
        response: { 200: envelopeOf(pushTestResultSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => ok(await sendTestPush(ctx, requireUser(request))),
  );
};
