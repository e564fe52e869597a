// @vitest-environment jsdom
import type { CardBilling } from '@simportal/contract/api/billing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import billingEn from '../../../locales/en/billing.json' with { type: 'json' };
import simsEn from '../../../locales/en/sims.json' with { type: 'json' };
import billingZh from '../../../locales/zh-CN/billing.json' with { type: 'json' };
import esimZh from '../../../locales/zh-CN/esim.json' with { type: 'json' };
import simsZh from '../../../locales/zh-CN/sims.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { cardBilling, catalogue, signIn, simCard } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { CardBillingPanel } from './card-billing-panel.tsx';

// A card's plan and data on My SIMs: its billing asked by its id; the way to its Traffic Detail (and to install
// an eSIM); why a stopped card is stopped; its plan ordered in a dialog titled for this card, a change when it
// is in use, a first order otherwise.

const serveBilling = (billing: CardBilling) => {
  const asked: string[] = [];
  apiServer.use(
    http.get('/api/billing/cards/:id', ({ params }) => {
      asked.push(String(params.id));
      return ok(billing);
    }),
    http.get('/api/billing/cards', () => ok({ items: [billing], total: 1, page: 1, pageSize: 100 })),
  );
  return asked;
};

serveApi(http.get('/api/catalog', () => ok(catalogue())));
afterEach(() => authStore.getState().clearAuth());

/** Opens the card's order of a plan through `open`, and returns the dialog's title. */
const orderDialogTitle = async (open: () => Promise<void>) => {
  await open();
  const dialog = await screen.findByRole('dialog', undefined, { timeout: 5_000 });
  return dialog.querySelector('.ant-modal-title')?.textContent;
};

describe("a card's plan and data", () => {
  it('leads to its Traffic Detail, and orders a change of the plan of a card in use', async () => {
    signIn(7_000);
    const asked = serveBilling(cardBilling({ label: 'Trip phone' }));
    await renderInApp(<CardBillingPanel card={simCard({ label: 'Trip phone' })} />);
    const words = simsEn.sims;
    const panel = await screen.findByRole('region', {
      name: `${billingEn.billing.panel.title} · Trip phone`,
    });
    expect(asked).toEqual(['12']);
    expect(within(panel).getByRole('link', { name: words.usage.detail }).getAttribute('href')).toBe(
      '/mySims/12/traffic',
    );
    expect(within(panel).queryByRole('link', { name: /eSIM/ })).toBeNull();
    const user = userEvent.setup();
    const title = await orderDialogTitle(async () => {
      await user.click(
        within(panel).getByRole('button', {
          name: words.actions.for.replace('{{action}}', words.actions.more).replace('{{card}}', 'Trip phone'),
        }),
      );
      await user.click(await screen.findByText(billingEn.billing.panel.changePlan));
    });
    expect(title).toBe(billingEn.billing.order.changeTitleForCard.replace('{{card}}', 'Trip phone'));
  });

  it('says in Chinese that a new eSIM needs a plan, leads to its installation, and orders its first plan', async () => {
    signIn(7_000);
    serveBilling(
      cardBilling({ status: 'NOT_ACTIVE', currentPlan: null, todayFeeMinor: 0, todayCharged: false }),
    );
    await renderInApp(
      <CardBillingPanel card={simCard({ type: 'ESIM', status: 'NOT_ACTIVE', currentPlan: null })} />,
      {
        locale: 'zh-CN',
      },
    );
    const words = simsZh.sims;
    expect(await screen.findByText(words.plan.needsBasicPlan)).toBeTruthy();
    const install = screen.getByRole('link', {
      name: words.actions.for
        .replace('{{action}}', esimZh.esim.entry.install)
        .replace('{{card}}', '1000000012'),
    });
    expect(install.getAttribute('href')).toBe('/mySims/12/esim');
    const title = await orderDialogTitle(() =>
      userEvent.click(
        screen.getByRole('button', {
          name: words.actions.for.replace('{{action}}', words.activate).replace('{{card}}', '1000000012'),
        }),
      ),
    );
    expect(title).toBe(billingZh.billing.order.titleForCard.replace('{{card}}', '1000000012'));
  });

  it('says why a card is stopped, and when its billing could not be loaded', async () => {
    signIn(0);
    serveBilling(cardBilling({ status: 'SUSPEND', suspendReason: 'insufficient_credit' }));
    const suspended = await renderInApp(<CardBillingPanel card={simCard({ status: 'SUSPEND' })} />);
    expect(await screen.findByText(billingEn.billing.panel.suspended)).toBeTruthy();
    suspended.unmount();

    serveBilling(cardBilling({ status: 'PAUSED', currentPlan: null }));
    const paused = await renderInApp(
      <CardBillingPanel card={simCard({ status: 'PAUSED', currentPlan: null })} />,
    );
    expect(await screen.findByText(simsEn.sims.pausedNotice)).toBeTruthy();
    expect(screen.queryByText(simsEn.sims.plan.needsBasicPlan)).toBeNull();
    paused.unmount();

    apiServer.use(http.get('/api/billing/cards/:id', () => failure(500, 1, 'server_error')));
    await renderInApp(<CardBillingPanel card={simCard()} />);
    expect(await screen.findByText(billingEn.billing.panel.loadError)).toBeTruthy();
  });
});
