// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stopEarlyCapture } from './prerendered-page.ts';

// public/page-code.js puts a prerendered page's code to work once the page has painted: the elements waiting in
// its <template data-page-code> go into the head, a few per task, so that no one task sets up every fetch, and
// the chunks the entry imports run before it, each in a task of its own (decision 0059). With
// them, it starts the worker that loads the browser's internationalisation data in the page's language
// (public/intl-data.js, decision 0054).

const LOADER = readFileSync(path.join(__dirname, '../../public/page-code.js'), 'utf8');
const PRELOADS = 12;

afterEach(() => {
  stopEarlyCapture();
  delete (window as { simportalEarlyActions?: unknown }).simportalEarlyActions;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a prerendered page's code", () => {
  it('goes into the head in batches, the entry fetched in the first', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => callback());
    const preloads = Array.from(
      { length: PRELOADS },
      (_, index) => `<link rel="modulepreload" href="/assets/chunk-${index}.js">`,
    ).join('');
    document.head.innerHTML = `<style id="page-styles">.page{}</style><template data-page-code><script type="module" src="/assets/index.js"></script></template><template data-page-code>${preloads}</template>`;
    document.body.innerHTML = '<div id="root"></div>';
    new Function(LOADER)();

    vi.advanceTimersToNextTimer();
    expect(document.querySelector('template[data-page-code]')).toBeNull();
    expect(document.head.firstElementChild?.id).toBe('page-styles');
    const preloaded = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      );
    expect(preloaded()[0]).toBe('/assets/index.js');
    expect(preloaded().length).toBeLessThan(PRELOADS);

    vi.runAllTimers();
    expect(preloaded()).toEqual([
      '/assets/index.js',
      ...Array.from({ length: PRELOADS }, (_, index) => `/assets/chunk-${index}.js`),
    ]);
  });

  it("runs the chunks the entry imports one task each, in the build's order, then the entry", () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => callback());
    document.head.innerHTML =
      '<template data-page-code><script type="module" crossorigin src="/assets/index.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/react.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/ui.js"></template>';
    document.body.innerHTML = '<div id="root"></div>';
    new Function(LOADER)();
    vi.advanceTimersToNextTimer();
    const running = () =>
      [...document.head.querySelectorAll('script[type="module"]')].map((script) =>
        script.getAttribute('src'),
      );
    /** The browser's `load` of the last script put in: its module has run. */
    const ran = () =>
      document.head.querySelector('script[type="module"]:last-of-type')?.dispatchEvent(new Event('load'));

    expect(running()).toEqual(['/assets/react.js']);
    expect(document.head.querySelector('script')?.hasAttribute('crossorigin')).toBe(true);
    ran();
    // the next one waits for a task of its own
    expect(running()).toEqual(['/assets/react.js']);
    vi.advanceTimersToNextTimer();
    expect(running()).toEqual(['/assets/react.js', '/assets/ui.js']);
    // a chunk that failed does not stop the entry, which then reports the failure
    document.head.querySelector('script[type="module"]:last-of-type')?.dispatchEvent(new Event('error'));
    vi.advanceTimersToNextTimer();
    expect(running()).toEqual(['/assets/react.js', '/assets/ui.js', '/assets/index.js']);
  });

  it('starts the worker loading the internationalisation data once the page has painted, in its language', () => {
    const started: string[] = [];
    vi.useFakeTimers();
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: string) {
          started.push(url);
        }
      },
    );
    document.documentElement.lang = 'zh-CN';
    document.head.innerHTML = '';
    document.body.innerHTML = '<div id="root"></div>';
    new Function(LOADER)();
    expect(started).toEqual([]);
    for (const frame of frames) frame();
    vi.runAllTimers();
    expect(started).toEqual(['/intl-data.js?locale=zh-CN']);
  });

  it('goes on without the worker where a browser cannot start one', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => callback());
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused', 'SecurityError');
        }
      },
    );
    document.head.innerHTML =
      '<template data-page-code><script type="module" src="/assets/index.js"></script></template>';
    document.body.innerHTML = '<div id="root"></div>';
    new Function(LOADER)();
    vi.runAllTimers();
    expect(document.head.querySelector('script[type="module"]')?.getAttribute('src')).toBe(
      '/assets/index.js',
    );
  });
});
