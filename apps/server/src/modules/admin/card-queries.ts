import type { AdminCard } from '@simportal/contract/api/admin';
import type { LocalizedText } from '@simportal/contract/api/catalog';
import { inLocaleOrder } from '@simportal/contract/localized-text';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/database.ts';
import { basicPlans } from '../catalog/schema.ts';
import { simCards } from '../sims/schema.ts';
import { users } from '../users/schema.ts';

const currentPlan = alias(basicPlans, 'current_plan');
const starterPlan = alias(basicPlans, 'starter_plan');

/** The card number as a number: the expression of the index sim_cards_card_number_numeric_idx. */
export const cardNumberValue = sql`(${simCards.cardNumber}::numeric)`;

const adminCardColumns = {
  card: simCards,
  holder: { id: users.id, username: users.username, email: users.email },
  currentPlan: { id: currentPlan.id, name: currentPlan.name },
  starterPlan: { id: starterPlan.id, name: starterPlan.name },
};

/** Cards with their holder and the names of their plans; add where / order / limit. */
export const selectAdminCards = (db: DbOrTx) =>
  db
    .select(adminCardColumns)
    .from(simCards)
    .leftJoin(users, eq(users.id, simCards.userId))
    .leftJoin(currentPlan, eq(currentPlan.id, simCards.currentPlanId))
    .leftJoin(starterPlan, eq(starterPlan.id, simCards.starterPackPlanId))
    .$dynamic();

type PlanColumns = { id: number | null; name: LocalizedText | null } | null;

export interface AdminCardRow {
  card: typeof simCards.$inferSelect;
  holder: { id: number | null; username: string | null; email: string | null } | null;
  currentPlan: PlanColumns;
  starterPlan: PlanColumns;
}

const planRef = (plan: PlanColumns) =>
  plan && plan.id !== null ? { id: plan.id, name: inLocaleOrder(plan.name) } : null;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

// The table's check constraints hold type and status to the contract's enums, so the casts are safe.
export const toAdminCard = ({ card, holder, currentPlan, starterPlan }: AdminCardRow): AdminCard => ({
  id: card.id,
  cardNumber: card.cardNumber,
  iccid: card.iccid,
  type: card.type,
  status: card.status,
  channelName: card.channelName,
  label: card.label,
  holder:
    holder && holder.id !== null
      ? { id: holder.id, username: holder.username ?? '', email: holder.email ?? '' }
      : null,
  isStarterPack: card.isStarterPack,
  starterPackPlan: card.isStarterPack ? planRef(starterPlan) : null,
  starterPackDays: card.isStarterPack ? card.starterPackDays : null,
  currentPlan: planRef(currentPlan),
  planCreatedAt: iso(card.planCreatedAt),
  expireAt: iso(card.expireAt),
  boundAt: iso(card.boundAt),
  deletedAt: iso(card.deletedAt),
  createdAt: card.createdAt.toISOString(),
});

/** One card as the admin screen shows it, or undefined. */
export const findAdminCard = async (db: DbOrTx, cardId: number): Promise<AdminCard | undefined> => {
  const [row] = await selectAdminCards(db).where(eq(simCards.id, cardId));
  return row ? toAdminCard(row) : undefined;
};
