import type { Config } from './config.ts';
import type { Database } from './db/database.ts';

/** What every module's routes receive: configuration and the database, built once in main.ts or a test. */
export interface AppContext {
  config: Config;
  database: Database;
  startedAt: number;
  version: string;
}
