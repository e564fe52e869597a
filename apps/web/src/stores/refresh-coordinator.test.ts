import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, type KeyValueStorage } from '../browser/browser-storage.ts';
import type { TokenPair } from './auth-state.ts';
import { readStoredTokens } from './auth-storage.ts';
import {
  createRefreshCoordinator,
  type LockRunner,
  REFRESH_LOCK_NAME,
  spentMarkName,
  type TokenChannel,
} from './refresh-coordinator.ts';

const KEY = 'auth';
const tick = () => new Promise((resolve) => setTimeout(resolve, 2));

/** Exclusive locks shared by the "tabs" of a test, like navigator.locks in one browser profile. */
const sharedLocks = () => {
  let tail: Promise<unknown> = Promise.resolve();
  const names: string[] = [];
  /** The locks taken with `hold`, by name, with the instant each is let go. */
  const held = new Map<string, number>();
  const locks: LockRunner = {
    request: <T>(name: string, task: () => Promise<T>): Promise<T> => {
      names.push(name);
      const run = tail.then(task, task);
      tail = run.catch(() => undefined);
      return run;
    },
    hold: async (name, ms) => {
      names.push(name);
      held.set(name, Date.now() + ms);
    },
    isHeld: async (name) => (held.get(name) ?? 0) > Date.now(),
  };
  return { locks, names, held };
};

/** A BroadcastChannel bus: a message reaches every other tab, asynchronously. */
const bus = () => {
  const listeners = new Set<{ owner: object; listener: (event: { data: unknown }) => void }>();
  return (owner: object): TokenChannel => ({
    postMessage: (data) => {
      for (const entry of listeners) {
        if (entry.owner !== owner) queueMicrotask(() => entry.listener({ data }));
      }
    },
    addEventListener: (_type, listener) => {
      listeners.add({ owner, listener });
    },
  });
};

/**
 * The server's rule: each refresh token works once; presenting a spent one ends the whole session.
 * Answers after a short delay, as a network call would.
 */
const rotatingServer = (first = 'r1') => {
  let live: string | null = first;
  let generation = 1;
  const calls: string[] = [];
  const refresh = vi.fn(async (token: string): Promise<TokenPair> => {
    calls.push(token);
    await tick();
    if (token !== live) {
      live = null; // reuse detected: the session is revoked
      throw new Error('refresh_token_expired');
    }
    generation += 1;
    live = `r${generation}`;
    return { accessToken: `a${generation}`, refreshToken: live };
  });
  return { refresh, calls, isRevoked: () => live === null };
};

/** A browser tab: its in-memory session, persisted to `storage` on each save, and its coordinator. */
const tab = (
  storage: KeyValueStorage,
  shared: { locks?: LockRunner | null; channel?: (owner: object) => TokenChannel },
) => {
  const session: TokenPair = { accessToken: 'a1', refreshToken: 'r1' };
  const owner = {};
  const saveTokens = vi.fn((tokens: TokenPair) => {
    Object.assign(session, tokens);
    storage.setItem(KEY, JSON.stringify({ ...session, isRememberMe: true }));
  });
  const coordinate = createRefreshCoordinator({
    readStoredTokens: () => readStoredTokens(storage, KEY),
    currentRefreshToken: () => session.refreshToken,
    saveTokens,
    locks: shared.locks ?? null,
    channel: shared.channel?.(owner) ?? null,
  });
  return { session, saveTokens, coordinate };
};

const remembered = () => {
  const storage = createMemoryStorage();
  storage.setItem(KEY, JSON.stringify({ accessToken: 'a1', refreshToken: 'r1', isRememberMe: true }));
  return storage;
};

