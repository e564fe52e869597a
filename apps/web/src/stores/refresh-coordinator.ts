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
 * - the tab that spent a refresh token keeps a lock named after it for a minute: a tab about to refresh that token
 *   finds it held and waits for the new pair instead. Chromium hands one tab's localStorage write (and its
 *   BroadcastChannel message) to the other tabs' processes asynchronously, so the re-read alone can still show
 *   the spent token; the lock manager is one place in the browser, and the mark is taken before the refresh lock
 *   is released, so the next tab to hold that lock always sees it.
 * Within one tab the http client already runs a single refresh for all waiting requests.
 */

export const REFRESH_LOCK_NAME = 'simportal-refresh';
const TOKEN_CHANNEL_NAME = 'simportal-tokens';

/** The part of `navigator.locks` used here. */
export interface LockRunner {
  /** Runs `task` while holding the exclusive lock `name`. */
  request: <T>(name: string, task: () => Promise<T>) => Promise<T>;
  /** Takes the lock `name` and keeps it for `ms` (less if the tab closes); resolves once it is held. */
  hold: (name: string, ms: number) => Promise<void>;
  /** Whether some tab holds the lock `name` now. */
  isHeld: (name: string) => Promise<boolean>;
}

/** How long the mark of a spent refresh token stays: far longer than a hand-off takes to reach the other tabs. */
const SPENT_MARK_MS = 60_000;
/**
 * How long a tab that finds its refresh token spent by another tab waits, at most, for that tab's new pair to
 * reach it (it was saved and announced before the mark's holder let the refresh lock go) before it refreshes
 * itself. Milliseconds normally; seconds on a machine that is very busy.
 */
const HANDOFF_WAIT_MS = 10_000;
/** How often that tab re-reads the storage while it waits (the hand-off message ends the wait at once). */
const HANDOFF_POLL_MS = 50;

/**
 * The name of the lock that marks `refreshToken` as spent. A short hash (FNV-1a), so the browser's lock manager
 * never holds the token itself; two tokens sharing one only make a tab wait for a hand-off that does not come.
 */
export const spentMarkName = (refreshToken: string): string => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < refreshToken.length; i += 1) {
    hash ^= refreshToken.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${REFRESH_LOCK_NAME}-spent-${(hash >>> 0).toString(36)}`;
};

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

  /** The pair another tab already put in place of `seen`, if this tab can see one. */
  const rotatedElsewhere = (seen: string): TokenPair | undefined => {
    const handed = handedOver.get(seen);
    if (handed) return handed;
    const stored = options.readStoredTokens();
    // another tab rotated the session while this one waited: its pair is the live one
    if (stored && stored.refreshToken !== seen && !spent.has(stored.refreshToken)) return pairOf(stored);
    return undefined;
  };

  /** The pair another tab put in place of `seen` once this tab sees it, or nothing after `ms`. */
  const handoffOf = (seen: string, ms: number): Promise<TokenPair | undefined> =>
    new Promise((resolve) => {
      const deadline = Date.now() + ms;
      const check = () => {
        const rotated = rotatedElsewhere(seen);
        if (!rotated && Date.now() < deadline) return;
        clearInterval(timer);
        awaiting.delete(seen);
        resolve(rotated);
      };
      const timer = setInterval(check, HANDOFF_POLL_MS);
      awaiting.set(seen, check);
      check();
    });

  /** Whether another tab marked `seen` as spent (this tab's own marks are in `spent`). */
  const spentElsewhere = async (seen: string): Promise<boolean> =>
    !spent.has(seen) && options.locks ? options.locks.isHeld(spentMarkName(seen)) : false;

  const refreshHoldingLock = async (seen: string, refresh: RefreshCall): Promise<TokenPair> => {
    let rotated = rotatedElsewhere(seen);
    if (!rotated && (await spentElsewhere(seen))) rotated = await handoffOf(seen, HANDOFF_WAIT_MS);
    if (rotated) {
      spent.add(seen);
      return adopt(rotated);
    }
    const tokens = pairOf(await refresh(seen));
    spent.add(seen);
    // marked, saved and announced before the lock is released, so the next tab to hold it knows
    await options.locks?.hold(spentMarkName(seen), SPENT_MARK_MS);
    options.saveTokens(tokens);
    const handoff: Handoff = { type: 'tokens-refreshed', from: seen, tokens };
    options.channel?.postMessage(handoff);
    return tokens;
  };

  return (seen: string, refresh: RefreshCall): Promise<TokenPair> =>
    options.locks
      ? options.locks.request(REFRESH_LOCK_NAME, () => refreshHoldingLock(seen, refresh))
      : refreshHoldingLock(seen, refresh);
};

export type RefreshCoordinator = ReturnType<typeof createRefreshCoordinator>;

/** The browser's Web Locks, or null (older browsers, node): then tabs are not serialised, only requests. */
export const browserLocks = (): LockRunner | null => {
  if (typeof navigator === 'undefined' || !navigator.locks) return null;
  const { locks } = navigator;
  return {
    request: (name, task) => locks.request(name, { mode: 'exclusive' }, task),
    hold: (name, ms) =>
      new Promise((held) => {
        locks
          .request(name, { mode: 'exclusive', ifAvailable: true }, (lock) => {
            held();
            // kept until the timer ends, in the background; nobody else takes this name
            return lock ? new Promise((release) => setTimeout(release, ms)) : undefined;
          })
          .catch(() => held());
      }),
    isHeld: async (name) => {
      const { held = [] } = await locks.query();
      return held.some((lock) => lock.name === name);
    },
  };
};

/** A BroadcastChannel for token hand-offs, or null where there is none. */
export const browserTokenChannel = (): TokenChannel | null =>
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(TOKEN_CHANNEL_NAME);
