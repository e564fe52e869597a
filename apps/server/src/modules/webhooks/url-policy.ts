import { lookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { DomainError } from '../../http/domain-error.ts';

/**
 * Addresses no webhook may reach (SSRF, docs/decisions/0077): this machine, the private networks, link-local
 * (the cloud's metadata service at 169.254.169.254), shared and reserved ranges, multicast.
 */
const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

const LOCAL_HOSTS = ['127.0.0.1', 'localhost', '[::1]', '::1'];

/** Whether an address (either family; an IPv4 one mapped into IPv6 too) is one no webhook may reach. */
export const isBlockedAddress = (address: string): boolean => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isBlockedAddress(mapped);
  const family = isIP(address);
  if (family === 0) return true;
  return BLOCKED.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

/** Whether `url` names this machine, which WEBHOOK_LOCAL_ENDPOINTS lets tests and development use. */
const isLocalHost = (url: URL) => LOCAL_HOSTS.includes(url.hostname);

/**
 * Refuses (webhook_url_refused) a URL that is not https, carries a user name, or names a blocked address or a
 * name only a local network resolves; with `allowLocal` an http or https address on this machine passes. The
 * name's addresses are checked again when an event is sent (checkedLookup), since DNS may answer otherwise later.
 */
export const checkWebhookUrl = (raw: string, allowLocal: boolean): URL => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new DomainError('webhook_url_refused');
  }
  if (allowLocal && isLocalHost(url) && /^https?:$/.test(url.protocol)) return url;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const refused =
    url.protocol !== 'https:' ||
    url.username !== '' ||
    url.password !== '' ||
    (isIP(host) !== 0 && isBlockedAddress(host)) ||
    (isIP(host) === 0 && (!host.includes('.') || /\.(localhost|local|internal|lan|home\.arpa)$/.test(host)));
  if (refused) throw new DomainError('webhook_url_refused');
  return url;
};

/**
 * The lookup a webhook's request connects through: the name's addresses as DNS gives them, refused when any is
 * blocked, so a name that resolved to a public address at creation cannot be pointed at an internal one later
 * (DNS rebinding). The request connects to the address checked here, not to another lookup's.
 */
export const checkedLookup =
  (allowLocal: boolean, host: string): LookupFunction =>
  (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const local = allowLocal && LOCAL_HOSTS.includes(host);
      if (!local && addresses.some((entry) => isBlockedAddress(entry.address))) {
        return callback(
          Object.assign(new Error(`${hostname} resolves to an address webhooks may not reach`), {
            code: 'EWEBHOOKADDRESS',
          }),
          '',
          0,
        );
      }
      if (options.all)
        return (callback as unknown as (e: null, a: typeof addresses) => void)(null, addresses);
      const [first] = addresses;
      if (!first) return callback(new Error(`${hostname} has no address`), '', 0);
      callback(null, first.address, first.family);
    });
  };
