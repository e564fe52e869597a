import {
  USAGE_IMPORT_COLUMNS,
  USAGE_IMPORT_MAX_ROWS,
  usageImportReportSchema,
} from '@simportal/contract/api/usage';
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
import { importUsage } from './import-usage.ts';
import { csvUsageSource } from './usage-csv.ts';

/** Rows of ~60 bytes: USAGE_IMPORT_MAX_ROWS fits. */
const IMPORT_BODY_LIMIT = 32 * 1024 * 1024;

/** The carrier usage import for administrators (Admin Management; registered with every admin route in app.ts). */
export const usageAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  acceptCsvBodies(app, IMPORT_BODY_LIMIT);

  app.post(
    '/admin/usage/import',
    {
      onRequest: authenticateAdmin(ctx, { may: 'manage' }),
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags: ['admin', 'usage'],
        security: BEARER_SECURITY,
        summary: 'Import a carrier usage file (Content-Type: text/csv), with a report of every rejected row',
        description:
          `Header row required; columns ${USAGE_IMPORT_COLUMNS.join(', ')} in any order (region_name optional). ` +
          'A row is the day total of a card in a region and replaces what was recorded; importing the same file ' +
          `again changes 0 rows. At most ${USAGE_IMPORT_MAX_ROWS} rows (payload_too_large; use npm run ` +
          'usage:import). Allowances are then checked: 80%/100% mails once per cycle, the restrict rule applied.',
        consumes: ['text/csv'],
        body: z.string(),
        response: { 200: envelopeOf(usageImportReportSchema), ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request) => {
      const by = auditorOf(request);
      const report = await importUsage(ctx, csvUsageSource(request.body, 'api', USAGE_IMPORT_MAX_ROWS), {
        importedBy: by.actorId,
        log: request.log,
      });
      // after the import's own transaction, like the other administrator imports (cards, eSIM profiles)
      const { importId, total, accepted, rejected, changed } = report;
      await audit(ctx.database.db, {
        ...by,
        action: 'usage_import',
        details: { importId, total, accepted, rejected, changed },
        at: ctx.clock.now(),
      });
      return ok(report);
    },
  );
};
