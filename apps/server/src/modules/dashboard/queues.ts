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
 * carrier_commands_status_idx (FAILED, DEAD). mail_outbox has no status index: its failed and dead rows are
 * counted by reading it, which stays small (sent mails are kept without their body).
 */
export const queueCountsStatement = () =>
  sql`select
        (select count(*) from pay_orders where status = 'INIT') as pay_orders_waiting,
        (select count(*) from esim_profiles where status = 'AVAILABLE') as esim_available,
        (select count(*) from carrier_commands where status = 'FAILED') as carrier_failed,
        (select count(*) from carrier_commands where status = 'DEAD') as carrier_dead,
        (select count(*) from mail_outbox where status = 'failed') as mail_failed,
        (select count(*) from mail_outbox where status = 'dead') as mail_dead`;

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
