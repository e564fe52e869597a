import type { CardSpikeDay } from '@simportal/contract/api/data-spike';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

// A card's data spike and its one-tap slow-down (issue #70; server: apps/server/src/modules/usage/spike-routes.ts).

const spikeQuery = (cardId: number) =>
  queryOptions({
    queryKey: ['usage', 'spike', cardId] as const,
    queryFn: () => api.get<CardSpikeDay>('/usage/cards/{id}/spike', { path: { id: cardId } }),
    enabled: Number.isSafeInteger(cardId) && cardId > 0,
  });

/** The card today: its use, the spike told (if any) and a hold until tomorrow. */
export const useSpikeDay = (cardId: number) => useQuery(spikeQuery(cardId));

/** Slows the card until tomorrow; the answer is the day as it now stands, shown at once. */
export const useSlowToday = (cardId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CardSpikeDay>('/usage/cards/{id}/spike/slow', { path: { id: cardId } }),
    onSuccess: (day) => {
      client.setQueryData(spikeQuery(cardId).queryKey, day);
      // My SIMs and the caps show the hold too
      void client.invalidateQueries({ queryKey: ['usage', 'caps', cardId] });
      void client.invalidateQueries({ queryKey: ['sims'] });
    },
  });
};
