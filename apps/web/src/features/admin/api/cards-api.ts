import type {
  AdminCard,
  AdminCardListQuery,
  AdminCardPage,
  StarterPackResetBody,
  StarterPackSetBody,
} from '@simportal/contract/api/admin';
import type { EsimImportReport } from '@simportal/contract/api/esim';
import type { CardImportReport, InventoryCard } from '@simportal/contract/api/sims';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { useAdminQueriesEnabled } from '../use-admin-format.ts';
import { adminKeys } from './admin-keys.ts';

// The Card List's calls (server: modules/admin/card-routes.ts, sims/admin-routes.ts, esim/admin-routes.ts).

export const cardPageQuery = (filter: AdminCardListQuery) =>
  queryOptions({
    queryKey: adminKeys.cardPage(filter),
    queryFn: () => http.get<AdminCardPage>('/admin/cards', { params: filter }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useAdminCards = (filter: AdminCardListQuery) =>
  useQuery({ ...cardPageQuery(filter), enabled: useAdminQueriesEnabled() });

/** A change of cards: the lists (and customers' card counts) are fetched again. */
const useCardMutation = <TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};

export const useSetStarterPack = () =>
  useCardMutation((input: { cardId: number; body: StarterPackSetBody }) =>
    http.post<AdminCard>(`/admin/cards/${input.cardId}/starter-pack`, input.body),
  );

export const useResetStarterPack = () =>
  useCardMutation((input: { cardId: number; body: StarterPackResetBody }) =>
    http.post<AdminCard>(`/admin/cards/${input.cardId}/starter-pack/reset`, input.body),
  );

export const useRevertStarterPack = () =>
  useCardMutation((cardId: number) => http.delete<AdminCard>(`/admin/cards/${cardId}/starter-pack`));

export const useReleaseCard = () =>
  useCardMutation((cardId: number) => http.post<InventoryCard>(`/admin/cards/${cardId}/release`));

const csvUpload = { headers: { 'Content-Type': 'text/csv' }, timeout: 120_000 };

/** The file as it is: the server parses and reports every row. Imports of 2000 cards hash for ~17 s. */
export const useImportCards = () =>
  useCardMutation((csv: string) => http.post<CardImportReport>('/admin/cards/import', csv, csvUpload));

export const useImportEsimProfiles = () =>
  useCardMutation((csv: string) =>
    http.post<EsimImportReport>('/admin/esim/profiles/import', csv, csvUpload),
  );
