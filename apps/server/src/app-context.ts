import { type Clock, systemClock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { type AppLog, createLog } from './log.ts';
import { type AuthKeys, loadAuthKeys } from './modules/auth/index.ts';
import type { CarrierAdapter } from './modules/carrier/index.ts';
import { carrierCommandHandler, createCarrierSimulator } from './modules/carrier/index.ts';
import type { DeliveryHandlers } from './modules/deliveries/index.ts';
import { createMailer, type Mailer, mailHandler } from './modules/mail/index.ts';
import { cardNumbersOf } from './modules/sims/index.ts';

/** What every module's routes receive: configuration, the database and shared services, built once. */
export interface AppContext {
  config: Config;
  database: Database;
  startedAt: number;
  version: string;
  /** The time as services see it (tests move it). */
  clock: Clock;
  /** SMTP when SMTP_URL is set, otherwise the outbox-only embedded mode. */
  mailer: Mailer;
  /** Signing and hashing keys of the auth module (JWT_SECRET or a generated key kept in the database). */
  keys: AuthKeys;
  /** The mobile network's side: told after commit when a card is paused or deleted (embedded: a simulator). */
  carrier: CarrierAdapter;
  /** The process's logger (LOG_LEVEL): the HTTP app's, and the one background work reports through. */
  log: AppLog;
  /** How the outbox sends each kind of delivery (modules/deliveries), told by the module whose domain it is. */
  deliveryHandlers: DeliveryHandlers;
}

/** Builds the context on an open, migrated database: main.ts and the tests share this. */
export const createAppContext = async (input: {
  config: Config;
  database: Database;
  version: string;
  clock?: Clock;
  mailer?: Mailer;
  carrier?: CarrierAdapter;
  log?: AppLog;
}): Promise<AppContext> => ({
  log: input.log ?? createLog(input.config),
  config: input.config,
  database: input.database,
  version: input.version,
  startedAt: Date.now(),
  clock: input.clock ?? systemClock,
  mailer: input.mailer ?? createMailer(input.config),
  keys: await loadAuthKeys(input.database.db, input.config),
  carrier:
    input.carrier ??
    createCarrierSimulator({
      logFile: input.config.CARRIER_SIMULATOR_LOG,
      failFirst: input.config.CARRIER_SIMULATOR_FAIL_FIRST,
    }),
  deliveryHandlers: {
    carrier_command: carrierCommandHandler(cardNumbersOf),
    mail: mailHandler,
  },
});
