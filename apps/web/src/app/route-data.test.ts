// @vitest-environment jsdom
import '../test-support/component-env.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../lib/query-client.ts';
import { authStore } from '../stores/auth-store.ts';
import { apiServer, http, ok, serveApi } from '../test-support/api-server.ts';
import { headerData } from './route-data.ts';

// A customer's header shows how long the balance lasts: the router asks for it once the guard knows who is
// logged in, rather than the header a round trip after the page's first render; only when it is not known yet.

serveApi();

const logIn = (level: number) => {
  const state = authStore.getState();
  state.setSession({
    accessToken: 'a',
    refreshToken: 'r',
    username: 'ana',
    email: 'a@example.com',
    isRememberMe: false,
  });
  state.setUserInfo({
    id: 1,
    username: 'ana',
    email: 'a@example.com',
    level,
    balance: 850,
    currency: 'USD',
  } as Parameters<typeof state.setUserInfo>[0]);
};

let runwayRequests = 0;
beforeEach(() => {
  runwayRequests = 0;
  apiServer.use(
    http.get('/api/billing/runway', () => {
      runwayRequests += 1;
      return ok({ cardsInUse: 0, coveredUntil: null, topUp: null });
    }),
  );
});
afterEach(() => {
  queryClient.clear();
  authStore.getState().clearAuth();
});

describe("the header's data", () => {
  it("asks for a customer's runway once, then takes it from the cache", async () => {
    logIn(0);
    await headerData();
    // stale, as after a while on a page: the header, mounted from page to page, refreshes it itself
    await queryClient.invalidateQueries({ queryKey: ['billing', 'runway'], refetchType: 'none' });
    await headerData();
    expect(runwayRequests).toBe(1);
  });

  it('asks for nothing for an administrator or a visitor', async () => {
    expect(headerData()).toBeUndefined();
    logIn(1);
    expect(headerData()).toBeUndefined();
    expect(runwayRequests).toBe(0);
  });
});
