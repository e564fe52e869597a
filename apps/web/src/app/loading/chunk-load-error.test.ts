// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, RELOADED_FROM_KEY, reloadOnceForNewVersion } from './chunk-load-error.ts';
import { reloadPage } from './page-reload.ts';

vi.mock('./page-reload.ts', () => ({ reloadPage: vi.fn() }));

describe('a chunk that could not be fetched', () => {
  it.each([
    // Chrome, Firefox, Safari, Vite's preload of a chunk's stylesheet, webpack
    new TypeError('Failed to fetch dynamically imported module: https://example.test/assets/plan-page-x1.js'),
    new TypeError('error loading dynamically imported module: https://example.test/assets/plan-page-x1.js'),
    new TypeError('Importing a module script failed.'),
    new Error('Unable to preload CSS for /assets/plan-page-x1.css'),
    Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }),
  ])('is told from its message: %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    new Error('Cannot read properties of undefined'),
    new Response(null, { status: 500 }),
    'Failed to fetch dynamically imported module',
    undefined,
  ])('is not any other fault: %s', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('the reload after a deploy', () => {
  const answer = vi.fn<() => Promise<Response>>();
  beforeEach(() => {
    sessionStorage.clear();
    vi.mocked(reloadPage).mockClear();
    answer.mockReset().mockResolvedValue(new Response('<!doctype html>', { status: 200 }));
    vi.stubGlobal('fetch', answer);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('happens once per version: a chunk still missing after it leaves the error page', async () => {
    expect(await reloadOnceForNewVersion()).toBe(true);
    expect(await reloadOnceForNewVersion()).toBe(false);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    // the version is the running chunk's address (here the module's own file)
    expect(sessionStorage.getItem(RELOADED_FROM_KEY)).toMatch(/chunk-load-error\.ts$/);
  });

  it('happens again for a later version', async () => {
    sessionStorage.setItem(RELOADED_FROM_KEY, 'https://example.test/assets/index-older.js');
    expect(await reloadOnceForNewVersion()).toBe(true);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('waits for the server: offline or behind a proxy without its server, the error page stays', async () => {
    answer.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await reloadOnceForNewVersion()).toBe(false);
    answer.mockResolvedValueOnce(new Response('Bad Gateway', { status: 502 }));
    expect(await reloadOnceForNewVersion()).toBe(false);
    expect(reloadPage).not.toHaveBeenCalled();
    // not spent: once the server answers, the one reload is still there
    expect(sessionStorage.getItem(RELOADED_FROM_KEY)).toBeNull();
    expect(await reloadOnceForNewVersion()).toBe(true);
  });

  it('does not happen when the tab cannot remember it (storage refused)', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    expect(await reloadOnceForNewVersion()).toBe(false);
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
