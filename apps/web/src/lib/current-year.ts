import { useSyncExternalStore } from 'react';

declare const __BUILD_YEAR__: number | undefined;

/** The year the pages were built and prerendered in (build/build-year.ts); this year where nothing defines it. */
const BUILD_YEAR = typeof __BUILD_YEAR__ === 'number' ? __BUILD_YEAR__ : new Date().getFullYear();

const noSubscription = () => () => {};
const thisYear = () => new Date().getFullYear();
const buildYear = () => BUILD_YEAR;

/**
 * This year. A prerendered page (decision 0018) was rendered with the build's year, so the app takes it over
 * with that one and then shows this year, should they differ (a page built last December, read in January).
 */
export const useCurrentYear = (): number => useSyncExternalStore(noSubscription, thisYear, buildYear);
