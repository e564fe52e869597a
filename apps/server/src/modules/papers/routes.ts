import {
  companyDetailsSchema,
  paperQuerySchema,
  papersSchema,
  receiptParamsSchema,
  statementParamsSchema,
} from '@simportal/contract/api/papers';
import { payOrderIdParamsSchema } from '@simportal/contract/api/wallet';
import { envelopeOf } from '@simportal/contract/envelope';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { BEARER_SECURITY } from '../../http/bearer.ts';
import { ok } from '../../http/envelope.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { authenticate, requireUser } from '../auth/index.ts';
import { readCompanyDetails, writeCompanyDetails } from './company-details.ts';
import { type PaperFile, papersOf, proFormaFile, receiptFile, statementFile } from './papers.ts';

const sendPdf = (reply: FastifyReply, file: PaperFile) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.pdf);

/**
 * The customer's papers under /api/papers (decision 0102): the list, each PDF (`?lang=` or their language), and the
 * company they are made out to. An API key reaches them with the `papers` scope; another customer's paper is 404.
 */
export const papersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const reading = authenticate(ctx, { apiKey: 'papers' });
  const tags = ['papers'];
  const security = BEARER_SECURITY;
  const pdfResponse = { 200: z.string().describe('application/pdf'), ...errorResponses(400, 401, 404) };

  app.get(
    '/papers',
    {
      onRequest: reading,
      schema: {
        tags,
        security,
        summary: "The caller's receipts, pro-forma invoices and statement months, newest first",
        response: { 200: envelopeOf(papersSchema), ...errorResponses(401) },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(ok(await papersOf(ctx, requireUser(request).userId))),
  );

  app.get(
    '/papers/receipts/:number.pdf',
    {
      onRequest: reading,
      schema: {
        tags,
        security,
        summary: 'A receipt of a confirmed pay order, as a PDF',
        params: receiptParamsSchema,
        querystring: paperQuerySchema,
        produces: ['application/pdf'],
        response: pdfResponse,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await receiptFile(ctx, requireUser(request).userId, request.params.number, request.query.lang),
      ),
  );

  app.get(
    '/papers/pay-orders/:id/pro-forma.pdf',
    {
      onRequest: reading,
      schema: {
        tags,
        security,
        summary: 'The pro-forma invoice of a pay order (not a receipt), as a PDF',
        params: payOrderIdParamsSchema,
        querystring: paperQuerySchema,
        produces: ['application/pdf'],
        response: pdfResponse,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await proFormaFile(ctx, requireUser(request).userId, request.params.id, request.query.lang),
      ),
  );

  app.get(
    '/papers/statements/:month.pdf',
    {
      onRequest: reading,
      schema: {
        tags,
        security,
        summary: "A month's statement of the balance (YYYY-MM of business days), as a PDF",
        params: statementParamsSchema,
        querystring: paperQuerySchema,
        produces: ['application/pdf'],
        response: pdfResponse,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await statementFile(ctx, requireUser(request).userId, request.params.month, request.query.lang),
      ),
  );

  app.get(
    '/papers/details',
    {
      onRequest: reading,
      schema: {
        tags,
        security,
        summary: 'The company name, address and tax id printed on the caller’s papers',
        response: { 200: envelopeOf(companyDetailsSchema), ...errorResponses(401) },
      },
    },
    async (request) => ok(await readCompanyDetails(ctx.database.db, requireUser(request).userId)),
  );

  app.put(
    '/papers/details',
    {
      onRequest: authenticate(ctx),
      schema: {
        tags,
        security,
        summary: 'Set the company name, address and tax id printed on the caller’s papers (all empty: none)',
        body: companyDetailsSchema,
        response: { 200: envelopeOf(companyDetailsSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => ok(await writeCompanyDetails(ctx, requireUser(request).userId, request.body)),
  );
};
