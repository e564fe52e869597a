import type { EsimActivation, EsimApplication, EsimOffer } from '@simportal/contract/api/esim';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { authStore } from '../../../stores/auth-store.ts';

// eSIM calls (server: apps/server/src/modules/esim/routes.ts).

/** The single source of the feature's query keys. */
const esimKeys = {
  all: ['esim'] as const,
  offer: (planId: number | null) => [...esimKeys.all, 'offer', planId] as const,
  activation: (cardId: number) => [...esimKeys.all, 'activation', cardId] as const,
};

/** The offer alone (the fee), or with `planId` the fee and that plan's first day, bought together. */
const esimOfferQuery = (planId: number | null) =>
  queryOptions({
    queryKey: esimKeys.offer(planId),
    queryFn: () => api.get<EsimOffer>('/esim/offer', planId === null ? {} : { query: { planId } }),
    // the balance and the stock change elsewhere: always ask again when the page opens
    staleTime: 0,
    // switching the plan keeps the last figures on screen until the new ones arrive
    placeholderData: (previous) => previous,
  });

export const useEsimOffer = (planId: number | null = null) => useQuery(esimOfferQuery(planId));

export const esimActivationQuery = (cardId: number) =>
  queryOptions({
    queryKey: esimKeys.activation(cardId),
    queryFn: () => api.get<EsimActivation>('/esim/cards/{id}/activation', { path: { id: cardId } }),
  });

export const useEsimActivation = (cardId: number) =>
  useQuery({ ...esimActivationQuery(cardId), enabled: Number.isSafeInteger(cardId) && cardId > 0 });

/**
 * Applies for an eSIM, with `planId` bought with its basic plan in one purchase (issue #33). Each submit carries a fresh Idempotency-Key, so a request the network retried is
 * answered with the same card instead of charging twice. On success the header shows the balance the server
 * answered with at once; the card lists and the wallet (queries other features own, named by their roots) and
 * this feature's offer are loaded again.
 */
export const useApplyEsim = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: number | null) =>
      api.post<EsimApplication>('/esim/applications', {
        body: planId === null ? {} : { planId },
        headers: { 'Idempotency-Key': newIdempotencyKey() },
      }),
    onSuccess: (application) => {
      authStore.getState().setBalance(application.balanceMinor);
      for (const root of [esimKeys.all, ['sims'], ['billing'], ['wallet']])
        void queryClient.invalidateQueries({ queryKey: root });
    },
  });
};
