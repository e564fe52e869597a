// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stopEarlyCapture } from './prerendered-page.ts';

// public/page-code.js puts a prerendered page's code to work once the page has painted: the elements waiting in
// its <template data-page-code> go into the head, a few per task, so that no one task sets up every fetch. With
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
  it('goes into the head in batches, the entry in the first batch', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => callback());
    const preloads = Array.from(
      { length: PRELOADS },
      (_, index) => `<link rel="modulepreload" href="/assets/chunk-${index}.js">`,
    ).join('');
    document.head.innerHTML = `<style id="page-styles">.page{}</style><template data-page-code><script type="module" src="/assets/index.js"></script>${preloads}</template>`;
    document.body.innerHTML = '<div id="root"></div>';
    new Function(LOADER)();

    vi.advanceTimersToNextTimer();
    expect(document.querySelector('template[data-page-code]')).toBeNull();
    expect(document.head.firstElementChild?.id).toBe('page-styles');
    expect(document.head.querySelector('script[type="module"]')?.getAttribute('src')).toBe(
      '/assets/index.js',
    );
    const inFirstTask = document.head.querySelectorAll('link[rel="modulepreload"]').length;
    expect(inFirstTask).toBeGreaterThan(0);
    expect(inFirstTask).toBeLessThan(PRELOADS);

    vi.runAllTimers();
    const all = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    );
    expect(all).toEqual(Array.from({ length: PRELOADS }, (_, index) => `/assets/chunk-${index}.js`));
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
