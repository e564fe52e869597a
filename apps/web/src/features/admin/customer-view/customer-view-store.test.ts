import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../browser/browser-storage.ts';
import { ADMIN_SESSION_STORAGE_KEY, createCustomerViewStore } from './customer-view-store.ts';

const stash = {
  admin: {
    accessToken: 'admin-a',
    refreshToken: 'admin-r',
    username: 'admin',
    email: 'admin@example.com',
    isRememberMe: true,
    userInfo: { id: 1, username: 'admin', email: 'admin@example.com', level: 1, balance: 0 },
  },
  customer: { id: 7, username: 'demo', email: 'demo@example.com' },
  expiresAt: '2030-01-01T00:30:00.000Z',
};

describe('the administrator session kept aside during a customer view', () => {
  it('is kept in the given (session) storage under its own key, and survives a reload of the tab', () => {
    const storage = createMemoryStorage();
    const store = createCustomerViewStore(storage);
    store.getState().setStash(stash);
    expect(JSON.parse(storage.getItem(ADMIN_SESSION_STORAGE_KEY)!).state.stash.customer.username).toBe(
      'demo',
    );
    const reloaded = createCustomerViewStore(storage);
    expect(reloaded.getState().stash).toEqual(stash);
  });

  it('is forgotten when the view ends', () => {
    const storage = createMemoryStorage();
    const store = createCustomerViewStore(storage);
    store.getState().setStash(stash);
    store.getState().setStash(null);
    expect(createCustomerViewStore(storage).getState().stash).toBeNull();
  });
});
