import { assertNodeVersion } from './require-node.ts';

assertNodeVersion();

const { buildApp, createAppContext } = await import('./app.ts');
const { startBillingScheduler } = await import('./commands/daily-run-scheduler.ts');
const { loadProcessConfig } = await import('./config.ts');
const { openDatabase } = await import('./db/open-database.ts');
const { seed } = await import('./seed/seed.ts');
const { withStartupLock } = await import('./db/startup-lock.ts');
const { VERSION } = await import('./version.ts');

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

const config = loadProcessConfig(1);

const database = await openDatabase(config).catch((error: Error) => fail(error.message));
// Several instances may start together on one PostgreSQL: they seed one at a time.
await withStartupLock(database, config.DATABASE_URL, () => seed(database.db, config));

const ctx = await createAppContext({ config, database, version: VERSION });
// Demo traffic of the demo cards from the usage simulator (a carrier stand-in), up to today.
if (config.SEED_DEMO) {
  const { seedDemoUsage } = await import('./seed/demo-usage.ts');
  await seedDemoUsage(ctx);
  // the demo's network: scripted faults on some demo cards, for the connection doctor (issue #69)
  const { seedDemoNetwork } = await import('./seed/demo-network.ts');
  await seedDemoNetwork(ctx);
}
const { app, lifecycle } = await buildApp(ctx);

// The daily billing run: catches up at start, then runs after each business-day boundary (BILLING_TZ).
const billing = config.BILLING_SCHEDULER ? startBillingScheduler(ctx, app.log) : null;
// Reconciliation (issue #69, decision 0095): every card compared with the network's once a night, after the
// billing run; the same switch, since an instance that runs no nightly work runs neither.
const { startNetworkReconcileScheduler } = await import('./modules/carrier/index.ts');
const reconciliation = config.BILLING_SCHEDULER ? startNetworkReconcileScheduler(ctx, app.log) : null;
// Demo traffic keeps arriving: the usage simulator runs again every USAGE_SIMULATOR_EVERY_MINUTES.
const { startUsageSimulatorScheduler } = await import('./modules/usage/index.ts');
const usage =
  config.SEED_DEMO && config.USAGE_SIMULATOR_EVERY_MINUTES > 0
    ? startUsageSimulatorScheduler(ctx, app.log, async () =>
        (await import('./seed/demo-usage.ts')).seedDemoUsage(ctx),
      )
    : null;

// Usage from the network's API (CARRIER=twilio-supersim): pulled every NETWORK_USAGE_EVERY_MINUTES.
const { startNetworkUsageRounds } = await import('./commands/network-usage.ts');
const networkUsage = startNetworkUsageRounds(ctx, app.log);
// eSIM profiles from the network (CARRIER=twilio-supersim): the free stock filled up to ESIM_STOCK_TARGET.
const { startEsimSupplyRounds } = await import('./commands/esim-supply.ts');
const esimSupply = startEsimSupplyRounds(ctx, app.log);

// Carrier commands and mail that were not delivered right after their commit (a failure, a process that died)
// are sent by the delivery worker, with backoff, until done or given up (modules/deliveries).
const { startDeliveryRounds } = await import('./commands/delivery-rounds.ts');
const deliveries = startDeliveryRounds(ctx, app.log);
// Bulk actions on cards (issue #59): this instance's share of the running jobs' cards, claimed with a lease.
const { startCardJobRounds } = await import('./commands/card-job-round.ts');
const cardJobs = startCardJobRounds(ctx, app.log);
// Ended windows of the request limits (modules/limits) are deleted every few minutes.
const { startCounterPurge } = await import('./modules/limits/index.ts');
const counterPurge = startCounterPurge(ctx, app.log);
// The webhooks' delivery log keeps WEBHOOK_LOG_DAYS: older attempts are deleted every hour.
const { startWebhookLogPurge } = await import('./modules/webhooks/index.ts');
const webhookLogPurge = startWebhookLogPurge(ctx, app.log);
// The inbox keeps INBOX_DAYS (issue #68): older events are deleted every hour.
const { startInboxPurge } = await import('./modules/notify/index.ts');
const inboxPurge = startInboxPurge(ctx, app.log);

// What the network saw of the cards (issue #69): asked of a carrier that does not push it, every minute.
const { startNetworkEventPull } = await import('./modules/carrier/index.ts');
const networkEventPull = startNetworkEventPull(ctx, app.log);

let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  lifecycle.beginShutdown();
  const timer = setTimeout(() => {
    app.log.error('shutdown grace period exceeded; exiting');
    process.exit(1);
  }, config.SHUTDOWN_GRACE_MS);
  timer.unref();
  await app.close();
  await billing?.stop();
  await reconciliation?.stop();
  await usage?.stop();
  await networkUsage?.stop();
  await esimSupply?.stop();
  await counterPurge.stop();
  await webhookLogPurge.stop();
  await inboxPurge.stop();
  await networkEventPull.stop();
  await deliveries.stop();
  await cardJobs.stop();
  ctx.mailer.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.PORT, host: config.HOST });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
app.log.info(
  { engine: database.engine, dataDir: database.engine === 'pglite' ? config.dataDir : undefined, port },
  `portal ready on http://localhost:${port} (API docs at /api/docs)`,
);
