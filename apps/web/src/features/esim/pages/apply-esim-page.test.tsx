// @vitest-environment jsdom
import type { EsimApplication, EsimOffer } from '@simportal/contract/api/esim';
import { ERRORS } from '@simportal/contract/errors';
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import esimEn from '../../../locales/en/esim.json' with { type: 'json' };
import esimZh from '../../../locales/zh-CN/esim.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { catalogue, shopPlan } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { ApplyEsimPage } from './apply-esim-page.tsx';

// Buying an eSIM with its basic plan in one purchase (issue #33): the plan comes from the address or the select,
// the page shows the server's whole price, and one confirmation sends the plan with the application.

const JAPAN = shopPlan({
  description: { en: 'Japan', 'zh-CN': '日本' },
  totalTrafficMb: 500,
  trafficLimitType: 'PER_DAY',
});
const CATALOGUE = catalogue({ plans: [JAPAN] });

const offer = (planId: number | null, balanceMinor: number): EsimOffer => {
  const planFirstDayMinor = planId ? 148 : 0;
  const totalMinor = 500 + planFirstDayMinor;
  return {
    feeMinor: 500,
    currency: 'USD',
    balanceMinor,
    inStock: true,
    atSimLimit: false,
    planId,
    planFirstDayMinor,
    totalMinor,
    blocker: balanceMinor >= totalMinor ? null : 'esim_insufficient_balance',
    balanceAfterMinor: balanceMinor >= totalMinor ? balanceMinor - totalMinor : null,
  };
};

const serveOffer = (balanceMinor: number) =>
  apiServer.use(
    http.get('/api/esim/offer', ({ request }) => {
      const planId = new URL(request.url).searchParams.get('planId');
      return ok(offer(planId ? Number(planId) : null, balanceMinor));
    }),
  );

serveApi(http.get('/api/catalog', () => ok(CATALOGUE)));
afterEach(() => authStore.getState().clearAuth());

describe('buying an eSIM', () => {
  it('prices the plan from the address with the fee, and sends both in one purchase', async () => {
    authStore
      .getState()
      .setUserInfo({ id: 5, username: 'traveller', email: 't@x.test', level: 1, balance: 2_000 });
    serveOffer(2_000);
    let sent: unknown = null;
    apiServer.use(
      http.post('/api/esim/applications', async ({ request }) => {
        sent = await request.json();
        return ok({
          card: { id: 31 },
          activityId: 9,
          feeMinor: 500,
          planChargedMinor: 148,
          balanceMinor: 1_352,
        } as unknown as EsimApplication);
      }),
    );
    await renderInApp(<ApplyEsimPage />, { path: '/mySims/applyEsim?plan=2' });
    // fee, the plan's first day, the whole price and the balance after it, as the server priced them
    expect(await screen.findByText('Japan 7 Days: first day')).toBeTruthy();
    expect(screen.getByText('$1.48')).toBeTruthy();
    expect(screen.getByText('$6.48')).toBeTruthy();
    expect(screen.getByText('$13.52')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Buy for $6.48' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('Buy an eSIM with Japan 7 Days for $6.48?');
    // the price is today's: the dialog says what the plan costs after it
    expect(confirm.textContent).toContain(
      '$6.48 will be deducted from your balance now. After that the plan costs about $1.42 a day while the card is in use; Stop Billing pauses it.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: esimEn.esim.apply.confirmWithPlan }));
    await waitFor(() => expect(sent).toEqual({ planId: 2 }));
    await waitFor(() => expect(authStore.getState().userInfo?.balance).toBe(1_352));
  });

  it('without a plan prices the fee alone and sends no plan', async () => {
    serveOffer(2_000);
    let sent: unknown = null;
    apiServer.use(
      http.post('/api/esim/applications', async ({ request }) => {
        sent = await request.json();
        return ok({
          card: { id: 31 },
          activityId: 9,
          feeMinor: 500,
          planChargedMinor: 0,
          balanceMinor: 1_500,
        } as unknown as EsimApplication);
      }),
    );
    await renderInApp(<ApplyEsimPage />, { path: '/mySims/applyEsim' });
    await userEvent.click(await screen.findByRole('button', { name: 'Apply and pay $5.00' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: esimEn.esim.apply.confirm }),
    );
    await waitFor(() => expect(sent).toEqual({}));
  });

  it('in Chinese refuses a short balance for the whole price before anything is sent', async () => {
    serveOffer(600);
    await renderInApp(<ApplyEsimPage />, { path: '/mySims/applyEsim?plan=2', locale: 'zh-CN' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(messagesZhCn.esim_insufficient_balance);
    expect(screen.getByText('US$6.48')).toBeTruthy();
    expect(
      screen
        .getByRole('button', { name: esimZh.esim.apply.buttonWithPlan.replace('{{fee}}', 'US$6.48') })
        .hasAttribute('disabled'),
    ).toBe(true);
  });

  it('says a plan taken off sale instead of pricing it', async () => {
    apiServer.use(http.get('/api/esim/offer', () => failure(409, ERRORS.plan_retired.code, 'plan_retired')));
    await renderInApp(<ApplyEsimPage />, { path: '/mySims/applyEsim?plan=2' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This plan is no longer on sale');
    expect(screen.queryByRole('button', { name: /Buy for/ })).toBeNull();
  });
});
