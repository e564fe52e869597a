import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { hitCounter, readCounter } from './counters.ts';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/** What @fastify/rate-limit hands a route's store: the route it guards (for the key prefix). */
interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store for @fastify/rate-limit that keeps its counts in the portal's database (rate_limit_counters), so a
 * limit of N holds across every instance behind a load balancer and survives a restart. Each route counts
 * under its own prefix, as the plugin's Redis store does. The plugin constructs the class itself, hence a
 * class made per database.
 */
export const databaseRateLimitStore = (db: Db, clock: Clock) =>
  class DatabaseRateLimitStore {
    readonly prefix: string;

    constructor(_global?: unknown, prefix = 'rl:') {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      const now = clock.now();
      hitCounter(db, this.prefix + key, timeWindow, now).then(
        (state) => callback(null, { current: state.hits, ttl: state.windowEndsAt.getTime() - now.getTime() }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback) {
      const now = clock.now();
      readCounter(db, this.prefix + key, now).then(
        (state) =>
          callback(
            null,
            state
              ? { current: state.hits, ttl: state.windowEndsAt.getTime() - now.getTime() }
              : { current: 0, ttl: 0 },
          ),
        (error: Error) => callback(error),
      );
    }

    // Typed by the plugin as route options; what it passes at run time is its merged parameters with `routeInfo`.
    child(params: object) {
      const { method, url } = (params as RouteParams).routeInfo ?? {};
      return new DatabaseRateLimitStore(undefined, `${this.prefix}${[method].flat().join(',')}${url ?? ''}:`);
    }
  };
