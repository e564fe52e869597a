import { cardIdParamsSchema } from '@simportal/contract/api/sims';
import {
  autoAddOnRuleSchema,
  autoAddOnSchema,
  cardCapsRuleSchema,
  cardCapsSchema,
  cardUsageSchema,
  dataAlertsSchema,
  usageRangeQuerySchema,
} from '@simportal/contract/api/usage';
import { envelopeOf } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { BEARER_SECURITY } from '../../http/bearer.ts';
import { ok } from '../../http/envelope.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { authenticate, requireUser } from '../auth/index.ts';
import { getAutoAddOn, removeAutoAddOn, setAutoAddOn } from './auto-add-on-rules.ts';
import { applyCapsNow } from './cap-apply.ts';
import { getCardCaps, removeCardCaps, setCardCaps } from './card-caps.ts';
import { getCardUsage } from './card-usage.ts';
import { getDataAlerts, setDataAlerts } from './data-alerts.ts';
import { spikeRoutes } from './spike-routes.ts';

/**
 * A card's Traffic Detail and data alerts for its holder (the administrators' usage import: ./admin-routes.ts).
 */
export const usageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // a customer's API key: reads with read, a card's alerts, auto add-on and caps with cards (decision 0076)
  const reading = authenticate(ctx, { apiKey: 'read' });
  const managing = authenticate(ctx, { apiKey: 'cards' });
  app.get(
    '/usage/cards/:id',
    {
      config: { members: 'cards' },
      onRequest: reading,
      schema: {
        tags: ['usage'],
        security: BEARER_SECURITY,
        summary:
          "One of the caller's cards' traffic over a range: total, per day, per region with proportions",
        description:
          'start and end (YYYY-MM-DD, BILLING_TZ) are required, not after today, end not before start, at most ' +
          '366 days: otherwise 400 date_range_invalid with data { rule }. not_found (404) for a card that is not ' +
          "the caller's. lastUpdatedAt: when carrier usage was last imported.",
        params: cardIdParamsSchema,
        querystring: usageRangeQuerySchema,
        response: { 200: envelopeOf(cardUsageSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok(await getCardUsage(ctx, requireUser(request).userId, request.params.id, request.query)),
  );

  const alertsSchema = {
    tags: ['usage'],
    security: BEARER_SECURITY,
    params: cardIdParamsSchema,
  };
  app.get(
    '/usage/cards/:id/alerts',
    {
      config: { members: 'cards' },
      onRequest: reading,
      schema: {
        ...alertsSchema,
        summary:
          "One of the caller's cards' data alerts: the shares of its allowance at which the caller is mailed",
        description:
          "80 and 100 until the card's holder chooses. not_found (404) for a card that is not the caller's.",
        response: { 200: envelopeOf(dataAlertsSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ok(await getDataAlerts(ctx, requireUser(request).userId, request.params.id)),
  );

  app.put(
    '/usage/cards/:id/alerts',
    {
      onRequest: managing,
      schema: {
        ...alertsSchema,
        summary: "Sets one of the caller's cards' data alerts (any of 50, 80, 90, 100; none turns them off)",
        description:
          'Each threshold is mailed once per billing cycle, the first usage import that reaches it. not_found ' +
          "(404) for a card that is not the caller's.",
        body: dataAlertsSchema,
        response: { 200: envelopeOf(dataAlertsSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok(await setDataAlerts(ctx, requireUser(request).userId, request.params.id, request.body)),
  );

  const autoAddOnDescription =
    'When the data left falls below whenLeftBelowPercent of the allowance (0: runs out), the next usage import buys ' +
    'the add-on from the balance (never in part, never on bridge credit), at most maxPerDay times a business day ' +
    'and maxPerCycle times a billing cycle; each purchase and each refusal is mailed. not_found (404) for a card ' +
    "that is not the caller's.";
  app.get(
    '/usage/cards/:id/auto-add-on',
    {
      config: { members: 'cards' },
      onRequest: reading,
      schema: {
        ...alertsSchema,
        summary:
          "One of the caller's cards' auto add-on (rule null: none set), the add-on it buys and its count",
        description: autoAddOnDescription,
        response: { 200: envelopeOf(autoAddOnSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ok(await getAutoAddOn(ctx, requireUser(request).userId, request.params.id)),
  );

  app.put(
    '/usage/cards/:id/auto-add-on',
    {
      onRequest: managing,
      schema: {
        ...alertsSchema,
        summary: "Sets one of the caller's cards' auto add-on",
        description:
          `${autoAddOnDescription} The add-on must be on sale when the rule is on: not_found (404) for an unknown ` +
          'one, add_on_retired or add_on_changed (409) for one no longer sold at its price.',
        body: autoAddOnRuleSchema,
        response: { 200: envelopeOf(autoAddOnSchema), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) =>
      ok(await setAutoAddOn(ctx, requireUser(request).userId, request.params.id, request.body)),
  );

  app.delete(
    '/usage/cards/:id/auto-add-on',
    {
      onRequest: managing,
      schema: {
        ...alertsSchema,
        summary: "Removes one of the caller's cards' auto add-on (nothing set: nothing changes)",
        description: "not_found (404) for a card that is not the caller's.",
        response: { 200: envelopeOf(autoAddOnSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ok(await removeAutoAddOn(ctx, requireUser(request).userId, request.params.id)),
  );

  const capsDescription =
    'Per business day (BILLING_TZ): dataMbPerDay of data, moneyMinorPerDay of money (the daily fee and the add-ons ' +
    'bought that day), each null for none. At 80 % of a cap the holder is warned once a day; a data cap reached ' +
    'holds the card until the next business day (SLOW: throttled, STOP: paused at the carrier); a purchase that ' +
    'would pass the money cap is refused (card_money_cap_reached), an auto add-on it refuses is followed by the ' +
    "cap's action, and a daily fee above it pauses the card instead (STOP). not_found (404) for a card that is " +
    "not the caller's.";
  app.get(
    '/usage/cards/:id/caps',
    {
      config: { members: 'cards' },
      onRequest: reading,
      schema: {
        ...alertsSchema,
        summary:
          "One of the caller's cards' daily caps (caps null: none set) and today's use and spend against them",
        description: capsDescription,
        response: { 200: envelopeOf(cardCapsSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ok(await getCardCaps(ctx, requireUser(request).userId, request.params.id)),
  );

  app.put(
    '/usage/cards/:id/caps',
    {
      onRequest: managing,
      schema: {
        ...alertsSchema,
        summary: "Sets one of the caller's cards' daily caps",
        description: `${capsDescription} At least one cap: validation_failed (card_cap_required) otherwise.`,
        body: cardCapsRuleSchema,
        response: { 200: envelopeOf(cardCapsSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      await setCardCaps(ctx, userId, request.params.id, request.body);
      // a card already past its new cap is warned or held now, not at the next usage report
      await applyCapsNow(ctx, request.params.id);
      return ok(await getCardCaps(ctx, userId, request.params.id));
    },
  );

  app.delete(
    '/usage/cards/:id/caps',
    {
      onRequest: managing,
      schema: {
        ...alertsSchema,
        summary:
          "Removes one of the caller's cards' daily caps (a hold already put today stays until tomorrow)",
        description: "not_found (404) for a card that is not the caller's.",
        response: { 200: envelopeOf(cardCapsSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ok(await removeCardCaps(ctx, requireUser(request).userId, request.params.id)),
  );

  // a data spike's page and its one-tap slow-down (issue #70)
  await app.register(spikeRoutes, { ctx });
};
