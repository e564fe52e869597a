import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { AppLog } from './log.ts';

/**
 * What every module's routes and services receive: configuration, the database and shared services, built once by
 * the composition root (`createAppContext` in app.ts). This file holds the type only and imports no module, so
 * the modules that import it form no loop with it (decision 0065).
 *
 * A service a module owns is added to this interface by that module, next to its type (TypeScript's declaration
 * merging, as modules/auth adds `user` to fastify's request):
 * - `keys`: the auth module's signing and hashing keys (modules/auth/secrets.ts),
 * - `mailer`: how mail leaves the portal (modules/mail/mailer.ts),
 * - `carrier`: the mobile network's side (modules/carrier/carrier-adapter.ts),
 * - `deliveryHandlers`: how the outbox sends each kind of delivery (modules/deliveries/handlers.ts).
 */
export interface AppContext {
  config: Config;
  database: Database;
  startedAt: number;
  version: string;
  /** The time as services see it (tests move it). */
  clock: Clock;
  /** The process's logger (LOG_LEVEL): the HTTP app's, and the one background work reports through. */
  log: AppLog;
}
