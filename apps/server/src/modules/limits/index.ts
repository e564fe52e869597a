// The public face of modules/limits: what other modules, commands and the app may use. The rest is the module's
// own to change; .dependency-cruiser.cjs refuses an import past this file.
export type { CounterState } from './counters.ts';
export {
  clearCounter,
  clearCountersStartingWith,
  hitCounter,
  readCounter,
  readCounters,
  secondsUntil,
  takeBackHit,
} from './counters.ts';
export { startCounterPurge } from './purge-scheduler.ts';
export { databaseRateLimitStore } from './rate-limit-store.ts';
