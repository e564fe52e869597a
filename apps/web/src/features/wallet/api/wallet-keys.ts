import type { ActivityFilter } from '@simportal/contract/api/wallet';

/** The one source of the wallet's query keys: mutations invalidate through it. */
export const walletKeys = {
  all: ['wallet'] as const,
  summary: () => [...walletKeys.all, 'summary'] as const,
  payOrders: () => [...walletKeys.all, 'pay-orders'] as const,
  payOrderPage: (page: number, pageSize: number) =>
    [...walletKeys.payOrders(), 'page', page, pageSize] as const,
  payOrder: (id: string) => [...walletKeys.payOrders(), 'one', id] as const,
  activities: () => [...walletKeys.all, 'activities'] as const,
  refunds: () => [...walletKeys.all, 'refunds'] as const,
  activityPage: (filter: ActivityFilter, page: number, pageSize: number) =>
    [...walletKeys.activities(), filter, page, pageSize] as const,
};
