import type { SessionInfo } from '@simportal/contract/api/auth';

/**
 * The sessions of one device: the same browser (whatever its version: an update is the same browser), system,
 * kind of device and network. Personal Center shows each device once, with how many sessions it holds and its
 * latest activity (issue #56: thirteen identical rows in one morning).
 */
export interface SessionGroup {
  key: string;
  /** The group's most recently used session: the name, network and times shown are its. */
  latest: SessionInfo;
  sessions: SessionInfo[];
  /** This browser's own session is one of them. */
  current: boolean;
}

const browserName = (browser: string | null) => browser?.replace(/ \d+$/, '') ?? '';

const deviceKey = (session: SessionInfo): string =>
  JSON.stringify([browserName(session.browser), session.os, session.device, session.network]);

const usedAt = (session: SessionInfo) => Date.parse(session.lastUsedAt);

/** The sessions by device, in the order of the list (the current one first, then by last use). */
export const groupSessions = (sessions: readonly SessionInfo[]): SessionGroup[] => {
  const groups = new Map<string, SessionGroup>();
  for (const session of sessions) {
    const key = deviceKey(session);
    const group = groups.get(key);
    if (!group) {
      groups.set(key, { key, latest: session, sessions: [session], current: session.current });
      continue;
    }
    group.sessions.push(session);
    group.current ||= session.current;
    if (usedAt(session) > usedAt(group.latest)) group.latest = session;
  }
  return [...groups.values()];
};

/**
 * A network prefix in plain words: the address with its last part left open, `203.0.113.x` for
 * `203.0.113.0/24` and `2001:db8:85a3:…` for `2001:db8:85a3::/48`, never the notation of a network engineer.
 */
export const networkText = (network: string): string => {
  const v4 = /^(\d{1,3}\.\d{1,3}\.\d{1,3})\.0\/24$/.exec(network);
  if (v4) return `${v4[1]}.x`;
  const v6 = /^([0-9a-f:]+?):*\/48$/i.exec(network);
  if (v6) return `${v6[1]}:…`;
  return network;
};
