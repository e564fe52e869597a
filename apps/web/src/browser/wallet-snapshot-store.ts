/**
 * The offline wallet's store (decision 0099): what the signed-in customer's screens last showed, kept on this
 * device so the installed app opens without a connection. One record per account, under `wallet:<user id>`:
 * a reader asks for its own account's record and never sees another's; saving one account's record deletes every
 * other's, and a logout deletes them all. Each record is held to MAX_SNAPSHOT_BYTES as stored (JSON text).
 */

/** One answer of the API as the screens keep it (a React Query key and its data), with when it arrived. */
export interface SnapshotEntry {
  key: readonly unknown[];
  data: unknown;
  /** Epoch milliseconds of the answer. */
  updatedAt: number;
}

export interface WalletSnapshot {
  userId: number;
  entries: SnapshotEntry[];
}

/** Where records are kept: IndexedDB in the browser, a Map in tests. Values are JSON text. */
export interface SnapshotBackend {
  get: (key: string) => Promise<string | undefined>;
  set: (key: string, value: string) => Promise<void>;
  delete: (key: string) => Promise<void>;
  keys: () => Promise<string[]>;
}

/**
 * Five cards with their billing, the runway, an eSIM's install code, the support contacts and the catalogue measured
 * 17 KB (e2e/offline-wallet.spec.ts); a customer's ten cards fit many times over, far under the 1 MB asked.
 */
export const MAX_SNAPSHOT_BYTES = 256 * 1024;

const PREFIX = 'wallet:';
const recordKey = (userId: number) => `${PREFIX}${userId}`;
const byteLength = (text: string) => new TextEncoder().encode(text).length;

export interface SavedSnapshot {
  bytes: number;
  /** Entries left out because the record would have outgrown MAX_SNAPSHOT_BYTES (the last ones given). */
  dropped: number;
}

export const createSnapshotStore = (backend: SnapshotBackend, maxBytes = MAX_SNAPSHOT_BYTES) => {
  const ownKeys = async () => (await backend.keys()).filter((key) => key.startsWith(PREFIX));
  return {
    /**
     * Keeps `entries` (most wanted first) as `userId`'s record: as many as fit, in their order, and forgets every
     * other account's record.
     */
    save: async (userId: number, entries: readonly SnapshotEntry[]): Promise<SavedSnapshot> => {
      const kept: SnapshotEntry[] = [];
      let text = JSON.stringify({ userId, entries: kept } satisfies WalletSnapshot);
      for (const entry of entries) {
        const next = JSON.stringify({ userId, entries: [...kept, entry] } satisfies WalletSnapshot);
        if (byteLength(next) > maxBytes) break;
        kept.push(entry);
        text = next;
      }
      for (const key of await ownKeys()) if (key !== recordKey(userId)) await backend.delete(key);
      await backend.set(recordKey(userId), text);
      return { bytes: byteLength(text), dropped: entries.length - kept.length };
    },
    /** `userId`'s record, or null: none kept, or one that does not read as this account's. */
    read: async (userId: number): Promise<WalletSnapshot | null> => {
      const text = await backend.get(recordKey(userId));
      if (text === undefined) return null;
      try {
        const value = JSON.parse(text) as WalletSnapshot;
        return value.userId === userId && Array.isArray(value.entries) ? value : null;
      } catch {
        return null;
      }
    },
    /** At logout, or when the session ends: nothing of any account stays. */
    clear: async (): Promise<void> => {
      for (const key of await ownKeys()) await backend.delete(key);
    },
    /** What the records take, for the size bound's check. */
    bytes: async (): Promise<number> => {
      let total = 0;
      for (const key of await ownKeys()) total += byteLength((await backend.get(key)) ?? '');
      return total;
    },
  };
};

export type SnapshotStore = ReturnType<typeof createSnapshotStore>;

const DB_NAME = 'simportal-offline';
const STORE_NAME = 'wallet';

const requestResult = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

/** IndexedDB (one database, one object store of text records); opened on first use. */
export const indexedDbBackend = (): SnapshotBackend => {
  let opened: Promise<IDBDatabase> | null = null;
  const database = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE_NAME);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    return opened;
  };
  const store = async (mode: IDBTransactionMode) =>
    (await database()).transaction(STORE_NAME, mode).objectStore(STORE_NAME);
  return {
    get: async (key) => (await requestResult((await store('readonly')).get(key))) as string | undefined,
    set: async (key, value) => {
      await requestResult((await store('readwrite')).put(value, key));
    },
    delete: async (key) => {
      await requestResult((await store('readwrite')).delete(key));
    },
    keys: async () => (await requestResult((await store('readonly')).getAllKeys())).map(String),
  };
};

/** A Map standing in for IndexedDB (tests, and browsers without it). */
export const memoryBackend = (): SnapshotBackend & { map: Map<string, string> } => {
  const map = new Map<string, string>();
  return {
    map,
    get: async (key) => map.get(key),
    set: async (key, value) => {
      map.set(key, value);
    },
    delete: async (key) => {
      map.delete(key);
    },
    keys: async () => [...map.keys()],
  };
};
