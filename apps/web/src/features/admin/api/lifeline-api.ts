import type { LifelineSettings, LifelineSettingsBody } from '@simportal/contract/api/lifeline';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useAdminQueriesEnabled } from '../use-admin-format.ts';
import { adminKeys } from './admin-keys.ts';

// Admin Management › Catalogue › Lifeline (decision 0096): what a card out of credit gets before it is stopped.

export const useLifelineSettings = () =>
  useQuery({
    queryKey: adminKeys.lifeline(),
    queryFn: () => api.get<LifelineSettings>('/admin/billing/lifeline'),
    enabled: useAdminQueriesEnabled(),
  });

export const useSaveLifelineSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LifelineSettingsBody) =>
      api.put<LifelineSettings>('/admin/billing/lifeline', { body }),
    onSuccess: (saved) => queryClient.setQueryData(adminKeys.lifeline(), saved),
  });
};
