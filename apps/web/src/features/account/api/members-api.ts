import type { CardGroupList } from '@simportal/contract/api/card-groups';
import type { InviteMemberBody, MemberInvitation, Members } from '@simportal/contract/api/members';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';

// Personal Center › Members (decision 0103; server: apps/server/src/commands/members/routes.ts).

/** The one source of the members list's query key. */
export const membersQuery = () =>
  queryOptions({
    queryKey: ['account', 'members'],
    queryFn: () => api.get<Members>('/members'),
    staleTime: 0,
  });

export const useMembers = (enabled = true) => useQuery({ ...membersQuery(), enabled });

/** The owner's card groups, which a member is given (the groups themselves are arranged on My SIMs). */
export const useGroupChoices = (enabled = true) =>
  useQuery({
    queryKey: ['account', 'members', 'groups'],
    queryFn: () => api.get<CardGroupList>('/card-groups'),
    enabled,
  });

export const useInviteMember = () =>
  useRefreshingMutation(
    (body: InviteMemberBody) => api.post<MemberInvitation>('/members/invitations', { body }),
    membersQuery().queryKey,
  );

export const useWithdrawInvitation = () =>
  useRefreshingMutation(
    (id: string) => api.delete('/members/invitations/{id}', { path: { id } }),
    membersQuery().queryKey,
    'settled',
  );

export const useChangeMemberGroups = () =>
  useRefreshingMutation(
    ({ id, groupIds }: { id: number; groupIds: number[] }) =>
      api.put('/members/{id}/groups', { path: { id }, body: { groupIds } }),
    membersQuery().queryKey,
    'settled',
  );

export const useRemoveMember = () =>
  useRefreshingMutation(
    (id: number) => api.delete('/members/{id}', { path: { id } }),
    membersQuery().queryKey,
    'settled',
  );
