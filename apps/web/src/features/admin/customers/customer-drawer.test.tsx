// @vitest-environment jsdom
import type { AdminCustomer, AdminCustomerDetail } from '@simportal/contract/api/admin';
import type { AdminPayOrder } from '@simportal/contract/api/wallet';
import { ERRORS } from '@simportal/contract/errors';
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { messagesEn } from '@simportal/contract/messages-en';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import adminEn from '../../../locales/en/admin.json' with { type: 'json' };
import adminZh from '../../../locales/zh-CN/admin.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import {
  activity,
  adminCustomer,
  adminPayOrder,
  confirmedPayOrder,
  signIn,
} from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { widthOf } from '../../../test-support/screen-width.ts';
import { CustomerDrawer } from './customer-drawer.tsx';

// One customer in Admin Management: a waiting pay order is confirmed only after a confirmation naming its
// reference and amount, sent to its own path (a refusal translated); a viewer confirms nothing; a deleted
// account offers neither recharge nor customer view.

const ORDER_ID = '0b6c3f5e-8d1a-4c2e-9f3b-2a1d4e5f6a7b';
const customer = (overrides: Partial<AdminCustomer> = {}) => adminCustomer({ cardCount: 0, ...overrides });
const order: AdminPayOrder = adminPayOrder({ id: ORDER_ID });
const detail = (overrides: Partial<AdminCustomerDetail> = {}): AdminCustomerDetail => ({
  customer: customer(),
  cards: [],
  pendingPayOrders: [order],
  recentActivities: [],
  members: [],
  ...overrides,
});

serveApi();
afterEach(() => authStore.getState().clearAuth());

const serveDetail = (answer: AdminCustomerDetail) =>
  apiServer.use(http.get('/api/admin/customers/:id', () => ok(answer)));

