import { DomainError } from '../../http/domain-error.ts';

/**
 * The push services browsers use: FCM (Chrome, Edge on Android, Samsung, Opera, Brave), Mozilla's autopush, Apple's
 * and Windows' (Edge). The server posts to a subscription's endpoint, so an endpoint anywhere else would let a
 * customer make the server call any address (an internal one included): only these hosts are accepted.
 */
const PUSH_SERVICE_HOSTS = [
  'googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

const LOCAL_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

const isUnder = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/**
 * Refuses (push_endpoint_refused) an endpoint that is not a known push service's https address; with
 * `allowLocal` (PUSH_LOCAL_ENDPOINTS, tests and development) also an http or https one on this machine.
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
    PUSH_SERVICE_HOSTS.some((domain) => isUnder(url.hostname, domain));
  if (!local && !known) throw new DomainError('push_endpoint_refused');
};
