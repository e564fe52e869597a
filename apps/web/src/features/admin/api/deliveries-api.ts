import type { DeliveryRetryResult, FailedDeliveries } from '@simportal/contract/api/deliveries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { useAdminQueriesEnabled } from '../use-admin-format.ts';
import { adminKeys } from './admin-keys.ts';

// Admin Management › Failed deliveries (server: commands/delivery-admin-routes.ts over modules/deliveries).

const failedDeliveriesQuery = () =>
  queryOptions({
    queryKey: adminKeys.deliveries(),
    queryFn: () => api.get<FailedDeliveries>('/admin/deliveries/failed'),
    staleTime: 0,
    // retries happen by themselves in the background: the list follows them while it is open
    refetchInterval: 30_000,
  });

export const useFailedDeliveries = () =>
  useQuery({ ...failedDeliveriesQuery(), enabled: useAdminQueriesEnabled() });

/** Sends one delivery, of whatever kind, again now; the list (and the audit log) are read again afterwards. */
export const useRetryDelivery = () =>
  useRefreshingMutation(
    (id: number) => api.post<DeliveryRetryResult>('/admin/deliveries/{id}/retry', { path: { id } }),
    adminKeys.all,
    'settled',
  );
