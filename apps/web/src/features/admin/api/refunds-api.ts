import type { AdminRefundRequest, RefundRequest } from '@simportal/contract/api/refunds';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useAdminQueriesEnabled } from '../use-admin-format.ts';
import { adminKeys } from './admin-keys.ts';

// The refunds waiting for an administrator (decision 0101), beside the pay orders waiting on the Overview.

export const useWaitingRefunds = () =>
  useQuery({
    queryKey: adminKeys.waitingRefunds(),
    queryFn: () => api.get<AdminRefundRequest[]>('/admin/refunds', { query: { status: 'WAITING' } }),
    enabled: useAdminQueriesEnabled(),
    staleTime: 0,
    refetchInterval: 60_000,
  });

/** Approves (credits) or declines a waiting request; the queue and the Overview's count are read again either way. */
export const useDecideRefund = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decline }: { id: number; decline?: string }) =>
      decline === undefined
        ? api.post<RefundRequest>('/admin/refunds/{id}/approve', { path: { id } })
        : api.post<RefundRequest>('/admin/refunds/{id}/decline', { path: { id }, body: { note: decline } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.waitingRefunds() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.overviewQueues() }),
      ]),
  });
};
