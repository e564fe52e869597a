import { sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/database.ts';
import { openBridgesCountSql } from '../billing/index.ts';
import { networkDriftSql } from '../carrier/index.ts';
import { failedDeliveryCountsSql } from '../deliveries/index.ts';
import { availableProfilesCountSql } from '../esim/index.ts';
import { owedTotalSql } from '../ledger/index.ts';
import { waitingPayOrdersCountSql, waitingRefundsCountSql } from '../wallet/index.ts';

export interface QueueCounts {
  payOrdersWaiting: number;
  refundsWaiting: number;
  esimAvailable: number;
  carrierFailed: number;
  carrierDead: number;
  mailFailed: number;
  mailDead: number;
  pushFailed: number;
  pushDead: number;
  webhookFailed: number;
  webhookDead: number;
  bridgesOpen: number;
  owedMinor: number;
  networkDrift: number;
}

/**
 * What waits for a person, counted in one statement of the owners' counts, each on an index of its own table:
 * pay_orders_status_created_idx (INIT orders, wallet), refund_requests_waiting_idx (refunds to review, wallet),
 * esim_profiles_available_idx (free profiles, esim),
 * deliveries_failed_idx (the outbox's failed and dead deliveries by kind, few beside the delivered ones), the
 * open bridges (bridges_open_user, billing), the balances below zero (balances_below_zero_idx, ledger) and the
 * network drift (reconciliation's open differences, network_differences_open_key, carrier).
 */
export const queueCountsStatement = () =>
  sql`select
        ${waitingPayOrdersCountSql()} as pay_orders_waiting,
        ${waitingRefundsCountSql()} as refunds_waiting,
        ${availableProfilesCountSql()} as esim_available,
        ${openBridgesCountSql()} as bridges_open,
        ${owedTotalSql()} as owed,
        ${networkDriftSql()} as network_drift,
        d.carrier_failed, d.carrier_dead, d.mail_failed, d.mail_dead, d.push_failed, d.push_dead,
        d.webhook_failed, d.webhook_dead
      from ${failedDeliveryCountsSql()} d`;

export const queueCounts = async (db: DbOrTx): Promise<QueueCounts> => {
  const [row] = await selectRows<Record<string, string>>(db, queueCountsStatement());
  return {
    payOrdersWaiting: Number(row!.pay_orders_waiting),
    refundsWaiting: Number(row!.refunds_waiting),
    esimAvailable: Number(row!.esim_available),
    carrierFailed: Number(row!.carrier_failed),
    carrierDead: Number(row!.carrier_dead),
    mailFailed: Number(row!.mail_failed),
    mailDead: Number(row!.mail_dead),
    pushFailed: Number(row!.push_failed),
    pushDead: Number(row!.push_dead),
    webhookFailed: Number(row!.webhook_failed),
    webhookDead: Number(row!.webhook_dead),
    bridgesOpen: Number(row!.bridges_open),
    owedMinor: Number(row!.owed),
    networkDrift: Number(row!.network_drift),
  };
};
