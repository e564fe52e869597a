import type { ConnectionReport } from '@simportal/contract/api/network';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api.ts';

// "Not connecting?" (issue #69; server: apps/server/src/commands/connection-doctor-routes.ts): the customer's
// GET /api/sims/:id/connection, the console's GET /api/admin/cards/:id/connection.

export type ConnectionSource = 'customer' | 'console';

const PATHS: Record<ConnectionSource, string> = {
  customer: '/sims/{id}/connection',
  console: '/admin/cards/{id}/connection',
};

/** The one source of the report's query key: `connection`, who asks, the card. */
export const connectionQuery = (source: ConnectionSource, cardId: number) =>
  queryOptions({
    queryKey: ['connection', source, cardId],
    queryFn: () => api.get<ConnectionReport>(PATHS[source], { path: { id: cardId } }),
    // what the network saw changes by the minute (the pull): asked again on each opening
    staleTime: 0,
  });

export const useConnectionReport = (source: ConnectionSource, cardId: number, enabled = true) =>
  useQuery({ ...connectionQuery(source, cardId), enabled });
