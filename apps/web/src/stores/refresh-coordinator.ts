import type { TokenPair } from './auth-state.ts';

/**
 * Token refresh beside the other tabs of the same session. The server rotates the refresh token on every use
 * and answers a spent one presented again within REFRESH_REUSE_SECONDS with the same new pair
 * (docs/decisions/0037), so tabs that refresh at the same moment need no lock between them: each tab's http
 * client runs one refresh at a time for all its requests (its single flight), and the server gives the tabs
 * one pair. Later than that, a spent token ends the session; so a tab must not keep one long after another
 * tab rotated it:
 * - it refreshes with the newest refresh token it can see: another tab's, once that tab stored its new pair
 *   (a remembered session's tabs share local storage);
 * - it announces its new pair on a BroadcastChannel, and an idle tab of the same session takes it at once (a
 *   session-only login copied into another tab has a storage of its own);
 * - a refresh token this tab saw spent is never taken from the storage again (a stale tab may write an old pair
 *   back).
 */

const TOKEN_CHANNEL_NAME = 'simportal-tokens';

/** The part of a BroadcastChannel used here. */
export interface TokenChannel {
  postMessage: (message: unknown) => void;
  addEventListener: (type: 'message', listener: (event: { data: unknown }) => void) => void;
}

export interface RefreshCoordinatorOptions {
  /** The pair persisted right now for this tab's session (another tab may have written it), or null. */
  readStoredTokens: () => TokenPair | null;
  /** This tab's current refresh token (its in-memory session). */
  currentRefreshToken: () => string | null;
  /** Keeps a pair as this tab's session (and persists it). */
  saveTokens: (tokens: TokenPair) => void;
  channel?: TokenChannel | null;
}

/** Asks the server for a new pair in exchange for a refresh token. */
export type RefreshCall = (refreshToken: string) => Promise<TokenPair>;

interface Announcement {
  type: 'tokens-refreshed';
  /** The refresh token that was spent. */
  from: string;
  tokens: TokenPair;
}

const isTokenPair = (value: unknown): value is TokenPair =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TokenPair).accessToken === 'string' &&
  typeof (value as TokenPair).refreshToken === 'string';

const isAnnouncement = (value: unknown): value is Announcement =>
  typeof value === 'object' &&
  value !== null &&
  (value as Announcement).type === 'tokens-refreshed' &&
  typeof (value as Announcement).from === 'string' &&
  isTokenPair((value as Announcement).tokens);

/** Only the two tokens travel and get stored: the refresh answer also carries expiry instants. */
const pairOf = ({ accessToken, refreshToken }: TokenPair): TokenPair => ({ accessToken, refreshToken });

/**
 * Returns `coordinate(seen, refresh)`: the pair that replaces the refresh token `seen`, from `refresh` called
 * with the newest refresh token this tab can see.
 */
export const createRefreshCoordinator = (options: RefreshCoordinatorOptions) => {
  const spent = new Set<string>();

  options.channel?.addEventListener('message', ({ data }) => {
    if (!isAnnouncement(data)) return;
    spent.add(data.from);
    // A tab of the same session that is idle takes the new pair now rather than at its next expiry.
    if (options.currentRefreshToken() === data.from) options.saveTokens(pairOf(data.tokens));
  });

  /** `seen`, or the refresh token another tab stored in its place. */
  const newest = (seen: string): string => {
    const stored = options.readStoredTokens()?.refreshToken;
    return stored && !spent.has(stored) ? stored : seen;
  };

  return async (seen: string, refresh: RefreshCall): Promise<TokenPair> => {
    const presented = newest(seen);
    const tokens = pairOf(await refresh(presented));
    spent.add(seen).add(presented);
    options.saveTokens(tokens);
    const announcement: Announcement = { type: 'tokens-refreshed', from: presented, tokens };
    options.channel?.postMessage(announcement);
    return tokens;
  };
};

export type RefreshCoordinator = ReturnType<typeof createRefreshCoordinator>;

/** A BroadcastChannel for announcing new pairs, or null where there is none. */
export const browserTokenChannel = (): TokenChannel | null =>
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(TOKEN_CHANNEL_NAME);
