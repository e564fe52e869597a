// @vitest-environment jsdom
import { ERRORS } from '@simportal/contract/errors';
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import adminEn from '../../../locales/en/admin.json' with { type: 'json' };
import adminZh from '../../../locales/zh-CN/admin.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { failure, ok, recordPosts, serveApi } from '../../../test-support/api-server.ts';
import { adminPayOrder, confirmedPayOrder, signIn } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { ConfirmPayOrderButton } from './confirm-pay-order-button.tsx';

// Confirming a waiting pay order: only after a confirmation that names its reference, the amount the bank should
// have received and the amount credited,
// sent to the order's own path; the outcome said, a refusal with its reason translated; a viewer has no button.

serveApi();
afterEach(() => authStore.getState().clearAuth());

const ORDER = adminPayOrder();

const CONFIRM = '/api/admin/pay-orders/:id/confirm';

describe('confirming a pay order', () => {
  it('asks first, naming the reference and amount, then confirms this order and says so', async () => {
    signIn(0, { adminRole: 'support' });
    const confirmed = recordPosts(CONFIRM, () => ok(confirmedPayOrder(ORDER)));
    await renderInApp(<ConfirmPayOrderButton order={ORDER} />);
    const words = adminEn.admin.orders;
    const user = userEvent.setup();
    await user.click(
      screen.getByRole('button', { name: words.confirmOf.replace('{{reference}}', 'PO-7K3M9QXA') }),
    );
    const ask = await screen.findByRole('tooltip');
    expect(ask.textContent).toContain(words.confirmTitle.replace('{{reference}}', 'PO-7K3M9QXA'));
    // what the bank should have received (fee included), then what is credited (issue #56)
    expect(ask.textContent).toContain(
      words.confirmText.replace('{{total}}', '$20.20').replace('{{amount}}', '$20.00'),
    );
    expect(confirmed).toEqual([]);
    await user.click(within(ask).getByRole('button', { name: words.confirm }));
    expect(await screen.findByText(words.confirmed)).toBeTruthy();
    expect(confirmed).toEqual([ORDER.id]);
  });

  it('says what of the amount repays fees advanced while the order waited (decision 0069)', async () => {
    signIn(0, { adminRole: 'support' });
    const advanced = adminPayOrder({ repaysMinor: 200, advancedMinor: 200 });
    await renderInApp(<ConfirmPayOrderButton order={advanced} />, { locale: 'zh-CN' });
    const words = adminZh.admin.orders;
    await userEvent.click(
      screen.getByRole('button', { name: words.confirmOf.replace('{{reference}}', 'PO-7K3M9QXA') }),
    );
    const ask = await screen.findByRole('tooltip');
    expect(ask.textContent).toContain(
      words.confirmTextAdvance
        .replace('{{total}}', 'US$20.20')
        .replace('{{amount}}', 'US$20.00')
        .replace('{{repays}}', 'US$2.00')
        .replace('{{added}}', 'US$18.00'),
    );
  });

  it('says a refusal and its reason in Chinese', async () => {
    signIn(0, { adminRole: 'owner' });
    const confirmed = recordPosts(CONFIRM, () =>
      failure(409, ERRORS.pay_order_cancelled.code, 'pay_order_cancelled'),
    );
    await renderInApp(<ConfirmPayOrderButton order={ORDER} />, { locale: 'zh-CN' });
    const words = adminZh.admin.orders;
    const user = userEvent.setup();
    await user.click(
      screen.getByRole('button', { name: words.confirmOf.replace('{{reference}}', 'PO-7K3M9QXA') }),
    );
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: words.confirm }));
    expect(await screen.findByText(words.confirmFailed)).toBeTruthy();
    expect(screen.getByText(messagesZhCn.pay_order_cancelled)).toBeTruthy();
    await waitFor(() => expect(confirmed).toHaveLength(1));
  });

  it('is not offered to a viewer', async () => {
    signIn(0, { adminRole: 'viewer' });
    await renderInApp(<ConfirmPayOrderButton order={ORDER} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
