import type { CardUsage } from '@simportal/contract/api/usage';
import type { DateRange } from '@simportal/contract/rules/date-range';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

// Traffic Detail's call (server: apps/server/src/modules/usage/routes.ts).

export const usageKeys = {
  all: ['usage'] as const,
  card: (cardId: number, range: DateRange) => ['usage', 'card', cardId, range.start, range.end] as const,
};

export const fetchCardUsage = (cardId: number, range: DateRange) =>
  http.get<CardUsage>(`/usage/cards/${cardId}`, { params: { start: range.start, end: range.end } });

export const cardUsageQuery = (cardId: number, range: DateRange | null) =>
  queryOptions({
    queryKey: range ? usageKeys.card(cardId, range) : usageKeys.all,
    queryFn: () => fetchCardUsage(cardId, range!),
    enabled: range !== null && Number.isSafeInteger(cardId) && cardId > 0,
    // the figures of the previous range stay while the next ones load
    placeholderData: keepPreviousData,
  });

export const useCardUsage = (cardId: number, range: DateRange | null) =>
  useQuery(cardUsageQuery(cardId, range));
