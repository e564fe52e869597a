// @vitest-environment jsdom
import type { BalanceRunway, CardBilling } from '@simportal/contract/api/billing';
import type { SimCard } from '@simportal/contract/api/sims';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import billingEn from '../../../locales/en/billing.json' with { type: 'json' };
import simsEn from '../../../locales/en/sims.json' with { type: 'json' };
import esimZh from '../../../locales/zh-CN/esim.json' with { type: 'json' };
import simsZh from '../../../locales/zh-CN/sims.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { apiServer, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { cardBilling, signIn, simCard } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { MySimsPage } from './my-sims-page.tsx';

// My SIMs: without cards, the ways to add one (the bind dialog) or to buy an eSIM; with cards, each named by its
// label or number, its state's action opening the order of a plan for that very card.

const runway: BalanceRunway = {
  businessDay: '2026-11-25',
  balanceMinor: 2_000,
  currency: 'USD',
  cardsInUse: 0,
  coveredUntil: null,
  beyondHorizon: false,
  nextDayMinor: 0,
  dueTodayMinor: 0,
  reminderDays: 3,
  warning: false,
  topUp: null,
  bridge: null,
};

const serveCards = (cards: SimCard[], billing: CardBilling[]) =>
  apiServer.use(
    http.get('/api/sims', () => ok({ items: cards, total: cards.length, page: 1, pageSize: 20 })),
    http.get('/api/billing/cards', () =>
      ok({ items: billing, total: billing.length, page: 1, pageSize: 100 }),
    ),
  );

serveApi(
  http.get('/api/catalog', () => ok({ currency: 'USD', esimFeeMinor: 500, plans: [], addOns: [] })),
  http.get('/api/billing/runway', () => ok(runway)),
  // no groups: the bar offers to create one (decision 0075)
  http.get('/api/card-groups', () =>
    ok({ items: [], ungrouped: { cardCount: 0, periodKb: 0, monthFeesMinor: 0 } }),
  ),
);
afterEach(() => authStore.getState().clearAuth());

const pages = (
  <Routes>
    <Route path="/mySims" element={<MySimsPage />} />
    <Route path="/mySims/applyEsim" element={<p>the eSIM purchase</p>} />
  </Routes>
);

describe('My SIMs', () => {
  it('offers a customer without cards to add one or buy an eSIM, in Chinese', async () => {
    signIn(2_000);
    serveCards([], []);
    await renderInApp(pages, { locale: 'zh-CN', path: '/mySims' });
    const words = simsZh.sims;
    const user = userEvent.setup();
    expect(await screen.findByText(words.empty.description)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: words.add.button }));
    expect(await screen.findByRole('dialog', { name: words.add.title }, { timeout: 5_000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: esimZh.esim.entry.apply }));
    expect(await screen.findByText('the eSIM purchase')).toBeTruthy();
  });

  it("lists the cards by label or number, and opens the order of a plan for the card's action", async () => {
    signIn(2_000);
    serveCards(
      [
        simCard({ id: 12, label: 'Trip phone' }),
        simCard({
          id: 13,
          cardNumber: '1000000013',
          status: 'NOT_ACTIVE',
          currentPlan: null,
          canStopBilling: false,
        }),
      ],
      [
        cardBilling({ cardId: 12, label: 'Trip phone' }),
        cardBilling({
          cardId: 13,
          cardNumber: '1000000013',
          status: 'NOT_ACTIVE',
          currentPlan: null,
          todayFeeMinor: null,
          todayCharged: false,
        }),
      ],
    );
    await renderInApp(pages, { path: '/mySims' });
    const words = simsEn.sims;
    const list = await screen.findByRole('list', { name: words.listLabel });
    const titles = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Trip phone', '1000000013']);
    // the card without a plan says it needs one, and its action orders one for it
    expect(await screen.findByText(words.plan.needsBasicPlan)).toBeTruthy();
    await userEvent.click(
      screen.getByRole('button', {
        name: words.actions.for.replace('{{action}}', words.activate).replace('{{card}}', '1000000013'),
      }),
    );
    const title = billingEn.billing.order.titleForCard.replace('{{card}}', '1000000013');
    expect(await screen.findByRole('dialog', { name: title }, { timeout: 5_000 })).toBeTruthy();
  });

  it('draws the cards only with the runway note above them, so the note never pushes them down', async () => {
    signIn(2_000);
    serveCards(
      [simCard({ id: 12, label: 'Trip phone' })],
      [cardBilling({ cardId: 12, label: 'Trip phone' })],
    );
    let answerRunway = () => {};
    const runwayAsked = new Promise<void>((resolve) => {
      answerRunway = resolve;
    });
    apiServer.use(
      http.get('/api/billing/runway', async () => {
        await runwayAsked;
        return ok({ ...runway, cardsInUse: 1, coveredUntil: '2026-12-15', nextDayMinor: 150 });
      }),
    );
    await renderInApp(pages, { path: '/mySims' });
    const words = simsEn.sims;
    // the cards' answer is in, the runway's is not: the page still says it is loading
    expect(await screen.findByText(words.load.loading)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('list', { name: words.listLabel })).toBeNull();
    answerRunway();
    const list = await screen.findByRole('list', { name: words.listLabel });
    const note = document.querySelector('.sims-runway');
    expect(note).not.toBeNull();
    // the note stands before the cards in the page
    expect(note!.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
