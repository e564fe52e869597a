import {
  addOnInputSchema,
  addOnUpdateSchema,
  adminAddOnSchema,
  adminCatalogueSchema,
  adminPlanSchema,
  catalogueItemParamsSchema,
  planInputSchema,
  planUpdateSchema,
  saleBodySchema,
} from '@simportal/contract/api/catalog-admin';
import { envelopeOf } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { BEARER_SECURITY } from '../../http/bearer.ts';
import { ok } from '../../http/envelope.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { auditorOf, authenticateAdmin } from '../auth/index.ts';
import { createAddOn, setAddOnOnSale, updateAddOn } from './add-on-editor.ts';
import { getAdminCatalogue } from './admin-catalogue.ts';
import { createPlan, setPlanOnSale, updatePlan } from './plan-editor.ts';

/** Admin Management › Catalogue under /api/admin/catalog (decision 0026): every change audited. */
export const adminCatalogRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const reader = authenticateAdmin(ctx, { may: 'read' });
  const manager = authenticateAdmin(ctx, { may: 'manage' });
  const common = { tags: ['admin'], security: BEARER_SECURITY };
  const params = catalogueItemParamsSchema;

  app.get(
    '/admin/catalog',
    {
      onRequest: reader,
      schema: {
        ...common,
        summary: 'Every basic plan and add-on, on sale or retired, with their versions',
        response: { 200: envelopeOf(adminCatalogueSchema), ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(ok(await getAdminCatalogue(ctx))),
  );

  app.post(
    '/admin/catalog/plans',
    {
      onRequest: manager,
      schema: {
        ...common,
        summary: 'Create a basic plan (on sale at once)',
        body: planInputSchema,
        response: { 201: envelopeOf(adminPlanSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await createPlan(ctx, request.body, auditorOf(request)))),
  );

  app.put(
    '/admin/catalog/plans/:id',
    {
      onRequest: manager,
      schema: {
        ...common,
        summary:
          'Edit a plan made on `revision` (409 catalogue_edit_conflict when stale); new terms become a new version from the next business day',
        params,
        body: planUpdateSchema,
        response: { 200: envelopeOf(adminPlanSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ok(await updatePlan(ctx, request.params.id, request.body, auditorOf(request))),
  );

  app.put(
    '/admin/catalog/plans/:id/on-sale',
    {
      onRequest: manager,
      schema: {
        ...common,
        summary: 'Put a plan on sale or retire it (cards on it keep it)',
        params,
        body: saleBodySchema,
        response: { 200: envelopeOf(adminPlanSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ok(await setPlanOnSale(ctx, request.params.id, request.body, auditorOf(request))),
  );

  app.post(
    '/admin/catalog/add-ons',
    {
      onRequest: manager,
      schema: {
        ...common,
        summary: 'Create an add-on (on sale at once)',
        body: addOnInputSchema,
        response: { 201: envelopeOf(adminAddOnSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await createAddOn(ctx, request.body, auditorOf(request)))),
  );

  app.put(
    '/admin/catalog/add-ons/:id',
    {
      onRequest: manager,
      schema: {
        ...common,
        summary:
          'Edit an add-on made on `revision`; a new price or amount is a new version, sold from now on',
        params,
        body: addOnUpdateSchema,
        response: { 200: envelopeOf(adminAddOnSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ok(await updateAddOn(ctx, request.params.id, request.body, auditorOf(request))),
  );

  app.put(
    '/admin/catalog/add-ons/:id/on-sale',
    {
      onRequest: manager,
      schema: {
        ...common,
        summary: 'Put an add-on on sale or retire it',
        params,
        body: saleBodySchema,
        response: { 200: envelopeOf(adminAddOnSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ok(await setAddOnOnSale(ctx, request.params.id, request.body, auditorOf(request))),
  );
};
