import { sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../db/database.ts';

export interface JobCount {
  /** Which queue: carrier_command (modules/carrier) or mail (modules/mail's outbox). */
  kind: 'carrier_command' | 'mail';
  /** The row's status as stored (PENDING, DONE, FAILED…; queued, sent, failed, kept). */
  state: string;
  count: number;
}

/**
 * How many jobs each queue holds in each state, grouped by the stored status so a state added later appears
 * without a change here. The one query /metrics makes of the queues: when the queues expose their own count
 * (a countJobsByState of the retrying queue), this file is what gets swapped. A count over the whole table at
 * each scrape: carrier_commands has a (status, id) index; mail_outbox is small next to the daily run's tables.
 */
export const countJobsByState = async (db: DbOrTx): Promise<JobCount[]> => {
  const rows = await selectRows<{ kind: JobCount['kind']; state: string; count: string | number }>(
    db,
    sql`select 'carrier_command' as kind, status as state, count(*) as count from carrier_commands group by status
        union all
        select 'mail' as kind, status as state, count(*) as count from mail_outbox group by status`,
  );
  // count(*) is a bigint, which node-postgres hands over as a string
  return rows.map((row) => ({ kind: row.kind, state: row.state, count: Number(row.count) }));
};
