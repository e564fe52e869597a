import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { addOns, basicPlans } from '../../db/schema.ts';

export type PlanRow = typeof basicPlans.$inferSelect;
export type AddOnRow = typeof addOns.$inferSelect;

/** A basic plan on sale; a withdrawn or unknown one is undefined (the caller answers not_found). */
export const findPlanOnSale = async (db: DbOrTx, planId: number): Promise<PlanRow | undefined> => {
  const [row] = await db
    .select()
    .from(basicPlans)
    .where(and(eq(basicPlans.id, planId), eq(basicPlans.active, true)));
  return row;
};

/** Any basic plan, on sale or not (a StarterPack card keeps the plan an administrator gave it). */
export const findPlan = async (db: DbOrTx, planId: number): Promise<PlanRow | undefined> => {
  const [row] = await db.select().from(basicPlans).where(eq(basicPlans.id, planId));
  return row;
};

export const findAddOnOnSale = async (db: DbOrTx, addOnId: number): Promise<AddOnRow | undefined> => {
  const [row] = await db
    .select()
    .from(addOns)
    .where(and(eq(addOns.id, addOnId), eq(addOns.active, true)));
  return row;
};
