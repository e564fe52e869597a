/** What periodic work logs through: the process's pino logger, or a child of it. */
export interface PeriodicLog {
  error(payload: object, message: string): void;
}

export interface PeriodicWork {
  /** Stops the timer and waits for a round in progress to finish (shutdown). */
  stop(): Promise<void>;
}

export interface PeriodicOptions {
  /** Named in the log line of a failed round: "<name> failed; the next round tries again". */
  name: string;
  /** Milliseconds from the end of a round to the next one (asked again after each round). */
  delayMs: () => number;
  /** One round. A thrown error is logged and the next round comes as usual. */
  run: () => Promise<void>;
  log: PeriodicLog;
  /** Runs a round at once (what a process that stopped left behind), instead of after the first delay. */
  runAtStart?: boolean;
}

/**
 * Background work of the server process (the daily run's scheduler, the delivery worker, the usage simulator,
 * the limits' purge), written once: a round never overlaps the previous one (the next is timed from its end), a
 * failed round is logged and does not stop the next, the timer never keeps the process alive, and stop() waits
 * for the round in progress so that shutdown closes the database after it.
 */
export const startPeriodic = ({
  name,
  delayMs,
  run,
  log,
  runAtStart = false,
}: PeriodicOptions): PeriodicWork => {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> = Promise.resolve();

  const round = async () => {
    try {
      await run();
    } catch (error) {
      log.error({ err: error }, `${name} failed; the next round tries again`);
    }
    if (!stopped) schedule();
  };
  const schedule = () => {
    timer = setTimeout(() => {
      inFlight = round();
    }, delayMs());
    timer.unref();
  };

  if (runAtStart) inFlight = round();
  else schedule();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await inFlight;
    },
  };
};
