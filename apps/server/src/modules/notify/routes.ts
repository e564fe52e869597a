import {
  inboxPageSchema,
  inboxQuerySchema,
  inboxReadBodySchema,
  inboxUnreadSchema,
  quietHoursSchema,
} from '@simportal/contract/api/inbox';
import { alertChannelsSchema } from '@simportal/contract/api/push';
import { envelopeOf } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { BEARER_SECURITY } from '../../http/bearer.ts';
import { ok } from '../../http/envelope.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { authenticate, requireUser } from '../auth/index.ts';
import { getAlertChannels, setAlertChannels } from './alert-channels.ts';
import { inboxPage, inboxUnread, markInboxRead } from './inbox.ts';
import { getQuietHours, setQuietHours } from './quiet-hours.ts';

/**
 * Where and when the caller hears of things (issue #68, decision 0092): their inbox, their channels per alert and
 * their quiet hours. A customer view reads each and changes none (no_permission).
 */
export const notifyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const signedIn = authenticate(ctx);
  const reading = authenticate(ctx, { apiKey: 'read' });
  const noStore = { 'cache-control': 'no-store' };

  app.get(
    '/inbox',
    {
      onRequest: reading,
      schema: {
        tags: ['notify'],
        summary: 'What the portal told the caller in the last 90 days, newest first, in their language',
        description:
          'Each item opens the page that acts on it (`link`). `before` (an item id) pages on; `nextBefore` is ' +
          'null on the last page. An API key needs the `read` scope.',
        security: BEARER_SECURITY,
        querystring: inboxQuerySchema,
        response: { 200: envelopeOf(inboxPageSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.headers(noStore).send(ok(await inboxPage(ctx, requireUser(request).userId, request.query))),
  );

  app.get(
    '/inbox/unread',
    {
      onRequest: reading,
      schema: {
        tags: ['notify'],
        summary: "How many of the caller's inbox items are unread (the bell's count)",
        description: 'An API key needs the `read` scope.',
        security: BEARER_SECURITY,
        response: { 200: envelopeOf(inboxUnreadSchema), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) =>
      reply.headers(noStore).send(ok(await inboxUnread(ctx, requireUser(request).userId))),
  );

  app.post(
    '/inbox/read',
    {
      onRequest: signedIn,
      schema: {
        tags: ['notify'],
        summary: "Marks the items named, or all the caller's (`{all: true}`), read; answers the unread count",
        description: "Another person's items are left as they are. In a customer view → no_permission.",
        security: BEARER_SECURITY,
        body: inboxReadBodySchema,
        response: { 200: envelopeOf(inboxUnreadSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok(await markInboxRead(ctx, requireUser(request), request.body)),
  );

  app.get(
    '/quiet-hours',
    {
      onRequest: signedIn,
      schema: {
        tags: ['notify'],
        summary: "The caller's quiet hours: when their push notifications wait (mail and the inbox do not)",
        security: BEARER_SECURITY,
        response: { 200: envelopeOf(quietHoursSchema), ...errorResponses(401) },
      },
    },
    async (request, reply) =>
      reply.headers(noStore).send(ok(await getQuietHours(ctx, requireUser(request).userId))),
  );

  app.put(
    '/quiet-hours',
    {
      onRequest: signedIn,
      schema: {
        tags: ['notify'],
        summary: "Sets the caller's quiet hours; answers them",
        description:
          '`from` and `to` are HH:mm in `timeZone` (IANA); the span may pass midnight. A card suspended or ' +
          'stopped is never held back. In a customer view → no_permission.',
        security: BEARER_SECURITY,
        body: quietHoursSchema,
        response: { 200: envelopeOf(quietHoursSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok(await setQuietHours(ctx, requireUser(request), request.body)),
  );

  app.get(
    '/alert-channels',
    {
      onRequest: signedIn,
      schema: {
        tags: ['notify'],
        summary: 'Where the caller hears of each alert: by mail, by push to their devices, both or neither',
        description: 'Every alert of ALERT_KINDS, in its order; both channels until the caller chooses.',
        security: BEARER_SECURITY,
        response: { 200: envelopeOf(alertChannelsSchema), ...errorResponses(401) },
      },
    },
    async (request) => ok(await getAlertChannels(ctx, requireUser(request).userId)),
  );

  app.put(
    '/alert-channels',
    {
      onRequest: signedIn,
      schema: {
        tags: ['notify'],
        summary: "Sets the channels of the alerts named; the others keep theirs. Answers every alert's",
        description: 'In a customer view → no_permission.',
        security: BEARER_SECURITY,
        body: alertChannelsSchema,
        response: { 200: envelopeOf(alertChannelsSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok(await setAlertChannels(ctx, requireUser(request), request.body)),
  );
};
