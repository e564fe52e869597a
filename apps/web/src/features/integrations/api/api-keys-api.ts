import type { ApiKeyList, CreateApiKeyBody, CreatedApiKey } from '@simportal/contract/api/api-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';

// Integrations › API keys (server: apps/server/src/modules/auth/api-key-routes.ts, decision 0076).

/** The one source of the key list's query key. */
export const apiKeysQuery = () =>
  queryOptions({
    queryKey: ['integrations', 'api-keys'],
    queryFn: () => api.get<ApiKeyList>('/api-keys'),
    staleTime: 0,
  });

export const useApiKeys = () => useQuery(apiKeysQuery());

/** Creates a key (POST /api/api-keys): the answer holds its whole secret, the only time it is sent. */
export const useCreateApiKey = () =>
  useRefreshingMutation(
    (body: CreateApiKeyBody) => api.post<CreatedApiKey, CreateApiKeyBody>('/api-keys', { body }),
    apiKeysQuery().queryKey,
  );

/** Revokes a key (DELETE /api/api-keys/:id); the list is read again either way. */
export const useRevokeApiKey = () =>
  useRefreshingMutation(
    (id: string) => api.delete('/api-keys/{id}', { path: { id } }),
    apiKeysQuery().queryKey,
    'settled',
  );
