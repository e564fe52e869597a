// @vitest-environment jsdom
import type { PayOrder } from '@simportal/contract/api/wallet';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import commonEn from '../../../locales/en/common.json' with { type: 'json' };
import walletEn from '../../../locales/en/wallet.json' with { type: 'json' };
import commonZh from '../../../locales/zh-CN/common.json' with { type: 'json' };
import walletZh from '../../../locales/zh-CN/wallet.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { apiServer, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { payOrder, signIn } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { PaySuccessPage } from './pay-success-page.tsx';

// Pay Success (public): a signed-in customer whose order is confirmed reads what was added and its reference,
// with the ways to their cards and activities; an order not yet confirmed, or a visitor, reads the plain
// confirmation and is asked nothing of the order.

const ID = '0b6c3f5e-8d1a-4c2e-9f3b-2a1d4e5f6a7b';
const order = (status: PayOrder['status']) =>
  payOrder({ id: ID, status, finishedAt: status === 'FINISHED' ? '2026-11-25T08:00:00.000Z' : null });

serveApi(
  http.get('/api/billing/runway', () =>
    ok({
      businessDay: '2026-11-25',
      balanceMinor: 2_000,
      currency: 'USD',
      cardsInUse: 1,
      coveredUntil: '2026-12-08',
      beyondHorizon: false,
      nextDayMinor: 150,
      dueTodayMinor: 0,
      reminderDays: 3,
      warning: false,
      topUp: null,
    }),
  ),
);
afterEach(() => authStore.getState().clearAuth());

const pages = (
  <Routes>
    <Route path="/paySuccess" element={<PaySuccessPage />} />
    <Route path="/mySims" element={<p>my cards</p>} />
    <Route path="/consumptionRecord" element={<p>my activities</p>} />
  </Routes>
);

describe('the pay success page', () => {
  it('says what the confirmed order added, in Chinese, and leads to the cards', async () => {
    signIn(2_000);
    apiServer.use(http.get('/api/wallet/pay-orders/:id', () => ok(order('FINISHED'))));
    await renderInApp(pages, { locale: 'zh-CN', path: `/paySuccess?order=${ID}` });
    const words = walletZh.wallet.paySuccess;
    expect(
      await screen.findByText(
        words.added.replace('{{amount}}', 'US$20.00').replace('{{reference}}', 'PO-7K3M9QXA'),
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: words.mySims }));
    expect(await screen.findByText('my cards')).toBeTruthy();
  });

  it('says what of a top-up repaid fees advanced and what reached the balance (decision 0069)', async () => {
    // the header's balance is $18.00: $20.00 paid, $2.00 of it repaid the advance
    signIn(1_800);
    apiServer.use(
      http.get('/api/wallet/pay-orders/:id', () => ok({ ...order('FINISHED'), repaysMinor: 200 })),
    );
    await renderInApp(pages, { locale: 'zh-CN', path: `/paySuccess?order=${ID}` });
    const words = walletZh.wallet.paySuccess;
    expect(
      await screen.findByText(
        words.addedAfterAdvance
          .replace('{{amount}}', 'US$20.00')
          .replace('{{reference}}', 'PO-7K3M9QXA')
          .replace('{{repaid}}', 'US$2.00')
          .replace('{{added}}', 'US$18.00'),
      ),
    ).toBeTruthy();
    expect(screen.queryByText(words.added.replace('{{amount}}', 'US$20.00'), { exact: false })).toBeNull();
  });

  it('says only that the payment is confirmed before the order is, and asks a visitor nothing', async () => {
    signIn(2_000);
    const served = vi.fn(() => ok(order('INIT')));
    apiServer.use(http.get('/api/wallet/pay-orders/:id', served));
    const first = await renderInApp(pages, { path: `/paySuccess?order=${ID}` });
    const words = walletEn.wallet.paySuccess;
    // once the order has arrived, not only before
    await waitFor(() => expect(served).toHaveBeenCalled());
    await waitFor(() => expect(first.queryClient.isFetching()).toBe(0));
    expect(screen.getByText(words.generic)).toBeTruthy();
    expect(screen.queryByText(/was added to your balance/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: words.activities }));
    expect(await screen.findByText('my activities')).toBeTruthy();
    first.unmount();

    authStore.getState().clearAuth();
    const asked = vi.fn();
    apiServer.use(http.get('/api/wallet/pay-orders/:id', asked));
    const visitor = await renderInApp(pages, { path: `/paySuccess?order=${ID}` });
    expect(visitor.queryClient.isFetching()).toBe(0);
    expect(screen.getByText(words.generic)).toBeTruthy();
    expect(screen.getByRole('button', { name: commonEn.common.backHome })).toBeTruthy();
    expect(screen.queryByRole('button', { name: words.mySims })).toBeNull();
    expect(asked).not.toHaveBeenCalled();
  });

  it("is headed in plain words at the Result's size, its ways on spaced apart (issue #56)", async () => {
    signIn(2_000);
    apiServer.use(http.get('/api/wallet/pay-orders/:id', () => ok(order('FINISHED'))));
    await renderInApp(pages, { path: `/paySuccess?order=${ID}` });
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Top-up received');
    expect(commonEn.route.paySuccess).toBe('Top-up received');
    expect(commonZh.route.paySuccess).toBe('充值已到账');
    // a bare h1 inside the Result's title was twice its size: two giant lines at 390 px
    expect(heading.className).toBe('result-heading');
    const actions = screen.getByRole('button', { name: commonEn.common.backHome }).parentElement!;
    expect(actions.classList.contains('pay-success-actions')).toBe(true);
    expect(actions.contains(screen.getByRole('button', { name: walletEn.wallet.paySuccess.mySims }))).toBe(
      true,
    );
  });
});
