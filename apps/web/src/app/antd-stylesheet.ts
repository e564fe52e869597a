/**
 * antd's styles for every component in the app's theme, built into a stylesheet by the build (decision 0029),
 * which carries cssinjs' map of the styles it holds. antd reads that map once, at its first render: read before
 * the file has loaded, it would find none and build and inject every style itself, as without the file. So the
 * app's first render waits for it; a failed load (or a build without the file: `npm run dev`) waits no longer,
 * nor does a load still going after LOAD_WAIT_MS (a stalled line): the app then styles itself, as before.
 */
const LOAD_WAIT_MS = 10_000;

export const antdStylesheetLoaded = (): Promise<void> => {
  const link = document.querySelector<HTMLLinkElement>('link[data-antd-styles]');
  if (!link || link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    setTimeout(resolve, LOAD_WAIT_MS);
  });
};
