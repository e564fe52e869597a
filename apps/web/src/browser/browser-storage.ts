/** The part of the Web Storage API the app uses, so tests can pass an in-memory stand-in. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A Map-backed storage: used in tests and when the browser refuses storage (private mode, node). */
export const createMemoryStorage = (): KeyValueStorage => {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
};

// Reading `window.localStorage` can throw (Safari private mode, blocked cookies) and does not exist in node.
const pick = (kind: 'localStorage' | 'sessionStorage'): KeyValueStorage => {
  try {
    if (typeof window !== 'undefined' && window[kind]) return window[kind];
  } catch {
    // fall through to memory: the app still works, it just forgets on reload
  }
  return createMemoryStorage();
};

let local: KeyValueStorage | undefined;
let session: KeyValueStorage | undefined;

export const getLocalStorage = (): KeyValueStorage => {
  local ??= pick('localStorage');
  return local;
};

export const getSessionStorage = (): KeyValueStorage => {
  session ??= pick('sessionStorage');
  return session;
};
