import type {
  AutoAddOn,
  AutoAddOnRule,
  CardCaps,
  CardCapsRule,
  CardUsage,
  DataAlerts,
} from '@simportal/contract/api/usage';
import { todayInTimeZone } from '@simportal/contract/calendar-date';
import type { DateRange } from '@simportal/contract/rules/date-range';
import { initialTrafficRange } from '@simportal/contract/traffic-range';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { browserTimeZone } from '../../../lib/time-zone.ts';

// Traffic Detail's calls (server: apps/server/src/modules/usage/routes.ts).

const usageKeys = {
  all: ['usage'] as const,
  card: (cardId: number, range: DateRange) => ['usage', 'card', cardId, range.start, range.end] as const,
  alerts: (cardId: number) => ['usage', 'alerts', cardId] as const,
  autoAddOn: (cardId: number) => ['usage', 'auto-add-on', cardId] as const,
  caps: (cardId: number) => ['usage', 'caps', cardId] as const,
};

const fetchCardUsage = (cardId: number, range: DateRange) =>
  api.get<CardUsage>('/usage/cards/{id}', {
    path: { id: cardId },
    query: { start: range.start, end: range.end },
  });

const cardUsageQuery = (cardId: number, range: DateRange | null) =>
  queryOptions({
    queryKey: range ? usageKeys.card(cardId, range) : usageKeys.all,
    queryFn: () => fetchCardUsage(cardId, range!),
    enabled: range !== null && Number.isSafeInteger(cardId) && cardId > 0,
    // the figures of the previous range stay while the next ones load
    placeholderData: keepPreviousData,
  });

export const useCardUsage = (cardId: number, range: DateRange | null) =>
  useQuery(cardUsageQuery(cardId, range));

/** The range Traffic Detail opens on: the days up to today in the browser's calendar. */
export const openingRange = () => initialTrafficRange(todayInTimeZone(browserTimeZone()));

/** A card's usage over the opening range, asked for while the route's guard runs (PageRoute.data). */
export const prefetchCardUsage = (cardId: number) =>
  Number.isSafeInteger(cardId) && cardId > 0
    ? queryClient.prefetchQuery(cardUsageQuery(cardId, openingRange()))
    : Promise.resolve();

/** A card's data alerts: the shares of its allowance at which its holder is mailed (issue #58). */
export const useDataAlerts = (cardId: number) =>
  useQuery({
    queryKey: usageKeys.alerts(cardId),
    queryFn: () => api.get<DataAlerts>('/usage/cards/{id}/alerts', { path: { id: cardId } }),
  });

/** Saves a card's data alerts; the answer is what the server keeps, shown at once. */
export const useSaveDataAlerts = (cardId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (alerts: DataAlerts) =>
      api.put<DataAlerts>('/usage/cards/{id}/alerts', { path: { id: cardId }, body: alerts }),
    onSuccess: (saved) => client.setQueryData(usageKeys.alerts(cardId), saved),
  });
};

/** A card's auto add-on (issue #58): the rule (null: none), the add-on it buys and how often it bought. */
export const useAutoAddOn = (cardId: number) =>
  useQuery({
    queryKey: usageKeys.autoAddOn(cardId),
    queryFn: () => api.get<AutoAddOn>('/usage/cards/{id}/auto-add-on', { path: { id: cardId } }),
  });

/** Saves a card's auto add-on, or removes it (null); the server's answer is what the section shows next. */
export const useSaveAutoAddOn = (cardId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rule: AutoAddOnRule | null) =>
      rule
        ? api.put<AutoAddOn>('/usage/cards/{id}/auto-add-on', { path: { id: cardId }, body: rule })
        : api.delete<AutoAddOn>('/usage/cards/{id}/auto-add-on', { path: { id: cardId } }),
    onSuccess: (saved) => client.setQueryData(usageKeys.autoAddOn(cardId), saved),
  });
};

/** A card's daily caps (issue #59): data and money per day (null: none set), and today against them. */
export const useCardCaps = (cardId: number) =>
  useQuery({
    queryKey: usageKeys.caps(cardId),
    queryFn: () => api.get<CardCaps>('/usage/cards/{id}/caps', { path: { id: cardId } }),
  });

/**
 * Saves a card's daily caps, or removes them (null); the server's answer is what the section shows next, and My
 * SIMs' card reads its caps again with its billing.
 */
export const useSaveCardCaps = (cardId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (caps: CardCapsRule | null) =>
      caps
        ? api.put<CardCaps>('/usage/cards/{id}/caps', { path: { id: cardId }, body: caps })
        : api.delete<CardCaps>('/usage/cards/{id}/caps', { path: { id: cardId } }),
    onSuccess: (saved) => {
      client.setQueryData(usageKeys.caps(cardId), saved);
      void client.invalidateQueries({ queryKey: ['billing'] });
    },
  });
};
