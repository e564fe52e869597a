import { randomUUID } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import proxyAddr from '@fastify/proxy-addr';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import { type Clock, systemClock } from './clock.ts';
import { buyAutoAddOn } from './commands/auto-add-on.ts';
import { deliveryAdminRoutes } from './commands/delivery-admin-routes.ts';
import { registerMemberCardReach } from './commands/members/card-reach.ts';
import { commandRoutes } from './commands/routes.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { clientErrorHandler } from './http/client-errors.ts';
import { failure } from './http/envelope.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerJsonBodyParser } from './http/json-body.ts';
import { registerMalformedTextRejection } from './http/reject-malformed-text.ts';
import { trackRouteMethods } from './http/route-methods.ts';
import { type AppLog, createLog } from './log.ts';
import { adminRoutes, registerCustomerViewAudit } from './modules/admin/index.ts';
import {
  accountRoutes,
  authRoutes,
  loadAuthKeys,
  registerAuthentication,
  secondFactorRoutes,
  stepUpRoutes,
} from './modules/auth/index.ts';
import { billingAdminRoutes, billingRoutes, stopSpentLifelines } from './modules/billing/index.ts';
import { cardJobAdminRoutes } from './modules/card-jobs/index.ts';
import {
  type CarrierAdapter,
  carrierCommandHandler,
  createCarrier,
  networkSinkRoutes,
  reconcileAdminRoutes,
} from './modules/carrier/index.ts';
import { adminCatalogRoutes, catalogRoutes, destinationOffersReader } from './modules/catalog/index.ts';
import { dashboardRoutes } from './modules/dashboard/index.ts';
import { dataExportRoutes } from './modules/data-export/index.ts';
import { esimAdminRoutes, esimRoutes } from './modules/esim/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { databaseRateLimitStore } from './modules/limits/index.ts';
import { createMailer, type Mailer, mailboxPage, mailHandler } from './modules/mail/index.ts';
import { notifyRoutes } from './modules/notify/index.ts';
import { papersRoutes } from './modules/papers/index.ts';
import { loadVapidKeys, pushHandler, pushRoutes } from './modules/push/index.ts';
import { cardNumbersOf, simAdminRoutes, simRoutes, wantedNetworkStates } from './modules/sims/index.ts';
import { supportRoutes } from './modules/support/index.ts';
import { usageAdminRoutes, usageRoutes } from './modules/usage/index.ts';
import { adminWalletRoutes, walletRoutes } from './modules/wallet/index.ts';
import { webhookHandler, webhookRoutes } from './modules/webhooks/index.ts';
import { registerMetrics } from './operations/metrics.ts';
import { publicOrigin } from './plugins/findable/public-origin.ts';
import { frameworkErrors, type TrustedProxy } from './plugins/framework-errors.ts';
import { type Lifecycle, registerLifecycle } from './plugins/lifecycle.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';

/**
 * The composition root: builds the context every module receives, on an open, migrated database. main.ts, the CLI,
 * the tests and the benches share it; no module or command imports it (app-context.ts holds the type only).
 */
export const createAppContext = async (input: {
  config: Config;
  database: Database;
  version: string;
  clock?: Clock;
  mailer?: Mailer;
  carrier?: CarrierAdapter;
  log?: AppLog;
}): Promise<AppContext> => {
  const keys = await loadAuthKeys(input.database.db, input.config);
  const log = input.log ?? createLog(input.config);
  return {
    log,
    config: input.config,
    database: input.database,
    version: input.version,
    startedAt: Date.now(),
    clock: input.clock ?? systemClock,
    mailer: input.mailer ?? createMailer(input.config),
    keys,
    vapid: await loadVapidKeys(input.database.db, input.config, keys.pushVapid, (message) =>
      log.warn(message),
    ),
    carrier: input.carrier ?? createCarrier(input.config),
    deliveryHandlers: {
      carrier_command: carrierCommandHandler(cardNumbersOf),
      mail: mailHandler,
      push: pushHandler,
      webhook: webhookHandler,
    },
    autoAddOnBuyer: buyAutoAddOn,
    lifelineSpent: stopSpentLifelines,
    networkPortal: { wantedStates: wantedNetworkStates, cardNumbersOf },
  };
};

export interface BuiltApp {
  app: FastifyInstance;
  lifecycle: Lifecycle;
}

