import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useAdminQueriesEnabled } from '../use-admin-format.ts';
import { adminKeys } from './admin-keys.ts';

// Admin Management › Failed deliveries (server: modules/deliveries/admin-routes.ts).

const failedDeliveriesQuery = () =>
  queryOptions({
    queryKey: adminKeys.deliveries(),
    queryFn: () => api.get('/admin/deliveries/failed'),
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
      input.kind === 'mails'
        ? api.post('/admin/deliveries/mails/{id}/retry', { path: { id: input.id } })
        : api.post('/admin/deliveries/carrier-commands/{id}/retry', { path: { id: input.id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
