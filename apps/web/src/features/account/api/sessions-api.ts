import type { EndedSessions, SessionList } from '@simportal/contract/api/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';

// Personal Center › Sessions (server: apps/server/src/modules/auth/session-routes.ts).

/** The one source of the session list's query key. */
export const sessionsQuery = () =>
  queryOptions({
    queryKey: ['account', 'sessions'],
    queryFn: () => api.get<SessionList>('/user/sessions'),
    staleTime: 0,
  });

export const useSessions = () => useQuery(sessionsQuery());

/** Ends one session (DELETE /api/user/sessions/:id); the list is read again either way. */
export const useEndSession = () =>
  useRefreshingMutation(
    (id: string) => api.delete('/user/sessions/{id}', { path: { id } }),
    sessionsQuery().queryKey,
    'settled',
  );

/** Ends every session but this one (POST /api/user/sessions/end-others). */
export const useEndOtherSessions = () =>
  useRefreshingMutation(
    () => api.post<EndedSessions>('/user/sessions/end-others'),
    sessionsQuery().queryKey,
    'settled',
  );
