import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

/**
 * Server-state cache. Only a lost connection is worth retrying on its own: a server answer (validation,
 * permission, conflict) will not change by asking again, and a timeout has already waited 30 s.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failureCount, error) => failureCount < 2 && isApiError(error) && error.code === 'NETWORK_ERROR',
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});
