import type {
  CardGroupActionRequest,
  CardGroupActionResult,
  CardGroupList,
  CardGroupQuote,
  CardSelectionQuote,
} from '@simportal/contract/api/card-groups';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { authStore } from '../../../stores/auth-store.ts';
import { refreshAfterOrder } from '../../billing/api/billing-query.ts';

// A customer's card groups (server: modules/sims/card-group-routes.ts, commands/card-groups/routes.ts; decision
// 0075). A change of the groups reloads them and My SIMs; a group action moves money and cards' states, so it
// reloads everything that shows them (refreshAfterOrder) and puts the answered balance in the header at once.

/** The single source of the groups' query keys: under My SIMs' root, so a card's change reloads them too. */
export const cardGroupKeys = {
  all: ['sims', 'groups'] as const,
  quote: (groupId: number, request: CardGroupActionRequest) =>
    ['sims', 'groups', 'quote', groupId, request] as const,
  selectionQuote: (cardIds: number[], request: CardGroupActionRequest) =>
    ['sims', 'selection', 'quote', cardIds, request] as const,
};

export const cardGroupsQuery = () =>
  queryOptions({
    queryKey: cardGroupKeys.all,
    queryFn: () => api.get<CardGroupList>('/card-groups'),
  });

export const useCardGroups = () => useQuery(cardGroupsQuery());

/** The groups as My SIMs' bar loaded them, for a card's menu: read from the cache, never asked per card. */
export const useKnownCardGroups = () => useQuery({ ...cardGroupsQuery(), enabled: false });

/** The whole price of an action on a group, asked when its confirmation opens and never kept after. */
export const useGroupQuote = (groupId: number, request: CardGroupActionRequest | null) =>
  useQuery({
    queryKey: cardGroupKeys.quote(groupId, request ?? { action: 'stop_billing' }),
    queryFn: () =>
      api.post<CardGroupQuote>('/card-groups/{id}/quote', { path: { id: groupId }, body: request }),
    enabled: request !== null,
    gcTime: 0,
    staleTime: 0,
  });

const useGroupsMutation = <Input, Answer>(mutationFn: (input: Input) => Promise<Answer>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // My SIMs' root holds the groups: the filter's figures and the cards' groups are loaded again together
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sims'] }),
  });
};

export const useCreateGroup = () =>
  useGroupsMutation((name: string) =>
    api.post<{ id: number; name: string }>('/card-groups', { body: { name } }),
  );

export const useRenameGroup = () =>
  useGroupsMutation((input: { id: number; name: string }) =>
    api.patch<{ id: number; name: string }>('/card-groups/{id}', {
      path: { id: input.id },
      body: { name: input.name },
    }),
  );

export const useDeleteGroup = () =>
  useGroupsMutation((id: number) => api.delete('/card-groups/{id}', { path: { id } }));

export const useMoveCards = () =>
  useGroupsMutation((input: { groupId: number | null; cardIds: number[] }) =>
    api.put<{ moved: number }>('/card-groups/members', { body: input }),
  );

export const useGroupAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      groupId: number;
      request: CardGroupActionRequest;
      fingerprint: string;
      idempotencyKey: string;
    }) =>
      api.post<CardGroupActionResult>('/card-groups/{id}/actions', {
        path: { id: input.groupId },
        body: { request: input.request, fingerprint: input.fingerprint },
        headers: { 'Idempotency-Key': input.idempotencyKey },
      }),
    onSuccess: async (result) => {
      authStore.getState().setBalance(result.balanceMinor);
      await refreshAfterOrder(queryClient);
    },
  });
};

/** The whole price of an action on the cards ticked on My SIMs (issue #67), as a group's quote. */
export const useSelectionQuote = (cardIds: number[], request: CardGroupActionRequest | null) =>
  useQuery({
    queryKey: cardGroupKeys.selectionQuote(cardIds, request ?? { action: 'stop_billing' }),
    queryFn: () => api.post<CardSelectionQuote>('/sims/selection/quote', { body: { cardIds, request } }),
    enabled: request !== null && cardIds.length > 0,
    gcTime: 0,
    staleTime: 0,
  });

/** Does a quoted action on the cards ticked, in one transaction, as a group's action. */
export const useSelectionAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      cardIds: number[];
      request: CardGroupActionRequest;
      fingerprint: string;
      idempotencyKey: string;
    }) =>
      api.post<CardGroupActionResult>('/sims/selection/actions', {
        body: { cardIds: input.cardIds, request: input.request, fingerprint: input.fingerprint },
        headers: { 'Idempotency-Key': input.idempotencyKey },
      }),
    onSuccess: async (result) => {
      authStore.getState().setBalance(result.balanceMinor);
      await refreshAfterOrder(queryClient);
    },
  });
};
