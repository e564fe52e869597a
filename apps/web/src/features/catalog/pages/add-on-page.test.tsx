// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import shopEn from '../../../locales/en/shop.json' with { type: 'json' };
import billingZh from '../../../locales/zh-CN/billing.json' with { type: 'json' };
import shopZh from '../../../locales/zh-CN/shop.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { apiServer, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { cardBilling, catalogue, shopAddOn, signIn } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { AddOnPage } from './add-on-page.tsx';

// The shop's add-ons: narrowed to a destination typed in either language, with the way back to all of them; a
// visitor's "Buy" is the login that comes back here, a customer's opens the purchase of that very add-on.

const addOn = (id: number, en: string, zh: string, coverage: string[]) =>
  shopAddOn({ id, code: `add-on-${id}`, name: { en, 'zh-CN': zh }, priceMinor: 500, coverage });
const CATALOGUE = catalogue({
  plans: [],
  addOns: [addOn(9, 'Japan 1 GB', '日本 1 GB', ['JP']), addOn(10, 'Europe 1 GB', '欧洲 1 GB', ['DE', 'FR'])],
});

serveApi(http.get('/api/catalog', () => ok(CATALOGUE)));
afterEach(() => authStore.getState().clearAuth());

function Where() {
  const { pathname, search } = useLocation();
  return <code data-testid="address">{`${pathname}${search}`}</code>;
}
const shop = (
  <Routes>
    <Route
      path="/addOn"
      element={
        <>
          <AddOnPage />
          <Where />
        </>
      }
    />
    <Route path="/login" element={<Where />} />
  </Routes>
);

describe('the add-on list', () => {
  it('narrows to a destination typed in Chinese, says how many, and shows all again', async () => {
    await renderInApp(shop, { locale: 'zh-CN', path: '/addOn' });
    const words = shopZh.shop.destinations;
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: '欧洲 1 GB' }, { timeout: 10_000 })).toBeTruthy();
    await user.type(screen.getByLabelText(words.label), '日本');
    await user.click(await screen.findByTitle('日本'));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain(
      words.found.addOns_other.replace('{{count}}', '1').replace('{{place}}', '日本'),
    );
    expect(screen.queryByRole('heading', { name: '欧洲 1 GB' })).toBeNull();
    // the search is in the address, to be shared
    expect(screen.getByTestId('address').textContent).toBe('/addOn?to=JP');

    await user.click(within(status).getByRole('button', { name: words.showAll.addOns }));
    expect(await screen.findByRole('heading', { name: '欧洲 1 GB' })).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('/addOn');
  });

  it('sends a visitor to log in and back to the same search', async () => {
    await renderInApp(shop, { path: '/addOn?to=FR' });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Europe 1 GB' }, { timeout: 10_000 });
    expect(screen.queryByRole('heading', { name: 'Japan 1 GB' })).toBeNull();
    const login = screen.getByRole('link', {
      name: shopEn.shop.order.loginNamed.replace('{{name}}', 'Europe 1 GB'),
    });
    expect(login.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent('/addOn?to=FR')}`);
    await user.click(login);
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe(
        `/login?redirect=${encodeURIComponent('/addOn?to=FR')}`,
      ),
    );
  });

  it('opens the purchase of that add-on for a customer, their one card chosen (zh-CN)', async () => {
    signIn(2_000);
    apiServer.use(
      http.get('/api/billing/cards', () =>
        ok({ items: [cardBilling({ label: '旅行手机' })], total: 1, page: 1, pageSize: 100 }),
      ),
    );
    await renderInApp(shop, { locale: 'zh-CN', path: '/addOn' });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: '日本 1 GB' }, { timeout: 10_000 });
    await user.click(
      screen.getByRole('button', { name: shopZh.shop.addOns.orderNamed.replace('{{name}}', '日本 1 GB') }),
    );
    const title = billingZh.billing.addOn.titleForAddOn.replace('{{name}}', '日本 1 GB');
    const dialog = await screen.findByRole('dialog', { name: title }, { timeout: 10_000 });
    // the add-on is the one tapped: its field is not asked, its price is said
    expect(within(dialog).queryByRole('combobox', { name: billingZh.billing.addOn.addOn })).toBeNull();
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: billingZh.billing.order.card })).toBeTruthy(),
    );
    // the customer's one card is chosen already
    expect(await within(dialog).findByTitle(/旅行手机/)).toBeTruthy();
    expect(await within(dialog).findByText(/US\$5\.00/)).toBeTruthy();
  });
});
