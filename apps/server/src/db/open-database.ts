import type { Config } from '../config.ts';
import { type Database, openPglite, openPostgres } from './database.ts';
import { migrateDatabase } from './migrate.ts';
import { lockDataDir } from './pglite-lock.ts';

/**
 * The one engine switch: a real PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR
 * (locked to this process). Either way the database is migrated before it is handed out.
 */
export const openDatabase = async (config: Config): Promise<Database> => {
  if (config.DATABASE_URL) {
    const database = openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE);
    await migrateDatabase(database, config.DATABASE_URL);
    return database;
  }
  const unlock = await lockDataDir(config.dataDir);
  try {
    const database = await openPglite(config.dataDir);
    await migrateDatabase(database);
    return {
      ...database,
      close: async () => {
        await database.close();
        await unlock();
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
};
