// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastPlacement, withToastPlacement } from './toast-placement.ts';

const narrow = (matches: boolean) => {
  window.matchMedia = vi.fn().mockReturnValue({ matches } as MediaQueryList);
};

describe('toastPlacement', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('puts a toast at the bottom on a phone, above the shortcut bar, away from the heading', () => {
    narrow(true);
    expect(toastPlacement()).toBe('bottom');
  });

  it('puts it at the bottom right on a wide screen, away from the heading and its buttons', () => {
    narrow(false);
    expect(toastPlacement()).toBe('bottomRight');
  });

  it('puts it at the top, above the dialog, while a dialog is open, over a drawer too', () => {
    narrow(true);
    document.body.innerHTML = '<div class="ant-modal-wrap"><div class="ant-modal"></div></div>';
    expect(toastPlacement()).toBe('top');
    document.body.innerHTML += '<div class="ant-drawer ant-drawer-right ant-drawer-open"></div>';
    expect(toastPlacement()).toBe('top');
  });

  it('keeps it off an open drawer’s title and close button, which are at the top', () => {
    narrow(true);
    document.body.innerHTML = '<div class="ant-drawer ant-drawer-right ant-drawer-open"></div>';
    expect(toastPlacement()).toBe('bottom');
    narrow(false);
    expect(toastPlacement()).toBe('bottomLeft');
    document.body.innerHTML = '<div class="ant-drawer ant-drawer-left ant-drawer-open"></div>';
    expect(toastPlacement()).toBe('bottomRight');
  });

  it('does not count a dialog closing, as it does when a toast says what it did', () => {
    narrow(true);
    document.body.innerHTML =
      '<div class="ant-modal-wrap"><div class="ant-modal ant-zoom-leave ant-zoom-leave-active"></div></div>';
    expect(toastPlacement()).toBe('bottom');
  });

  it('does not count a closed dialog antd keeps in the page', () => {
    narrow(false);
    document.body.innerHTML =
      '<div class="ant-modal-wrap" style="display: none;"><div class="ant-modal"></div></div>';
    expect(toastPlacement()).toBe('bottomRight');
  });

  it('waits a few frames for a dialog the action closed to begin leaving', async () => {
    narrow(true);
    document.body.innerHTML = '<div class="ant-modal-wrap"><div class="ant-modal"></div></div>';
    const placed = new Promise((resolve) => withToastPlacement(resolve));
    requestAnimationFrame(() => document.querySelector('.ant-modal')?.classList.add('ant-zoom-leave'));
    expect(await placed).toBe('bottom');
  });

  it('places a toast above a dialog that stays open', async () => {
    narrow(true);
    document.body.innerHTML = '<div class="ant-modal-wrap"><div class="ant-modal"></div></div>';
    expect(await new Promise((resolve) => withToastPlacement(resolve))).toBe('top');
  });
});
