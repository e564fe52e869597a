import type { DashboardQueues } from '@simportal/contract/api/dashboard';
import type { AppContext } from '../../app-context.ts';
import { businessDayOf } from '../../business-day.ts';
import { isStockLow } from '../esim/index.ts';
import { queueCounts } from './queues.ts';

/** The queues that need a person; the eSIM stock measured against ESIM_LOW_STOCK_THRESHOLD by modules/esim's rule. */
export const dashboardQueues = async (ctx: AppContext): Promise<DashboardQueues> => {
  const counts = await queueCounts(ctx.database.db);
  const threshold = ctx.config.ESIM_LOW_STOCK_THRESHOLD;
  return {
    today: businessDayOf(ctx),
    payOrdersWaiting: counts.payOrdersWaiting,
    refundsWaiting: counts.refundsWaiting,
    esimStock: {
      available: counts.esimAvailable,
      threshold,
      low: isStockLow(counts.esimAvailable, threshold),
    },
    carrierCommands: { failed: counts.carrierFailed, dead: counts.carrierDead },
    mails: { failed: counts.mailFailed, dead: counts.mailDead },
    pushes: { failed: counts.pushFailed, dead: counts.pushDead },
    webhooks: { failed: counts.webhookFailed, dead: counts.webhookDead },
    advances: { open: counts.bridgesOpen, owedMinor: counts.owedMinor, currency: ctx.config.CURRENCY },
    networkDrift: counts.networkDrift,
  };
};
