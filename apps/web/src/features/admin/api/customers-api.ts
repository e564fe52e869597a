import type { AdminCustomer, AdminCustomerDetail } from '@simportal/contract/api/admin';
import type {
  AdminRechargeBody,
  AdminRechargeResult,
  ConfirmPayOrderResult,
} from '@simportal/contract/api/wallet';
import type { Page } from '@simportal/contract/envelope';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { withStepUp } from '../step-up/step-up-gate.ts';
import { useAdminQueriesEnabled } from '../use-admin-format.ts';
import { adminKeys } from './admin-keys.ts';

// The Customer List's calls (server: apps/server/src/modules/admin/customer-routes.ts and wallet/admin-routes.ts).

const customerPageQuery = (q: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: adminKeys.customerPage(q, page, pageSize),
    queryFn: () =>
      api.get<Page<AdminCustomer>>('/admin/customers', { query: { q: q || undefined, page, pageSize } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useCustomers = (q: string, page: number, pageSize: number) =>
  useQuery({ ...customerPageQuery(q, page, pageSize), enabled: useAdminQueriesEnabled() });

export const useCustomerDetail = (id: number | null) => {
  const enabled = useAdminQueriesEnabled() && id !== null;
  return useQuery({
    queryKey: adminKeys.customer(id ?? 0),
    queryFn: () => api.get<AdminCustomerDetail>('/admin/customers/{id}', { path: { id: id ?? 0 } }),
    enabled,
    staleTime: 0,
  });
};

/**
 * A recharge by username or email; one Idempotency-Key per submit, so a retried request credits once. A credit
 * asks for a fresh proof (decision 0043): refused before anything moved, it is sent again with the same key.
 */
export const useAdminRecharge = () =>
  useRefreshingMutation((body: AdminRechargeBody) => {
    const headers = { 'Idempotency-Key': newIdempotencyKey() };
    return withStepUp(() => api.post<AdminRechargeResult>('/admin/recharges', { body, headers }));
  }, adminKeys.all);

export const useConfirmPayOrder = () =>
  useRefreshingMutation(
    // a large order asks for a fresh proof first (decision 0043)
    (orderId: string) =>
      withStepUp(() =>
        api.post<ConfirmPayOrderResult>('/admin/pay-orders/{id}/confirm', { path: { id: orderId } }),
      ),
    adminKeys.all,
    // after a refusal too: an order its customer cancelled meanwhile leaves the queue (decision 0036)
    'settled',
  );
