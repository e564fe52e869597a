import { LOCALES } from '@simportal/contract/locales';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { cacheLoadedAssets } from '../../browser/service-worker.ts';
import {
  createSnapshotStore,
  indexedDbBackend,
  type SnapshotEntry,
  type SnapshotStore,
} from '../../browser/wallet-snapshot-store.ts';
import { isActingAsAnotherUser } from '../../lib/acting-as.ts';
import { loadTexts } from '../../lib/i18n.ts';
import { queryClient as appQueryClient } from '../../lib/query-client.ts';
import { supportQuery } from '../../lib/support-query.ts';
import { isAdmin, isLoggedIn } from '../../stores/auth-state.ts';
import { authStore as appAuthStore } from '../../stores/auth-store.ts';
import { PAGE_ROUTES } from '../routes.ts';
import { OFFLINE_NOTE_TEXTS } from './offline-outlet.tsx';
import { walletRank } from './wallet-queries.ts';

/** A burst of answers (My SIMs asks four things at once) is written once. */
const SAVE_DELAY_MS = 400;

interface WalletOptions {
  queryClient: QueryClient;
  authStore: typeof appAuthStore;
  store: SnapshotStore;
  /** Online work done once a session's first snapshot is kept: the other languages' texts, the SW's cache. */
  warm?: () => Promise<unknown>;
}

/**
 * The offline wallet (issue #70, decision 0099). While online, the answers My SIMs and an eSIM's page show are kept
 * for the signed-in customer (wallet-queries.ts), each eSIM's install code asked for with the cards; offline,
 * they are put back into the query cache with the time they arrived, and those two pages show them "as of" then.
 * An administrator, or one acting as a customer, keeps nothing. The end of a session forgets every account's.
 */
export const createOfflineWallet = ({ queryClient, authStore, store, warm }: WalletOptions) => {
  const account = (): number | null => {
    const state = authStore.getState();
    if (!isLoggedIn(state) || !state.userInfo || isAdmin(state.userInfo)) return null;
    return isActingAsAnotherUser(state.accessToken) ? null : state.userInfo.id;
  };

  const entries = (): SnapshotEntry[] =>
    queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => walletRank(query.queryKey) >= 0 && query.state.status === 'success' })
      .filter((query) => query.state.data !== undefined)
      .sort((a, b) => walletRank(a.queryKey) - walletRank(b.queryKey))
      .map((query) => ({
        key: query.queryKey,
        data: query.state.data,
        updatedAt: query.state.dataUpdatedAt,
      }));

  let warmed = false;
  const save = async () => {
    const userId = account();
    if (userId === null || !onlineManager.isOnline()) return;
    const kept = entries();
    if (kept.length === 0) return;
    await store.save(userId, kept);
    if (!warmed && warm) {
      warmed = true;
      await warm().catch(() => {
        warmed = false;
      });
    }
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  const saveSoon = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void save().catch(() => {}), SAVE_DELAY_MS);
  };

  /**
   * Each eSIM's install code and the support contacts come with the cards, so an eSIM page never opened still
   * works offline, and the wallet says whom to call.
   */
  const askWithCards = (data: unknown) => {
    void queryClient.prefetchQuery(supportQuery).catch(() => {});
    const items = (data as { items?: { id: number; type: string }[] } | undefined)?.items ?? [];
    const esims = items.filter((card) => card.type === 'ESIM');
    if (esims.length === 0) return;
    // imported where needed: a static import would split the eSIM pages' chunk and its stylesheet apart
    void import('../../features/esim/api/esim-api.ts').then(({ esimActivationQuery }) => {
      for (const card of esims) void queryClient.prefetchQuery(esimActivationQuery(card.id)).catch(() => {});
    });
  };

  /** Offline: the kept answers of the signed-in customer, where the cache has none. */
  const restore = async (): Promise<void> => {
    const userId = account();
    if (userId === null) return;
    const snapshot = await store.read(userId);
    for (const entry of snapshot?.entries ?? []) {
      if (queryClient.getQueryData(entry.key) !== undefined) continue;
      queryClient.setQueryData(entry.key, entry.data, { updatedAt: entry.updatedAt });
    }
  };

  const start = () => {
    const unsubscribeCache = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
      const rank = walletRank(event.query.queryKey);
      if (rank < 0) return;
      if (rank === 0) askWithCards(event.query.state.data);
      saveSoon();
    });
    const unsubscribeAuth = authStore.subscribe((state, previous) => {
      // a logout or an ended session: nothing kept of any account stays on this device
      if (isLoggedIn(previous) && !isLoggedIn(state)) void store.clear().catch(() => {});
    });
    const unsubscribeOnline = onlineManager.subscribe((online) => {
      if (!online) void restore().catch(() => {});
    });
    // answers that arrived before the wallet started
    const sims = queryClient.getQueryData(['sims', 'list', 1, 'all']);
    if (sims) askWithCards(sims);
    saveSoon();
    return () => {
      clearTimeout(timer);
      unsubscribeCache();
      unsubscribeAuth();
      unsubscribeOnline();
    };
  };

  return { start, restore, save };
};

/** The pages the wallet serves offline, and the texts they show. */
export const OFFLINE_ROUTES = PAGE_ROUTES.filter((route) => route.offline);

/** Fetched online once, so that offline the wallet's pages, its note and either language are at hand. */
const warmForOffline = async () => {
  const areas = [
    ...new Set([...OFFLINE_ROUTES.flatMap((route) => route.texts ?? []), ...OFFLINE_NOTE_TEXTS]),
  ];
  await Promise.all([
    ...LOCALES.map((locale) => loadTexts(areas, locale)),
    ...OFFLINE_ROUTES.map((route) => route.page()),
    import('./offline-note.tsx'),
    // an eSIM page draws its QR code with a library of its own
    import('../../components/qr-code.tsx').then((module) => module.preloadQrCode()),
  ]);
  await cacheLoadedAssets();
};

/** The app's wallet: IndexedDB, the app's query client and auth store. */
export const offlineWallet = createOfflineWallet({
  queryClient: appQueryClient,
  authStore: appAuthStore,
  store: createSnapshotStore(indexedDbBackend()),
  warm: warmForOffline,
});
