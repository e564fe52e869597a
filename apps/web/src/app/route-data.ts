import { prefetchMySims } from '../features/sims/api/sims-api.ts';
import { prefetchCardUsage } from '../features/usage/api/usage-api.ts';
import { prefetchActivities } from '../features/wallet/api/activities.ts';

type Params = Readonly<Record<string, string | undefined>>;

/**
 * The first data requests of a logged-in user's busiest pages, by route path: the router starts them beside the
 * guard's user-info reload, never awaited (app/router.tsx), so the page renders with its data instead of asking
 * for it after its first render — a round trip and a render less on a phone. The features' query modules these
 * call are small (no component) and part of the first load on purpose: a dynamic import would wait for the
 * page's own chunk graph to be evaluated, which is the wait this saves. Kept apart from routes.ts, which the
 * build reads in Node.
 */
export const ROUTE_DATA: Readonly<Record<string, (params: Params) => Promise<unknown>>> = {
  '/mySims': () => prefetchMySims(),
  '/mySims/:id/traffic': (params) => prefetchCardUsage(Number(params.id)),
  '/consumptionRecord': () => prefetchActivities(),
};
