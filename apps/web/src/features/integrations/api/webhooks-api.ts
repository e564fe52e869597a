import type {
  WebhookAttemptFilter,
  WebhookAttemptList,
  WebhookCreateBody,
  WebhookEndpoint,
  WebhookEndpointList,
  WebhookEventBody,
  WebhookSendResult,
  WebhookUpdateBody,
  WebhookWithSecret,
} from '@simportal/contract/api/webhooks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';

// Integrations › Webhooks (server: apps/server/src/modules/webhooks/routes.ts, docs/decisions/0077).

const WEBHOOKS_KEY = ['integrations', 'webhooks'];

/** The one source of the endpoint list's query key. */
export const webhooksQuery = () =>
  queryOptions({
    queryKey: WEBHOOKS_KEY,
    queryFn: () => api.get<WebhookEndpointList>('/webhooks'),
  });

export const useWebhooks = () => useQuery(webhooksQuery());

/**
 * One endpoint's delivery log, a page at a time, newest first (kept on screen while the next page loads); every
 * attempt, or the failed ones only.
 */
export const webhookAttemptsQuery = (
  id: number,
  page: number,
  pageSize: number,
  show: WebhookAttemptFilter = 'all',
) =>
  queryOptions({
    queryKey: [...WEBHOOKS_KEY, id, 'attempts', show, page, pageSize],
    queryFn: () =>
      api.get<WebhookAttemptList>('/webhooks/{id}/deliveries', {
        path: { id },
        query: { page, pageSize, show },
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useWebhookAttempts = (id: number, page: number, pageSize: number, show: WebhookAttemptFilter) =>
  useQuery(webhookAttemptsQuery(id, page, pageSize, show));

/** The body an event is sent with (issue #67), asked only when the customer opens it; it never changes. */
export const webhookEventBodyQuery = (id: number, eventId: string) =>
  queryOptions({
    queryKey: [...WEBHOOKS_KEY, id, 'events', eventId],
    queryFn: () => api.get<WebhookEventBody>('/webhooks/{id}/events/{eventId}', { path: { id, eventId } }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useWebhookEventBody = (id: number, eventId: string) =>
  useQuery(webhookEventBodyQuery(id, eventId));

export const useCreateWebhook = () =>
  useRefreshingMutation(
    (body: WebhookCreateBody) => api.post<WebhookWithSecret>('/webhooks', { body }),
    WEBHOOKS_KEY,
  );

export const useUpdateWebhook = () =>
  useRefreshingMutation(
    ({ id, body }: { id: number; body: WebhookUpdateBody }) =>
      api.patch<WebhookEndpoint>('/webhooks/{id}', { path: { id }, body }),
    WEBHOOKS_KEY,
    'settled',
  );

export const useDeleteWebhook = () =>
  useRefreshingMutation(
    (id: number) => api.delete('/webhooks/{id}', { path: { id } }),
    WEBHOOKS_KEY,
    'settled',
  );

export const useRotateWebhookSecret = () =>
  useRefreshingMutation(
    (id: number) => api.post<WebhookWithSecret>('/webhooks/{id}/rotate-secret', { path: { id } }),
    WEBHOOKS_KEY,
  );

export const useSendTestWebhook = () =>
  useRefreshingMutation(
    (id: number) => api.post<WebhookSendResult>('/webhooks/{id}/test', { path: { id } }),
    WEBHOOKS_KEY,
    'settled',
  );

export const useRedeliverWebhook = () =>
  useRefreshingMutation(
    ({ id, eventId }: { id: number; eventId: string }) =>
      api.post<WebhookSendResult>('/webhooks/{id}/events/{eventId}/redeliver', { path: { id, eventId } }),
    WEBHOOKS_KEY,
    'settled',
  );
