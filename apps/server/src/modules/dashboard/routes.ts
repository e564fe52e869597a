import {
  dashboardOverviewSchema,
  dashboardQueuesSchema,
  dashboardRangeQuerySchema,
} from '@simportal/contract/api/dashboard';
import { envelopeOf } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { BEARER_SECURITY } from '../../http/bearer.ts';
import { ok } from '../../http/envelope.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { authenticateAdmin } from '../auth/index.ts';
import { dashboardOverview } from './overview.ts';
import { overviewCsv } from './overview-csv.ts';
import { dashboardQueues } from './queue-summary.ts';
import { dashboardRange } from './range.ts';

const RANGE_RULES =
  'preset (last7Days, last30Days, thisMonth, lastMonth, resolved in BILLING_TZ) or start and end ' +
  '(YYYY-MM-DD, BILLING_TZ): required, not after today, end not before start, at most 366 days, otherwise 400 ' +
  'date_range_invalid with data { rule }; a preset with start or end → validation_failed.';

/** Admin Management › Overview under /api/admin/dashboard: the business at a glance. See README.md. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = authenticateAdmin(ctx, { may: 'read' });
  const common = { tags: ['admin'], security: BEARER_SECURITY };

  app.get(
    '/admin/dashboard',
    {
      onRequest,
      schema: {
        ...common,
        summary:
          'Figures of a range of business days: revenue by kind, top-ups, active cards and new customers per day, ' +
          'totals, cards by state now, top destinations by traffic',
        description: RANGE_RULES,
        querystring: dashboardRangeQuerySchema,
        response: { 200: envelopeOf(dashboardOverviewSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(ok(await dashboardOverview(ctx, dashboardRange(ctx, request.query)))),
  );

  app.get(
    '/admin/dashboard/queues',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'What waits for a person: pay orders to confirm, free eSIM profiles, failed deliveries',
        response: { 200: envelopeOf(dashboardQueuesSchema), ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(ok(await dashboardQueues(ctx))),
  );

  app.get(
    '/admin/dashboard/export',
    {
      onRequest,
      schema: {
        ...common,
        summary: "The overview's daily figures of a range as a CSV download (text/csv, UTF-8)",
        description: `${RANGE_RULES} Columns: DASHBOARD_CSV_COLUMNS of the contract; a last row named total.`,
        querystring: dashboardRangeQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const range = dashboardRange(ctx, request.query);
      const csv = await overviewCsv(ctx, range);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="overview-${range.start}-${range.end}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
