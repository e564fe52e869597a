import {
  balanceRunwaySchema,
  cardBillingSchema,
  cardTripBodySchema,
  pauseSavingsSchema,
  runwayReminderBodySchema,
  runwayReminderSchema,
} from '@simportal/contract/api/billing';
import { cardIdParamsSchema } from '@simportal/contract/api/sims';
import { envelopeOf, pageOf, pageQuerySchema } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { BEARER_SECURITY } from '../../http/bearer.ts';
import { ok } from '../../http/envelope.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { authenticate, requireUser } from '../auth/index.ts';
import { cardIdsOfMember } from '../sims/index.ts';
import { getCardBilling, listCardBilling } from './card-billing.ts';
import { getPauseSavings } from './pause-savings.ts';
import { getBalanceRunway } from './runway.ts';
import { getRunwayReminder, setRunwayReminder } from './runway-reminder-settings.ts';
import { setCardTrip } from './trips.ts';

/**
 * What the caller's cards cost and may use (/api/billing/cards) and the record of the daily run for
 * administrators; ordering plans and add-ons are commands (src/commands/billing-routes.ts). Every card route answers not_found
 * (404) for a card that is not the caller's.
 */
export const billingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const signedIn = authenticate(ctx);
  // a customer's API key reads with read and sets trips with cards; the reminder's setting takes a session (0076)
  const reading = authenticate(ctx, { apiKey: 'read' });
  const managing = authenticate(ctx, { apiKey: 'cards' });
  const common = { tags: ['billing'], security: BEARER_SECURITY };

  app.get(
    '/billing/cards',
    {
      config: { members: 'cards' },
      onRequest: reading,
      schema: {
        ...common,
        summary: "The billing of the caller's cards (My SIMs' order): plans, daily fee, allowance",
        querystring: pageQuerySchema,
        response: { 200: envelopeOf(pageOf(cardBillingSchema)), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      const page = await listCardBilling(ctx, caller.userId, request.query);
      if (!caller.member) return ok(page);
      // a member's: the owner's narrowed to the member's groups (decision 0103); the owner holds at most one page
      const reached = await cardIdsOfMember(ctx.database.db, caller.member);
      const items = page.items.filter((item) => reached.has(item.cardId));
      return ok({ ...page, items, total: items.length });
    },
  );

  app.get(
    '/billing/cards/:id',
    {
      config: { members: 'cards' },
      onRequest: reading,
      schema: {
        ...common,
        summary: "One card's billing: current and pending plan, today's fee, allowance used and left",
        params: cardIdParamsSchema,
        response: { 200: envelopeOf(cardBillingSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ok(await getCardBilling(ctx, requireUser(request).userId, request.params.id)),
  );

  app.get(
    '/billing/runway',
    {
      onRequest: reading,
      schema: {
        ...common,
        summary: "How long the caller's balance lasts at the daily fees of their cards in use",
        description:
          "Walks the business days from tomorrow, each priced by the daily run's fee rule (pending plans from " +
          'their day): coveredUntil is the last day the balance pays every card in use (null: none in use), ' +
          "warning when it covers fewer than reminderDays days (the caller's low-balance reminder, else " +
          'RUNWAY_REMINDER_DAYS), topUp what covers RUNWAY_TOP_UP_DAYS (or reminderDays, if more).',
        response: { 200: envelopeOf(balanceRunwaySchema), ...errorResponses(401) },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(ok(await getBalanceRunway(ctx, requireUser(request).userId))),
  );

  app.get(
    '/billing/runway-reminder',
    {
      onRequest: reading,
      schema: {
        ...common,
        summary: "The caller's low-balance reminder: how few days of fees left they are mailed at (0: never)",
        description: "The operator's RUNWAY_REMINDER_DAYS until the caller chooses (chosen: false).",
        response: { 200: envelopeOf(runwayReminderSchema), ...errorResponses(401) },
      },
    },
    async (request) => ok(await getRunwayReminder(ctx, requireUser(request).userId)),
  );

  app.put(
    '/billing/runway-reminder',
    {
      onRequest: signedIn,
      schema: {
        ...common,
        summary: "Sets the caller's low-balance reminder: one of 0 (never), 1, 2, 3, 5, 7 or 14 days",
        description:
          'Mailed once when the daily run finds the balance covering fewer days than this, again only after it ' +
          'covered them once more. The runway line warns from the same number of days.',
        body: runwayReminderBodySchema,
        response: { 200: envelopeOf(runwayReminderSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => ok(await setRunwayReminder(ctx, requireUser(request).userId, request.body)),
  );

  app.put(
    '/billing/cards/:id/trip',
    {
      onRequest: managing,
      schema: {
        ...common,
        summary: "Sets a card's trip: the day billing starts again, its last day, and the idle pause",
        description:
          'The daily run resumes the paused card on startsOn (from tomorrow) and pauses it on the day after ' +
          'endsAfter (from today), each once, mailing the holder the day before; with idlePauseDays (2, 3, 5, 7 ' +
          'or 14) it pauses the card in use once it used no data for that many days. Nulls clear; all nulls ' +
          "remove the trip. Answers the card's billing. basic_plan_required: a start day on a card without a plan.",
        params: cardIdParamsSchema,
        body: cardTripBodySchema,
        response: { 200: envelopeOf(cardBillingSchema), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) =>
      ok(await setCardTrip(ctx, requireUser(request).userId, request.params.id, request.body)),
  );

  app.get(
    '/billing/pause-savings',
    {
      onRequest: reading,
      schema: {
        ...common,
        summary: "What the run's pauses (a trip's end, an idle card) saved the caller this month",
        response: { 200: envelopeOf(pauseSavingsSchema), ...errorResponses(401) },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(ok(await getPauseSavings(ctx, requireUser(request).userId))),
  );
};