describe('refresh coordination across tabs', () => {
  it('refreshes once when two tabs of one remembered session meet an expired token together', async () => {
    const storage = remembered();
    const { locks, names } = sharedLocks();
    const server = rotatingServer();
    const [one, two] = [tab(storage, { locks }), tab(storage, { locks })];
    const pairs = await Promise.all([
      one.coordinate('r1', server.refresh),
      two.coordinate('r1', server.refresh),
    ]);
    expect(server.calls).toEqual(['r1']);
    expect(pairs).toEqual([
      { accessToken: 'a2', refreshToken: 'r2' },
      { accessToken: 'a2', refreshToken: 'r2' },
    ]);
    expect(one.session).toEqual(two.session);
    expect(server.isRevoked()).toBe(false);
    expect(names).toEqual([REFRESH_LOCK_NAME, REFRESH_LOCK_NAME, spentMarkName('r1')]);
  });

  /**
   * Chromium hands one tab's localStorage write, and its BroadcastChannel message, to another tab's process
   * asynchronously: here each tab reads its own copy of the storage, which never sees the other tab's write, and
   * the hand-off arrives a while after the refreshing tab let the lock go.
   */
  const lateChannel = (delayMs: number) => {
    const listeners: { owner: object; listener: (event: { data: unknown }) => void }[] = [];
    return (owner: object): TokenChannel => ({
      postMessage: (data) => {
        setTimeout(() => {
          for (const entry of listeners) if (entry.owner !== owner) entry.listener({ data });
        }, delayMs);
      },
      addEventListener: (_type, listener) => {
        listeners.push({ owner, listener });
      },
    });
  };

  it('waits for the hand-off of a token another tab spent, when the storage it reads is not up to date yet', async () => {
    const { locks } = sharedLocks();
    const server = rotatingServer();
    const channel = lateChannel(30);
    const [one, two] = [tab(remembered(), { locks, channel }), tab(remembered(), { locks, channel })];
    const pairs = await Promise.all([
      one.coordinate('r1', server.refresh),
      two.coordinate('r1', server.refresh),
    ]);
    expect(server.calls).toEqual(['r1']);
    expect(server.isRevoked()).toBe(false);
    expect(pairs[1]).toEqual({ accessToken: 'a2', refreshToken: 'r2' });
    expect(two.session).toEqual({ accessToken: 'a2', refreshToken: 'r2' });
  });

  it('waits for it too when it asks for the lock only after the other tab let it go', async () => {
    // the lock is free when tab two asks: only the mark of the spent token tells it that r1 was just used
    const { locks } = sharedLocks();
    const server = rotatingServer();
    const channel = lateChannel(30);
    const [one, two] = [tab(remembered(), { locks, channel }), tab(remembered(), { locks, channel })];
    await one.coordinate('r1', server.refresh);
    expect(await two.coordinate('r1', server.refresh)).toEqual({ accessToken: 'a2', refreshToken: 'r2' });
    expect(server.calls).toEqual(['r1']);
    expect(server.isRevoked()).toBe(false);
  });

  it('marks a spent token under a name that does not hold the token, for a minute', async () => {
    const { locks, names, held } = sharedLocks();
    const server = rotatingServer('refresh-token-secret');
    const one = tab(createMemoryStorage(), { locks });
    const before = Date.now();
    await one.coordinate('refresh-token-secret', server.refresh);
    const mark = spentMarkName('refresh-token-secret');
    expect(names).toEqual([REFRESH_LOCK_NAME, mark]);
    expect(mark).not.toContain('secret');
    expect(mark).not.toBe(spentMarkName('refresh-token-secreu'));
    expect(held.get(mark)).toBeGreaterThanOrEqual(before + 60_000);
  });

  it('refreshes without waiting when no tab marked its token spent', async () => {
    const { locks } = sharedLocks();
    const server = rotatingServer();
    const one = tab(remembered(), { locks, channel: lateChannel(30) });
    const started = Date.now();
    expect(await one.coordinate('r1', server.refresh)).toEqual({ accessToken: 'a2', refreshToken: 'r2' });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('refreshes itself after ten seconds when the hand-off of a spent token never comes', async () => {
    vi.useFakeTimers();
    try {
      const { locks } = sharedLocks();
      await locks.hold(spentMarkName('r1'), 60_000);
      const server = rotatingServer();
      // the tab that spent r1 never announces anything (closed before); its storage write never arrives
      const two = tab(remembered(), { locks, channel: lateChannel(60_000) });
      let settled = false;
      const pair = two.coordinate('r1', server.refresh).finally(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(9_900);
      expect(settled).toBe(false);
      expect(server.calls).toEqual([]);
      await vi.advanceTimersByTimeAsync(200);
      // the server decides: here r1 was never really used, so the refresh succeeds
      expect(await pair).toEqual({ accessToken: 'a2', refreshToken: 'r2' });
      expect(server.calls).toEqual(['r1']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('without the coordination the second tab would replay a spent token and end the session', async () => {
    const server = rotatingServer();
    const results = await Promise.allSettled([server.refresh('r1'), server.refresh('r1')]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
    expect(server.isRevoked()).toBe(true);
  });

  it('takes the pair another tab stored earlier instead of calling the server with a spent token', async () => {
    const storage = remembered();
    const server = rotatingServer();
    const { locks } = sharedLocks();
    const [one, two] = [tab(storage, { locks }), tab(storage, { locks })];
    await one.coordinate('r1', server.refresh);
    // much later, tab two (still holding r1 in memory) meets its expired access token
    const pair = await two.coordinate(two.session.refreshToken, server.refresh);
    expect(pair).toEqual({ accessToken: 'a2', refreshToken: 'r2' });
    expect(server.calls).toEqual(['r1']);
    expect(two.saveTokens).toHaveBeenCalledWith({ accessToken: 'a2', refreshToken: 'r2' });
  });

  it('marks the token spent and saves the new pair before releasing the lock', async () => {
    const storage = remembered();
    const { locks } = sharedLocks();
    const server = rotatingServer();
    const one = tab(storage, { locks });
    let whenReleased: { stored: TokenPair | null; marked: boolean } | null = null;
    const watching: LockRunner = {
      ...locks,
      request: (name, task) =>
        locks.request(name, async () => {
          const result = await task();
          whenReleased = {
            stored: readStoredTokens(storage, KEY),
            marked: await locks.isHeld(spentMarkName('r1')),
          };
          return result;
        }),
    };
    const coordinate = createRefreshCoordinator({
      readStoredTokens: () => readStoredTokens(storage, KEY),
      currentRefreshToken: () => one.session.refreshToken,
      saveTokens: one.saveTokens,
      locks: watching,
    });
    await coordinate('r1', server.refresh);
    expect(whenReleased).toEqual({ stored: { accessToken: 'a2', refreshToken: 'r2' }, marked: true });
  });

  it('never adopts a spent refresh token that a stale tab wrote back to storage', async () => {
    const storage = remembered();
    const server = rotatingServer();
    const one = tab(storage, { locks: sharedLocks().locks });
    await one.coordinate('r1', server.refresh); // r1 → r2
    // a stale tab overwrites the stored state with the old pair
    storage.setItem(KEY, JSON.stringify({ accessToken: 'a1', refreshToken: 'r1', isRememberMe: true }));
    const pair = await one.coordinate('r2', server.refresh);
    expect(pair).toEqual({ accessToken: 'a3', refreshToken: 'r3' });
    expect(server.calls).toEqual(['r1', 'r2']);
    expect(server.isRevoked()).toBe(false);
  });

  it('hands the new pair to a tab that cannot see the storage (session-only login in a duplicated tab)', async () => {
    const channel = bus();
    const { locks } = sharedLocks();
    const server = rotatingServer();
    // each tab has its own session storage
    const one = tab(createMemoryStorage(), { locks, channel });
    const two = tab(createMemoryStorage(), { locks, channel });
    await one.coordinate('r1', server.refresh);
    await tick();
    // the idle tab took the pair as soon as it was announced
    expect(two.session).toEqual({ accessToken: 'a2', refreshToken: 'r2' });
    // and a refresh it had queued for r1 is answered from the hand-off, not by the server
    expect(await two.coordinate('r1', server.refresh)).toEqual({ accessToken: 'a2', refreshToken: 'r2' });
    expect(server.calls).toEqual(['r1']);
  });

  it('ignores hand-offs of another session and malformed messages', async () => {
    const channel = bus();
    const server = rotatingServer();
    const one = tab(createMemoryStorage(), { channel });
    const other = channel({});
    other.postMessage({
      type: 'tokens-refreshed',
      from: 'someone-else',
      tokens: { accessToken: 'x', refreshToken: 'y' },
    });
    other.postMessage({ type: 'tokens-refreshed', from: 'r1', tokens: { accessToken: 1 } });
    other.postMessage('hello');
    await tick();
    expect(one.session).toEqual({ accessToken: 'a1', refreshToken: 'r1' });
    expect(await one.coordinate('r1', server.refresh)).toEqual({ accessToken: 'a2', refreshToken: 'r2' });
  });

  it('works without Web Locks or BroadcastChannel (one tab)', async () => {
    const server = rotatingServer();
    const one = tab(createMemoryStorage(), {});
    expect(await one.coordinate('r1', server.refresh)).toEqual({ accessToken: 'a2', refreshToken: 'r2' });
  });

  it('keeps only the two tokens of the refresh answer', async () => {
    const one = tab(createMemoryStorage(), {});
    const refresh = async () => ({
      accessToken: 'a2',
      refreshToken: 'r2',
      accessTokenExpiresAt: '2030-01-01T00:00:00.000Z',
    });
    expect(await one.coordinate('r1', refresh)).toEqual({ accessToken: 'a2', refreshToken: 'r2' });
    expect(one.saveTokens).toHaveBeenCalledWith({ accessToken: 'a2', refreshToken: 'r2' });
  });

  it('lets a failed refresh reject and releases the lock for the next tab', async () => {
    const storage = remembered();
    const { locks } = sharedLocks();
    const one = tab(storage, { locks });
    const failing = async (): Promise<TokenPair> => {
      throw new Error('network');
    };
    await expect(one.coordinate('r1', failing)).rejects.toThrow('network');
    const server = rotatingServer();
    expect(await one.coordinate('r1', server.refresh)).toEqual({ accessToken: 'a2', refreshToken: 'r2' });
  });
});
