import type { BoundCard } from '@simportal/contract/api/billing';
import type { BindCardBody, SimCard } from '@simportal/contract/api/sims';
import type { Page } from '@simportal/contract/envelope';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { catalogueQueryOptions } from '../../../lib/catalogue-query.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { cardsBillingQuery, refreshAfterOrder } from '../../billing/api/billing-query.ts';
import { cardGroupsQuery } from './card-groups-api.ts';

// My SIMs' calls (server: apps/server/src/modules/sims/routes.ts). Every mutation refreshes the list; those
// that can move money or a card's billing refresh everything that shows them.

export const SIMS_PAGE_SIZE = 20;

/** The single source of the feature's query keys. */
const simsKeys = {
  all: ['sims'] as const,
  page: (page: number, group: SimsGroupFilter) => ['sims', 'list', page, group] as const,
};

/** Which cards My SIMs lists: all, one group's (its id) or those in no group (decision 0075). */
export type SimsGroupFilter = 'all' | 'none' | number;

const fetchMySims = (page: number, group: SimsGroupFilter) =>
  api.get<Page<SimCard>>('/sims', {
    query: { page, pageSize: SIMS_PAGE_SIZE, ...(group === 'all' ? {} : { group }) },
  });

/**
 * A page of My SIMs with what each card's panel shows: the cards, their billing (one call for all of them, which
 * the page hands to each card's panel) and the catalogue's currency, fetched together. The page
 * then appears whole, once, instead of card by card as each card's billing arrives, which moved the cards
 * below down the screen and cost a phone one render per card.
 */
const mySimsQuery = (page: number, group: SimsGroupFilter = 'all') =>
  queryOptions({
    queryKey: simsKeys.page(page, group),
    queryFn: async ({ client }) => {
      const [cards] = await Promise.all([
        fetchMySims(page, group),
        client.fetchQuery(cardsBillingQuery()),
        // the groups' bar above the cards (decision 0075) comes with them, so it does not push them down later
        client.fetchQuery(cardGroupsQuery()).catch(() => undefined),
        // the panels' currency; a catalogue that fails to load leaves them on the default, as before
        client.ensureQueryData(catalogueQueryOptions()).catch(() => undefined),
      ]);
      return cards;
    },
    // paging keeps the cards on screen until the next page arrives
    placeholderData: keepPreviousData,
  });

export const useMySims = (page: number, group: SimsGroupFilter = 'all') => useQuery(mySimsQuery(page, group));

/** The first page of cards, asked for while the route's guard runs (PageRoute.data). */
export const prefetchMySims = () => queryClient.prefetchQuery(mySimsQuery(1));

export const bindCard = (body: BindCardBody) => api.post<BoundCard>('/sims', { body });
export const updateLabel = (input: { id: number; label: string | null }) =>
  api.patch<SimCard>('/sims/{id}/label', { path: { id: input.id }, body: { label: input.label } });
export const stopBilling = (id: number) => api.post<SimCard>('/sims/{id}/stop-billing', { path: { id } });
export const deleteCard = (id: number) => api.delete('/sims/{id}', { path: { id } });

/**
 * A mutation of the caller's cards. A label only changes the list; binding (a StarterPack card credits its
 * days and charges today), stopping billing and deleting change the card's billing, the balance and the
 * activities too: the cards' billing panels, the wallet and the header's balance are loaded again at once,
 * so no figure on screen contradicts the server (refreshAfterOrder).
 */
const useSimsMutation = <TInput, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
  scope: 'list' | 'billing',
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      scope === 'billing'
        ? refreshAfterOrder(queryClient)
        : queryClient.invalidateQueries({ queryKey: simsKeys.all }),
  });
};

export const useBindCard = () => useSimsMutation(bindCard, 'billing');
export const useUpdateLabel = () => useSimsMutation(updateLabel, 'list');
export const useStopBilling = () => useSimsMutation(stopBilling, 'billing');
export const useDeleteCard = () => useSimsMutation(deleteCard, 'billing');
