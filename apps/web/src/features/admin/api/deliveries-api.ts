import type { DeliveryRetryResult, FailedDeliveries } from '@simportal/contract/api/deliveries';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { useAdminQueriesEnabled } from '../use-admin-format.ts';
import { adminKeys } from './admin-keys.ts';

// Admin Management › Failed deliveries (server: modules/deliveries/admin-routes.ts).

export const failedDeliveriesQuery = () =>
  queryOptions({
    queryKey: adminKeys.deliveries(),
    queryFn: () => http.get<FailedDeliveries>('/admin/deliveries/failed'),
    staleTime: 0,
    // retries happen by themselves in the background: the list follows them while it is open
    refetchInterval: 30_000,
  });

export const useFailedDeliveries = () =>
  useQuery({ ...failedDeliveriesQuery(), enabled: useAdminQueriesEnabled() });

export type DeliveryKind = 'carrier-commands' | 'mails';

/** Sends one delivery again now; the list (and the audit log) are read again afterwards. */
export const useRetryDelivery = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: DeliveryKind; id: number }) =>
      http.post<DeliveryRetryResult>(`/admin/deliveries/${input.kind}/${input.id}/retry`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
