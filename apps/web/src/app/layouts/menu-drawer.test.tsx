// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '../../stores/auth-store.ts';
import { renderInApp } from '../../test-support/render.tsx';
import { MenuDrawer } from './menu-drawer.tsx';
import { NavLinks } from './nav-links.tsx';

// The phone's menu by role (issue #67): a visitor's has the basic plans, the shop, My SIMs and a way to log in,
// not Integrations; an administrator's has Admin Management, not the shop's Add-ons.

afterEach(() => authStore.getState().clearAuth());

const linksOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe("the phone's menu", () => {
  it('gives a visitor the basic plans, the shop, My SIMs, then Log in and Register (zh-CN)', async () => {
    await renderInApp(<MenuDrawer open onClose={() => {}} />, { locale: 'zh-CN', path: '/addOn' });
    const drawer = await screen.findByRole('dialog', { name: '主菜单' });
    expect(linksOf(drawer)).toEqual([
      ['基础套餐', '/plan'],
      ['流量加油包', '/addOn'],
      ['我的 SIM 卡', '/mySims'],
      ['登录', '/login?redirect=%2FaddOn'],
      ['注册', '/register'],
    ]);
    expect(within(drawer).queryByRole('link', { name: 'API 与 Webhook' })).toBeNull();
  });

  it('gives a customer every entry with the basic plans first, and no login (en)', async () => {
    authStore.getState().setSession({
      accessToken: 'a',
      refreshToken: 'r',
      username: 'ann',
      email: 'ann@x.test',
      isRememberMe: false,
    });
    await renderInApp(<NavLinks vertical />, { path: '/home' });
    expect(linksOf(screen.getByRole('list'))).toEqual([
      ['Basic plans', '/plan'],
      ['Add-ons', '/addOn'],
      ['My SIMs', '/mySims'],
      ['Activities', '/consumptionRecord'],
      ['Integrations', '/integrations'],
    ]);
  });

  it('gives an administrator Admin Management, not Add-ons', async () => {
    authStore.getState().setSession({
      accessToken: 'a',
      refreshToken: 'r',
      username: 'ana',
      email: 'ana@x.test',
      isRememberMe: false,
    });
    authStore.getState().setUserInfo({ id: 1, username: 'ana', email: 'ana@x.test', level: 1, balance: 0 });
    await renderInApp(<NavLinks vertical />, { path: '/adminMode' });
    expect(linksOf(screen.getByRole('list'))).toEqual([['Admin Management', '/adminMode']]);
  });
});
