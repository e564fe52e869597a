// @vitest-environment jsdom
import '../../../test-support/component-env.ts';
import type { PayOrder } from '@simportal/contract/api/wallet';
import { ERRORS } from '@simportal/contract/errors';
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import supportEn from '../../../locales/en/support.json' with { type: 'json' };
import walletEn from '../../../locales/en/wallet.json' with { type: 'json' };
import supportZh from '../../../locales/zh-CN/support.json' with { type: 'json' };
import walletZh from '../../../locales/zh-CN/wallet.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { payOrder, supportSettings } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { PayPage } from './pay-page.tsx';

// /pay while the order waits: the customer may cancel it after a confirmation step (decision 0036); the page
// then says it is cancelled in plain words and no longer shows how to pay. A refusal is the server's, translated.
// The support settings served here have no channel: the page says plainly that payment is not set up yet.

const ID = '0b6c3f5e-8d1a-4c2e-9f3b-2a1d4e5f6a7b';
const order = (overrides: Partial<PayOrder> = {}) =>
  payOrder({ id: ID, createdAt: '2026-11-30T08:00:00.000Z', ...overrides });

serveApi(
  http.get('/api/support', () => ok(supportSettings())),
  // a credited order refreshes the header's balance
  http.get('/api/user/getUserInfo', () =>
    ok({ id: 1, username: 'ana', email: 'ana@example.com', level: 0, balance: 2_000, currency: 'USD' }),
  ),
);

beforeEach(() => {
  authStore.getState().setSession({
    accessToken: 'a',
    refreshToken: 'r',
    username: 'ana',
    email: 'ana@example.com',
    isRememberMe: false,
  });
});

describe('cancelling a waiting pay order on /pay', () => {
  it('asks first, sends nothing when kept, then cancels and says so in plain words', async () => {
    let current = order();
    let cancels = 0;
    apiServer.use(
      http.get(`/api/wallet/pay-orders/${ID}`, () => ok(current)),
      http.post(`/api/wallet/pay-orders/${ID}/cancel`, () => {
        cancels += 1;
        current = order({ status: 'CANCELLED', cancelledAt: '2026-11-30T08:05:00.000Z' });
        return ok(current);
      }),
    );
    await renderInApp(<PayPage />, { path: `/pay?order=${ID}` });
    const user = userEvent.setup();
    const words = walletEn.wallet.pay;
    expect(await screen.findByText(words.statusWaiting)).toBeTruthy();
    expect(screen.getByRole('heading', { name: words.howToPay })).toBeTruthy();
    expect(await screen.findByText(supportEn.support.notSet)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: words.cancel }));
    expect(await screen.findByText(words.cancelText)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: words.cancelKeep }));
    expect(cancels).toBe(0);

    await user.click(screen.getByRole('button', { name: words.cancel }));
    await user.click(await screen.findByRole('button', { name: words.cancelConfirm }));
    // the state in plain words, and the order's status tag below
    expect(await screen.findByText(words.statusCancelledText)).toBeTruthy();
    expect(cancels).toBe(1);
    expect(screen.getAllByText(words.statusCancelled)).toHaveLength(2);
    expect(walletEn.wallet.status.CANCELLED).toBe(words.statusCancelled);
    expect(screen.queryByRole('heading', { name: words.howToPay })).toBeNull();
    expect(screen.queryByRole('button', { name: words.cancel })).toBeNull();
  });

  it('shows the refusal in the reader’s language when the administrator confirmed it meanwhile', async () => {
    let current = order();
    apiServer.use(
      http.get(`/api/wallet/pay-orders/${ID}`, () => ok(current)),
      http.post(`/api/wallet/pay-orders/${ID}/cancel`, () => {
        current = order({ status: 'FINISHED', finishedAt: '2026-11-30T08:04:00.000Z' });
        const { status, code } = ERRORS.pay_order_not_cancellable;
        return failure(status, code, 'pay_order_not_cancellable');
      }),
    );
    await renderInApp(<PayPage />, { locale: 'zh-CN', path: `/pay?order=${ID}` });
    const user = userEvent.setup();
    const words = walletZh.wallet.pay;
    expect(await screen.findByText(supportZh.support.notSet)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: words.cancel }));
    await user.click(await screen.findByRole('button', { name: words.cancelConfirm }));
    expect(await screen.findByText(messagesZhCn.pay_order_not_cancellable)).toBeTruthy();
    // the order is read again: credited, so the page no longer offers to cancel it
    await waitFor(() => expect(screen.queryByRole('button', { name: words.cancel })).toBeNull());
  });
});
