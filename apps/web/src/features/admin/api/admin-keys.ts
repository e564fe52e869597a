import type { AdminCardListQuery, AuditListQuery } from '@simportal/contract/api/admin';
import type { DashboardRangeQuery } from '@simportal/contract/api/dashboard';

/** The one source of the admin screen's query keys: mutations invalidate through it. */
export const adminKeys = {
  all: ['admin'] as const,
  customers: () => [...adminKeys.all, 'customers'] as const,
  customerPage: (q: string, page: number, pageSize: number) =>
    [...adminKeys.customers(), 'page', q, page, pageSize] as const,
  customer: (id: number) => [...adminKeys.customers(), 'one', id] as const,
  cards: () => [...adminKeys.all, 'cards'] as const,
  cardPage: (filter: AdminCardListQuery) => [...adminKeys.cards(), filter] as const,
  cardJobs: () => [...adminKeys.all, 'card-jobs'] as const,
  cardJob: (id: number) => [...adminKeys.cardJobs(), id] as const,
  audit: () => [...adminKeys.all, 'audit'] as const,
  auditPage: (filter: AuditListQuery) => [...adminKeys.audit(), filter] as const,
  deliveries: () => [...adminKeys.all, 'deliveries'] as const,
  network: () => [...adminKeys.all, 'network'] as const,
  catalogue: () => [...adminKeys.all, 'catalogue'] as const,
  lifeline: () => [...adminKeys.all, 'lifeline'] as const,
  overview: (range: DashboardRangeQuery) => [...adminKeys.all, 'overview', range] as const,
  overviewQueues: () => [...adminKeys.all, 'overview-queues'] as const,
  waitingPayOrders: () => [...adminKeys.all, 'pay-orders', 'INIT'] as const,
  waitingRefunds: () => [...adminKeys.all, 'refunds', 'WAITING'] as const,
  secondFactor: () => [...adminKeys.all, 'second-factor'] as const,
  administrators: () => [...adminKeys.all, 'administrators'] as const,
};
