import type { DashboardCardStates } from '@simportal/contract/api/dashboard';
import { sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/database.ts';
import { cards } from '../sims/index.ts';

/**
 * Cards held by customers now, by portal status, through sims' cards view (PostgreSQL inlines it). Free
 * inventory cards (no holder) are stock, not business, and a card a customer deleted has no holder either
 * (sim_cards_retired_unbound). A count of every held card: it reads sim_cards_user_id_idx's entries or the
 * table, whichever the planner finds cheaper (bench/dashboard.ts prints what it costs as the fleet grows).
 */
export const cardStatesStatement = () =>
  sql`select status, count(*) as n from ${cards} where user_id is not null group by status`;

export const cardStates = async (db: DbOrTx): Promise<DashboardCardStates> => {
  const rows = await selectRows<{ status: keyof DashboardCardStates; n: string }>(db, cardStatesStatement());
  const states: DashboardCardStates = { USING: 0, PAUSED: 0, SUSPEND: 0, NOT_ACTIVE: 0 };
  for (const row of rows) states[row.status] = Number(row.n);
  return states;
};
