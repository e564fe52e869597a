import type { AdminRole } from '@simportal/contract/admin-roles';
import type {
  Administrator,
  Administrators,
  Invitation,
  InviteAdministratorBody,
} from '@simportal/contract/api/administrators';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
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

const useAdministratorsMutation = <TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) =>
  useRefreshingMutation(mutationFn, adminKeys.administrators(), 'settled');

/** An invitation can make an owner: it asks for a fresh proof like a role change (issue #56). */
export const useInviteAdministrator = () =>
  useAdministratorsMutation((body: InviteAdministratorBody) =>
    withStepUp(() => api.post<Invitation>('/admin/administrators/invitations', { body })),
  );

export const useWithdrawInvitation = () =>
  useAdministratorsMutation((id: string) =>
    api.delete('/admin/administrators/invitations/{id}', { path: { id } }),
  );

/** A role change and a removal ask for a fresh proof (decision 0043). */
export const useChangeRole = () =>
  useAdministratorsMutation((input: { id: number; role: AdminRole }) =>
    withStepUp(() =>
      api.patch<Administrator>('/admin/administrators/{id}', {
        path: { id: input.id },
        body: { role: input.role },
      }),
    ),
  );

export const useRemoveAdministrator = () =>
  useAdministratorsMutation((id: number) =>
    withStepUp(() => api.delete('/admin/administrators/{id}', { path: { id } })),
  );
