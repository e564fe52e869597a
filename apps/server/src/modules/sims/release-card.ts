import type { InventoryCard } from '@simportal/contract/api/sims';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { DomainError } from '../../http/domain-error.ts';
import { toInventoryCard } from './presenters.ts';
import { simCards } from './schema.ts';

/**
 * An administrator puts a card a customer deleted back into the inventory, so it can be bound again (with its
 * verify code, by anyone). Releasing a free card changes nothing; a card bound to a customer is sim_occupied.
 */
export const releaseCard = async (ctx: AppContext, cardId: number): Promise<InventoryCard> => {
  const db = ctx.database.db;
  const [card] = await db.select().from(simCards).where(eq(simCards.id, cardId));
  if (!card) throw new DomainError('not_found');
  if (card.userId !== null) throw new DomainError('sim_occupied');
  if (card.deletedAt === null) return toInventoryCard(card);
  const [released] = await db
    .update(simCards)
    .set({ deletedAt: null, deletedByUserId: null })
    .where(eq(simCards.id, cardId))
    .returning();
  return toInventoryCard(released!);
};
