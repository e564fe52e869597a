// @vitest-environment jsdom
import type { AdminPayOrder } from '@simportal/contract/api/wallet';
import { ERRORS } from '@simportal/contract/errors';
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import adminEn from '../../../locales/en/admin.json' with { type: 'json' };
import supportEn from '../../../locales/en/support.json' with { type: 'json' };
import adminZh from '../../../locales/zh-CN/admin.json' with { type: 'json' };
import supportZh from '../../../locales/zh-CN/support.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { AddressSearch } from '../../../test-support/address.tsx';
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { adminPayOrder, confirmedPayOrder, signIn } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { PayOrderDialog } from './pay-order-dialog.tsx';

// The pay order a new-order mail links to (/adminMode?order=PO-…): found by its exact reference, confirmed
// with one tap that names the amount, sent to its id; a cancelled order has no Confirm and says why; a
// viewer confirms nothing; closing drops the reference from the address.

const ORDER_ID = '0b6c3f5e-8d1a-4c2e-9f3b-2a1d4e5f6a7b';
const order = (overrides: Partial<AdminPayOrder> = {}) =>
  adminPayOrder({ id: ORDER_ID, remark: 'paid by transfer', ...overrides });

let orders: AdminPayOrder[] = [];
let searched: string[] = [];
serveApi(
  http.get('/api/admin/pay-orders', ({ request }) => {
    searched.push(new URL(request.url).searchParams.get('q') ?? '');
    return ok({ items: orders, total: orders.length, page: 1, pageSize: 5 });
  }),
);
beforeEach(() => {
  searched = [];
  orders = [order()];
});
afterEach(() => authStore.getState().clearAuth());

const page = (
  <Routes>
    <Route
      path="/adminMode"
      element={
        <>
          <PayOrderDialog />
          <AddressSearch />
        </>
      }
    />
  </Routes>
);

describe('the pay order of a mail link', () => {
  it('confirms the order in one tap that names the amount, then drops it from the address', async () => {
    signIn(0, { adminRole: 'support' });
    const confirmed = vi.fn();
    apiServer.use(
      http.post('/api/admin/pay-orders/:id/confirm', ({ params }) => {
        confirmed(params.id);
        return ok(confirmedPayOrder(order()));
      }),
    );
    await renderInApp(page, { path: '/adminMode?order=PO-7K3M9QXA&tab=overview' });
    const words = supportEn.support.admin;
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('alice · alice@example.com')).toBeTruthy();
    expect(dialog.textContent).toContain('paid by transfer');
    expect(searched).toEqual(['PO-7K3M9QXA']);
    await userEvent.click(
      within(dialog).getByRole('button', { name: words.confirm.replace('{{amount}}', '$20.20') }),
    );
    await waitFor(() => expect(confirmed).toHaveBeenCalledWith(ORDER_ID));
    expect(await screen.findByText(adminEn.admin.orders.confirmed)).toBeTruthy();
    // the address follows the close in a navigation of its own
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?tab=overview'));
  });

  it('says a refusal in Chinese and stays open', async () => {
    signIn(0, { adminRole: 'owner' });
    apiServer.use(
      http.post('/api/admin/pay-orders/:id/confirm', () =>
        failure(403, ERRORS.pay_order_above_role_limit.code, 'pay_order_above_role_limit'),
      ),
    );
    await renderInApp(page, { path: '/adminMode?order=PO-7K3M9QXA', locale: 'zh-CN' });
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(
      await within(dialog).findByRole('button', {
        name: supportZh.support.admin.confirm.replace('{{amount}}', 'US$20.20'),
      }),
    );
    expect(await screen.findByText(messagesZhCn.pay_order_above_role_limit)).toBeTruthy();
    expect(screen.getByText(adminZh.admin.orders.confirmFailed)).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('?order=PO-7K3M9QXA');
  });

  it('offers no Confirm for a cancelled order, nor to a viewer, and says a missing one', async () => {
    signIn(0, { adminRole: 'owner' });
    orders = [order({ status: 'CANCELLED', cancelledAt: '2026-11-25T07:30:00.000Z' })];
    const words = supportEn.support.admin;
    const first = await renderInApp(page, { path: '/adminMode?order=PO-7K3M9QXA' });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/The customer cancelled this order/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /^Confirm/ })).toBeNull();
    first.unmount();

    signIn(0, { adminRole: 'viewer' });
    orders = [order()];
    const second = await renderInApp(page, { path: '/adminMode?order=PO-7K3M9QXA' });
    expect(await screen.findByText('alice · alice@example.com')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Confirm/ })).toBeNull();
    second.unmount();

    // a search that finds only a longer reference is not this order
    orders = [order({ reference: 'PO-7K3M9QXAB' })];
    await renderInApp(page, { path: '/adminMode?order=PO-7K3M9QXA' });
    expect(await screen.findByText(words.orderMissing.replace('{{reference}}', 'PO-7K3M9QXA'))).toBeTruthy();
  });
});
