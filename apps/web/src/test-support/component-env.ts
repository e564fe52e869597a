// What antd needs from a browser that jsdom does not have, for component tests (files that start with
// `// @vitest-environment jsdom` and import this first).

import { configure } from '@testing-library/react';

// A first render of antd's table or pickers can take more than Testing Library's default second on a loaded 2-core
// machine (CI runs 159 component files); findBy/waitFor wait up to 5 s before they call a screen wrong.
configure({ asyncUtilTimeout: 5_000 });

/** A media query's answer that never changes: `matches` or not. */
export const mediaQueryList = (query: string, matches: boolean) =>
  ({
    matches,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

if (!window.matchMedia) window.matchMedia = (query: string) => mediaQueryList(query, false);
/** A desktop's width, where no query matches: what shared-file-reset.ts puts back after each test. */
export const desktopMatchMedia = window.matchMedia;

if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// antd measures text with getComputedStyle(el, '::before'), which jsdom does not implement
const computed = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computed(element);

// Testing Library's cleanup after each test, and the desktop's width back, are shared-file-reset.ts's (a setup
// file): a hook registered here would run in the first file that imports this module only, when files share it.
