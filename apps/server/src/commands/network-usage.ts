import type { UsageImportReport } from '@simportal/contract/api/usage';
import { addDaysToIsoDate } from '@simportal/contract/calendar-date';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { businessDayOf } from '../business-day.ts';
import { importUsage } from '../modules/usage/index.ts';
import { type PeriodicWork, startPeriodic } from '../periodic-work.ts';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/**
 * Usage from the network's API (issue #69, decision 0093): the last NETWORK_USAGE_DAYS business days up to today,
 * pulled from the platform (its pages and rate limits are the adapter's) and imported like a carrier file
 * (modules/usage): a day's total per card and country replaces the one before, so a pull of the same days
 * changes nothing, late records are added and nothing counts twice; the allowance and caps are checked after.
 * Null where the network has no usage API (the simulator: usage comes from files or the usage simulator).
 */
export const pullNetworkUsage = async (ctx: AppContext, log?: Log): Promise<UsageImportReport | null> => {
  const carrier = ctx.carrier;
  if (!carrier.usage) return null;
  const today = businessDayOf(ctx);
  const days = Array.from({ length: ctx.config.NETWORK_USAGE_DAYS }, (_, back) =>
    addDaysToIsoDate(today, -back),
  );
  return importUsage(
    ctx,
    {
      kind: 'network',
      label: `${carrier.name} ${days.at(-1)}..${today}`,
      read: async () =>
        (await carrier.usage!(days, ctx.config.BILLING_TZ)).map((row, index) => ({
          line: index + 1,
          ...row,
        })),
    },
    { log },
  );
};

/** Pulls the network's usage every NETWORK_USAGE_EVERY_MINUTES, the first time at start; null when it has none. */
export const startNetworkUsageRounds = (ctx: AppContext, log: Log): PeriodicWork | null => {
  if (!ctx.carrier.usage || ctx.config.NETWORK_USAGE_EVERY_MINUTES === 0) return null;
  return startPeriodic({
    name: 'the network usage pull',
    delayMs: () => ctx.config.NETWORK_USAGE_EVERY_MINUTES * 60_000,
    runAtStart: true,
    run: async () => {
      const report = await pullNetworkUsage(ctx, log);
      if (report) log.info({ importId: report.importId, changed: report.changed }, 'network usage pulled');
    },
    log,
  });
};
