import { useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { getSessionStorage, type KeyValueStorage } from '../../../browser/browser-storage.ts';
import type { AuthState } from '../../../stores/auth-state.ts';

/** The browser storage key of the administrator's own session while they are in a customer's view. */
export const ADMIN_SESSION_STORAGE_KEY = 'adminSession';

/** Who the administrator is viewing as, and their own auth state to come back to. */
export interface CustomerViewStash {
  /** The administrator's auth state as it was when they entered the view. */
  admin: AuthState;
  customer: { id: number; username: string; email: string };
  /** When the view's session ends on the server (ISO). */
  expiresAt: string;
  /** Where the administrator entered the view from (path and query), to come back to on exit. */
  returnTo?: string;
}

interface CustomerViewState {
  stash: CustomerViewStash | null;
  setStash: (stash: CustomerViewStash | null) => void;
}

/**
 * The administrator's own session, kept aside in SESSION storage (this tab only, gone with it) while the auth
 * store holds the customer view's tokens. Nothing else reads it: the http client keeps sending the view's token.
 */
export const createCustomerViewStore = (storage: KeyValueStorage = getSessionStorage()) =>
  createStore<CustomerViewState>()(
    persist(
      (set) => ({
        stash: null,
        setStash: (stash) => set({ stash }),
      }),
      {
        name: ADMIN_SESSION_STORAGE_KEY,
        storage: createJSONStorage(() => storage),
        partialize: (state) => ({ stash: state.stash }),
        version: 0,
      },
    ),
  );

export const customerViewStore = createCustomerViewStore();

export const useCustomerViewStash = (): CustomerViewStash | null =>
  useStore(customerViewStore, (state) => state.stash);
