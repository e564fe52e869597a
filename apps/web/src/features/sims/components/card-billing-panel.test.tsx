// @vitest-environment jsdom
import type { CardBilling } from '@simportal/contract/api/billing';
import type { SimCard } from '@simportal/contract/api/sims';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDay } from '../../../lib/format.ts';
import billingEn from '../../../locales/en/billing.json' with { type: 'json' };
import simsEn from '../../../locales/en/sims.json' with { type: 'json' };
import billingZh from '../../../locales/zh-CN/billing.json' with { type: 'json' };
import commonZh from '../../../locales/zh-CN/common.json' with { type: 'json' };
import esimZh from '../../../locales/zh-CN/esim.json' with { type: 'json' };
import simsZh from '../../../locales/zh-CN/sims.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { apiServer, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { cardBilling, catalogue, DAILY_PLAN, signIn, simCard } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { CardBillingPanel } from './card-billing-panel.tsx';
import { SimCardItem } from './sim-card-item.tsx';

// A card's plan and data on My SIMs, from the billing the page hands it: the way to its Traffic Detail (and to
// install an eSIM); why a stopped card is stopped, or that its billing could not be loaded; its plan ordered in
// a dialog titled for this card, a change when it is in use, a first order otherwise.

/** The cards' billing the order dialogs choose from. */
const serveBilling = (billing: CardBilling) =>
  apiServer.use(
    http.get('/api/billing/cards', () => ok({ items: [billing], total: 1, page: 1, pageSize: 100 })),
  );

