import type { OperatorDetails } from '@simportal/contract/api/papers';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useAdminQueriesEnabled } from '../use-admin-format.ts';
import { adminKeys } from './admin-keys.ts';

// Admin Management › Support › the operator's details the papers print (decision 0102; server: modules/support).

const operatorQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'operator'] as const,
    queryFn: () => api.get<OperatorDetails>('/admin/operator'),
  });

export const useOperatorDetails = () => useQuery({ ...operatorQuery(), enabled: useAdminQueriesEnabled() });

/** An owner replaces them (audited); the answer replaces what is shown. */
export const useSaveOperatorDetails = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OperatorDetails) => api.put<OperatorDetails>('/admin/operator', { body }),
    onSuccess: (saved) => queryClient.setQueryData(operatorQuery().queryKey, saved),
  });
};
