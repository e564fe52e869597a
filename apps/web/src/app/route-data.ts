import { prefetchCardsBilling, prefetchRunway } from '../features/billing/api/billing-query.ts';
import { prefetchMySims } from '../features/sims/api/sims-api.ts';
import { prefetchCardUsage } from '../features/usage/api/usage-api.ts';
import { prefetchActivities } from '../features/wallet/api/activities.ts';
import { isAdmin, isLoggedIn } from '../stores/auth-state.ts';
import { authStore } from '../stores/auth-store.ts';

type Params = Readonly<Record<string, string | undefined>>;

/**
 * The first data requests of a logged-in user's busiest pages, by route path: the router starts them beside the
 * guard's user-info reload (app/router.tsx), so the page renders with its data instead of asking for it after
 * its first render — a round trip and a render less on a phone. The features' query modules these call are
 * small (no component) and part of the first load on purpose: a dynamic import would wait for the page's own
 * chunk graph to be evaluated, which is the wait this saves. Kept apart from routes.ts, which the build reads in
 * Node.
 */
export const ROUTE_DATA: Readonly<Record<string, (params: Params) => Promise<unknown>>> = {
  // the cards wait for the runway note above them (my-sims-page.tsx): both are asked for at once
  '/mySims': () => Promise.all([prefetchMySims(), prefetchRunway()]),
  // the card's name and allowance above the figures come from the cards' billing
  '/mySims/:id/traffic': (params) =>
    Promise.all([prefetchCardUsage(Number(params.id)), prefetchCardsBilling()]),
  '/consumptionRecord': () => prefetchActivities(),
};

/**
 * What every page of a customer shows in its header, asked for once the guard knows who is logged in: how long
 * the balance lasts (the header's line, and the menu's on a phone). Asked for by the header itself, it came a
 * round trip after the page's first render, and re-rendered the header. An administrator's header has none.
 */
export const headerData = (): Promise<unknown> | undefined => {
  const { userInfo } = authStore.getState();
  if (!isLoggedIn(authStore.getState()) || userInfo === null || isAdmin(userInfo)) return undefined;
  return prefetchRunway();
};
