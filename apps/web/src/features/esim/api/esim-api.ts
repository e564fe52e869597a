import type { EsimActivation, EsimApplication, EsimOffer } from '@simportal/contract/api/esim';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

// eSIM calls (server: apps/server/src/modules/esim/routes.ts).

/** The single source of the feature's query keys. */
export const esimKeys = {
  all: ['esim'] as const,
  offer: () => [...esimKeys.all, 'offer'] as const,
  activation: (cardId: number) => [...esimKeys.all, 'activation', cardId] as const,
};

export const esimOfferQuery = () =>
  queryOptions({
    queryKey: esimKeys.offer(),
    queryFn: () => http.get<EsimOffer>('/esim/offer'),
    // the balance and the stock change elsewhere: always ask again when the page opens
    staleTime: 0,
  });

export const useEsimOffer = () => useQuery(esimOfferQuery());

export const esimActivationQuery = (cardId: number) =>
  queryOptions({
    queryKey: esimKeys.activation(cardId),
    queryFn: () => http.get<EsimActivation>(`/esim/cards/${cardId}/activation`),
  });

export const useEsimActivation = (cardId: number) =>
  useQuery({ ...esimActivationQuery(cardId), enabled: Number.isSafeInteger(cardId) && cardId > 0 });

/** A fresh Idempotency-Key per submit (crypto.randomUUID only exists in secure contexts). */
const newIdempotencyKey = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
};

/**
 * Applies for an eSIM. Each submit carries a fresh Idempotency-Key, so a request the network retried is
 * answered with the same card instead of charging twice. On success every cached query is marked stale (the
 * card list and the balances of other features change; their keys are theirs to own).
 */
export const useApplyEsim = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      http.post<EsimApplication>('/esim/applications', undefined, {
        headers: { 'Idempotency-Key': newIdempotencyKey() },
      }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
};
