// @vitest-environment jsdom

import type { CardUsage } from '@simportal/contract/api/usage';
import { addDaysToIsoDate, todayInTimeZone } from '@simportal/contract/calendar-date';
import { ERRORS } from '@simportal/contract/errors';
import { messagesZhCn } from '@simportal/contract/messages-zh-cn';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browserTimeZone } from '../../../lib/time-zone.ts';
import usageEn from '../../../locales/en/usage.json' with { type: 'json' };
import usageZh from '../../../locales/zh-CN/usage.json' with { type: 'json' };
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
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

let asked: { id: string; start: string | null; end: string | null }[] = [];
serveApi(
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
});
