// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import shopEn from '../../../locales/en/shop.json' with { type: 'json' };
import billingZh from '../../../locales/zh-CN/billing.json' with { type: 'json' };
import shopZh from '../../../locales/zh-CN/shop.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { apiServer, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { openDialog } from '../../../test-support/dialogs.ts';
import { cardBilling, catalogue, shopPlan, signIn } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { tripQuote } from '../trip.ts';
import { PlanCard } from './plan-card.tsx';

// One plan of the shop: a visitor's Order is the login that comes back to the shop; a customer's opens the
// order of this very plan, with the way to a new eSIM that comes with it.

const JAPAN = shopPlan();

serveApi(
  http.get('/api/catalog', () => ok(catalogue())),
  http.get('/api/billing/cards', () => ok({ items: [cardBilling()], total: 1, page: 1, pageSize: 100 })),
);
afterEach(() => authStore.getState().clearAuth());

describe('a plan of the shop', () => {
  it("opens the order of this plan for a customer, with the new eSIM's way, in Chinese", async () => {
    signIn(2_000);
    await renderInApp(<PlanCard plan={JAPAN} currency="USD" />, { locale: 'zh-CN', path: '/plan?to=JP' });
    const dialog = await openDialog(
      shopZh.shop.plans.orderNamed.replace('{{name}}', '日本 7 天'),
      billingZh.billing.order.titleForPlan.replace('{{name}}', '日本 7 天'),
    );
    expect(
      (await within(dialog).findByRole('link', { name: billingZh.billing.order.newEsim })).getAttribute(
        'href',
      ),
    ).toBe('/mySims/applyEsim?plan=2');
  });

  it('sends a visitor to log in and back to the shop', async () => {
    await renderInApp(<PlanCard plan={JAPAN} currency="USD" />, { path: '/plan?to=JP' });
    const login = screen.getByRole('link', {
      name: shopEn.shop.order.loginNamed.replace('{{name}}', 'Japan 7 Days'),
    });
    expect(login.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent('/plan?to=JP')}`);
  });

  // a plan of 5 GB a week, at heavy use for 10 days with no add-on on offer, runs short over its cycle, not a day
  it('says what a trip leaves short over a cycle, and a day on a daily plan, in Chinese', async () => {
    const heavy = (plan: typeof JAPAN) => ({
      quote: tripQuote(plan, 10, { usage: 'heavy', addOns: [], esimFeeMinor: 0 }),
      cheapest: false,
    });
    const { unmount } = await renderInApp(<PlanCard plan={JAPAN} currency="USD" trip={heavy(JAPAN)} />, {
      locale: 'zh-CN',
      path: '/plan?to=JP',
    });
    const short = (key: 'shortPerCycle' | 'shortPerDay') =>
      new RegExp(`^${shopZh.shop.trip[key].split('{{data}}')[0]}`);
    expect(screen.getByText(short('shortPerCycle'))).toBeTruthy();
    unmount();
    const daily = shopPlan({ cycleDays: 1, totalTrafficMb: 500, trafficLimitType: 'PER_DAY' });
    await renderInApp(<PlanCard plan={daily} currency="USD" trip={heavy(daily)} />, {
      locale: 'zh-CN',
      path: '/plan?to=JP',
    });
    expect(screen.getByText(short('shortPerDay'))).toBeTruthy();
  });

  // decision 0093: where the network stops a throttled card's data (Twilio Super SIM), no screen promises a speed
  it('words a reduced-speed plan as one whose data stops where the network cannot slow a card down', async () => {
    const rule = (text: string) => screen.findAllByText(new RegExp(text));
    const { unmount } = await renderInApp(<PlanCard plan={JAPAN} currency="USD" />, { path: '/plan?to=JP' });
    expect((await rule(shopEn.shop.terms.afterThrottle)).length).toBeGreaterThan(0);
    unmount();
    apiServer.use(http.get('/api/catalog', () => ok(catalogue({ throttle: 'data_stops' }))));
    await renderInApp(<PlanCard plan={JAPAN} currency="USD" />, { path: '/plan?to=JP' });
    expect((await rule(shopEn.shop.terms.restrictStop)).length).toBeGreaterThan(0);
    expect(screen.queryByText(new RegExp(shopEn.shop.terms.afterThrottle))).toBeNull();
  });
});
