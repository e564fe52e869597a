import { useCallback } from 'react';
import { type Location, useLocation, useSearchParams } from 'react-router';

/**
 * The address's parameters as the updates already asked for left them, by the location they were asked on.
 * React Router's `setSearchParams(prev => …)` hands `prev` from the last render, not the last update: two
 * answers given before the page renders again (a destination picked, then a day count typed at once) each
 * started from the same address and the second wiped the first out. Every caller on a page shares this, so
 * each update builds on the one before; a navigation gives a new location, and the map forgets the old one.
 */
const pending = new WeakMap<Location, URLSearchParams>();

/**
 * A functional update of the address's search parameters (replacing the history entry) that always builds on
 * the latest ones, including those of updates still on their way.
 */
export const useSearchParamsUpdate = () => {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  return useCallback(
    (update: (latest: URLSearchParams) => URLSearchParams) => {
      const latest = new URLSearchParams(pending.get(location) ?? params);
      const next = update(latest);
      pending.set(location, next);
      setParams(next, { replace: true });
    },
    [location, params, setParams],
  );
};
