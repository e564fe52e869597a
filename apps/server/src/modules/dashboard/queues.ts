import { sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/database.ts';

export interface QueueCounts {
  payOrdersWaiting: number;
  esimAvailable: number;
  carrierFailed: number;
  carrierDead: number;
  mailFailed: number;
  mailDead: number;
}

/**
 * What waits for a person, counted in one statement, each count on an index of its own table:
 * pay_orders_status_created_idx (INIT orders), esim_profiles_available_idx (free profiles),
 * deliveries_failed_idx (the outbox's failed and dead deliveries, few beside the delivered ones), counted by kind.
 */
export const queueCountsStatement = () =>
  sql`select
        (select count(*) from pay_orders where status = 'INIT') as pay_orders_waiting,
        (select count(*) from esim_profiles where status = 'AVAILABLE') as esim_available,
        d.carrier_failed, d.carrier_dead, d.mail_failed, d.mail_dead
      from (select
              count(*) filter (where kind = 'carrier_command' and state = 'failed') as carrier_failed,
              count(*) filter (where kind = 'carrier_command' and state = 'dead') as carrier_dead,
              count(*) filter (where kind = 'mail' and state = 'failed') as mail_failed,
              count(*) filter (where kind = 'mail' and state = 'dead') as mail_dead
            from deliveries where state in ('failed', 'dead')) d`;

export const queueCounts = async (db: DbOrTx): Promise<QueueCounts> => {
  const [row] = await selectRows<Record<string, string>>(db, queueCountsStatement());
  return {
    payOrdersWaiting: Number(row!.pay_orders_waiting),
    esimAvailable: Number(row!.esim_available),
    carrierFailed: Number(row!.carrier_failed),
    carrierDead: Number(row!.carrier_dead),
    mailFailed: Number(row!.mail_failed),
    mailDead: Number(row!.mail_dead),
  };
};
