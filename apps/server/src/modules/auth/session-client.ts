import { isIPv4, isIPv6 } from 'node:net';
import { DEVICE_KINDS, type DeviceKind } from '@simportal/contract/api/auth';
import Bowser from 'bowser';

/**
 * What a session's owner is shown of the client behind it (GET /api/user/sessions): named, not kept whole. The
 * User-Agent becomes a browser with its major version, a system and a kind of device (bowser); the address a
 * prefix (IPv4 /24, IPv6 /48) that tells one network from another without pointing at one machine.
 */
export interface SessionClient {
  browser: string | null;
  os: string | null;
  device: DeviceKind | null;
  network: string | null;
}

/** A longer User-Agent is cut before it is parsed: the names sit at its start, and parsing stays cheap. */
const MAX_USER_AGENT = 512;
const MAX_NAME = 40;

const named = (name: string | undefined, version?: string): string | null => {
  const cleaned = name?.trim().slice(0, MAX_NAME);
  if (!cleaned) return null;
  const major = version?.split('.')[0];
  return major && /^\d{1,5}$/.test(major) ? `${cleaned} ${major}` : cleaned;
};

const isDeviceKind = (value: string | undefined): value is DeviceKind =>
  (DEVICE_KINDS as readonly (string | undefined)[]).includes(value);

/** The first three groups of an IPv6 address, as numbers (null when it is not one). */
const ipv6Head = (address: string): number[] | null => {
  const [head = '', tail = ''] = address.split('::');
  const groups = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  const front = groups(head);
  const back = address.includes('::') ? groups(tail) : [];
  const all = [...front, ...Array(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return all.slice(0, 3).map((g) => Number.parseInt(g, 16));
};

/** The network of an address: `203.0.113.0/24`, `2001:db8:85a3::/48`; null for anything else. */
export const coarseNetwork = (address: string): string | null => {
  const bare = address.split('%')[0] ?? '';
  const v4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare)?.[1] ?? bare;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(bare)) return null;
  const head = ipv6Head(bare.toLowerCase());
  return head ? `${head.map((g) => g.toString(16)).join(':')}::/48` : null;
};

/** The client of a request, from its User-Agent header and its address (request.ip: TRUST_PROXY applied). */
export const sessionClientOf = (userAgent: string | undefined, address: string): SessionClient => {
  const network = coarseNetwork(address);
  if (!userAgent?.trim()) return { browser: null, os: null, device: null, network };
  const parsed = Bowser.parse(userAgent.slice(0, MAX_USER_AGENT));
  const device = parsed.platform.type;
  return {
    browser: named(parsed.browser.name, parsed.browser.version),
    os: named(parsed.os.name),
    device: isDeviceKind(device) ? device : null,
    network,
  };
};
