import type { TokenPair } from './auth-state.ts';

/**
 * Token refresh across browser tabs. The server rotates the refresh token on every use and treats a spent one
 * presented again as theft: it ends the whole session. Tabs of one remembered session share the tokens through
 * local storage, so two tabs refreshing with the same token would log the user out everywhere. Hence:
 * - refreshes run one at a time across tabs (Web Locks, where the browser has them);
 * - right before refreshing, the tab re-reads the stored tokens: if another tab already rotated them, it takes
 *   those instead of calling the server;
 * - after refreshing, the tab announces the new pair on a BroadcastChannel, so tabs that cannot see its storage
 *   (a session-only login duplicated into another tab) adopt it too;
 * - a refresh token this tab has seen spent is never adopted again (a stale tab may write an old pair back);
 * - a tab that found another tab refreshing waits (briefly) for that tab's hand-off before refreshing itself:
 *   Chromium hands a localStorage write to the other tabs' processes asynchronously, so the lock can reach the
 *   waiting tab before the new pair does, and the re-read would still show the spent token.
 * Within one tab the http client already runs a single refresh for all waiting requests.
 */

export const REFRESH_LOCK_NAME = 'simportal-refresh';
const TOKEN_CHANNEL_NAME = 'simportal-tokens';

/**
 * The part of `navigator.locks` used here: run `task` while holding the exclusive lock `name`, telling it whether
 * it had to wait for another holder first.
 */
export interface LockRunner {
  request: <T>(name: string, task: (waited: boolean) => Promise<T>) => Promise<T>;
}

/**
 * How long a tab that had to wait for another tab's refresh waits, at most, for that tab's new pair to reach it
 * before it refreshes itself.
 */
const HANDOFF_WAIT_MS = 1_000;

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
  /** Keeps a pair as this tab's session (and persists it); called before the lock is released. */
  saveTokens: (tokens: TokenPair) => void;
  locks?: LockRunner | null;
  channel?: TokenChannel | null;
}

/** Asks the server for a new pair in exchange for a refresh token. */
export type RefreshCall = (refreshToken: string) => Promise<TokenPair>;

interface Handoff {
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

const isHandoff = (value: unknown): value is Handoff =>
  typeof value === 'object' &&
  value !== null &&
  (value as Handoff).type === 'tokens-refreshed' &&
  typeof (value as Handoff).from === 'string' &&
  isTokenPair((value as Handoff).tokens);

/** Only the two tokens travel and get stored: the refresh answer also carries expiry instants. */
const pairOf = ({ accessToken, refreshToken }: TokenPair): TokenPair => ({ accessToken, refreshToken });

/**
 * Returns `coordinate(seen, refresh)`: the pair that replaces the refresh token `seen`, from another tab when it
 * already rotated it, else from `refresh(seen)`, called while holding the cross-tab lock.
 */
export const createRefreshCoordinator = (options: RefreshCoordinatorOptions) => {
  const spent = new Set<string>();
  const handedOver = new Map<string, TokenPair>();
  /** Tabs' waits for the hand-off of a refresh token, by that token. */
  const awaiting = new Map<string, () => void>();

  options.channel?.addEventListener('message', ({ data }) => {
    if (!isHandoff(data)) return;
    spent.add(data.from);
    handedOver.set(data.from, pairOf(data.tokens));
    awaiting.get(data.from)?.();
    // A tab of the same session that is idle takes the new pair now rather than at its next expiry.
    if (options.currentRefreshToken() === data.from) options.saveTokens(pairOf(data.tokens));
  });

  const adopt = (tokens: TokenPair): TokenPair => {
    options.saveTokens(tokens);
    return tokens;
  };

  /** The hand-off of `seen` once it arrives, or nothing after `ms`. */
  const handoffOf = (seen: string, ms: number): Promise<TokenPair | undefined> =>
    new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        awaiting.delete(seen);
        resolve(handedOver.get(seen));
      };
      const timer = setTimeout(done, ms);
      awaiting.set(seen, done);
      if (handedOver.has(seen)) done();
    });

  /** The pair another tab already put in place of `seen`, if this tab can see one. */
  const rotatedElsewhere = (seen: string): TokenPair | undefined => {
    const handed = handedOver.get(seen);
    if (handed) return handed;
    const stored = options.readStoredTokens();
    // another tab rotated the session while this one waited: its pair is the live one
    if (stored && stored.refreshToken !== seen && !spent.has(stored.refreshToken)) return pairOf(stored);
    return undefined;
  };

  const refreshHoldingLock = async (
    seen: string,
    refresh: RefreshCall,
    waited: boolean,
  ): Promise<TokenPair> => {
    let rotated = rotatedElsewhere(seen);
    if (!rotated && waited && options.channel)
      rotated = (await handoffOf(seen, HANDOFF_WAIT_MS)) ?? rotatedElsewhere(seen);
    if (rotated) {
      spent.add(seen);
      return adopt(rotated);
    }
    const tokens = pairOf(await refresh(seen));
    spent.add(seen);
    // saved before the lock is released, so the next tab's re-read already sees it
    options.saveTokens(tokens);
    const handoff: Handoff = { type: 'tokens-refreshed', from: seen, tokens };
    options.channel?.postMessage(handoff);
    return tokens;
  };

  return (seen: string, refresh: RefreshCall): Promise<TokenPair> =>
    options.locks
      ? // a tab that held the lock before this one was most likely refreshing this very token
        options.locks.request(REFRESH_LOCK_NAME, (waited) => refreshHoldingLock(seen, refresh, waited))
      : refreshHoldingLock(seen, refresh, false);
};

export type RefreshCoordinator = ReturnType<typeof createRefreshCoordinator>;

/** The browser's Web Locks, or null (older browsers, node): then tabs are not serialised, only requests. */
export const browserLocks = (): LockRunner | null => {
  if (typeof navigator === 'undefined' || !navigator.locks) return null;
  const { locks } = navigator;
  return {
    request: async <T>(name: string, task: (waited: boolean) => Promise<T>): Promise<T> => {
      // first without waiting: granted at once, nobody held it; else wait for it like any other tab
      const free = await locks.request(name, { mode: 'exclusive', ifAvailable: true }, async (lock) =>
        lock ? { value: await task(false) } : null,
      );
      return free ? free.value : locks.request(name, { mode: 'exclusive' }, () => task(true));
    },
  };
};

/** A BroadcastChannel for token hand-offs, or null where there is none. */
export const browserTokenChannel = (): TokenChannel | null =>
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(TOKEN_CHANNEL_NAME);
