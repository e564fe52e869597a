import {
  ESIM_PROFILE_IMPORT_COLUMNS,
  ESIM_PROFILE_IMPORT_MAX_ROWS,
  esimImportReportSchema,
  esimStockSchema,
} from '@simportal/contract/api/esim';
import { envelopeOf } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { BEARER_SECURITY } from '../../http/bearer.ts';
import { acceptCsvBodies } from '../../http/csv-body.ts';
import { ok } from '../../http/envelope.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { audit } from '../audit/index.ts';
import { auditorOf, authenticateAdmin } from '../auth/index.ts';
import { importProfiles } from './profile-import.ts';
import { readStock } from './stock.ts';

/** Rows of ~80 bytes: the row limit is reached well before this. */
const IMPORT_BODY_LIMIT = 2 * 1024 * 1024;

/** The eSIM profile inventory for administrators under /api/admin/esim. */
export const esimAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const common = { tags: ['admin'], security: BEARER_SECURITY };

  acceptCsvBodies(app, IMPORT_BODY_LIMIT);

  app.post(
    '/admin/esim/profiles/import',
    {
      onRequest: authenticateAdmin(ctx, { may: 'manage' }),
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        ...common,
        summary: 'Import eSIM profiles from a CSV file (Content-Type: text/csv), with a report of every row',
        description:
          `Header row required; columns ${ESIM_PROFILE_IMPORT_COLUMNS.join(', ')} in any order (the first ` +
          'three required; confirmation_code_required true/false, default false; sm_dp_oid optional). At most ' +
          `${ESIM_PROFILE_IMPORT_MAX_ROWS} data rows (payload_too_large otherwise; use npm run esim:import). ` +
          'Importing the same file again changes nothing. The report ends with the stock.',
        consumes: ['text/csv'],
        body: z.string(),
        response: { 200: envelopeOf(esimImportReportSchema), ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request) => {
      const by = auditorOf(request);
      const report = await importProfiles(ctx, request.body, {
        maxRows: ESIM_PROFILE_IMPORT_MAX_ROWS,
        importedBy: by.actorId,
      });
      const { total, imported, duplicates, rejected } = report;
      await audit(ctx.database.db, {
        ...by,
        action: 'esim_profiles_import',
        details: { total, imported, duplicates, rejected },
        at: ctx.clock.now(),
      });
      return ok(report);
    },
  );

  app.get(
    '/admin/esim/stock',
    {
      onRequest: authenticateAdmin(ctx, { may: 'read' }),
      schema: {
        ...common,
        summary: 'Free and assigned eSIM profiles; low when free ≤ ESIM_LOW_STOCK_THRESHOLD',
        response: { 200: envelopeOf(esimStockSchema), ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(ok(await readStock(ctx))),
  );
};
