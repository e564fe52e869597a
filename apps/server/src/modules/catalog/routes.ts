import { addOnSchema, basicPlanSchema, catalogueSchema } from '@simportal/contract/api/catalog';
import { envelopeOf } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../http/envelope.ts';
import { listActiveAddOns, listActivePlans } from './service.ts';

/** The public shop's catalogue: readable without logging in. */
export const catalogRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const db = ctx.database.db;

  app.get(
    '/catalog',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Basic plans and add-ons on sale, with the currency of their prices and the eSIM fee',
        response: { 200: envelopeOf(catalogueSchema) },
      },
    },
    async () => {
      const [plans, addOns] = await Promise.all([listActivePlans(db), listActiveAddOns(db)]);
      return ok({
        currency: ctx.config.CURRENCY,
        esimFeeMinor: ctx.config.ESIM_FEE,
        plans,
        addOns,
        throttle: ctx.carrier.throttleEffect,
      });
    },
  );

  app.get(
    '/catalog/plans',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Basic plans on sale',
        response: { 200: envelopeOf(z.array(basicPlanSchema)) },
      },
    },
    async () => ok(await listActivePlans(db)),
  );

  app.get(
    '/catalog/add-ons',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Add-on data packs on sale',
        response: { 200: envelopeOf(z.array(addOnSchema)) },
      },
    },
    async () => ok(await listActiveAddOns(db)),
  );
};
