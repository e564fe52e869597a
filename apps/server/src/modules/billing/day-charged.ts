import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/database.ts';
import { ledgerEntries } from '../ledger/index.ts';

/**
 * "Is this card's fee of this day in the ledger?" — the one definition, for the daily run, a card's billing
 * (today's charge) and every per-card charge (activation, resumption): a DAILY_FEE activity of the card on the
 * day, whatever key it was written with, read through the ledger's view (PostgreSQL inlines it). These are the
 * columns of the ledger's unique index activities_daily_fee_key (trade_date, card_id of the DAILY_FEE rows), so
 * the test is one probe of it, and the
 * index is what makes a second charge of the day impossible. `offset 0` keeps it a per-card probe inside a
 * set-based statement: as an anti-join the planner, its statistics taken before the run wrote the day's rows,
 * compared every card of a batch with every fee the earlier batches wrote (decision 0023).
 */
export const dayChargedSql = (cardId: SQL, day: SQL): SQL =>
  sql`exists (select 1 from ${ledgerEntries} a
        where a.type = 'DAILY_FEE' and a.trade_date = ${day} and a.card_id = ${cardId} offset 0)`;

/** `dayChargedSql` for one card: the caller holds the balance lock, so the answer holds until it commits. */
export const isDayCharged = async (db: DbOrTx, cardId: number, day: string): Promise<boolean> => {
  const [row] = await selectRows<{ charged: boolean }>(
    db,
    sql`select ${dayChargedSql(sql`${cardId}::int`, sql`${day}::date`)} as charged`,
  );
  return row?.charged === true;
};
