import type {
  AlertChannel,
  AlertChannels,
  PushDeviceList,
  PushKey,
  PushSubscribeBody,
  PushTestResult,
} from '@simportal/contract/api/push';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api.ts';
import { turnOnPush } from './push-support.ts';
import { useRefreshingMutation } from './use-refreshing-mutation.ts';

// Web push and the alerts' channels, for the Personal Center and a card's Alerts and limits (server: apps/server/src/modules/push/routes.ts).

/** The one source of the device list's query key; `endpoint` (this browser's) marks its own device. */
export const pushDevicesQuery = (endpoint: string | null) =>
  queryOptions({
    queryKey: ['account', 'push-devices', endpoint],
    queryFn: () =>
      api.get<PushDeviceList>('/push/subscriptions', endpoint ? { query: { endpoint } } : undefined),
    staleTime: 0,
  });

const DEVICES_KEY = ['account', 'push-devices'];

export const usePushDevices = (endpoint: string | null) => useQuery(pushDevicesQuery(endpoint));

/** The server's VAPID public key, asked for when the customer turns notifications on. */
export const fetchPushKey = () => api.get<PushKey>('/push/key');

/** Sends this browser's subscription (POST /api/push/subscriptions); the list is read again. */
export const useSubscribePush = () =>
  useRefreshingMutation(
    (body: PushSubscribeBody) => api.post<{ id: number }>('/push/subscriptions', { body }),
    DEVICES_KEY,
    'settled',
  );

/** Removes one of the customer's devices (DELETE /api/push/subscriptions/:id). */
export const useRemovePushDevice = () =>
  useRefreshingMutation(
    (id: number) => api.delete('/push/subscriptions/{id}', { path: { id } }),
    DEVICES_KEY,
    'settled',
  );

/** A test notification to every device of the customer's (POST /api/push/test). */
export const useSendTestPush = () =>
  useRefreshingMutation(() => api.post<PushTestResult>('/push/test'), DEVICES_KEY, 'settled');

const ALERT_CHANNELS_KEY = ['account', 'alert-channels'];

/** Where the customer hears of each alert (decision 0073): mail and push per alert. */
export const useAlertChannels = () =>
  useQuery({ queryKey: ALERT_CHANNELS_KEY, queryFn: () => api.get<AlertChannels>('/alert-channels') });

/** Saves one alert's channels; the server answers every alert's, which replace what is shown. */
export const useSaveAlertChannel = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (channel: AlertChannel) =>
      api.put<AlertChannels>('/alert-channels', { body: { alerts: [channel] } }),
    onSuccess: (saved) => client.setQueryData(ALERT_CHANNELS_KEY, saved),
  });
};

/**
 * Turns notifications on for this browser from the customer's press (the browser's own prompt, then the
 * subscription with the server's key, sent as Personal Center sends it): answers 'granted' once the device is
 * subscribed, or the permission the browser holds when it was not granted.
 */
export const useTurnOnPush = () => {
  const subscribe = useSubscribePush();
  return useMutation({
    mutationFn: async (): Promise<NotificationPermission> => {
      const { publicKey } = await fetchPushKey();
      const outcome = await turnOnPush(publicKey);
      if (typeof outcome === 'string') return outcome;
      await subscribe.mutateAsync(outcome);
      return 'granted';
    },
  });
};