describe("a customer's drawer", () => {
  it('confirms a waiting pay order only after naming it, and says a refusal in Chinese', async () => {
    signIn(0, { adminRole: 'support' });
    serveDetail(detail());
    const confirmed = vi.fn();
    const answer = () => failure(409, ERRORS.pay_order_cancelled.code, 'pay_order_cancelled');
    apiServer.use(
      http.post('/api/admin/pay-orders/:id/confirm', ({ params }) => {
        confirmed(params.id);
        return answer();
      }),
    );
    const onRecharge = vi.fn();
    await renderInApp(<CustomerDrawer customerId={8} onClose={() => {}} onRecharge={onRecharge} />, {
      locale: 'zh-CN',
    });
    const words = adminZh.admin;
    const user = userEvent.setup();
    const pending = await screen.findByRole('region', { name: words.customers.pendingOrders });
    expect(pending.textContent).toContain('PO-7K3M9QXA');
    await user.click(
      within(pending).getByRole('button', {
        name: words.orders.confirmOf.replace('{{reference}}', 'PO-7K3M9QXA'),
      }),
    );
    const popup = await screen.findByRole('tooltip');
    expect(popup.textContent).toContain(words.orders.confirmTitle.replace('{{reference}}', 'PO-7K3M9QXA'));
    expect(popup.textContent).toContain('US$20.00');
    expect(confirmed).not.toHaveBeenCalled();
    await user.click(within(popup).getByRole('button', { name: words.orders.confirm }));
    await waitFor(() => expect(confirmed).toHaveBeenCalledWith(ORDER_ID));
    // the failure and the server's reason under it
    expect(await screen.findByText(words.orders.confirmFailed)).toBeTruthy();
    expect(await screen.findByText(messagesZhCn.pay_order_cancelled)).toBeTruthy();

    // the recharge opens for this customer's account
    await user.click(screen.getByRole('button', { name: words.recharge.open }));
    expect(onRecharge).toHaveBeenCalledWith('alice');
  });

  it('confirms the order and says so', async () => {
    signIn(0, { adminRole: 'owner' });
    serveDetail(detail());
    apiServer.use(http.post('/api/admin/pay-orders/:id/confirm', () => ok(confirmedPayOrder(order))));
    await renderInApp(<CustomerDrawer customerId={8} onClose={() => {}} onRecharge={() => {}} />);
    const words = adminEn.admin;
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', {
        name: words.orders.confirmOf.replace('{{reference}}', 'PO-7K3M9QXA'),
      }),
    );
    await user.click(
      within(await screen.findByRole('tooltip')).getByRole('button', { name: words.orders.confirm }),
    );
    expect(await screen.findByText(words.orders.confirmed)).toBeTruthy();
  });

  it('names a StarterPack credit apart from a top-up, as the overview counts it', async () => {
    signIn(0, { adminRole: 'support' });
    serveDetail(
      detail({
        pendingPayOrders: [],
        recentActivities: [
          activity({
            id: 2,
            amountMinor: 750,
            reason: 'starter_pack_credit',
            starterPack: { days: 5, planName: { en: 'Global Daily 500 MB', 'zh-CN': '全球日包 500 MB' } },
          }),
          activity({ id: 1 }),
        ],
      }),
    );
    await renderInApp(<CustomerDrawer customerId={8} onClose={() => {}} onRecharge={() => {}} />, {
      locale: 'zh-CN',
    });
    const words = adminZh.admin;
    const regions = await screen.findAllByRole('region', { name: words.customers.activities });
    const rows = within(regions.at(-1)!).getAllByRole('row');
    const types = rows.slice(1).map((row) => row.querySelector('td')?.textContent);
    expect(types).toEqual([words.activities.starterPackCredit, words.activityType.TOP_UP]);
  });

  it('lists the cards and activities as entries on a phone, nothing cut off', async () => {
    signIn(0, { adminRole: 'support' });
    widthOf(true);
    serveDetail(
      detail({
        pendingPayOrders: [],
        recentActivities: [activity({ id: 1, note: 'refund of a fault' })],
      }),
    );
    await renderInApp(<CustomerDrawer customerId={8} onClose={() => {}} onRecharge={() => {}} />);
    const words = adminEn.admin;
    const regions = await screen.findAllByRole('region', { name: words.customers.activities });
    const entry = within(regions[0]!).getByRole('listitem');
    expect(within(regions[0]!).queryByRole('table')).toBeNull();
    expect(entry.textContent).toContain(words.activityType.TOP_UP);
    expect(entry.textContent).toContain('+$20.00');
    expect(entry.textContent).toContain('refund of a fault');
  });

  it('lets a viewer read the queue but confirm nothing', async () => {
    signIn(0, { adminRole: 'viewer' });
    serveDetail(detail());
    await renderInApp(<CustomerDrawer customerId={8} onClose={() => {}} />);
    const words = adminEn.admin;
    const pending = await screen.findByRole('region', { name: words.customers.pendingOrders });
    expect(pending.textContent).toContain('PO-7K3M9QXA');
    expect(within(pending).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: words.view.enter })).toBeNull();
    expect(screen.queryByRole('button', { name: words.recharge.open })).toBeNull();
  });

  it('offers neither recharge nor customer view for a deleted account, and says why', async () => {
    signIn(0, { adminRole: 'owner' });
    serveDetail(
      detail({ customer: customer({ deletedAt: '2026-11-24T08:00:00.000Z' }), pendingPayOrders: [] }),
    );
    await renderInApp(<CustomerDrawer customerId={8} onClose={() => {}} onRecharge={() => {}} />);
    const words = adminEn.admin;
    expect(await screen.findByText(messagesEn.account_deleted)).toBeTruthy();
    expect(screen.queryByRole('button', { name: words.recharge.open })).toBeNull();
    expect(screen.queryByRole('button', { name: words.view.enter })).toBeNull();
    expect(screen.getByText(words.customers.noPendingOrders)).toBeTruthy();
  });
});
