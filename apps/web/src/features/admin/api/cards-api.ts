import type {
  AdminCard,
  AdminCardListQuery,
  AdminCardPage,
  AdminConsoleCard,
  StarterPackResetBody,
  StarterPackSetBody,
} from '@simportal/contract/api/admin';
import type { EsimImportReport } from '@simportal/contract/api/esim';
import type { CardImportReport, InventoryCard } from '@simportal/contract/api/sims';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { withStepUp } from '../step-up/step-up-gate.ts';
import { useAdminQueriesEnabled } from '../use-admin-format.ts';
import { adminKeys } from './admin-keys.ts';

// The Card List's calls (server: modules/admin/card-routes.ts, sims/admin-routes.ts, esim/admin-routes.ts).

const cardPageQuery = (filter: AdminCardListQuery) =>
  queryOptions({
    queryKey: adminKeys.cardPage(filter),
    queryFn: () => api.get<AdminCardPage>('/admin/cards', { query: filter }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useAdminCards = (filter: AdminCardListQuery) =>
  useQuery({ ...cardPageQuery(filter), enabled: useAdminQueriesEnabled() });

/** A change of cards: the lists (and customers' card counts) are fetched again. */
const useCardMutation = <TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) =>
  useRefreshingMutation(mutationFn, adminKeys.all);

export const useSetStarterPack = () =>
  useCardMutation((input: { cardId: number; body: StarterPackSetBody }) =>
    api.post<AdminCard>('/admin/cards/{id}/starter-pack', { path: { id: input.cardId }, body: input.body }),
  );

export const useResetStarterPack = () =>
  useCardMutation((input: { cardId: number; body: StarterPackResetBody }) =>
    api.post<AdminCard>('/admin/cards/{id}/starter-pack/reset', {
      path: { id: input.cardId },
      body: input.body,
    }),
  );

export const useRevertStarterPack = () =>
  useCardMutation((cardId: number) =>
    api.delete<AdminCard>('/admin/cards/{id}/starter-pack', { path: { id: cardId } }),
  );

export const useReleaseCard = () =>
  useCardMutation((cardId: number) =>
    api.post<InventoryCard>('/admin/cards/{id}/release', { path: { id: cardId } }),
  );

/** Lifts a card's binding lock (too many wrong verify codes, issue #56). */
export const useLiftBindLock = () =>
  useCardMutation((cardId: number) =>
    api.delete<AdminCard>('/admin/cards/{id}/bind-lock', { path: { id: cardId } }),
  );

const csvUpload = { headers: { 'Content-Type': 'text/csv' }, timeout: 120_000 };

/** The file as it is: the server parses and reports every row. Imports of 2000 cards hash for ~17 s. */
export const useImportCards = () =>
  useCardMutation((csv: string) =>
    api.post<CardImportReport>('/admin/cards/import', { body: csv, ...csvUpload }),
  );

export const useImportEsimProfiles = () =>
  useCardMutation((csv: string) =>
    api.post<EsimImportReport>('/admin/esim/profiles/import', { body: csv, ...csvUpload }),
  );

// The console's row actions on a held card (commands/admin-card-routes.ts): the customer's own workflows, run
// on the holder's behalf; resume and a plan change charge the holder, so the server may ask for a step-up first.

export const useStopCardBilling = () =>
  useCardMutation((cardId: number) =>
    api.post<AdminConsoleCard>('/admin/cards/{id}/stop-billing', { path: { id: cardId } }),
  );

export const useResumeCardBilling = () =>
  useCardMutation((cardId: number) =>
    withStepUp(() =>
      api.post<AdminConsoleCard>('/admin/cards/{id}/resume-billing', { path: { id: cardId } }),
    ),
  );

export const useChangeCardPlan = () =>
  useCardMutation((input: { cardId: number; planId: number }) =>
    withStepUp(() =>
      api.post<AdminConsoleCard>('/admin/cards/{id}/plan', {
        path: { id: input.cardId },
        body: { planId: input.planId },
      }),
    ),
  );

/** Takes a card back from its holder (who is mailed); the server asks for a step-up first. */
export const useTakeBackCard = () =>
  useCardMutation((cardId: number) =>
    withStepUp(() => api.post<AdminConsoleCard>('/admin/cards/{id}/take-back', { path: { id: cardId } })),
  );

/** Every card the filter shows as a CSV file (streamed by the server). */
export const fetchCardsCsv = (filter: Omit<AdminCardListQuery, 'page' | 'pageSize'>): Promise<Blob> =>
  api.download('/admin/cards/export.csv', { query: filter }, (refusal) => refusal.message);
