// @vitest-environment jsdom
import type { BillingPlan, CardBilling, PlanOrderResult } from '@simportal/contract/api/billing';
import type { BasicPlan } from '@simportal/contract/api/catalog';
import type { Page } from '@simportal/contract/envelope';
import { ERRORS } from '@simportal/contract/errors';
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import billingEn from '../../../../locales/en/billing.json' with { type: 'json' };
import billingZh from '../../../../locales/zh-CN/billing.json' with { type: 'json' };
import supportZh from '../../../../locales/zh-CN/support.json' with { type: 'json' };
import { authStore } from '../../../../stores/auth-store.ts';
import { apiServer, failure, http, ok, serveApi } from '../../../../test-support/api-server.ts';
import { catalogue, shopPlan } from '../../../../test-support/fixtures.ts';
import { renderInApp } from '../../../../test-support/render.tsx';
import { billingKeys } from '../../api/billing-query.ts';
import { OrderPlanDialog } from './order-plan-dialog.tsx';

// Ordering a basic plan from a card (My SIMs) or a plan (the shop): what the dialog says will happen before
// confirming, what it sends, and that the card and the header's balance show the server's answer at once.

const plan = (id: number, en: string, zh: string, priceMinor: number, cycleDays: number) =>
  shopPlan({
    id,
    code: `plan-${id}`,
    name: { en, 'zh-CN': zh },
    description: { en, 'zh-CN': zh },
    priceMinor,
    cycleDays,
    totalTrafficMb: 500,
    trafficLimitType: 'PER_DAY',
  });
const DAILY = plan(1, 'Global Daily 500 MB', '全球日包 500 MB', 150, 1);
const WEEKLY = plan(2, 'Japan 7 Days', '日本 7 天', 1_000, 7);
const CATALOGUE = catalogue({ plans: [DAILY, WEEKLY] });

const billingPlan = (of: BasicPlan): BillingPlan => ({
  id: of.id,
  name: of.name,
  priceMinor: of.priceMinor,
  cycleDays: of.cycleDays,
  dailyFeeMinor: Math.floor(of.priceMinor / of.cycleDays),
  firstDayFeeMinor: Math.floor(of.priceMinor / of.cycleDays) + (of.priceMinor % of.cycleDays),
  totalTrafficMb: of.totalTrafficMb,
  trafficLimitType: of.trafficLimitType,
  restrictRule: of.restrictRule,
});

const card = (overrides: Partial<CardBilling>): CardBilling => ({
  cardId: 12,
  cardNumber: '1000000012',
  label: null,
  status: 'USING',
  businessDay: '2026-11-23',
  currentPlan: billingPlan(DAILY),
  pendingPlan: null,
  nextPlan: null,
  cycleStartDay: '2026-11-01',
  todayFeeMinor: 150,
  todayCharged: true,
  allowance: null,
  suspendReason: null,
  addOnBlocker: null,
  usedToday: false,
  usageUpdatedAt: null,
  trip: { startsOn: null, endsAfter: null, idlePauseDays: null },
  dailyCap: null,
  lifeline: null,
  ...overrides,
});

const serveCard = (billing: CardBilling) =>
  apiServer.use(
    http.get('/api/billing/cards', () => ok({ items: [billing], total: 1, page: 1, pageSize: 100 })),
  );

serveApi(http.get('/api/catalog', () => ok(CATALOGUE)));
afterEach(() => authStore.getState().clearAuth());

const signedIn = (balance: number) =>
  authStore.getState().setUserInfo({ id: 5, username: 'traveller', email: 't@x.test', level: 1, balance });

