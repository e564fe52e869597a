import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { usageImports } from '../../db/schema.ts';

/** When carrier usage was last imported (the "last updated" of every usage figure); null before any import. */
export const lastUsageUpdate = async (db: DbOrTx): Promise<string | null> => {
  const [row] = await db
    .select({ at: usageImports.finishedAt })
    .from(usageImports)
    .orderBy(desc(usageImports.finishedAt))
    .limit(1);
  return row ? row.at.toISOString() : null;
};
