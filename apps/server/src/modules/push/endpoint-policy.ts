import { DomainError } from '../../http/domain-error.ts';

/**
 * The push services browsers use, by their exact hosts: FCM (Chrome, Edge on Android, Samsung, Opera, Brave),
 * Mozilla's autopush, Apple's web push. The server posts to a subscription's endpoint, so an endpoint anywhere
 * else would let a customer make the server call any address: never a whole provider's domain (any
 * *.googleapis.com would be anyone's storage bucket, issue #67).
 */
const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com'];

/** Windows' push service (Edge on Windows) names a host per region: one label under notify.windows.com. */
const WINDOWS_PUSH_HOST = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.notify\.windows\.com$/;

const LOCAL_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

/** Whether a host is one of the push services' own, exactly (a trailing dot or another label is not). */
export const isPushServiceHost = (host: string): boolean =>
  PUSH_SERVICE_HOSTS.includes(host) || WINDOWS_PUSH_HOST.test(host);

/**
 * Refuses (push_endpoint_refused) an endpoint that is not a known push service's https address on its default
 * port, or that carries a user name or password; with `allowLocal` (PUSH_LOCAL_ENDPOINTS, tests and
 * development) also an http or https one on this machine.
 */
export const checkEndpoint = (endpoint: string, allowLocal: boolean): void => {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new DomainError('push_endpoint_refused');
  }
  const local = allowLocal && LOCAL_HOSTS.includes(url.hostname) && /^https?:$/.test(url.protocol);
  const known =
    url.protocol === 'https:' &&
    url.port === '' &&
    url.username === '' &&
    url.password === '' &&
    isPushServiceHost(url.hostname);
  if (!local && !known) throw new DomainError('push_endpoint_refused');
};
