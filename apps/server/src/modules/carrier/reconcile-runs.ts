import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { networkReconciliations } from './reconcile-schema.ts';

/** True once a nightly run of `day` (a business day) finished. */
export const nightlyRunDone = async (db: DbOrTx, day: string): Promise<boolean> => {
  const [run] = await db
    .select({ id: networkReconciliations.id })
    .from(networkReconciliations)
    .where(
      and(
        eq(networkReconciliations.businessDay, day),
        eq(networkReconciliations.trigger, 'nightly'),
        isNotNull(networkReconciliations.finishedAt),
      ),
    )
    .limit(1);
  return run !== undefined;
};
