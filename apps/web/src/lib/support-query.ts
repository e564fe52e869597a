import type { SupportSettings } from '@simportal/contract/api/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';

/** How customers reach the administrators to pay (GET /api/support), shared by /pay, the home page and the FAQ. */
export const supportQuery = queryOptions({
  queryKey: ['support'] as const,
  queryFn: () => api.get<SupportSettings>('/support'),
  staleTime: 5 * 60_000,
});

export const useSupportSettings = () => useQuery(supportQuery);