describe('ordering a basic plan', () => {
  it('says a card in use switches from the next business day and keeps today on its plan, then shows the answer', async () => {
    signedIn(2_000);
    serveCard(card({}));
    let sent: unknown = null;
    const answer: PlanOrderResult = {
      outcome: 'SCHEDULED',
      effectiveDay: '2026-11-24',
      chargedMinor: 0,
      balanceMinor: 1_850,
      card: card({ pendingPlan: { ...billingPlan(WEEKLY), fromDay: '2026-11-24' } }),
    };
    apiServer.use(
      http.post('/api/sims/12/plan-orders', async ({ request }) => {
        sent = await request.json();
        return ok(answer);
      }),
    );
    const onClose = vi.fn();
    const { queryClient } = await renderInApp(
      <OrderPlanDialog open onClose={onClose} title="Change plan" cardId={12} planId={2} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change plan' });
    // the card keeps Global Daily today; Japan 7 Days from the next business day; today's fee is not waived
    expect(
      await within(dialog).findByText(/replaces it from Nov 24, 2026, the next business day/),
    ).toBeTruthy();
    expect(within(dialog).getByText(/its fee of \$1\.50 is charged for today as usual/)).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: billingEn.billing.order.confirm }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual({ planId: 2 });
    // the server's answer, applied without another request: the card's pending plan and the balance
    const cards = queryClient.getQueryData<Page<CardBilling>>(billingKeys.cards())?.items;
    expect(cards?.find((one) => one.cardId === 12)?.pendingPlan?.id).toBe(2);
    expect(authStore.getState().userInfo?.balance).toBe(1_850);
  });

  it('tells a customer whose balance is short, in Chinese, with the way to recharge, and keeps the dialog', async () => {
    signedIn(100);
    serveCard(card({ status: 'NOT_ACTIVE', currentPlan: null, todayFeeMinor: null, todayCharged: false }));
    apiServer.use(
      http.post('/api/sims/12/plan-orders', () =>
        failure(409, ERRORS.insufficient_credit.code, 'insufficient_credit', {
          requiredMinor: 1_006,
          balanceMinor: 100,
        }),
      ),
      http.get('/api/support', () =>
        ok({
          channels: [{ kind: 'whatsapp', value: '+852 5123 4567' }],
          officeHours: { en: '', 'zh-CN': '' },
          confirmWithinHours: null,
        }),
      ),
    );
    const onClose = vi.fn();
    await renderInApp(<OrderPlanDialog open onClose={onClose} title="订购" cardId={12} planId={2} />, {
      locale: 'zh-CN',
    });
    const dialog = await screen.findByRole('dialog', { name: '订购' });
    // activation now: the first day of the cycle carries the remainder (1000 = 6 × 142 + 148)
    expect(await within(dialog).findByText(/US\$1\.48/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: billingZh.billing.order.confirm }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(messagesZhCn.insufficient_credit);
    expect(
      within(alert).getByRole('link', { name: billingZh.billing.insufficient.topUp }).getAttribute('href'),
    ).toBe('/recharge');
    // and, folded under it, the channels to pay through (issue #32)
    await userEvent.click(within(alert).getByText(supportZh.support.contactToPay));
    expect((await within(alert).findByRole('link', { name: /WhatsApp/ })).getAttribute('href')).toBe(
      'https://wa.me/85251234567',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(authStore.getState().userInfo?.balance).toBe(100);
  });

  it('from the shop offers a new eSIM with the plan: the way out for a customer without a card', async () => {
    signedIn(2_000);
    apiServer.use(http.get('/api/billing/cards', () => ok({ items: [], total: 0, page: 1, pageSize: 100 })));
    await renderInApp(<OrderPlanDialog open onClose={() => {}} title="Order" planId={2} />);
    const dialog = await screen.findByRole('dialog', { name: 'Order' });
    expect(
      await within(dialog).findByRole('button', { name: billingEn.billing.order.noCardsEsim }),
    ).toBeTruthy();
  });

  it('from a card offers no new eSIM', async () => {
    signedIn(2_000);
    serveCard(card({}));
    await renderInApp(<OrderPlanDialog open onClose={() => {}} title="Change plan" cardId={12} planId={2} />);
    const dialog = await screen.findByRole('dialog', { name: 'Change plan' });
    await within(dialog).findByText(/replaces it from/);
    expect(within(dialog).queryByRole('link', { name: billingEn.billing.order.newEsim })).toBeNull();
  });
});
