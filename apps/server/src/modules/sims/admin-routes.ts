import { adminCardSchema } from '@simportal/contract/api/admin';
import {
  CARD_IMPORT_COLUMNS,
  CARD_IMPORT_MAX_ROWS,
  cardIdParamsSchema,
  cardImportReportSchema,
  inventoryCardSchema,
} from '@simportal/contract/api/sims';
import { envelopeOf } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { BEARER_SECURITY } from '../../http/bearer.ts';
import { acceptCsvBodies } from '../../http/csv-body.ts';
import { DomainError } from '../../http/domain-error.ts';
import { ok } from '../../http/envelope.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { audit } from '../audit/index.ts';
import { auditorOf, authenticateAdmin } from '../auth/index.ts';
import { findAdminCard } from './admin-cards.ts';
import { clearBindLock } from './bind-attempts.ts';
import { importCards } from './card-import.ts';
import { releaseCard } from './release-card.ts';

/** Up to CARD_IMPORT_MAX_ROWS rows of ~100 bytes fit comfortably. */
const IMPORT_BODY_LIMIT = 2 * 1024 * 1024;

/** The SIM inventory for administrators under /api/admin/cards. */
export const simAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const common = { tags: ['admin'], security: BEARER_SECURITY };

  acceptCsvBodies(app, IMPORT_BODY_LIMIT);

  app.post(
    '/admin/cards/import',
    {
      onRequest: authenticateAdmin(ctx, { may: 'manage' }),
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        ...common,
        summary: 'Import SIM cards from a CSV file (Content-Type: text/csv), with a report of every row',
        description:
          `Header row required; columns ${CARD_IMPORT_COLUMNS.join(', ')} in any order (type PHYSICAL or ` +
          `ESIM, default PHYSICAL; channel_name optional). At most ${CARD_IMPORT_MAX_ROWS} data rows ` +
          '(payload_too_large otherwise; use `npm run cards:import` for bigger files). Valid rows are ' +
          'imported; duplicates and rows breaking a rule are reported with the column and rule key. ' +
          'Importing the same file again changes nothing.',
        consumes: ['text/csv'],
        body: z.string(),
        response: { 200: envelopeOf(cardImportReportSchema), ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request) => {
      const by = auditorOf(request);
      const report = await importCards(ctx.database.db, request.body, { maxRows: CARD_IMPORT_MAX_ROWS });
      const { total, imported, duplicates, rejected } = report;
      await audit(ctx.database.db, {
        ...by,
        action: 'cards_import',
        details: { total, imported, duplicates, rejected },
        at: ctx.clock.now(),
      });
      return ok(report);
    },
  );

  app.post(
    '/admin/cards/:id/release',
    {
      onRequest: authenticateAdmin(ctx, { may: 'serve' }),
      schema: {
        ...common,
        summary: 'Release a card a customer deleted, so it can be bound again',
        params: cardIdParamsSchema,
        response: { 200: envelopeOf(inventoryCardSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const by = auditorOf(request);
      const card = await releaseCard(ctx, request.params.id);
      await audit(ctx.database.db, {
        ...by,
        action: 'card_release',
        targetCardId: card.id,
        details: { cardNumber: card.cardNumber },
        at: ctx.clock.now(),
      });
      return ok(card);
    },
  );

  app.delete(
    '/admin/cards/:id/bind-lock',
    {
      onRequest: authenticateAdmin(ctx, { may: 'serve' }),
      schema: {
        ...common,
        summary: "Lift a card's binding lock: its wrong verify codes are forgotten, so it can be bound again",
        description:
          'A card is locked for binding after 5 wrong verify codes within an hour (issue #56; the lock ends by ' +
          'itself after the hour). Lifting a card that is not locked changes nothing. Audited.',
        params: cardIdParamsSchema,
        response: { 200: envelopeOf(adminCardSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const by = auditorOf(request);
      const db = ctx.database.db;
      const now = ctx.clock.now();
      const before = await findAdminCard(db, request.params.id, now);
      if (!before) throw new DomainError('not_found');
      const card = await db.transaction(async (tx) => {
        await clearBindLock(tx, before.id);
        await audit(tx, {
          ...by,
          action: 'card_verify_unlock',
          targetCardId: before.id,
          details: { cardNumber: before.cardNumber, lockedUntil: before.bindLockedUntil },
          at: now,
        });
        return (await findAdminCard(tx, before.id, now))!;
      });
      return ok(card);
    },
  );
};
