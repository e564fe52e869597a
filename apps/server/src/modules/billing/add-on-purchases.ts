import { and, asc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { cardAddOns } from './schema.ts';

/** A pack bought for a card: its traffic and price as they were at purchase (the catalogue may change later). */
export type AddOnPurchaseRow = typeof cardAddOns.$inferSelect;

/** The purchase made under an idempotency key, to answer a retry with it; undefined when there was none. */
export const findAddOnPurchase = async (db: DbOrTx, idempotencyKey: string) =>
  (await db.select().from(cardAddOns).where(eq(cardAddOns.idempotencyKey, idempotencyKey)))[0];

/** Records a bought pack, in the transaction that debited it (its activity), so the card's allowance grows. */
export const recordAddOnPurchase = async (
  db: DbOrTx,
  purchase: Omit<AddOnPurchaseRow, 'id'>,
): Promise<AddOnPurchaseRow> => {
  const [row] = await db.insert(cardAddOns).values(purchase).returning();
  return row!;
};

/** A customer's purchases after the purchase `after` (a keyset, oldest first; null starts at the first). */
export const addOnPurchasesOf = (db: DbOrTx, userId: number, after: number | null, size: number) =>
  db
    .select()
    .from(cardAddOns)
    .where(
      after === null
        ? eq(cardAddOns.userId, userId)
        : and(eq(cardAddOns.userId, userId), gt(cardAddOns.id, after)),
    )
    .orderBy(asc(cardAddOns.id))
    .limit(size);

/** The pack an ADD_ON_PURCHASE activity paid for; undefined for any other activity. */
export const addOnPurchaseOfActivity = async (db: DbOrTx, activityId: number) =>
  (await db.select().from(cardAddOns).where(eq(cardAddOns.activityId, activityId)))[0];
