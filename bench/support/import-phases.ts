/**
 * A logger for importUsage that keeps the phase timings of its summary line (the `…Ms` fields: staging, checks,
 * merge, allowances, commit), so a bench can print where an import's time went.
 */
export const importPhaseLog = () => {
  let phases: Record<string, unknown> = {};
  const log = {
    info: (payload: Record<string, unknown>) => {
      phases = Object.fromEntries(Object.entries(payload).filter(([key]) => key.endsWith('Ms')));
    },
    warn: console.warn,
    error: console.error,
  } as never;
  return { log, phases: () => phases };
};
