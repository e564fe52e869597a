import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { viewColumns } from '../../db/view-columns.ts';
import { type PlanVersion, planVersions } from '../catalog/index.ts';
import type { SimCardRow } from './queries.ts';
import { simCards } from './schema.ts';

// The two statements of a plan order (commands/order-plan.ts) on the card's row, prepared (db/prepared.ts):
// every order runs them.

/**
 * A card of the customer, locked until the transaction ends, and the plan version ordered (through the
 * catalogue's plan_versions view; null when there is none), in one statement and one round trip: only the
 * card's row is locked.
 */
const cardWithPlanLock = preparedPerDatabase((db) =>
  db
    .select({ card: simCards, plan: viewColumns(planVersions) })
    .from(simCards)
    .leftJoin(planVersions, eq(planVersions.id, sql.placeholder('planId')))
    .where(and(eq(simCards.id, sql.placeholder('cardId')), eq(simCards.userId, sql.placeholder('userId'))))
    .for('update', { of: simCards })
    .prepare('lock_card_for_plan_order'),
);

/** The customer's card locked with the plan ordered, or undefined when the card is not theirs. */
export const lockOwnedCardWithPlan = async (
  tx: Tx,
  order: { userId: number; cardId: number; planId: number },
): Promise<{ card: SimCardRow; plan: PlanVersion | null } | undefined> =>
  (await cardWithPlanLock(tx).execute(order))[0];

const pendingPlanChange = preparedPerDatabase((db) =>
  db
    .update(simCards)
    .set({
      pendingPlanId: sql`${sql.placeholder('planId')}`,
      pendingPlanFrom: sql`${sql.placeholder('fromDay')}`,
    })
    .where(and(eq(simCards.id, sql.placeholder('cardId')), eq(simCards.status, 'USING')))
    .prepare('schedule_pending_plan'),
);

/** Makes `planId` the locked card's pending plan from `fromDay`, replacing an earlier one; a card in use only. */
export const schedulePendingPlan = async (
  tx: Tx,
  change: { cardId: number; planId: number; fromDay: string },
): Promise<void> => {
  await pendingPlanChange(tx).execute(change);
};
