// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { antdStylesheetLoaded } from './antd-stylesheet.ts';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe("waiting for antd's stylesheet before the first render", () => {
  afterEach(() => {
    document.head.innerHTML = '';
    vi.useRealTimers();
  });

  it('waits for nothing where the page links none (npm run dev)', async () => {
    expect(await settled(antdStylesheetLoaded())).toBe(true);
  });

  it('waits until the file has loaded, or failed to', async () => {
    for (const outcome of ['load', 'error']) {
      const link = document.createElement('link');
      link.setAttribute('data-antd-styles', '');
      link.rel = 'stylesheet';
      document.head.append(link);
      const loaded = antdStylesheetLoaded();
      expect(await settled(loaded)).toBe(false);
      link.dispatchEvent(new Event(outcome));
      expect(await settled(loaded), outcome).toBe(true);
      link.remove();
    }
  });

  it('waits no longer than ten seconds for a load that stalls', async () => {
    vi.useFakeTimers();
    const link = document.createElement('link');
    link.setAttribute('data-antd-styles', '');
    document.head.append(link);
    const loaded = antdStylesheetLoaded();
    vi.advanceTimersByTime(9_999);
    expect(await settled(loaded)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(loaded)).toBe(true);
  });
});
