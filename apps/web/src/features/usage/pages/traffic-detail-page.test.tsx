// @vitest-environment jsdom

import type { CardUsage } from '@simportal/contract/api/usage';
import { addDaysToIsoDate, todayInTimeZone } from '@simportal/contract/calendar-date';
import { ERRORS } from '@simportal/contract/errors';
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDay } from '../../../lib/format.ts';
import { browserTimeZone } from '../../../lib/time-zone.ts';
import billingEn from '../../../locales/en/billing.json' with { type: 'json' };
import usageEn from '../../../locales/en/usage.json' with { type: 'json' };
import billingZh from '../../../locales/zh-CN/billing.json' with { type: 'json' };
import usageZh from '../../../locales/zh-CN/usage.json' with { type: 'json' };
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { cardBilling, DAILY_PLAN } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { TrafficDetailPage } from './traffic-detail-page.tsx';

// Traffic Detail: the card's use over the week up to today, asked for by its id and range; moving the range
// asks for the new one; the regions' shares said in a table; another customer's card (not_found) is simply
// not found; any other refusal said translated.

// echarts draws on a canvas jsdom does not have: the charts stand as their accessible text
vi.mock('../components/usage-chart.tsx', () => ({
  PIE_HEIGHT: 280,
  UsageChart: Object.assign(({ label }: { label: string }) => <figure aria-label={label} />, {
    preload: () => {},
  }),
}));

const today = todayInTimeZone(browserTimeZone());
const weekOf = (end: string) => ({ start: addDaysToIsoDate(end, -6), end });
const usage = (range: { start: string; end: string }): CardUsage => ({
  cardId: 12,
  start: range.start,
  end: range.end,
  today,
  totalKb: 3_072,
  days: Array.from({ length: 7 }, (_, i) => ({
    day: addDaysToIsoDate(range.start, i),
    usedKb: i === 6 ? 3_072 : 0,
  })),
  regions: [
    { regionCode: 'JP', regionName: 'Japan', usedKb: 2_048, proportion: 2 / 3 },
    { regionCode: 'KR', regionName: 'South Korea', usedKb: 1_024, proportion: 1 / 3 },
  ],
  lastUpdatedAt: '2026-11-25T06:00:00.000Z',
});

/** Card 12 on a 30-day plan of 500 MB a cycle that slows down past it, 547 MB used: over its allowance. */
const THROTTLED_PLAN = {
  ...DAILY_PLAN,
  name: { en: 'Asia 500 MB / 30 days', 'zh-CN': '亚洲 500 MB / 30 天' },
  cycleDays: 30,
  priceMinor: 4_500,
  totalTrafficMb: 500,
  trafficLimitType: 'PER_CYCLE' as const,
  restrictRule: 'THROTTLE' as const,
};
const overAllowance = cardBilling({
  cardNumber: '1000000009',
  label: 'Trip phone',
  businessDay: '2026-12-10',
  cycleStartDay: '2026-11-27',
  currentPlan: THROTTLED_PLAN,
  allowance: {
    limitType: 'PER_CYCLE',
    periodStart: '2026-11-27',
    periodEnd: '2026-12-26',
    planKb: 500 * 1024,
    addOnKb: 0,
    totalKb: 500 * 1024,
    usedKb: 547 * 1024,
    leftKb: 0,
  },
});

let asked: { id: string; start: string | null; end: string | null }[] = [];
serveApi(
  http.get('/api/billing/cards', () => ok({ items: [overAllowance], total: 1, page: 1, pageSize: 100 })),
  http.get('/api/usage/cards/:id', ({ params, request }) => {
    const query = new URL(request.url).searchParams;
    const range = { start: query.get('start')!, end: query.get('end')! };
    asked.push({ id: String(params.id), ...range });
    return ok(usage(range));
  }),
);
beforeEach(() => {
  asked = [];
});

const page = (
  <Routes>
    <Route path="/mySims/:id/traffic" element={<TrafficDetailPage />} />
  </Routes>
);

