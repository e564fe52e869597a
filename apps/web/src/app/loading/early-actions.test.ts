// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyInput, stopEarlyCapture } from './prerendered-page.ts';

// A press on a prerendered page before it was hydrated is held by public/early-actions.js and replayed once the app
// owns the page: the button the visitor pressed is pressed again, the form they sent is sent again.

const LOADER = readFileSync(path.join(__dirname, '../../../public/early-actions.js'), 'utf8');

const page = () => {
  document.body.innerHTML =
    '<div id="root"><button type="button">Pause</button><form><input name="a"><button>Send</button></form></div><button id="outside">x</button>';
  return document.getElementById('root')!;
};

afterEach(() => {
  stopEarlyCapture();
  delete (window as { simportalEarlyActions?: unknown }).simportalEarlyActions;
});

describe('presses before the takeover', () => {
  it('are not held when the app took the page over before the holder ran (a page rendered afresh)', () => {
    const root = page();
    expect(stopEarlyCapture()).toEqual([]);
    new Function(LOADER)();
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('button')!.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false);
  });

  it('are held (nothing happens, no form is sent the browser way) and answered in order when the app takes over', () => {
    const root = page();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    new Function(LOADER)();
    const [pause, send] = root.querySelectorAll('button');
    const outside = document.getElementById('outside')!;
    const clicks = [pause, send, outside].map((button) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      button!.dispatchEvent(event);
      return event.defaultPrevented;
    });
    // the page's buttons are held; one outside the page is not the loader's business
    expect(clicks).toEqual([true, true, false]);
    expect(stopEarlyCapture()).toEqual([
      { kind: 'click', index: 0 },
      { kind: 'click', index: 1 },
    ]);
    // once stopped, a press is the app's again
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    pause!.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    vi.unstubAllGlobals();
  });

  it('are pressed and sent again after the takeover', () => {
    const root = page();
    const pressed: string[] = [];
    root.querySelectorAll('button').forEach((button) => {
      button.addEventListener('click', (event) => {
        event.preventDefault();
        pressed.push(button.textContent ?? '');
      });
    });
    const form = root.querySelector('form')!;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      pressed.push('submit');
    });
    replayEarlyInput(root, [
      { kind: 'click', index: 0 },
      { kind: 'submit', index: 0 },
    ]);
    expect(pressed).toEqual(['Pause', 'submit']);
  });
});
