// @vitest-environment jsdom
import { ERRORS } from '@simportal/contract/errors';
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import walletEn from '../../../locales/en/wallet.json' with { type: 'json' };
import walletZh from '../../../locales/zh-CN/wallet.json' with { type: 'json' };
import { failure, ok, recordPosts, serveApi } from '../../../test-support/api-server.ts';
import { payOrder } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { walletKeys } from '../api/wallet-keys.ts';
import { CancelPayOrderButton } from './cancel-pay-order-button.tsx';

// Withdrawing a waiting pay order (decision 0036): only after a confirmation that warns not to cancel one already
// paid; the cancelled order the server answers is the page's at once; a refusal is said, translated.

serveApi();

const ORDER = payOrder();

const CANCEL = '/api/wallet/pay-orders/:id/cancel';

describe('cancelling a pay order', () => {
  it('warns first, sends nothing when kept, then cancels this order', async () => {
    const withdrawn = payOrder({ status: 'CANCELLED', cancelledAt: '2026-11-25T07:30:00.000Z' });
    const cancelled = recordPosts(CANCEL, () => ok(withdrawn));
    const { queryClient } = await renderInApp(<CancelPayOrderButton order={ORDER} />);
    const words = walletEn.wallet.pay;
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: words.cancel }));
    const ask = await screen.findByRole('tooltip');
    expect(ask.textContent).toContain(words.cancelTitle.replace('{{reference}}', 'PO-7K3M9QXA'));
    expect(ask.textContent).toContain(words.cancelText);
    await user.click(within(ask).getByRole('button', { name: words.cancelKeep }));
    expect(cancelled).toEqual([]);

    await user.click(screen.getByRole('button', { name: words.cancel }));
    await user.click(
      within(await screen.findByRole('tooltip')).getByRole('button', { name: words.cancelConfirm }),
    );
    await waitFor(() => expect(queryClient.getQueryData(walletKeys.payOrder(ORDER.id))).toEqual(withdrawn));
    expect(cancelled).toEqual([ORDER.id]);
  });

  it('says a refusal in Chinese', async () => {
    recordPosts(CANCEL, () => {
      const { status, code } = ERRORS.pay_order_not_cancellable;
      return failure(status, code, 'pay_order_not_cancellable');
    });
    await renderInApp(<CancelPayOrderButton order={ORDER} />, { locale: 'zh-CN' });
    const words = walletZh.wallet.pay;
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: words.cancel }));
    await user.click(
      within(await screen.findByRole('tooltip')).getByRole('button', { name: words.cancelConfirm }),
    );
    expect(await screen.findByText(messagesZhCn.pay_order_not_cancellable)).toBeTruthy();
  });
});
