import type { AppContext } from '../../app-context.ts';
import { type PeriodicLog, type PeriodicWork, startPeriodic } from '../../periodic-work.ts';
import { type RecordedNetworkEvents, recordNetworkEvents } from './network-events.ts';

/**
 * Asks the carrier for the network's events since the last call and keeps them (decision 0094). A platform that
 * pushes its events (Twilio's Event Streams, to the sink) has no pullEvents: nothing to do. Answers what was kept,
 * or null when the platform does not pull.
 */
export const pullNetworkEvents = async (
  ctx: Pick<AppContext, 'carrier' | 'database' | 'clock'>,
): Promise<RecordedNetworkEvents | null> => {
  if (!ctx.carrier.pullEvents) return null;
  const events = await ctx.carrier.pullEvents();
  return recordNetworkEvents(ctx.database.db, ctx.carrier.name, events, ctx.clock.now());
};

/** How often the server asks a pulling carrier (and the simulator) for its events. */
export const NETWORK_EVENT_PULL_MS = 60_000;

/** The pull, every minute, on any instance (an event kept twice is a duplicate the table refuses). */
export const startNetworkEventPull = (ctx: AppContext, log: PeriodicLog): PeriodicWork =>
  startPeriodic({
    name: "the pull of the network's events",
    delayMs: () => NETWORK_EVENT_PULL_MS,
    run: async () => {
      await pullNetworkEvents(ctx);
    },
    log,
  });
