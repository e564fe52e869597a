import type { NetworkDifferences, ReconciliationRun } from '@simportal/contract/api/network-admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { useAdminQueriesEnabled } from '../use-admin-format.ts';
import { adminKeys } from './admin-keys.ts';

// Admin Management › Network (issue #69, decision 0095; server: modules/carrier/reconcile-routes.ts).

const networkDifferencesQuery = () =>
  queryOptions({
    queryKey: adminKeys.network(),
    queryFn: () => api.get<NetworkDifferences>('/admin/network/differences'),
    staleTime: 0,
    // the repairs are delivered in the background: their commands' states follow while the tab is open
    refetchInterval: 30_000,
  });

export const useNetworkDifferences = () =>
  useQuery({ ...networkDifferencesQuery(), enabled: useAdminQueriesEnabled() });

/** Reconciles now; the differences, the Overview's drift and the audit log are read again afterwards. */
export const useReconcileNow = () =>
  useRefreshingMutation(
    () => api.post<ReconciliationRun>('/admin/network/reconcile'),
    adminKeys.all,
    'settled',
  );
