// @vitest-environment jsdom
import { ERRORS } from '@simportal/contract/errors';
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { messagesEn } from '@simportal/contract/messages-en';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import billingEn from '../../../locales/en/billing.json' with { type: 'json' };
import simsEn from '../../../locales/en/sims.json' with { type: 'json' };
import simsZh from '../../../locales/zh-CN/sims.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { cardBilling, DAILY_PLAN, signIn, simCard } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { CardActions } from './card-actions.tsx';

// A card's actions on My SIMs: the one primary button its state calls for, the rest under "More"; Stop Billing
// and Delete only after a confirmation that says what they do, sent to the card's own path, a refusal translated.

serveApi(
  http.get('/api/user/getUserInfo', () =>
    ok({ id: 5, username: 'traveller', email: 't@x.test', level: 1, balance: 2_000 }),
  ),
);
afterEach(() => authStore.getState().clearAuth());

const words = simsEn.sims;
const named = (action: string, card = '1000000012') =>
  words.actions.for.replace('{{action}}', action).replace('{{card}}', card);

describe("a card's actions", () => {
  it('offers the primary action of each state, and the others under More', async () => {
    const onOrderPlan = vi.fn();
    const onBuyAddOn = vi.fn();
    const onTrip = vi.fn();
    const user = userEvent.setup();
    const view = await renderInApp(
      <Routes>
        <Route
          path="/"
          element={
            <CardActions
              card={simCard({ status: 'SUSPEND' })}
              billing={cardBilling({ status: 'SUSPEND', suspendReason: 'insufficient_credit' })}
              onOrderPlan={onOrderPlan}
              onBuyAddOn={onBuyAddOn}
              onTrip={onTrip}
            />
          }
        />
        <Route path="/recharge" element={<p>the recharge center</p>} />
      </Routes>,
    );
    // a card stopped for lack of credit is topped up
    await user.click(screen.getByRole('button', { name: named(billingEn.billing.panel.topUp) }));
    expect(await screen.findByText('the recharge center')).toBeTruthy();
    view.unmount();

    // a paused card resumes with a plan; ordering one is then not offered again under More
    await renderInApp(
      <CardActions
        card={simCard({ status: 'PAUSED', canStopBilling: false })}
        billing={cardBilling({ status: 'PAUSED' })}
        onOrderPlan={onOrderPlan}
        onBuyAddOn={onBuyAddOn}
        onTrip={onTrip}
      />,
    );
    await user.click(screen.getByRole('button', { name: named(words.actions.resume) }));
    expect(onOrderPlan).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: named(words.actions.more) }));
    const menu = await screen.findByRole('menu');
    const entries = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    // a paused card's trip: the day billing starts again
    expect(entries).toEqual([billingEn.billing.panel.buyAddOn, words.trip.menu, words.delete.button]);
    await user.click(within(menu).getByText(billingEn.billing.panel.buyAddOn));
    expect(onBuyAddOn).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: named(words.actions.more) }));
    await user.click(within(await screen.findByRole('menu')).getByText(words.trip.menu));
    expect(onTrip).toHaveBeenCalledTimes(1);
  });

  it('stops billing after saying it costs nothing and cancels the waiting plan change, in Chinese', async () => {
    signIn(2_000);
    const stopped = vi.fn();
    apiServer.use(
      http.post('/api/sims/:id/stop-billing', ({ params }) => {
        stopped(params.id);
        return ok(simCard({ status: 'PAUSED', canStopBilling: false }));
      }),
    );
    const billing = cardBilling({
      pendingPlan: {
        ...DAILY_PLAN,
        id: 2,
        name: { en: 'Japan 7 Days', 'zh-CN': '日本 7 天' },
        fromDay: '2026-11-24',
      },
    });
    await renderInApp(
      <CardActions
        card={simCard()}
        billing={billing}
        onOrderPlan={() => {}}
        onBuyAddOn={() => {}}
        onTrip={() => {}}
      />,
      { locale: 'zh-CN' },
    );
    const zh = simsZh.sims;
    const user = userEvent.setup();
    await user.click(
      screen.getByRole('button', {
        name: zh.actions.for.replace('{{action}}', zh.actions.more).replace('{{card}}', '1000000012'),
      }),
    );
    await user.click(await screen.findByText(zh.stopBilling.button));
    const [title] = await screen.findAllByText(zh.stopBilling.title.replace('{{card}}', '1000000012'));
    const confirm = title!.closest('.ant-modal') as HTMLElement;
    expect(confirm.textContent).toContain(zh.stopBilling.costsNothing);
    expect(confirm.textContent).toContain('日本 7 天');
    // nothing is sent before the confirmation
    expect(stopped).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: zh.stopBilling.confirm }));
    await waitFor(() => expect(stopped).toHaveBeenCalledWith('12'));
    expect(await screen.findByText(messagesZhCn.stop_billing_success)).toBeTruthy();
  });

  it('offers no Stop Billing where the server says it is not allowed', async () => {
    await renderInApp(
      <CardActions
        card={simCard({ status: 'NOT_ACTIVE', currentPlan: null, canStopBilling: false })}
        billing={cardBilling({ status: 'NOT_ACTIVE', currentPlan: null })}
        onOrderPlan={() => {}}
        onBuyAddOn={() => {}}
        onTrip={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: named(words.activate) })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: named(words.actions.more) }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByText(words.stopBilling.button)).toBeNull();
    expect(within(menu).getByText(words.delete.button)).toBeTruthy();
  });

  it("deletes only after the irreversible warning, and shows the server's refusal translated", async () => {
    signIn(2_000);
    const deleted = vi.fn();
    let answer = () => failure(409, ERRORS.illegal_status_transition.code, 'illegal_status_transition');
    apiServer.use(
      http.delete('/api/sims/:id', ({ params }) => {
        deleted(params.id);
        return answer();
      }),
    );
    await renderInApp(
      <CardActions
        card={simCard({ label: 'Trip phone' })}
        billing={cardBilling()}
        onOrderPlan={() => {}}
        onBuyAddOn={() => {}}
        onTrip={() => {}}
      />,
    );
    // a closed confirmation leaves its frame behind while antd's motion would end it: pointer checks are off
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const openDelete = async () => {
      await user.click(screen.getByRole('button', { name: named(words.actions.more, 'Trip phone') }));
      await user.click(await screen.findByText(words.delete.button));
      const titles = await screen.findAllByText(words.delete.title.replace('{{card}}', '1000000012'));
      return titles.at(-1)!.closest('.ant-modal') as HTMLElement;
    };
    let confirm = await openDelete();
    expect(confirm.textContent).toContain(words.delete.irreversible);
    await user.click(within(confirm).getByRole('button', { name: words.cancel }));
    expect(deleted).not.toHaveBeenCalled();

    confirm = await openDelete();
    await user.click(within(confirm).getByRole('button', { name: words.delete.confirm }));
    expect(await screen.findByText(messagesEn.illegal_status_transition)).toBeTruthy();
    expect(deleted).toHaveBeenCalledWith('12');
    answer = () => ok(null);
    confirm = await openDelete();
    await user.click(within(confirm).getByRole('button', { name: words.delete.confirm }));
    expect(await screen.findByText(messagesEn.delete_card_success)).toBeTruthy();
    expect(deleted).toHaveBeenCalledTimes(2);
  });
});
