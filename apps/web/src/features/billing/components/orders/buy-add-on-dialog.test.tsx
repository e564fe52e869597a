// @vitest-environment jsdom
import type { AddOnPurchaseResult, CardBilling } from '@simportal/contract/api/billing';
import { ERRORS } from '@simportal/contract/errors';
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { messagesEn } from '@simportal/contract/messages-en';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import billingEn from '../../../../locales/en/billing.json' with { type: 'json' };
import billingZh from '../../../../locales/zh-CN/billing.json' with { type: 'json' };
import { authStore } from '../../../../stores/auth-store.ts';
import { apiServer, failure, http, ok, serveApi } from '../../../../test-support/api-server.ts';
import { cardBilling, catalogue, shopAddOn } from '../../../../test-support/fixtures.ts';
import { renderInApp } from '../../../../test-support/render.tsx';
import { BuyAddOnDialog } from './buy-add-on-dialog.tsx';

// Buying an add-on pack for a card: both choices are required, a card that cannot take one says why and cannot
// confirm, the purchase carries one Idempotency-Key per opening (a retry buys once), a refusal is translated.

const addOn = (id: number, en: string, zh: string, priceMinor: number, trafficMb: number) =>
  shopAddOn({
    id,
    code: `add-on-${id}`,
    name: { en, 'zh-CN': zh },
    description: { en, 'zh-CN': zh },
    priceMinor,
    trafficMb,
  });
const ONE_GB = addOn(7, 'Extra 1 GB', '加量 1 GB', 300, 1_024);
const CATALOGUE = catalogue({ plans: [], addOns: [ONE_GB] });

const card = (overrides: Partial<CardBilling> = {}): CardBilling =>
  cardBilling({ label: 'Trip phone', ...overrides });

const serveCards = (...cards: CardBilling[]) =>
  apiServer.use(
    http.get('/api/billing/cards', () => ok({ items: cards, total: cards.length, page: 1, pageSize: 100 })),
  );

const purchase = (of: CardBilling): AddOnPurchaseResult => ({
  purchase: {
    id: 90,
    cardId: of.cardId,
    addOnId: ONE_GB.id,
    name: ONE_GB.name,
    trafficMb: ONE_GB.trafficMb,
    priceMinor: ONE_GB.priceMinor,
    businessDay: '2026-11-23',
    purchasedAt: '2026-11-23T10:00:00.000Z',
  },
  balanceMinor: 1_700,
  card: of,
  replayed: false,
});

serveApi(http.get('/api/catalog', () => ok(CATALOGUE)));
beforeEach(() =>
  authStore
    .getState()
    .setUserInfo({ id: 5, username: 'traveller', email: 't@x.test', level: 1, balance: 2_000 }),
);
afterEach(() => authStore.getState().clearAuth());