describe('Traffic Detail', () => {
  it("asks for the card's last seven days, then the week before, and shows the regions' shares", async () => {
    await renderInApp(page, { path: '/mySims/12/traffic' });
    const words = usageEn.usage;
    expect((await screen.findAllByText('3 MB')).length).toBeGreaterThan(0);
    expect(asked).toEqual([{ id: '12', ...weekOf(today) }]);
    const japan = screen.getByRole('rowheader', { name: 'Japan' }).closest('tr')!;
    expect(japan.textContent).toContain('66.7');

    await userEvent.click(screen.getByRole('button', { name: words.range.lastWeek }));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toEqual({ id: '12', ...weekOf(addDaysToIsoDate(today, -7)) });
  });

  it("says another customer's card is not found, in Chinese", async () => {
    apiServer.use(http.get('/api/usage/cards/:id', () => failure(404, ERRORS.not_found.code, 'not_found')));
    await renderInApp(page, { path: '/mySims/99/traffic', locale: 'zh-CN' });
    expect(await screen.findByText(usageZh.usage.notFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: usageZh.usage.backToSims }).getAttribute('href')).toBe('/mySims');
  });

  it('says any other refusal translated, keeping the range controls', async () => {
    apiServer.use(
      http.get('/api/usage/cards/:id', () =>
        failure(400, ERRORS.date_range_invalid.code, 'date_range_invalid'),
      ),
    );
    await renderInApp(page, { path: '/mySims/12/traffic', locale: 'zh-CN' });
    expect(await screen.findByText(messagesZhCn.date_range_invalid)).toBeTruthy();
    expect(screen.getByRole('button', { name: usageZh.usage.range.lastWeek })).toBeTruthy();
  });

  it('names the card, its allowance and that it is slowed past it (issue #56), in both languages', async () => {
    const first = await renderInApp(page, { path: '/mySims/12/traffic' });
    const card = await screen.findByRole('region', { name: usageEn.usage.card.label });
    expect(card.textContent).toContain('Trip phone · card 1000000009');
    expect(card.textContent).toContain('Plan: Asia 500 MB / 30 days');
    expect(card.textContent).toContain(
      `500 MB this cycle, ${formatDay('2026-11-27', 'en')} to ${formatDay('2026-12-26', 'en')}; after that you stay online at reduced speed`,
    );
    expect(card.textContent).toContain('547 MB of 500 MB used');
    const slowed = billingEn.billing.panel.usedUpThrottle.replace('{{day}}', formatDay('2026-12-27', 'en'));
    expect(within(card).getByRole('alert').textContent).toBe(slowed);
    first.unmount();

    await renderInApp(page, { path: '/mySims/12/traffic', locale: 'zh-CN' });
    const zhCard = await screen.findByRole('region', { name: usageZh.usage.card.label });
    expect(zhCard.textContent).toContain('Trip phone · 卡号 1000000009');
    expect(zhCard.textContent).toContain('套餐：亚洲 500 MB / 30 天');
    expect(zhCard.textContent).toContain('用完后仍可上网，但会降速');
    expect(within(zhCard).getByRole('alert').textContent).toBe(
      billingZh.billing.panel.usedUpThrottle.replace('{{day}}', formatDay('2026-12-27', 'zh-CN')),
    );
  });

  it('leads to the card’s alerts and limits under its summary, and shows no settings before the chart (issue #67)', async () => {
    await renderInApp(page, { path: '/mySims/12/traffic', locale: 'zh-CN' });
    const link = await screen.findByRole('link', { name: usageZh.usage.settings.open });
    expect(link.getAttribute('href')).toBe('/mySims/12/alerts');
    expect(screen.queryByRole('region', { name: usageZh.usage.alerts.title })).toBeNull();
    expect(screen.queryByText(usageZh.usage.autoAddOn.title)).toBeNull();
    expect(screen.queryByText(usageZh.usage.caps.title)).toBeNull();
  });
});
