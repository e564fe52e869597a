// @vitest-environment jsdom
import type { DashboardQueues } from '@simportal/contract/api/dashboard';
import type { SecondFactorStatus } from '@simportal/contract/api/second-factor';
import { ERRORS } from '@simportal/contract/errors';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NARROW_QUERY } from '../../../lib/use-media-query.ts';
import adminEn from '../../../locales/en/admin.json' with { type: 'json' };
import adminZh from '../../../locales/zh-CN/admin.json' with { type: 'json' };
import commonZh from '../../../locales/zh-CN/common.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { AddressSearch } from '../../../test-support/address.tsx';
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { mediaQueryList } from '../../../test-support/component-env.ts';
import { adminPayOrder, signIn } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { AdminModePage } from './admin-mode-page.tsx';

// Admin Management's frame: the Customer List without a tab, or the Overview with its pay-order queue on top when
// orders wait for an administrator who may confirm them; the tab kept in ?tab=; the Administrators tab an
// owner's only (asked for by another role, the Customer List opens), which role one has said to the others;
// when the operator requires a second factor not yet set up, nothing but its setup.

const status = (overrides: Partial<SecondFactorStatus> = {}): SecondFactorStatus => ({
  enabled: true,
  required: false,
  recoveryCodesLeft: 10,
  passkeys: [],
  ...overrides,
});

const queues = (payOrdersWaiting: number, refundsWaiting: number): DashboardQueues => ({
  today: '2026-11-25',
  payOrdersWaiting,
  refundsWaiting,
  esimStock: { available: 30, threshold: 10, low: false },
  carrierCommands: { failed: 0, dead: 0 },
  mails: { failed: 0, dead: 0 },
  pushes: { failed: 0, dead: 0 },
  webhooks: { failed: 0, dead: 0 },
  advances: { open: 0, owedMinor: 0, currency: 'USD' },
  networkDrift: 0,
});
let waiting = 0;
let refunds = 0;
beforeEach(() => {
  waiting = 0;
  refunds = 0;
});

serveApi(
  http.get('/api/admin/customers', () => ok({ items: [], total: 0, page: 1, pageSize: 20 })),
  http.get('/api/admin/dashboard/queues', () => ok(queues(waiting, refunds))),
  http.get('/api/admin/refunds', () => ok([])),
  http.get('/api/admin/pay-orders', () =>
    ok({ items: waiting > 0 ? [adminPayOrder()] : [], total: waiting, page: 1, pageSize: 5 }),
  ),
  http.get('/api/admin/dashboard', () => failure(503, ERRORS.server_error.code, 'server_error')),
  http.get('/api/admin/deliveries/failed', () => ok({ deliveries: [] })),
  http.get('/api/admin/second-factor', () => ok(status())),
  http.get('/api/admin/administrators', () => ok({ administrators: [], invitations: [] })),
);
afterEach(() => authStore.getState().clearAuth());
const desktop = window.matchMedia;

const page = (
  <Routes>
    <Route
      path="/adminMode"
      element={
        <>
          <AdminModePage />
          <AddressSearch />
        </>
      }
    />
  </Routes>
);

