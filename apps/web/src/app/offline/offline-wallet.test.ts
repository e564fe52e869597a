import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KeyValueStorage } from '../../browser/browser-storage.ts';
import { createSnapshotStore, memoryBackend } from '../../browser/wallet-snapshot-store.ts';
import { createAuthStorage } from '../../stores/auth-storage.ts';
import { createAuthStore } from '../../stores/auth-store.ts';
import { createOfflineWallet } from './offline-wallet.ts';

vi.mock('../../lib/api.ts', () => ({ api: { get: vi.fn(() => new Promise(() => {})) } }));

const memoryStorage = (): KeyValueStorage => {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
};

const signedIn = (id: number, level = 0) => {
  const authStore = createAuthStore(createAuthStorage({ local: memoryStorage(), session: memoryStorage() }));
  authStore.getState().setSession({
    accessToken: 'a',
    refreshToken: 'r',
    username: `u${id}`,
    email: `u${id}@x.test`,
    isRememberMe: true,
  });
  authStore.getState().setUserInfo({ id, username: `u${id}`, email: '', level, balance: 0 });
  return authStore;
};

const CARDS = { items: [{ id: 3, type: 'PHYSICAL' }], total: 1 };
const answeredAt = Date.UTC(2026, 10, 28, 9, 41);

const setup = (id = 7, level = 0) => {
  const backend = memoryBackend();
  const store = createSnapshotStore(backend);
  const queryClient = new QueryClient();
  const authStore = signedIn(id, level);
  const wallet = createOfflineWallet({ queryClient, authStore, store });
  return { backend, store, queryClient, authStore, wallet };
};

describe('the offline wallet (decision 0099)', () => {
  beforeEach(() => onlineManager.setOnline(true));
  afterEach(() => onlineManager.setOnline(true));

  it("keeps the signed-in customer's wallet answers, and nothing else", async () => {
    const { queryClient, wallet, store } = setup();
    queryClient.setQueryData(['sims', 'list', 1, 'all'], CARDS, { updatedAt: answeredAt });
    queryClient.setQueryData(['billing', 'runway'], { days: 4 }, { updatedAt: answeredAt });
    queryClient.setQueryData(['wallet', 'activities'], { items: [] });
    queryClient.setQueryData(['sims', 'list', 2, 'all'], CARDS);
    await wallet.save();
    expect((await store.read(7))?.entries).toEqual([
      { key: ['sims', 'list', 1, 'all'], data: CARDS, updatedAt: answeredAt },
      { key: ['billing', 'runway'], data: { days: 4 }, updatedAt: answeredAt },
    ]);
  });

  it('keeps nothing for an administrator', async () => {
    const { queryClient, wallet, backend } = setup(1, 1);
    queryClient.setQueryData(['sims', 'list', 1, 'all'], CARDS);
    await wallet.save();
    expect(backend.map.size).toBe(0);
  });

  it('puts the kept answers back offline with the time they arrived, without overwriting fresher ones', async () => {
    const { store, queryClient, wallet } = setup();
    await store.save(7, [
      { key: ['sims', 'list', 1, 'all'], data: CARDS, updatedAt: answeredAt },
      { key: ['billing', 'runway'], data: { days: 4 }, updatedAt: answeredAt },
    ]);
    queryClient.setQueryData(['billing', 'runway'], { days: 9 });
    await wallet.restore();
    expect(queryClient.getQueryData(['sims', 'list', 1, 'all'])).toEqual(CARDS);
    expect(queryClient.getQueryState(['sims', 'list', 1, 'all'])?.dataUpdatedAt).toBe(answeredAt);
    expect(queryClient.getQueryData(['billing', 'runway'])).toEqual({ days: 9 });
  });

  it("never puts back another account's answers", async () => {
    const { store, queryClient, wallet } = setup(8);
    await store.save(7, [{ key: ['sims', 'list', 1, 'all'], data: CARDS, updatedAt: answeredAt }]);
    await wallet.restore();
    expect(queryClient.getQueryData(['sims', 'list', 1, 'all'])).toBeUndefined();
  });

  it('forgets everything kept when the session ends (logout, or the server ending it)', async () => {
    const { store, authStore, wallet, backend } = setup();
    await store.save(7, [{ key: ['billing', 'runway'], data: { days: 4 }, updatedAt: answeredAt }]);
    const stop = wallet.start();
    authStore.getState().clearAuth();
    await vi.waitFor(() => expect(backend.map.size).toBe(0));
    stop();
  });

  it('saves nothing while offline (what the cache holds then may be the kept answers themselves)', async () => {
    const { queryClient, wallet, backend } = setup();
    queryClient.setQueryData(['sims', 'list', 1, 'all'], CARDS);
    onlineManager.setOnline(false);
    await wallet.save();
    expect(backend.map.size).toBe(0);
  });
});
