import { reloadPage } from './page-reload.ts';

/**
 * What each browser says when a lazy chunk cannot be fetched: a file of the running version that a deploy has
 * removed, or a dropped connection. Chrome, Firefox, Safari, then Vite's preload of a chunk's stylesheet.
 */
const CHUNK_FAILURES = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
];

/** True when `error` is a lazy chunk (a page, a dialog, a text file) that could not be fetched. */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  // webpack's name for it, which some libraries reuse
  (error.name === 'ChunkLoadError' || CHUNK_FAILURES.some((failure) => failure.test(error.message)));

/** Where the tab notes the version it reloaded from (sessionStorage: one tab, until it closes). */
export const RELOADED_FROM_KEY = 'simportal.reloadedFrom';

/**
 * The running version: the address of the first-load chunk holding this module, whose name carries a hash of
 * its content and of the names of every chunk it can import, so a deploy that changes any chunk changes it.
 */
const RUNNING_VERSION = import.meta.url;

// Not the app's storage helper: its memory stand-in forgets on reload, and a guard that forgets could loop.
const tabStorage = (): Storage | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

/**
 * After a deploy the running version's chunks are gone and the new version is on the server: reloading once
 * picks it up (what Vite's guide suggests on `vite:preloadError`). Once per version and tab, so a chunk still
 * missing after the reload (a broken deploy, a cached page) leaves the error page with its Reload button
 * rather than a loop; and only when the server answers with a page, so a dropped connection or an outage does
 * not swap the error page for the browser's own. Resolves true when the page is reloading.
 */
export const reloadOnceForNewVersion = async (): Promise<boolean> => {
  const storage = tabStorage();
  try {
    if (!storage || storage.getItem(RELOADED_FROM_KEY) === RUNNING_VERSION) return false;
    // any answer from the server is a page (a 404 included); a 5xx is a proxy without its server
    const answer = await fetch(window.location.href, { cache: 'no-store', headers: { accept: 'text/html' } });
    if (answer.status >= 500) return false;
    storage.setItem(RELOADED_FROM_KEY, RUNNING_VERSION);
  } catch {
    // offline, or storage refused: without a guard that lasts, no automatic reload
    return false;
  }
  reloadPage();
  return true;
};
