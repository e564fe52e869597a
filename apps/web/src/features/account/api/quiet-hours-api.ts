import type { QuietHours } from '@simportal/contract/api/inbox';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

// Quiet hours (issue #68; server: apps/server/src/modules/notify/routes.ts).

/** The one source of the quiet hours' query key. */
export const quietHoursQuery = () =>
  queryOptions({
    queryKey: ['account', 'quiet-hours'],
    queryFn: () => api.get<QuietHours>('/quiet-hours'),
  });

export const useQuietHours = () => useQuery(quietHoursQuery());

/** PUT /api/quiet-hours; the server's answer replaces what is shown. */
export const saveQuietHours = (body: QuietHours) => api.put<QuietHours>('/quiet-hours', { body });

export const useSaveQuietHours = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveQuietHours,
    onSuccess: (saved) => client.setQueryData(quietHoursQuery().queryKey, saved),
  });
};
