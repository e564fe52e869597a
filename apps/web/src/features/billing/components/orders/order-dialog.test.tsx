// @vitest-environment jsdom
import { ERRORS } from '@simportal/contract/errors';
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { messagesEn } from '@simportal/contract/messages-en';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-error.ts';
import billingEn from '../../../../locales/en/billing.json' with { type: 'json' };
import billingZh from '../../../../locales/zh-CN/billing.json' with { type: 'json' };
import { authStore } from '../../../../stores/auth-store.ts';
import { apiServer, http, ok, serveApi } from '../../../../test-support/api-server.ts';
import { cardBilling, catalogue, shopPlan, signIn } from '../../../../test-support/fixtures.ts';
import { renderInApp } from '../../../../test-support/render.tsx';
import { type OrderChoice, OrderDialog, useOrderDialog } from './order-dialog.tsx';

// What both order dialogs share: a card and an item, both required unless the dialog was opened from one; the
// choice sent once valid and the dialog closed; a refusal kept in the open dialog (insufficient credit with the
// way to top up); without cards, the way to My SIMs or to a new eSIM with the plan.

serveApi(
  http.get('/api/catalog', () => ok(catalogue())),
  http.get('/api/billing/cards', () =>
    ok({ items: [cardBilling({ label: 'Trip phone' })], total: 1, page: 1, pageSize: 100 }),
  ),
);
afterEach(() => authStore.getState().clearAuth());

type Send = (choice: Required<OrderChoice>) => Promise<void>;

function Ordering({
  send,
  onClose,
  cardId,
  itemId,
  newEsimPath,
}: {
  send: Send;
  onClose: () => void;
  cardId?: number;
  itemId?: number;
  newEsimPath?: string;
}) {
  const dialog = useOrderDialog({ open: true, onClose, cardId, itemId });
  return (
    <OrderDialog
      dialog={dialog}
      title="Ordering"
      okText="Confirm order"
      pending={false}
      item={{
        label: 'Basic plan',
        placeholder: 'Choose a plan',
        requiredKey: 'plan_required',
        choices: [shopPlan()],
      }}
      onOk={() => void dialog.submit(send, 'order_plan_failed')}
      newEsimPath={newEsimPath}
    />
  );
}

const confirm = () => userEvent.click(screen.getByRole('button', { name: 'Confirm order' }));

describe('an order dialog', () => {
  it('requires a card and a plan, then sends both and closes', async () => {
    signIn(7_000, { currency: 'USD' });
    // two cards: neither is chosen for the customer
    const cards = [
      cardBilling({ label: 'Trip phone' }),
      cardBilling({ cardId: 13, cardNumber: '1000000013' }),
    ];
    apiServer.use(
      http.get('/api/billing/cards', () => ok({ items: cards, total: 2, page: 1, pageSize: 100 })),
    );
    const send = vi.fn<Send>(async () => {});
    const onClose = vi.fn();
    await renderInApp(<Ordering send={send} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Ordering' });
    expect(
      await within(dialog).findByText(billingEn.billing.order.balance.replace('{{balance}}', '$70.00')),
    ).toBeTruthy();
    await confirm();
    expect(await within(dialog).findByText(messagesEn.card_required)).toBeTruthy();
    expect(within(dialog).getByText(messagesEn.plan_required)).toBeTruthy();
    expect(send).not.toHaveBeenCalled();

    const user = userEvent.setup();
    await user.click(within(dialog).getByLabelText(billingEn.billing.order.card));
    await user.click(await screen.findByTitle('Trip phone (1000000012) · Using · Global Daily 500 MB'));
    await user.click(within(dialog).getByLabelText('Basic plan'));
    await user.click(await screen.findByTitle('Japan 7 Days'));
    await confirm();
    await waitFor(() => expect(send).toHaveBeenCalledWith({ cardId: 12, itemId: 2 }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('chooses the only card for the customer', async () => {
    signIn(7_000, { currency: 'USD' });
    const send = vi.fn<Send>(async () => {});
    await renderInApp(<Ordering send={send} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Ordering' });
    expect(
      await within(dialog).findByText('Trip phone (1000000012) · Using · Global Daily 500 MB'),
    ).toBeTruthy();
    await confirm();
    expect(await within(dialog).findByText(messagesEn.plan_required)).toBeTruthy();
    expect(within(dialog).queryByText(messagesEn.card_required)).toBeNull();
  });

  it('keeps a refusal in the open dialog, in Chinese, with the way to top up when credit is short', async () => {
    signIn(100, { currency: 'USD' });
    const { code, status } = ERRORS.insufficient_credit;
    const send = vi
      .fn<Send>()
      .mockRejectedValueOnce(new ApiError({ code, status, message: 'insufficient_credit', data: null }))
      .mockRejectedValueOnce(new Error('a bug'));
    const onClose = vi.fn();
    // opened from a card and a plan: both fields are hidden, both choices sent as given
    await renderInApp(<Ordering send={send} onClose={onClose} cardId={12} itemId={2} />, { locale: 'zh-CN' });
    const dialog = await screen.findByRole('dialog', { name: 'Ordering' });
    const cardField = within(dialog).getByLabelText(billingZh.billing.order.card).closest('.ant-form-item');
    expect(cardField?.classList.contains('ant-form-item-hidden')).toBe(true);
    await confirm();
    const notice = await within(dialog).findByRole('alert');
    expect(notice.textContent).toContain(messagesZhCn.insufficient_credit);
    expect(within(notice).getByRole('link', { name: billingZh.billing.insufficient.topUp })).toBeTruthy();
    expect(send).toHaveBeenCalledWith({ cardId: 12, itemId: 2 });

    // what says nothing of its own is the dialog's fallback
    await confirm();
    expect(await within(dialog).findByText(messagesZhCn.order_plan_failed)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers My SIMs, or a new eSIM with the plan, to a customer without cards', async () => {
    signIn(7_000);
    apiServer.use(http.get('/api/billing/cards', () => ok({ items: [], total: 0, page: 1, pageSize: 100 })));
    const page = (
      <Routes>
        <Route
          path="/plan"
          element={<Ordering send={vi.fn()} onClose={() => {}} newEsimPath="/mySims/applyEsim?plan=2" />}
        />
        <Route path="/mySims" element={<p>my cards</p>} />
        <Route path="/mySims/applyEsim" element={<p>a new eSIM</p>} />
      </Routes>
    );
    const words = billingEn.billing.order;
    const first = await renderInApp(page, { path: '/plan' });
    expect(await screen.findByText(words.noCardsWithEsim)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: words.noCardsEsim }));
    expect(await screen.findByText('a new eSIM')).toBeTruthy();
    first.unmount();

    await renderInApp(page, { path: '/plan' });
    await userEvent.click(await screen.findByRole('button', { name: words.goToMySims }));
    expect(await screen.findByText('my cards')).toBeTruthy();
  });
});
