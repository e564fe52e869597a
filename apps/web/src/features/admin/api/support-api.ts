import type { SupportSettings } from '@simportal/contract/api/support';
import type { AdminPayOrder } from '@simportal/contract/api/wallet';
import type { Page } from '@simportal/contract/envelope';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { supportQuery } from '../../../lib/support-query.ts';
import { useAdminQueriesEnabled } from '../use-admin-format.ts';
import { adminKeys } from './admin-keys.ts';

// Admin Management › Support and the pay order opened from an administrator's mail (issue #32).

/** Replaces the payment contact channels; every page that shows them reads them again. */
export const useSaveSupportSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupportSettings) => api.put<SupportSettings>('/admin/support', { body }),
    onSuccess: (saved) => queryClient.setQueryData(supportQuery.queryKey, saved),
  });
};

/** The pay order of a reference (PO-…), as the new-order mail's link names it; null when there is none. */
export const usePayOrderByReference = (reference: string | null) =>
  useQuery({
    queryKey: [...adminKeys.all, 'pay-orders', 'reference', reference] as const,
    queryFn: async () => {
      const page = await api.get<Page<AdminPayOrder>>('/admin/pay-orders', {
        query: { q: reference ?? '', page: 1, pageSize: 5 },
      });
      return page.items.find((order) => order.reference === reference) ?? null;
    },
    enabled: useAdminQueriesEnabled() && Boolean(reference),
    staleTime: 0,
  });
