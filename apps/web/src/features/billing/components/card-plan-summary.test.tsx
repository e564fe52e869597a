// @vitest-environment jsdom
import type { CardBilling } from '@simportal/contract/api/billing';
import type { Page } from '@simportal/contract/envelope';
import { ERRORS } from '@simportal/contract/errors';
import { messagesEn } from '@simportal/contract/messages-en';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import billingEn from '../../../locales/en/billing.json' with { type: 'json' };
import simsEn from '../../../locales/en/sims.json' with { type: 'json' };
import billingZh from '../../../locales/zh-CN/billing.json' with { type: 'json' };
import simsZh from '../../../locales/zh-CN/sims.json' with { type: 'json' };
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { cardBilling, DAILY_PLAN } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { billingKeys } from '../api/billing-query.ts';
import { CardPlanSummary } from './card-plan-summary.tsx';

// A card's plan on My SIMs: its fee and today's charge, and the change waiting for the next business day with
// the way to cancel it, sent for that card; the card's billing then is the server's answer; a refusal is said
// translated; a paused card shows no fee; the allowance's use and what is left.

const WEEKLY = {
  ...DAILY_PLAN,
  id: 2,
  name: { en: 'Japan 7 Days', 'zh-CN': '日本 7 天' },
  priceMinor: 1_000,
  cycleDays: 7,
  dailyFeeMinor: 142,
  firstDayFeeMinor: 148,
};
const WAITING = cardBilling({ label: 'Trip phone', pendingPlan: { ...WEEKLY, fromDay: '2026-11-24' } });

serveApi();

const summary = (billing: CardBilling, locale: 'en' | 'zh-CN') => {
  const words = { t: i18n.getFixedT(locale), locale, currency: 'USD' };
  return <CardPlanSummary billing={billing} cardName={billing.label ?? billing.cardNumber} words={words} />;
};

describe("a card's plan summary", () => {
  it('cancels the waiting change of this card and keeps the answer, in Chinese', async () => {
    const cancelled = vi.fn();
    apiServer.use(
      http.delete('/api/sims/:id/pending-plan', ({ params }) => {
        cancelled(params.id);
        return ok(cardBilling({ label: 'Trip phone' }));
      }),
    );
    const { queryClient } = await renderInApp(summary(WAITING, 'zh-CN'), { locale: 'zh-CN' });
    // My SIMs' one answer for every card, which the panels read
    queryClient.setQueryData<Page<CardBilling>>(billingKeys.cards(), {
      items: [WAITING],
      total: 1,
      page: 1,
      pageSize: 100,
    });
    const words = billingZh.billing.panel;
    expect(screen.getByText(/日本 7 天/)).toBeTruthy();
    expect(
      screen.getByText(words.todayLine.replace('{{state}}', words.todayPaid.replace('{{fee}}', 'US$1.50'))),
    ).toBeTruthy();
    await userEvent.click(
      screen.getByRole('button', {
        name: simsZh.sims.actions.for
          .replace('{{action}}', words.cancelPending)
          .replace('{{card}}', 'Trip phone'),
      }),
    );
    expect(await screen.findByText(words.pendingCancelled)).toBeTruthy();
    expect(cancelled).toHaveBeenCalledWith('12');
    await waitFor(() =>
      expect(
        queryClient.getQueryData<Page<CardBilling>>(billingKeys.cards())?.items[0]?.pendingPlan,
      ).toBeNull(),
    );
  });

  it('says a refused cancel translated', async () => {
    apiServer.use(
      http.delete('/api/sims/:id/pending-plan', () =>
        failure(409, ERRORS.illegal_status_transition.code, 'illegal_status_transition'),
      ),
    );
    await renderInApp(summary(WAITING, 'en'));
    await userEvent.click(
      screen.getByRole('button', {
        name: simsEn.sims.actions.for
          .replace('{{action}}', billingEn.billing.panel.cancelPending)
          .replace('{{card}}', 'Trip phone'),
      }),
    );
    expect(await screen.findByText(messagesEn.illegal_status_transition)).toBeTruthy();
  });

  it('shows no fee for a paused card, and the use of an allowance with what is left', async () => {
    const paused = await renderInApp(summary(cardBilling({ status: 'PAUSED', todayFeeMinor: null }), 'en'));
    expect(screen.queryByText(/\$1\.50/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    paused.unmount();

    await renderInApp(
      summary(
        cardBilling({
          allowance: {
            limitType: 'PER_DAY',
            periodStart: '2026-11-23',
            periodEnd: '2026-11-23',
            planKb: 512_000,
            addOnKb: 0,
            totalKb: 512_000,
            usedKb: 384_000,
            leftKb: 128_000,
          },
        }),
        'en',
      ),
    );
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('75');
    expect(screen.getByText(billingEn.billing.panel.renewsDaily)).toBeTruthy();
  });

  it('says that what is left includes the add-ons, in either language', async () => {
    const withAddOns = cardBilling({
      allowance: {
        limitType: 'PER_DAY',
        periodStart: '2026-11-23',
        periodEnd: '2026-11-23',
        planKb: 512_000,
        addOnKb: 512_000,
        totalKb: 1_024_000,
        usedKb: 184_320,
        leftKb: 839_680,
      },
    });
    const en = await renderInApp(summary(withAddOns, 'en'));
    expect(screen.getByText(billingEn.billing.panel.withAddOns.replace('{{addOns}}', '500 MB'))).toBeTruthy();
    en.unmount();
    await renderInApp(summary(withAddOns, 'zh-CN'), { locale: 'zh-CN' });
    expect(screen.getByText(billingZh.billing.panel.withAddOns.replace('{{addOns}}', '500 MB'))).toBeTruthy();
    expect(screen.getByText(billingZh.billing.panel.renewsDaily)).toBeTruthy();
  });
});
