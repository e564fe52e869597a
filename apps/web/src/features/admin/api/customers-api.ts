import type { AdminCustomer, AdminCustomerDetail } from '@simportal/contract/api/admin';
import type {
  AdminRechargeBody,
  AdminRechargeResult,
  ConfirmPayOrderResult,
} from '@simportal/contract/api/wallet';
import type { Page } from '@simportal/contract/envelope';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { useAdminQueriesEnabled } from '../use-admin-format.ts';
import { adminKeys } from './admin-keys.ts';

// The Customer List's calls (server: apps/server/src/modules/admin/customer-routes.ts and wallet/admin-routes.ts).

export const customerPageQuery = (q: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: adminKeys.customerPage(q, page, pageSize),
    queryFn: () =>
      http.get<Page<AdminCustomer>>('/admin/customers', { params: { q: q || undefined, page, pageSize } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useCustomers = (q: string, page: number, pageSize: number) =>
  useQuery({ ...customerPageQuery(q, page, pageSize), enabled: useAdminQueriesEnabled() });

export const useCustomerDetail = (id: number | null) => {
  const enabled = useAdminQueriesEnabled() && id !== null;
  return useQuery({
    queryKey: adminKeys.customer(id ?? 0),
    queryFn: () => http.get<AdminCustomerDetail>(`/admin/customers/${id}`),
    enabled,
    staleTime: 0,
  });
};

/** A recharge by username or email; one Idempotency-Key per submit, so a retried request credits once. */
export const useAdminRecharge = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminRechargeBody) =>
      http.post<AdminRechargeResult>('/admin/recharges', body, {
        headers: { 'Idempotency-Key': newIdempotencyKey() },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};

export const useConfirmPayOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      http.post<ConfirmPayOrderResult>(`/admin/pay-orders/${encodeURIComponent(orderId)}/confirm`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
