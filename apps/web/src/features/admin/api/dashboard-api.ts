import type { DashboardOverview, DashboardPreset, DashboardQueues } from '@simportal/contract/api/dashboard';
import type { AdminPayOrder } from '@simportal/contract/api/wallet';
import type { Page } from '@simportal/contract/envelope';
import type { DateRange } from '@simportal/contract/rules/date-range';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useAdminQueriesEnabled } from '../use-admin-format.ts';
import { adminKeys } from './admin-keys.ts';

// Admin Management › Overview (server: apps/server/src/modules/dashboard/routes.ts).

/** A quick range, resolved by the server in BILLING_TZ, or the days the administrator picked. */
export type OverviewRange = { preset: DashboardPreset } | DateRange;

/** Pay orders the queue lists (the oldest to confirm are on the Customer List's customer drawer too). */
const WAITING_ORDERS_SHOWN = 5;

const overviewQuery = (range: OverviewRange) =>
  queryOptions({
    queryKey: adminKeys.overview(range),
    queryFn: () => api.get<DashboardOverview>('/admin/dashboard', { query: range }),
    // the figures of the previous range stay while the next ones load
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useOverview = (range: OverviewRange) =>
  useQuery({ ...overviewQuery(range), enabled: useAdminQueriesEnabled() });

/** What waits for a person; `wanted`: false while a caller needs it no more (Admin Management's landing). */
export const useOverviewQueues = (wanted = true) =>
  useQuery({
    queryKey: adminKeys.overviewQueues(),
    queryFn: () => api.get<DashboardQueues>('/admin/dashboard/queues'),
    enabled: useAdminQueriesEnabled() && wanted,
    staleTime: 0,
    // pay orders arrive and deliveries fail while the overview is open
    refetchInterval: 60_000,
  });

/**
 * The pay orders waiting longest for a confirmation (the wallet's admin list, INIT only, oldest first): a
 * cancelled or confirmed order leaves it, an overdue one comes first and says so (decision 0036).
 */
export const useWaitingPayOrders = () =>
  useQuery({
    queryKey: adminKeys.waitingPayOrders(),
    queryFn: () =>
      api.get<Page<AdminPayOrder>>('/admin/pay-orders', {
        query: { status: 'INIT', sort: 'oldest', page: 1, pageSize: WAITING_ORDERS_SHOWN },
      }),
    enabled: useAdminQueriesEnabled(),
    staleTime: 0,
    refetchInterval: 60_000,
  });

/** The overview's days as a CSV file; a refusal fails with the range rule it names, else its message key. */
export const fetchOverviewCsv = (range: OverviewRange): Promise<Blob> =>
  api.download(
    '/admin/dashboard/export',
    { query: range },
    (refusal) => refusal.data?.rule ?? refusal.message,
  );
