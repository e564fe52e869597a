import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { selectRows } from '../../db/database.ts';
import { DomainError } from '../../http/domain-error.ts';
import { holderSinceSql } from './allowance-sql.ts';
import { cardsView } from './owners-views.ts';

/**
 * One of the caller's cards, for a page of its own (Traffic Detail, its data alerts): the day its current holder
 * took it (allowance-sql.ts holderSinceSql); not_found (404) for a card that is not the caller's (unknown, someone
 * else's, or deleted).
 */
export const heldCard = async (ctx: AppContext, userId: number, cardId: number) => {
  const [card] = await selectRows<{ holder_since: string }>(
    ctx.database.db,
    sql`select ${holderSinceSql(ctx.config.BILLING_TZ)}::text as holder_since from ${cardsView} c
      where c.id = ${cardId} and c.user_id = ${userId} and c.deleted_at is null`,
  );
  if (!card) throw new DomainError('not_found');
  return { holderSince: card.holder_since };
};
