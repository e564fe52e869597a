import type { CreatePayOrderBody, PayOrder } from '@simportal/contract/api/wallet';
import type { Page } from '@simportal/contract/envelope';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { walletKeys } from './wallet-keys.ts';

/** How often /pay asks whether the administrator has confirmed the order. */
const PAY_ORDER_POLL_MS = 3_000;

const fetchPayOrder = (id: string) => api.get<PayOrder>('/wallet/pay-orders/{id}', { path: { id } });

const payOrderQuery = (id: string) =>
  queryOptions({
    queryKey: walletKeys.payOrder(id),
    queryFn: () => fetchPayOrder(id),
    // Poll while the order waits for the administrator; stop once it is FINISHED.
    refetchInterval: (query) => (query.state.data?.status === 'INIT' ? PAY_ORDER_POLL_MS : false),
    refetchOnWindowFocus: true,
    staleTime: 0,
  });

export const usePayOrder = (id: string | null) =>
  useQuery({ ...payOrderQuery(id ?? ''), enabled: Boolean(id) });

const payOrderPageQuery = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: walletKeys.payOrderPage(page, pageSize),
    queryFn: () => api.get<Page<PayOrder>>('/wallet/pay-orders', { query: { page, pageSize } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useMyPayOrders = (page: number, pageSize: number) => useQuery(payOrderPageQuery(page, pageSize));

/**
 * Creates a pay order. Each submit carries a fresh Idempotency-Key, so a request the network retried is
 * answered with the same order rather than a second one.
 */
export const useCreatePayOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePayOrderBody) =>
      api.post<PayOrder>('/wallet/pay-orders', { body, headers: { 'Idempotency-Key': newIdempotencyKey() } }),
    onSuccess: async (order) => {
      queryClient.setQueryData(walletKeys.payOrder(order.id), order);
      await queryClient.invalidateQueries({ queryKey: walletKeys.payOrders() });
    },
  });
};

/**
 * Cancels one of the caller's waiting pay orders (the server answers the cancelled order, also for a repeat).
 * Whatever the answer, the order is read again: a refusal means the administrator confirmed it meanwhile.
 */
export const useCancelPayOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<PayOrder>('/wallet/pay-orders/{id}/cancel', { path: { id } }),
    onSuccess: (order) => queryClient.setQueryData(walletKeys.payOrder(order.id), order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.payOrders() }),
  });
};
