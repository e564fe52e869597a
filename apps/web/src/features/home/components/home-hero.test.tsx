// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import shopEn from '../../../locales/en/shop.json' with { type: 'json' };
import commonZh from '../../../locales/zh-CN/common.json' with { type: 'json' };
import shopZh from '../../../locales/zh-CN/shop.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { http, ok, serveApi } from '../../../test-support/api-server.ts';
import { catalogue, signIn } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { HomeHero } from './home-hero.tsx';

// The home page's first screen: its heading, the destination search, and two ways on: the plans, and an account
// for a visitor or the cards for a customer.

serveApi(http.get('/api/catalog', () => ok(catalogue())));
afterEach(() => authStore.getState().clearAuth());

const home = (
  <Routes>
    <Route path="/home" element={<HomeHero />} />
    <Route path="/plan" element={<p>the plans</p>} />
    <Route path="/register" element={<p>a new account</p>} />
  </Routes>
);
const words = shopEn.home.hero;

describe("the home page's first screen", () => {
  it('leads a visitor to the plans and to an account', async () => {
    const first = await renderInApp(home, { path: '/home' });
    expect(screen.getByRole('heading', { level: 1, name: words.title })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'My SIMs' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: words.register }));
    expect(await screen.findByText('a new account')).toBeTruthy();
    first.unmount();

    await renderInApp(home, { path: '/home' });
    await userEvent.click(screen.getByRole('link', { name: words.seePlans }));
    expect(await screen.findByText('the plans')).toBeTruthy();
  });

  it('leads a customer to their cards instead of an account, in Chinese', async () => {
    signIn(0);
    await renderInApp(home, { path: '/home', locale: 'zh-CN' });
    expect(screen.getByRole('link', { name: commonZh.route.mySims }).getAttribute('href')).toBe('/mySims');
    expect(screen.queryByRole('link', { name: shopZh.home.hero.register })).toBeNull();
    expect(screen.getByLabelText(shopZh.shop.destinations.label)).toBeTruthy();
  });
});
