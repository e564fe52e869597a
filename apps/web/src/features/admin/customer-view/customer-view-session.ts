import type { CustomerView } from '@simportal/contract/api/admin';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import type { AuthState } from '../../../stores/auth-state.ts';
import { authStore } from '../../../stores/auth-store.ts';
import { withStepUp } from '../step-up/step-up-gate.ts';
import { type CustomerViewStash, customerViewStore } from './customer-view-store.ts';

// Entering and leaving a customer's view on the client (server: modules/admin/customer-view.ts).

/** Where a customer view opens: the customer's own cards. */
export const CUSTOMER_VIEW_HOME = '/mySims';
export const ADMIN_HOME = '/adminMode';

/** Where Exit goes: back where the view was entered from, if that was Admin Management; else its home. */
export const adminReturnOf = (stash: CustomerViewStash): string =>
  stash.returnTo?.startsWith(`${ADMIN_HOME}?`) ? stash.returnTo : ADMIN_HOME;

const authStateOf = (): AuthState => {
  const { accessToken, refreshToken, username, email, isRememberMe, userInfo } = authStore.getState();
  return { accessToken, refreshToken, username, email, isRememberMe, userInfo };
};

/**
 * Asks the server for a view of the customer (with the administrator's token), keeps the administrator's auth
 * state aside, and switches the auth store to the view's tokens (this tab only: not remembered). The next
 * navigation reloads the user info, which is then the customer's.
 */
export const enterCustomerView = async (customerId: number, returnTo?: string): Promise<CustomerView> => {
  // a sensitive action: the server may ask the administrator to prove it is them first (decision 0043)
  const view = await withStepUp(() =>
    api.post<CustomerView>('/admin/customers/{id}/view', { path: { id: customerId } }),
  );
  const admin = authStateOf();
  queryClient.clear();
  authStore.getState().setSession({
    accessToken: view.accessToken,
    refreshToken: view.refreshToken,
    username: view.customer.username,
    email: view.customer.email,
    isRememberMe: false,
  });
  customerViewStore
    .getState()
    .setStash({ admin, customer: view.customer, expiresAt: view.sessionExpiresAt, returnTo });
  return view;
};

/** Puts the administrator's own session back (or none, if they had lost it) and forgets the view. */
export const restoreAdminSession = (stash: CustomerViewStash): void => {
  customerViewStore.getState().setStash(null);
  queryClient.clear();
  const store = authStore.getState();
  const { admin } = stash;
  if (!admin.accessToken || !admin.refreshToken) {
    store.clearAuth();
    return;
  }
  store.setSession({
    accessToken: admin.accessToken,
    refreshToken: admin.refreshToken,
    username: admin.username ?? admin.userInfo?.username ?? '',
    email: admin.email ?? admin.userInfo?.email ?? '',
    isRememberMe: admin.isRememberMe,
  });
  store.setUserInfo(admin.userInfo);
};

/**
 * Leaves the view: the server ends the view's session (audited), then the administrator's session comes back
 * whatever the server answered (an expired view has nothing left to end).
 */
export const leaveCustomerView = async (): Promise<void> => {
  const stash = customerViewStore.getState().stash;
  if (!stash) return;
  if (authStore.getState().accessToken) {
    try {
      await api.post('/customer-view/leave');
    } catch {
      // already ended (expired, or logged out): restoring the administrator is what matters
    }
  }
  restoreAdminSession(customerViewStore.getState().stash ?? stash);
};
