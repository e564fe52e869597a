// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '../../stores/auth-store.ts';
import { renderInApp } from '../../test-support/render.tsx';
import { PlansLink, ShortcutBar } from './shortcut-bar.tsx';

// The basic plans one tap away from every screen (issue #33): the bottom bar's four shortcuts in the reader's
// language, the current one marked; nothing of it for an administrator.

afterEach(() => authStore.getState().clearAuth());

describe('the shortcut bar', () => {
  it('offers home, the basic plans, add-ons and My SIMs, marking where the reader is (zh-CN)', async () => {
    await renderInApp(
      <>
        <ShortcutBar />
        <PlansLink />
      </>,
      { locale: 'zh-CN', path: '/mySims' },
    );
    const bar = screen.getByRole('navigation', { name: '快捷入口' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['首页', '/home'],
      ['基础套餐', '/plan'],
      ['流量加油包', '/addOn'],
      ['我的 SIM 卡', '/mySims'],
    ]);
    expect(links[3]!.getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByRole('link', { name: '基础套餐' })).toHaveLength(2);
  });

  it('is not shown to an administrator', async () => {
    authStore
      .getState()
      .setUserInfo({ id: 1, username: 'ana', email: 'ana@shop.example', level: 1, balance: 0 });
    await renderInApp(
      <>
        <ShortcutBar />
        <PlansLink />
      </>,
      { path: '/adminMode' },
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
