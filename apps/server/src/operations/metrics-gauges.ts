import type { FastifyBaseLogger } from 'fastify';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { AppContext } from '../app-context.ts';
import { businessDayOf } from '../business-day.ts';
import type { PoolStats } from '../db/database.ts';
import { type BillingRunRow, latestBillingRun } from '../modules/billing/index.ts';
import { networkDrift } from '../modules/carrier/index.ts';
import { countDeliveriesByState } from '../modules/deliveries/index.ts';

const DAY_MS = 86_400_000;
const UNREADABLE: unique symbol = Symbol('unreadable');

/**
 * The gauges read at scrape time: the database pool (node-postgres), the queues, the network drift and the newest
 * daily billing run. A read that fails (the database is down) counts a collect failure and leaves its gauges empty or NaN
 * ("unknown", never a stale or reassuring 0), so the process and HTTP metrics are still served during an
 * outage, when they matter most.
 */
export const registerStateGauges = (registry: Registry, ctx: AppContext, log: FastifyBaseLogger) => {
  const registers = [registry];
  /** Every shared read: the failure counter waits for them, so a scrape counts its own failed reads. */
  const reads: (() => Promise<unknown>)[] = [];
  const collectFailures = new Counter({
    name: 'simportal_metrics_collect_failures_total',
    help: 'Scrapes in which figures read from the database could not be read (database unreachable)',
    labelNames: ['collector'] as const,
    registers,
    collect: async () => {
      await Promise.all(reads.map((read) => read()));
    },
  });

  /**
   * One database read per scrape, shared by the gauges it feeds: the registry collects every metric at once, so
   * they all ask before the first answer arrives and get the same promise; the next scrape reads again.
   */
  const sharedRead = <T>(collector: string, read: () => Promise<T>) => {
    let inFlight: Promise<T | typeof UNREADABLE> | undefined;
    const shared = () => {
      inFlight ??= read()
        .catch((error: unknown): typeof UNREADABLE => {
          collectFailures.inc({ collector });
          log.warn({ err: error, collector }, 'metrics: figures could not be read from the database');
          return UNREADABLE;
        })
        .finally(() => {
          inFlight = undefined;
        });
      return inFlight;
    };
    reads.push(shared);
    return shared;
  };

  new Gauge({
    name: 'simportal_db_info',
    help: 'The database engine (pglite: one in-process connection, so no pool gauges; postgres: node-postgres pool)',
    labelNames: ['engine'] as const,
    registers,
  }).set({ engine: ctx.database.engine }, 1);

  const { poolStats } = ctx.database;
  if (poolStats) {
    const pool = (name: string, help: string, read: (stats: PoolStats) => number) => {
      const gauge: Gauge = new Gauge({ name, help, registers, collect: () => gauge.set(read(poolStats())) });
    };
    pool('simportal_db_pool_connections', 'Open connections of the pool, busy or idle', (s) => s.total);
    pool('simportal_db_pool_idle_connections', 'Open connections of the pool not in use', (s) => s.idle);
    pool(
      'simportal_db_pool_waiting_requests',
      'Queries waiting for a connection (the pool is exhausted while above 0)',
      (s) => s.waiting,
    );
    pool('simportal_db_pool_max_connections', 'The pool size (DATABASE_POOL_SIZE)', (s) => s.max);
  }

  const readJobs = sharedRead('queue_jobs', () => countDeliveriesByState(ctx.database.db));
  const jobs: Gauge<'kind' | 'state'> = new Gauge({
    name: 'simportal_queue_jobs',
    help: 'Deliveries of the outbox by kind (carrier_command, mail) and state (failed: refused or unreachable, retried; dead: given up)',
    labelNames: ['kind', 'state'] as const,
    registers,
    collect: async () => {
      const counts = await readJobs();
      // reset after the read: a state with no rows left disappears instead of keeping its last count
      jobs.reset();
      if (counts === UNREADABLE) return;
      for (const { kind, state, count } of counts) jobs.set({ kind, state }, count);
    },
  });

  // reconciliation's open differences between the portal and the network (issue #69, decision 0095): alert when it
  // stays above 0 after the nightly run, whose commands a second run should find delivered
  const readDrift = sharedRead('network_drift', () => networkDrift(ctx.database.db));
  const drift: Gauge = new Gauge({
    name: 'simportal_network_drift',
    help: "Open differences between a card's state in the portal and on the network (reconciliation), until a later run finds them agreeing",
    registers,
    collect: async () => {
      const open = await readDrift();
      drift.set(open === UNREADABLE ? Number.NaN : open);
    },
  });

  const readRun = sharedRead('billing', () => latestBillingRun(ctx.database.db));
  /** A gauge of the newest run; 0 before the first run (Prometheus reads a 0 timestamp as "never"). */
  const billing = (name: string, help: string, figure: (run: BillingRunRow | null) => number) => {
    const gauge: Gauge = new Gauge({
      name,
      help,
      registers,
      collect: async () => {
        const run = await readRun();
        gauge.set(run === UNREADABLE ? Number.NaN : figure(run));
      },
    });
  };
  const seconds = (date: Date) => date.getTime() / 1000;
  billing(
    'simportal_billing_last_run_business_day_seconds',
    'The business day of the newest completed daily run, as the Unix time of its UTC midnight (0: never run)',
    (run) => (run ? Date.parse(`${run.businessDay}T00:00:00Z`) / 1000 : 0),
  );
  billing(
    'simportal_billing_last_run_finished_seconds',
    'When the newest completed daily run finished, Unix time (0: never run)',
    (run) => (run ? seconds(run.finishedAt) : 0),
  );
  billing(
    'simportal_billing_last_run_duration_seconds',
    'How long the newest completed daily run took',
    (run) => (run ? seconds(run.finishedAt) - seconds(run.startedAt) : 0),
  );
  billing(
    'simportal_billing_last_run_cards_charged',
    'Cards the newest completed daily run charged their day fee',
    (run) => run?.charged ?? 0,
  );
  billing(
    'simportal_billing_last_run_charged_minor',
    'What the newest completed daily run charged in all, in minor units of CURRENCY',
    (run) => run?.chargedMinor ?? 0,
  );
  billing(
    'simportal_billing_last_run_cards_suspended',
    'Cards the newest completed daily run suspended for lack of credit',
    (run) => run?.suspended ?? 0,
  );
  // The run's status: a failed or missed run leaves no row (billing_runs holds completed days only), so the
  // signal is how many business days today (BILLING_TZ) is past the newest completed one. Alert when it stays
  // at 1 or more well past the boundary: the scheduler retries every 15 minutes.
  billing(
    'simportal_billing_days_behind',
    "Business days between today (BILLING_TZ) and the newest completed daily run (0: today's run is done; 1 before any run)",
    (run) =>
      run
        ? Math.max(0, Math.round((Date.parse(businessDayOf(ctx)) - Date.parse(run.businessDay)) / DAY_MS))
        : 1,
  );
};