describe('buying an add-on', () => {
  it('asks for the card and the add-on in Chinese, then buys with one key per opening, retried once', async () => {
    serveCards(card(), card({ cardId: 13, cardNumber: '1000000013', label: null }));
    const sent: { path: string; body: unknown; key: string | null }[] = [];
    let answer = () => failure(500, ERRORS.server_error.code, 'server_error');
    apiServer.use(
      http.post('/api/sims/:id/add-ons', async ({ request, params }) => {
        sent.push({
          path: String(params.id),
          body: await request.json(),
          key: request.headers.get('Idempotency-Key'),
        });
        return answer();
      }),
    );
    const onClose = vi.fn();
    await renderInApp(<BuyAddOnDialog open onClose={onClose} title="购买加量包" />, { locale: 'zh-CN' });
    const dialog = await screen.findByRole('dialog', { name: '购买加量包' });
    const user = userEvent.setup();
    const words = billingZh.billing;
    await user.click(within(dialog).getByRole('button', { name: words.addOn.confirm }));
    expect(await within(dialog).findByText(messagesZhCn.card_required)).toBeTruthy();
    expect(await within(dialog).findByText(messagesZhCn.field_required)).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: words.order.card }));
    await user.click(await screen.findByTitle(/Trip phone \(1000000012\)/));
    await user.click(within(dialog).getByRole('combobox', { name: words.addOn.addOn }));
    await user.click(await screen.findByTitle('加量 1 GB'));
    // what confirming does: the price now, the data at once
    expect((await within(dialog).findByText(/US\$3\.00/)).textContent).toContain('1 GB');

    await user.click(within(dialog).getByRole('button', { name: new RegExp(`${words.addOn.confirm}$`) }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(messagesZhCn.server_error);
    answer = () => ok(purchase(card()), 201);
    await user.click(within(dialog).getByRole('button', { name: words.addOn.confirm }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ path: '12', body: { addOnId: 7 } });
    expect(sent[0]!.key).toBeTruthy();
    // the retry of the same purchase carries the same key: the server buys it once
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(await screen.findByText(messagesZhCn.order_add_on_success)).toBeTruthy();
    expect(authStore.getState().userInfo?.balance).toBe(1_700);
  });

  it('lists a card that cannot take one last, greyed with the reason, and chooses the one that can', async () => {
    const spare = card({
      cardId: 14,
      cardNumber: '1000000014',
      label: 'Spare',
      status: 'NOT_ACTIVE',
      currentPlan: null,
      addOnBlocker: 'basic_plan_required',
    });
    serveCards(spare, card());
    await renderInApp(<BuyAddOnDialog open onClose={() => {}} title="Buy an add-on" />);
    const dialog = await screen.findByRole('dialog', { name: 'Buy an add-on' });
    // the one card an add-on can go to is chosen already
    expect(await within(dialog).findByText(/^Trip phone \(1000000012\) · Using/)).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('combobox', { name: billingEn.billing.order.card }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.getAttribute('aria-disabled'))).toEqual(['false', 'true']);
    const greyed = document.querySelectorAll('.ant-select-item-option-disabled .card-option-blocker');
    expect([...greyed].map((node) => node.textContent)).toEqual([messagesEn.basic_plan_required]);
  });

  it('says why a card without a basic plan cannot take one, and cannot be confirmed', async () => {
    serveCards(card({ status: 'NOT_ACTIVE', currentPlan: null, addOnBlocker: 'basic_plan_required' }));
    const sent = vi.fn();
    apiServer.use(http.post('/api/sims/:id/add-ons', sent));
    await renderInApp(<BuyAddOnDialog open onClose={() => {}} title="Buy" cardId={12} addOnId={7} />);
    const dialog = await screen.findByRole('dialog', { name: 'Buy' });
    expect(await within(dialog).findByText(messagesEn.basic_plan_required)).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: billingEn.billing.addOn.confirm });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).queryByText(/is charged from your balance now/)).toBeNull();
    expect(sent).not.toHaveBeenCalled();
  });

  it("shows the server's refusal translated, keeps the dialog, and a new opening gets a new key", async () => {
    serveCards(card());
    const keys: (string | null)[] = [];
    apiServer.use(
      http.post('/api/sims/:id/add-ons', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return failure(409, ERRORS.package_not_active.code, 'package_not_active');
      }),
    );
    function Opened() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            open again
          </button>
          <BuyAddOnDialog open={open} onClose={() => setOpen(false)} title="Buy" cardId={12} addOnId={7} />
        </>
      );
    }
    await renderInApp(<Opened />);
    const user = userEvent.setup();
    const words = billingEn.billing;
    const confirm = async () => {
      const dialog = await screen.findByRole('dialog', { name: 'Buy' });
      await within(dialog).findByText(/is charged from your balance now/);
      await user.click(within(dialog).getByRole('button', { name: new RegExp(`${words.addOn.confirm}$`) }));
      expect((await within(dialog).findByRole('alert')).textContent).toContain(messagesEn.package_not_active);
      return dialog;
    };
    const dialog = await confirm();
    await user.click(within(dialog).getByRole('button', { name: words.cancel }));
    await user.click(screen.getByRole('button', { name: 'open again' }));
    await confirm();
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
