// @vitest-environment jsdom
import type { DashboardOverview, DashboardQueues } from '@simportal/contract/api/dashboard';
import { ERRORS } from '@simportal/contract/errors';
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import adminEn from '../../../locales/en/admin.json' with { type: 'json' };
import adminZh from '../../../locales/zh-CN/admin.json' with { type: 'json' };
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { OverviewTab } from './overview-tab.tsx';

// Admin Management › Overview: the range asked for (last 7 days first, then the quick range chosen) and the
// days it answered; the CSV of that range saved under its days' name, a refusal inside the file said
// translated; a range the server refuses names its rule.

const saved = vi.hoisted(() => ({ files: [] as string[] }));
vi.mock('../../../lib/save-file.ts', () => ({
  saveFile: (_blob: Blob, name: string) => saved.files.push(name),
}));
// echarts draws on a canvas jsdom does not have
vi.mock('./overview-chart.tsx', () => ({
  OverviewChart: Object.assign(({ label }: { label?: string }) => <figure aria-label={label} />, {
    preload: () => {},
  }),
}));

const zero = {
  dailyFeesMinor: 0,
  addOnsMinor: 0,
  esimFeesMinor: 0,
  refundsMinor: 0,
  revenueMinor: 0,
  topUpsMinor: 0,
  starterPackCreditsMinor: 0,
};
const overview = (start: string, end: string): DashboardOverview => ({
  start,
  end,
  today: '2026-11-25',
  currency: 'USD',
  days: [{ day: end, ...zero, activeCards: 0, newCustomers: 0 }],
  totals: { ...zero, newCustomers: 0, peakActiveCards: 0 },
  cardStates: { USING: 0, PAUSED: 0, SUSPEND: 0, NOT_ACTIVE: 0 },
  topRegions: [],
});
const queues: DashboardQueues = {
  today: '2026-11-25',
  payOrdersWaiting: 0,
  refundsWaiting: 0,
  esimStock: { available: 40, threshold: 10, low: false },
  carrierCommands: { failed: 0, dead: 0 },
  mails: { failed: 0, dead: 0 },
  pushes: { failed: 0, dead: 0 },
  webhooks: { failed: 0, dead: 0 },
  advances: { open: 0, owedMinor: 0, currency: 'USD' },
  networkDrift: 0,
};

let asked: Record<string, string>[] = [];
serveApi(
  http.get('/api/admin/dashboard/queues', () => ok(queues)),
  http.get('/api/admin/pay-orders', () => ok({ items: [], total: 0, page: 1, pageSize: 5 })),
  http.get('/api/admin/dashboard', ({ request }) => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    asked.push(query);
    return query.preset === 'lastMonth'
      ? ok(overview('2026-10-01', '2026-10-31'))
      : ok(overview('2026-11-19', '2026-11-25'));
  }),
);
beforeEach(() => {
  asked = [];
  saved.files = [];
});

describe('the overview', () => {
  it('asks for the last 7 days, then the quick range chosen, and exports it under its days', async () => {
    const exports: Record<string, string>[] = [];
    apiServer.use(
      http.get('/api/admin/dashboard/export', ({ request }) => {
        exports.push(Object.fromEntries(new URL(request.url).searchParams));
        return new Response('day,revenue\n', { headers: { 'Content-Type': 'text/csv' } });
      }),
    );
    await renderInApp(<OverviewTab />);
    const words = adminEn.admin.overview;
    const user = userEvent.setup();
    expect(
      await screen.findByText(
        words.showing.replace('{{start}}', 'Nov 19, 2026').replace('{{end}}', 'Nov 25, 2026'),
      ),
    ).toBeTruthy();
    expect(asked[0]).toEqual({ preset: 'last7Days' });
    expect(screen.getByText(words.empty)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: words.range.lastMonth }));
    expect(
      await screen.findByText(
        words.showing.replace('{{start}}', 'Oct 1, 2026').replace('{{end}}', 'Oct 31, 2026'),
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: words.export }));
    await waitFor(() => expect(saved.files).toEqual(['overview-2026-10-01-2026-10-31.csv']));
    expect(exports).toEqual([{ preset: 'lastMonth' }]);
  });

  it('says a refused export and a refused range by their rule, in Chinese', async () => {
    apiServer.use(
      http.get('/api/admin/dashboard/export', () =>
        failure(400, ERRORS.date_range_invalid.code, 'date_range_invalid', { rule: 'date_range_too_long' }),
      ),
    );
    await renderInApp(<OverviewTab />, { locale: 'zh-CN' });
    const words = adminZh.admin.overview;
    const user = userEvent.setup();
    await screen.findByText(words.empty);
    await user.click(screen.getByRole('button', { name: words.export }));
    expect(await screen.findByText(words.exportFailed)).toBeTruthy();
    expect(screen.getByText(messagesZhCn.date_range_too_long)).toBeTruthy();
    expect(saved.files).toHaveLength(0);

    apiServer.use(
      http.get('/api/admin/dashboard', () =>
        failure(400, ERRORS.date_range_invalid.code, 'date_range_invalid', { rule: 'date_range_or_preset' }),
      ),
    );
    await user.click(screen.getByRole('button', { name: words.range.thisMonth }));
    expect(await screen.findByText(messagesZhCn.date_range_or_preset)).toBeTruthy();
  });

  it('counts a StarterPack credit apart from the money received, and says why, in Chinese', async () => {
    const figures = { ...zero, topUpsMinor: 2000, starterPackCreditsMinor: 750 };
    apiServer.use(
      http.get('/api/admin/dashboard', () =>
        ok({
          ...overview('2026-11-19', '2026-11-25'),
          days: [{ day: '2026-11-25', ...figures, activeCards: 0, newCustomers: 0 }],
          totals: { ...figures, newCustomers: 0, peakActiveCards: 0 },
        }),
      ),
    );
    await renderInApp(<OverviewTab />, { locale: 'zh-CN' });
    const words = adminZh.admin.overview;
    const figure = async (name: string) =>
      (await screen.findByText(name, { selector: '.overview-figures dt' })).nextElementSibling?.textContent;
    expect(await figure(words.kind.topUps)).toBe('US$20.00');
    expect(await figure(words.kind.starterPackCredits)).toBe('US$7.50');
    expect(screen.getByText(words.topUpsNote)).toBeTruthy();
    expect(screen.queryByText(words.empty)).toBeNull();
  });
});
