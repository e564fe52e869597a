// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import billingEn from '../../../locales/en/billing.json' with { type: 'json' };
import shopEn from '../../../locales/en/shop.json' with { type: 'json' };
import shopZh from '../../../locales/zh-CN/shop.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { http, ok, serveApi } from '../../../test-support/api-server.ts';
import { openDialog } from '../../../test-support/dialogs.ts';
import { cardBilling, catalogue, shopAddOn, signIn } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { OrderAction } from './order-action.tsx';

// The call to action of a catalogue card: a visitor's is the login that comes back to this very page (or to the
// purchase of a new eSIM with the plan); a customer's opens the order of this item, or the eSIM purchase; each
// named by its item, so a list of buttons says which is which.

serveApi(
  http.get('/api/catalog', () => ok(catalogue({ addOns: [shopAddOn()] }))),
  http.get('/api/billing/cards', () => ok({ items: [cardBilling()], total: 1, page: 1, pageSize: 100 })),
);
afterEach(() => authStore.getState().clearAuth());

function Where() {
  const { pathname, search } = useLocation();
  return <samp data-testid="where">{`${pathname}${search}`}</samp>;
}

const shop = (action: React.ReactNode) => (
  <Routes>
    <Route path="/plan" element={action} />
    <Route path="/addOn" element={action} />
    <Route path="*" element={<Where />} />
  </Routes>
);

describe("a catalogue card's call to action", () => {
  it('sends a visitor to log in and back to this page, its search kept', async () => {
    await renderInApp(shop(<OrderAction id={7} name="Extra 1 GB" kind="addOns" />), { path: '/addOn?to=JP' });
    const login = screen.getByRole('link', {
      name: shopEn.shop.order.loginNamed.replace('{{name}}', 'Extra 1 GB'),
    });
    const back = `/login?redirect=${encodeURIComponent('/addOn?to=JP')}`;
    expect(login.getAttribute('href')).toBe(back);
    await userEvent.click(login);
    expect(screen.getByTestId('where').textContent).toBe(back);
  });

  it('sends a visitor who needs a new eSIM to log in and on to its purchase, in Chinese', async () => {
    await renderInApp(shop(<OrderAction id={2} name="日本 7 天" kind="plans" withEsim />), {
      path: '/plan',
      locale: 'zh-CN',
    });
    const login = screen.getByRole('link', {
      name: shopZh.shop.order.loginEsimNamed.replace('{{name}}', '日本 7 天'),
    });
    expect(login.getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/mySims/applyEsim?plan=2')}`,
    );
  });

  it("opens a customer's purchase of a new eSIM with the plan", async () => {
    signIn(7_000);
    await renderInApp(shop(<OrderAction id={2} name="Japan 7 Days" kind="plans" withEsim />), {
      path: '/plan',
    });
    await userEvent.click(
      screen.getByRole('link', {
        name: shopEn.shop.plans.orderEsimNamed.replace('{{name}}', 'Japan 7 Days'),
      }),
    );
    expect(screen.getByTestId('where').textContent).toBe('/mySims/applyEsim?plan=2');
  });

  it("opens a customer's purchase of this very add-on", async () => {
    signIn(7_000);
    await renderInApp(shop(<OrderAction id={7} name="Extra 1 GB" kind="addOns" />), { path: '/addOn' });
    const dialog = await openDialog(
      shopEn.shop.addOns.orderNamed.replace('{{name}}', 'Extra 1 GB'),
      billingEn.billing.addOn.titleForAddOn.replace('{{name}}', 'Extra 1 GB'),
    );
    // the customer's one card is chosen already: this add-on's price and data for it
    expect(await within(dialog).findByTitle(/^1000000012 ·/)).toBeTruthy();
    expect((await within(dialog).findByText(/\$3\.00/)).textContent).toContain('1 GB');
  });
});
