import type { AdminRole } from '@simportal/contract/admin-roles';
import type {
  Administrator,
  Administrators,
  Invitation,
  InviteAdministratorBody,
} from '@simportal/contract/api/administrators';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { withStepUp } from '../step-up/step-up-gate.ts';
import { useAdminQueriesEnabled } from '../use-admin-format.ts';
import { adminKeys } from './admin-keys.ts';

// Admin Management › Administrators (issue #34; server: commands/administrator-routes.ts). Owners only.

export const useAdministrators = (enabled = true) =>
  useQuery({
    queryKey: adminKeys.administrators(),
    queryFn: () => api.get<Administrators>('/admin/administrators'),
    enabled: useAdminQueriesEnabled() && enabled,
    staleTime: 0,
  });

const useRefreshingMutation = <TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.administrators() }),
  });
};

/** An invitation can make an owner: it asks for a fresh proof like a role change (issue #56). */
export const useInviteAdministrator = () =>
  useRefreshingMutation((body: InviteAdministratorBody) =>
    withStepUp(() => api.post<Invitation>('/admin/administrators/invitations', { body })),
  );

export const useWithdrawInvitation = () =>
  useRefreshingMutation((id: string) =>
    api.delete('/admin/administrators/invitations/{id}', { path: { id } }),
  );

/** A role change and a removal ask for a fresh proof (decision 0043). */
export const useChangeRole = () =>
  useRefreshingMutation((input: { id: number; role: AdminRole }) =>
    withStepUp(() =>
      api.patch<Administrator>('/admin/administrators/{id}', {
        path: { id: input.id },
        body: { role: input.role },
      }),
    ),
  );

export const useRemoveAdministrator = () =>
  useRefreshingMutation((id: number) =>
    withStepUp(() => api.delete('/admin/administrators/{id}', { path: { id } })),
  );
