import { lookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { DomainError } from '../../http/domain-error.ts';

/**
 * Addresses no webhook may reach (SSRF, docs/decisions/0077 and 0080): this machine, the private networks,
 * link-local (the cloud's metadata service at 169.254.169.254), shared, documentation and reserved ranges,
 * multicast. IPv6 forms that carry an IPv4 address are judged by the IPv4 one they carry (embeddedIpv4).
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
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // unspecified, loopback and the deprecated IPv4-compatible ::a.b.c.d (::127.0.0.1 is ::7f00:1)
  ['::', 96],
  // NAT64: the well-known prefix and the local-use one (RFC 8215), which reach any IPv4 address the
  // translator can, private ones included, and place it where the operator chose
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  // discard-only (RFC 6666)
  ['100::', 64],
  // Teredo (its addresses carry an obscured IPv4 one) and documentation
  ['2001::', 32],
  ['2001:db8::', 32],
  ['3fff::', 20],
  ['fc00::', 7],
  ['fe80::', 10],
  // site-local, deprecated but still routed by some stacks
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

const LOCAL_HOSTS = ['127.0.0.1', 'localhost', '[::1]', '::1'];

/** An IPv6 address (without brackets or zone) as its sixteen bytes, or null when it is not one. */
export const ipv6Bytes = (address: string): number[] | null => {
  if (isIP(address) !== 6) return null;
  let text = address.toLowerCase();
  const groups: number[] = [];
  // a dotted IPv4 tail stands for the last two groups
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const part = (piece: string) =>
    piece === '' ? [] : piece.split(':').map((group) => Number.parseInt(group, 16));
  const left = part(head);
  const right = rest === undefined ? [] : part(rest);
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (rest === undefined && missing !== 0)) return null;
  groups.push(...left, ...Array<number>(missing).fill(0), ...right);
  return groups.flatMap((group) => [group >> 8, group & 0xff]);
};

const dotted = (bytes: number[]) => bytes.join('.');
const startsWith = (bytes: number[], prefix: number[]) => prefix.every((byte, i) => bytes[i] === byte);

/**
 * The IPv4 address an IPv6 one carries and would reach, in every form a connection or a router honours:
 * IPv4-mapped ::ffff:a.b.c.d (the socket connects to a.b.c.d), IPv4-translated ::ffff:0:a.b.c.d (SIIT),
 * IPv4-compatible ::a.b.c.d, 6to4 2002:aabb:ccdd::/48 (a relay forwards to a.b.c.d), the NAT64 prefixes, and
 * an ISATAP interface id (…:0:5efe:a.b.c.d or …:200:5efe:a.b.c.d). Null when it carries none.
 */
export const embeddedIpv4 = (address: string): string | null => {
  const bytes = ipv6Bytes(address);
  if (!bytes) return null;
  const last4 = dotted(bytes.slice(12));
  const zeros = (n: number) => Array<number>(n).fill(0);
  if (startsWith(bytes, [...zeros(10), 0xff, 0xff])) return last4;
  if (startsWith(bytes, [...zeros(8), 0xff, 0xff, 0, 0])) return last4;
  if (startsWith(bytes, zeros(12))) return last4;
  if (startsWith(bytes, [0x20, 0x02])) return dotted(bytes.slice(2, 6));
  if (startsWith(bytes, [0, 0x64, 0xff, 0x9b])) return last4;
  if ((bytes[8]! & 0xfd) === 0 && bytes[9] === 0 && bytes[10] === 0x5e && bytes[11] === 0xfe) return last4;
  return null;
};

/**
 * Whether an address (either family) is one no webhook may reach: a blocked one, or an IPv6 one carrying a
 * blocked IPv4 one. Anything that is not an address (a zone index included) is refused.
 */
export const isBlockedAddress = (address: string): boolean => {
  const family = isIP(address);
  if (family === 0 || address.includes('%')) return true;
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  const carried = embeddedIpv4(address);
  if (carried !== null && isBlockedAddress(carried)) return true;
  return BLOCKED.check(address, 'ipv6');
};

/** Whether `url` names this machine, which WEBHOOK_LOCAL_ENDPOINTS lets tests and development use. */
const isLocalHost = (url: URL) => LOCAL_HOSTS.includes(url.hostname);

/** Suffixes only a local network resolves (RFC 6762, 8375 and the cloud's internal names). */
const LOCAL_NAME = /\.(localhost|local|localdomain|internal|intranet|lan|home\.arpa)$/;

/**
 * Refuses (webhook_url_refused) a URL that is not https, carries a user name or password, names a blocked
 * address, a name only a local network resolves, or a name written with the root's trailing dot (localhost.,
 * metadata.google.internal.: one name, one spelling); with `allowLocal` an http or https address on this
 * machine passes. The name's addresses are checked again when an event is sent (checkedLookup), since DNS may
 * answer otherwise later.
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
  const named = isIP(host) === 0;
  const refused =
    url.protocol !== 'https:' ||
    url.username !== '' ||
    url.password !== '' ||
    (!named && isBlockedAddress(host)) ||
    (named && (!host.includes('.') || host.endsWith('.') || LOCAL_NAME.test(host)));
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
