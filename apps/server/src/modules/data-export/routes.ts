// the route option `config.rateLimit` is @fastify/rate-limit's (its type augments Fastify's)
import type {} from '@fastify/rate-limit';
import { isoDateInTimeZone } from '@simportal/contract/calendar-date';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { BEARER_SECURITY } from '../../http/bearer.ts';
import { DomainError } from '../../http/domain-error.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { authenticate, requireUser } from '../auth/index.ts';
import { buildArchive } from './archive.ts';

/** Archives a person may ask for per minute from one address: each reads their whole history. */
export const DATA_EXPORTS_PER_MINUTE = 5;

/** Personal Center › Your data: the caller's own data as one zip (GET /api/user/data-export). */
export const dataExportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/user/data-export',
    {
      onRequest: authenticate(ctx),
      config: { rateLimit: { max: DATA_EXPORTS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['user'],
        security: BEARER_SECURITY,
        summary: "The caller's own data as a zip archive (JSON, and CSV where a table fits), streamed",
        description:
          'account.json, cards, add-ons, activities, pay orders, traffic by day and region, sessions.json, devices.json, inbox.json, network-events.json, webhooks.json, passkeys.json, ' +
          "consents.json and a README.txt in the account's language (docs/decisions/0039). No secret is in it. " +
          "An administrator in the customer's view → 403 no_permission: the archive is the customer's own right.",
        produces: ['application/zip'],
        // A stream is sent as it is (no serializer runs on it); the schema only documents the 200.
        response: { 200: z.string().describe('application/zip'), ...errorResponses(401, 403, 429) },
      },
    },
    async (request, reply) => {
      const auth = requireUser(request);
      if (auth.actorId !== null) throw new DomainError('no_permission');
      const { username, stream } = await buildArchive(ctx, auth);
      const today = isoDateInTimeZone(ctx.clock.now(), ctx.config.BILLING_TZ);
      const filename = `simportal-data-${username}-${today}.zip`;
      const ascii = filename.replace(/[^\w.-]/g, '_');
      return reply
        .header('content-type', 'application/zip')
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
        )
        .header('cache-control', 'no-store')
        .send(stream as unknown as string);
    },
  );
};