describe('Admin Management', () => {
  it('opens on the Customer List and keeps the chosen tab in the address', async () => {
    signIn(0, { adminRole: 'owner' });
    await renderInApp(page, { path: '/adminMode' });
    const words = adminEn.admin;
    const tabs = await screen.findByRole('tablist');
    expect(within(tabs).getByRole('tab', { name: words.tabs.customers }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(within(tabs).getByRole('tab', { name: words.tabs.administrators })).toBeTruthy();
    // an owner is not told their role
    expect(screen.queryByText(/Your role/)).toBeNull();
    await userEvent.click(within(tabs).getByRole('tab', { name: words.tabs.deliveries }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?tab=deliveries'));
    expect(await screen.findByText(words.deliveries.empty)).toBeTruthy();
  });

  it('lands an administrator who may confirm pay orders on the queue while orders wait', async () => {
    signIn(0, { adminRole: 'support' });
    waiting = 1;
    await renderInApp(page, { path: '/adminMode' });
    const words = adminEn.admin;
    const tabs = await screen.findByRole('tablist');
    expect(within(tabs).getByRole('tab', { name: words.tabs.overview }).getAttribute('aria-selected')).toBe(
      'true',
    );
    // the queue, with what to look for in the bank beside the credit
    expect(await screen.findByText('PO-7K3M9QXA')).toBeTruthy();
    expect(screen.getByText(words.overview.orderPays.replace('{{amount}}', '$20.20'))).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('');
    // the Customer List is named in the address now, and stays when the queue empties
    await userEvent.click(within(tabs).getByRole('tab', { name: words.tabs.customers }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?tab=customers'));
    await userEvent.click(within(tabs).getByRole('tab', { name: words.tabs.overview }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(''));
  });

  it('lands on the Overview when only refunds wait for review (decision 0101)', async () => {
    signIn(0, { adminRole: 'owner' });
    refunds = 1;
    await renderInApp(page, { path: '/adminMode' });
    const tabs = await screen.findByRole('tablist');
    await waitFor(() =>
      expect(
        within(tabs).getByRole('tab', { name: adminEn.admin.tabs.overview }).getAttribute('aria-selected'),
      ).toBe('true'),
    );
  });

  it('lands on the Customer List when no order waits, or for a viewer who confirms none', async () => {
    signIn(0, { adminRole: 'owner' });
    const first = await renderInApp(page, { path: '/adminMode' });
    const customers = adminEn.admin.tabs.customers;
    const selected = async () =>
      within(await screen.findByRole('tablist'))
        .getAllByRole('tab')
        .find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;
    expect(await selected()).toBe(customers);
    first.unmount();

    signIn(0, { adminRole: 'viewer' });
    waiting = 3;
    const second = await renderInApp(page, { path: '/adminMode' });
    expect(await selected()).toBe(customers);
    second.unmount();

    // an exit from a customer's view returns to the search it left: the Customer List's, orders waiting or not
    signIn(0, { adminRole: 'owner' });
    await renderInApp(page, { path: '/adminMode?q=alice&customer=8' });
    expect(await selected()).toBe(customers);
  });

  it("names the sections in the reader's language on a phone, to a screen reader too", async () => {
    window.matchMedia = (query: string) => mediaQueryList(query, query === NARROW_QUERY);
    try {
      signIn(0, { adminRole: 'owner' });
      await renderInApp(page, { path: '/adminMode', locale: 'zh-CN' });
      const words = adminZh.admin.tabs;
      const picker = await screen.findByRole('combobox', { name: commonZh.route.adminMode });
      await userEvent.click(picker);
      const options = await screen.findAllByRole('option');
      // what is read out is the section's name, never its key in the address (overview, customers…)
      const read = options.flatMap((option) => [option.getAttribute('aria-label'), option.textContent]);
      expect(read).toContain(words.overview);
      expect(read).toContain(words.customers);
      for (const key of ['overview', 'customers', 'cards', 'audit', 'security'])
        expect(read.some((text) => text?.includes(key))).toBe(false);
      await userEvent.click(screen.getAllByText(words.deliveries).at(-1)!);
      await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?tab=deliveries'));
    } finally {
      window.matchMedia = desktop;
    }
  });

  it('keeps the Administrators tab from a support agent, and says their role, in Chinese', async () => {
    signIn(0, { adminRole: 'support' });
    await renderInApp(page, { path: '/adminMode?tab=administrators', locale: 'zh-CN' });
    const words = adminZh.admin;
    const tabs = await screen.findByRole('tablist');
    expect(within(tabs).queryByRole('tab', { name: words.tabs.administrators })).toBeNull();
    expect(within(tabs).getByRole('tab', { name: words.tabs.customers }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(
      screen.getByText(
        words.roles.youAre
          .replace('{{role}}', words.roles.support)
          .replace('{{text}}', words.roles.supportText),
      ),
    ).toBeTruthy();
  });

  it('shows nothing but the second factor setup when the operator requires one', async () => {
    signIn(0, { adminRole: 'owner' });
    apiServer.use(http.get('/api/admin/second-factor', () => ok(status({ enabled: false, required: true }))));
    await renderInApp(page, { path: '/adminMode?tab=deliveries' });
    expect(
      await screen.findByText(/Before you can use Admin Management, set up two-step verification/),
    ).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByText(adminEn.admin.deliveries.empty)).toBeNull();
  });
});