/**
 * TRUST_PROXY as one function of the peer's address and its hop (0 nearest), which Fastify and the router's
 * error answers share: the listed proxies' addresses, or N hops by Express's rule (`hop < N`). Fastify itself,
 * given a bare number, believes no forwarded host or scheme (it cannot tell a proxy from a client that connects
 * directly); an operator who counts hops says none can (decision 0031).
 */
const trustedProxy = (trust: Config['TRUST_PROXY']): TrustedProxy | false => {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return proxyAddr.compile(trust);
};

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/** Builds the whole HTTP application: external concerns first, then the modules' routes under /api. */
export const buildApp = async (ctx: AppContext, options: { logger?: boolean } = {}): Promise<BuiltApp> => {
  const trust = trustedProxy(ctx.config.TRUST_PROXY);
  const app = Fastify({
    ...(options.logger === false ? { logger: false } : { loggerInstance: ctx.log as FastifyBaseLogger }),
    bodyLimit: ctx.config.BODY_LIMIT_BYTES,
    trustProxy: trust,
    // A caller's request id is kept when it looks like one, so logs of a whole chain can be joined.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    },
    return503OnClosing: false,
    frameworkErrors: frameworkErrors(trust),
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  const allowedMethods = trackRouteMethods(app);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  registerMalformedTextRejection(app);
  const lifecycle = registerLifecycle(app);
  registerMetrics(app, ctx);

  await registerSecurityHeaders(app);
  await app.register(fastifyCompress, {
    threshold: 1024,
    // Quality 4 keeps brotli cheap for dynamic JSON; static assets are compressed once at build time.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifyRateLimit, {
    global: false,
    // Counted in the database: a limit of N holds across every instance and a restart. While the database
    // cannot answer, the limit steps aside (nothing it guards can work then, and the handler answers 503), so a
    // bad request is still told what is wrong with it.
    store: databaseRateLimitStore(ctx.database.db, ctx.clock),
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      ...failure('too_many_requests', { retryAfterMs: context.ttl }),
    }),
  });
  await registerOpenApi(app, ctx.version);
  registerAuthentication(app);
  registerCustomerViewAudit(app, ctx);
  registerMemberCardReach(app, ctx);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { ctx });
      await api.register(authRoutes, { ctx });
      await api.register(accountRoutes, { ctx });
      await api.register(catalogRoutes, { ctx });
      await api.register(simRoutes, { ctx });
      await api.register(commandRoutes, { ctx });
      await api.register(walletRoutes, { ctx });
      await api.register(papersRoutes, { ctx });
      await api.register(billingRoutes, { ctx });
      await api.register(esimRoutes, { ctx });
      await api.register(usageRoutes, { ctx });
      await api.register(supportRoutes, { ctx });
      await api.register(dataExportRoutes, { ctx });
      await api.register(pushRoutes, { ctx });
      await api.register(notifyRoutes, { ctx });
      await api.register(webhookRoutes, { ctx });
      await api.register(networkSinkRoutes, { ctx });
      // Admin Management's endpoints (/api/admin/…), each module's in its admin-routes.ts (the failed deliveries' in
      // commands/, since the outbox sits below auth and audit; an administrator's second factor and step-up in auth's
      // second-factor-routes.ts and step-up-routes.ts), all registered here
      await api.register(dashboardRoutes, { ctx });
      await api.register(adminRoutes, { ctx });
      await api.register(simAdminRoutes, { ctx });
      await api.register(esimAdminRoutes, { ctx });
      await api.register(adminWalletRoutes, { ctx });
      await api.register(adminCatalogRoutes, { ctx });
      await api.register(deliveryAdminRoutes, { ctx });
      await api.register(billingAdminRoutes, { ctx });
      await api.register(usageAdminRoutes, { ctx });
      await api.register(cardJobAdminRoutes, { ctx });
      await api.register(reconcileAdminRoutes, { ctx });
      await api.register(secondFactorRoutes, { ctx });
      await api.register(stepUpRoutes, { ctx });
    },
    { prefix: '/api' },
  );

  await app.register(mailboxPage, { ctx });

  // PUBLIC_URL when set, else the request's own origin (decision 0025)
  const configured = ctx.config.PUBLIC_URL === undefined ? undefined : ctx.config.publicUrl;
  await registerWebApp(
    app,
    ctx.config.webDistDir,
    allowedMethods,
    { configured, of: publicOrigin(configured, ctx.config.publicUrl) },
    // the destination pages and the sitemap read what the shop sells (decision 0028)
    { offers: destinationOffersReader(ctx.database.db, ctx.clock), currency: ctx.config.CURRENCY },
  );
  return { app, lifecycle };
};