/** The panel of `card` with `billing`, as My SIMs renders it (none: not loaded; failed: could not be). */
const panelOf = (card: SimCard, billing: CardBilling | undefined, failed = false) => (
  <CardBillingPanel card={card} billing={billing} billingFailed={failed} currency="USD" />
);

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
    const billing = cardBilling({ label: 'Trip phone' });
    serveBilling(billing);
    await renderInApp(panelOf(simCard({ label: 'Trip phone' }), billing));
    const words = simsEn.sims;
    const panel = await screen.findByRole('region', {
      name: `${billingEn.billing.panel.title} · Trip phone`,
    });
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
    const billing = cardBilling({
      status: 'NOT_ACTIVE',
      currentPlan: null,
      todayFeeMinor: 0,
      todayCharged: false,
    });
    serveBilling(billing);
    await renderInApp(panelOf(simCard({ type: 'ESIM', status: 'NOT_ACTIVE', currentPlan: null }), billing), {
      locale: 'zh-CN',
    });
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
    const suspended = await renderInApp(
      panelOf(
        simCard({ status: 'SUSPEND' }),
        cardBilling({ status: 'SUSPEND', suspendReason: 'insufficient_credit' }),
      ),
    );
    expect(await screen.findByText(billingEn.billing.panel.suspended)).toBeTruthy();
    suspended.unmount();

    const paused = await renderInApp(
      panelOf(
        simCard({ status: 'PAUSED', currentPlan: null }),
        cardBilling({ status: 'PAUSED', currentPlan: null }),
      ),
    );
    expect(await screen.findByText(simsEn.sims.pausedNotice)).toBeTruthy();
    expect(screen.queryByText(simsEn.sims.plan.needsBasicPlan)).toBeNull();
    paused.unmount();

    await renderInApp(panelOf(simCard(), undefined, true));
    expect(await screen.findByText(billingEn.billing.panel.loadError)).toBeTruthy();
  });

  it('shows today against its daily caps, and a card its cap slowed, in both languages (issue #59)', async () => {
    signIn(0);
    const dailyCap = {
      dataMbPerDay: 1000,
      dataAction: 'SLOW' as const,
      moneyMinorPerDay: 500,
      moneyAction: 'STOP' as const,
      usedKb: 1000 * 1024,
      spentMinor: 150,
      restriction: 'slowed' as const,
    };
    const english = await renderInApp(panelOf(simCard(), cardBilling({ dailyCap })));
    expect(
      await screen.findByText(/1,000 MB of 1,000 MB data today · \$1\.50 of \$5\.00 spent today/),
    ).toBeTruthy();
    expect(screen.getByText(simsEn.sims.caps.slowed)).toBeTruthy();
    english.unmount();

    await renderInApp(
      panelOf(simCard(), cardBilling({ dailyCap: { ...dailyCap, restriction: 'stopped' } })),
      {
        locale: 'zh-CN',
      },
    );
    expect(await screen.findByText(simsZh.sims.caps.stopped)).toBeTruthy();
  });

  it("tags a card its daily cap holds beside its status, in Chinese, and underlines the cap line's link", async () => {
    signIn(0);
    const dailyCap = {
      dataMbPerDay: 5,
      dataAction: 'STOP' as const,
      moneyMinorPerDay: null,
      moneyAction: 'STOP' as const,
      usedKb: 50 * 1024,
      spentMinor: 0,
      restriction: 'stopped' as const,
    };
    const card = simCard({ status: 'USING' });
    await renderInApp(
      <SimCardItem card={card} billing={cardBilling({ dailyCap })} billingFailed={false} currency="USD" />,
      { locale: 'zh-CN' },
    );
    const tag = await screen.findByText(commonZh.cardStatus.capHold.stopped);
    expect(tag.classList.contains('card-cap-stopped')).toBe(true);
    // still in use (its plan and fee are its own), and stopped for today: both said, side by side
    expect(tag.parentElement!.textContent).toContain(commonZh.cardStatus.USING);
    const change = screen.getByRole('link', { name: new RegExp(simsZh.sims.caps.field) });
    expect(change.classList.contains('sim-card-inline-link')).toBe(true);
  });

  it('says a hold still to come only for a card in use over its cap with none yet', async () => {
    signIn(0);
    const dailyCap = {
      dataMbPerDay: 5,
      dataAction: 'SLOW' as const,
      moneyMinorPerDay: null,
      moneyAction: 'STOP' as const,
      usedKb: 50 * 1024,
      spentMinor: 0,
      restriction: null,
    };
    const pending = await renderInApp(panelOf(simCard(), cardBilling({ dailyCap })), { locale: 'zh-CN' });
    const words = simsZh.sims.caps;
    const text = words.dataOverPending.replace('{{used}}', '50 MB').replace('{{cap}}', '5 MB');
    expect(await screen.findByText(text)).toBeTruthy();
    expect(text).not.toContain('下次上报');
    pending.unmount();
    await renderInApp(panelOf(simCard(), cardBilling({ status: 'PAUSED', dailyCap })), { locale: 'zh-CN' });
    expect(await screen.findByText(/今天已用流量 50 MB \/ 5 MB/)).toBeTruthy();
    expect(screen.queryByText(text)).toBeNull();
  });

  it("names the end of the plan's current cycle under Details, never a dash, in Chinese (issue #56)", async () => {
    signIn(7_000);
    // a 30-day plan whose cycles began on 2026-11-27: today, 2026-12-10, is in the one ending 2026-12-26
    const billing = cardBilling({
      businessDay: '2026-12-10',
      cycleStartDay: '2026-11-27',
      currentPlan: {
        ...DAILY_PLAN,
        cycleDays: 30,
        priceMinor: 4_500,
        dailyFeeMinor: 150,
        firstDayFeeMinor: 150,
      },
    });
    serveBilling(billing);
    const view = await renderInApp(panelOf(simCard({ expireAt: null }), billing), { locale: 'zh-CN' });
    const details = document.querySelector('.sim-card-details') as HTMLElement;
    const fields = within(details);
    const ends = fields.getByText(simsZh.sims.field.cycleEnds);
    expect(ends.nextElementSibling?.textContent).toBe(formatDay('2026-12-26', 'zh-CN'));
    expect(fields.queryByText(simsZh.sims.field.expireAt)).toBeNull();
    expect(details.textContent).not.toContain('—');
    view.unmount();

    // no plan and no end of its own: no line at all
    const none = cardBilling({
      status: 'NOT_ACTIVE',
      currentPlan: null,
      todayFeeMinor: null,
      todayCharged: false,
    });
    serveBilling(none);
    await renderInApp(
      panelOf(simCard({ status: 'NOT_ACTIVE', currentPlan: null, planCreatedAt: null }), none),
    );
    const bare = within(document.querySelector('.sim-card-details') as HTMLElement);
    expect(bare.queryByText(simsEn.sims.field.cycleEnds)).toBeNull();
    expect(bare.queryByText(simsEn.sims.field.expireAt)).toBeNull();
    expect(bare.queryByText(simsEn.sims.field.planCreatedAt)).toBeNull();
  });
});
