import type { RefundRequest, RefundRequestBody } from '@simportal/contract/api/refunds';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { walletKeys } from './wallet-keys.ts';

// The caller's refund requests (decision 0101): which Activities rows were asked for, and asking.

const myRefundsQuery = () =>
  queryOptions({
    queryKey: walletKeys.refunds(),
    queryFn: () => api.get<RefundRequest[]>('/wallet/refunds'),
    staleTime: 0,
  });

export const useMyRefunds = () => useQuery(myRefundsQuery());

/** Asks for a purchase back; the balance, the activities and the requests are read again after. */
export const useAskRefund = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ activityId, body }: { activityId: number; body: RefundRequestBody }) =>
      api.post<RefundRequest>('/wallet/activities/{id}/refund', { path: { id: activityId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
};
