import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { usageImports } from './schema.ts';

// Every card list and card view asks this (db/prepared.ts: built once, planned once per connection).
const latestImport = preparedPerDatabase((db) =>
  db
    .select({ at: usageImports.finishedAt })
    .from(usageImports)
    .orderBy(desc(usageImports.finishedAt))
    .limit(1)
    .prepare('usage_last_updated'),
);

/** When carrier usage was last imported (the "last updated" of every usage figure); null before any import. */
export const lastUsageUpdate = async (db: DbOrTx): Promise<string | null> => {
  const [row] = await latestImport(db).execute();
  return row ? row.at.toISOString() : null;
};
