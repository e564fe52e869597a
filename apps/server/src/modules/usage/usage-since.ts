import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database.ts';
import { IMPORT_LOCK } from './import-usage.ts';
import { usageImports, usageRecords } from './schema.ts';

/**
 * Waits for a usage import in flight and keeps the next from writing until the caller's transaction ends: the
 * shared side of the import's own advisory lock. A rule that reads a card's usage and acts on it (a refund of an
 * unused add-on, decision 0101) then reads and acts on one state of it: an import either committed before the
 * read or starts after the act. Taken first in the transaction, before any row lock (the import locks balances
 * when it buys auto add-ons, so the other order could deadlock).
 */
export const holdUsageSteady = async (tx: Tx): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${IMPORT_LOCK})`);
};

/** The card's imported traffic (KB) on the business days from `fromDay` on, from the primary key's range. */
export const usedKbSince = async (db: DbOrTx, cardId: number, fromDay: string): Promise<number> => {
  const [row] = await db
    .select({ kb: sql<string>`coalesce(sum(${usageRecords.usedKb}), 0)::text` })
    .from(usageRecords)
    .where(and(eq(usageRecords.cardId, cardId), gte(usageRecords.day, fromDay)));
  return Number(row!.kb);
};

/** When the newest usage import finished, or null before any. */
export const lastUsageImportAt = async (db: DbOrTx): Promise<Date | null> =>
  (
    await db
      .select({ at: usageImports.finishedAt })
      .from(usageImports)
      .orderBy(desc(usageImports.finishedAt))
      .limit(1)
  )[0]?.at ?? null;
