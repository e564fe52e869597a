import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, type KeyValueStorage } from '../browser/browser-storage.ts';
import type { TokenPair } from './auth-state.ts';
import { readStoredTokens } from './auth-storage.ts';
import { createRefreshCoordinator, type TokenChannel } from './refresh-coordinator.ts';

const KEY = 'auth';
const tick = () => new Promise((resolve) => setTimeout(resolve, 2));

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
 * The server's rule (docs/decisions/0037): each refresh token is spent once and replaced by its successor; the
 * spent one presented again while `withinInterval()` (and while its successor is the live one) answers the same
 * pair; presented later, it ends the whole session. Answers after a short delay, as a network call would.
 */
const rotatingServer = ({ withinInterval = (): boolean => true } = {}) => {
  let live: string | null = 'r1';
  const successors = new Map<string, TokenPair>();
  const calls: string[] = [];
  const refresh = vi.fn(async (token: string): Promise<TokenPair> => {
    calls.push(token);
    await tick();
    const answered = successors.get(token);
    if (live !== null && token === live) {
      const generation = successors.size + 2;
      const pair = { accessToken: `a${generation}`, refreshToken: `r${generation}` };
      successors.set(token, pair);
      live = pair.refreshToken;
      return pair;
    }
    if (live !== null && answered && answered.refreshToken === live && withinInterval()) return answered;
    live = null; // reuse detected: the session is revoked
    throw new Error('refresh_token_expired');
  });
  return { refresh, calls, isRevoked: () => live === null };
};

/** A browser tab: its in-memory session, persisted to `storage` on each save, and its coordinator. */
const tab = (storage: KeyValueStorage, channel?: (owner: object) => TokenChannel) => {
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
    channel: channel?.(owner) ?? null,
  });
  return { session, saveTokens, coordinate };
};

const remembered = () => {
  const storage = createMemoryStorage();
  storage.setItem(KEY, JSON.stringify({ accessToken: 'a1', refreshToken: 'r1', isRememberMe: true }));
  return storage;
};

describe('refresh beside other tabs', () => {
  it('two tabs of one remembered session refreshing at once end with one pair, and the session lives', async () => {
    const storage = remembered();
    const server = rotatingServer();
    const channel = bus();
    const [one, two] = [tab(storage, channel), tab(storage, channel)];
    const pairs = await Promise.all([
      one.coordinate('r1', server.refresh),
      two.coordinate('r1', server.refresh),
    ]);
    // no lock: both presented r1, and the server answered the second with the first one's pair
    expect(server.calls).toEqual(['r1', 'r1']);
    expect(pairs).toEqual([
      { accessToken: 'a2', refreshToken: 'r2' },
      { accessToken: 'a2', refreshToken: 'r2' },
    ]);
    expect(one.session).toEqual(two.session);
    expect(server.isRevoked()).toBe(false);
  });

  it('without the reuse interval, the same two refreshes would end the session', async () => {
    const server = rotatingServer({ withinInterval: () => false });
    const [one, two] = [tab(remembered()), tab(remembered())];
    const results = await Promise.allSettled([
      one.coordinate('r1', server.refresh),
      two.coordinate('r1', server.refresh),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
    expect(server.isRevoked()).toBe(true);
  });

  it('refreshes with the token another tab stored long ago, never with its own spent one', async () => {
    // past the interval, presenting r1 again would end the session
    const storage = remembered();
    const server = rotatingServer({ withinInterval: () => false });
    const [one, two] = [tab(storage), tab(storage)];
    await one.coordinate('r1', server.refresh);
    // much later, tab two (still holding r1 in memory: it heard no announcement) meets its expired access token
    const pair = await two.coordinate(two.session.refreshToken, server.refresh);
    expect(server.calls).toEqual(['r1', 'r2']);
    expect(pair).toEqual({ accessToken: 'a3', refreshToken: 'r3' });
    expect(two.saveTokens).toHaveBeenCalledWith({ accessToken: 'a3', refreshToken: 'r3' });
    expect(server.isRevoked()).toBe(false);
  });

  it('never takes back a spent refresh token that a stale tab wrote to storage', async () => {
    const storage = remembered();
    const server = rotatingServer({ withinInterval: () => false });
    const one = tab(storage);
    await one.coordinate('r1', server.refresh); // r1 → r2
    // a stale tab overwrites the stored state with the old pair
    storage.setItem(KEY, JSON.stringify({ accessToken: 'a1', refreshToken: 'r1', isRememberMe: true }));
    const pair = await one.coordinate('r2', server.refresh);
    expect(pair).toEqual({ accessToken: 'a3', refreshToken: 'r3' });
    expect(server.calls).toEqual(['r1', 'r2']);
    expect(server.isRevoked()).toBe(false);
  });

  it('hands the new pair to an idle tab that cannot see the storage (session-only login in a copied tab)', async () => {
    const channel = bus();
    const server = rotatingServer({ withinInterval: () => false });
    // each tab has its own session storage
    const one = tab(createMemoryStorage(), channel);
    const two = tab(createMemoryStorage(), channel);
    await one.coordinate('r1', server.refresh);
    await tick();
    // the idle tab took the pair as soon as it was announced, and refreshes with it when its turn comes
    expect(two.session).toEqual({ accessToken: 'a2', refreshToken: 'r2' });
    expect(await two.coordinate(two.session.refreshToken, server.refresh)).toEqual({
      accessToken: 'a3',
      refreshToken: 'r3',
    });
    expect(server.isRevoked()).toBe(false);
  });

  it('ignores announcements of another session and malformed messages', async () => {
    const channel = bus();
    const server = rotatingServer();
    const one = tab(createMemoryStorage(), channel);
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

  it('announces the spent token and the new pair, and works without a BroadcastChannel', async () => {
    const posted: unknown[] = [];
    const server = rotatingServer();
    const one = tab(createMemoryStorage(), () => ({
      postMessage: (message) => posted.push(message),
      addEventListener: () => undefined,
    }));
    await one.coordinate('r1', server.refresh);
    expect(posted).toEqual([
      { type: 'tokens-refreshed', from: 'r1', tokens: { accessToken: 'a2', refreshToken: 'r2' } },
    ]);
    const alone = tab(createMemoryStorage());
    expect(await alone.coordinate('r2', server.refresh)).toEqual({ accessToken: 'a3', refreshToken: 'r3' });
  });

  it('keeps only the two tokens of the refresh answer', async () => {
    const one = tab(createMemoryStorage());
    const refresh = async () => ({
      accessToken: 'a2',
      refreshToken: 'r2',
      accessTokenExpiresAt: '2030-01-01T00:00:00.000Z',
    });
    expect(await one.coordinate('r1', refresh)).toEqual({ accessToken: 'a2', refreshToken: 'r2' });
    expect(one.saveTokens).toHaveBeenCalledWith({ accessToken: 'a2', refreshToken: 'r2' });
  });

  it('lets a failed refresh reject, and the next one goes ahead', async () => {
    const one = tab(remembered());
    const failing = async (): Promise<TokenPair> => {
      throw new Error('network');
    };
    await expect(one.coordinate('r1', failing)).rejects.toThrow('network');
    expect(one.saveTokens).not.toHaveBeenCalled();
    const server = rotatingServer();
    expect(await one.coordinate('r1', server.refresh)).toEqual({ accessToken: 'a2', refreshToken: 'r2' });
  });
});
