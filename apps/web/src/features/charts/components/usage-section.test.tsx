// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import shopEn from '../../../locales/en/shop.json' with { type: 'json' };
import shopZh from '../../../locales/zh-CN/shop.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { signIn, simCard } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { UsageSection } from './usage-section.tsx';

// The charts page's own usage: a visitor is asked to log in and comes back here; a customer's cards that
// reported usage are compared (the busiest named), each with its way to Traffic Detail; none yet leads to My SIMs.

// echarts draws on a canvas jsdom does not have: the chart stands as its accessible text
vi.mock('./echart.tsx', () => ({
  EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const words = shopEn.charts;
let asked: URLSearchParams[] = [];
serveApi(
  http.get('/api/sims', ({ request }) => {
    asked.push(new URL(request.url).searchParams);
    const items = [
      simCard({
        label: 'Trip phone',
        usage: {
          todayKb: 0,
          periodKb: 512_000,
          allowanceKb: 1_024_000,
          leftKb: 512_000,
          lastUpdatedAt: null,
        },
      }),
      simCard({
        id: 13,
        cardNumber: '1000000013',
        usage: { todayKb: 0, periodKb: 102_400, allowanceKb: null, leftKb: null, lastUpdatedAt: null },
      }),
      simCard({ id: 14, cardNumber: '1000000014', usage: null }),
    ];
    return ok({ items, total: items.length, page: 1, pageSize: 50 });
  }),
);
afterEach(() => {
  asked = [];
  authStore.getState().clearAuth();
});

describe('the usage section of the charts page', () => {
  it("compares the customer's cards that reported usage, each leading to its Traffic Detail", async () => {
    signIn(0);
    await renderInApp(<UsageSection />);
    const chart = await screen.findByRole('img');
    expect(chart.getAttribute('aria-label')).toBe(
      words.usageSummary.replace('{{name}}', 'Trip phone').replace('{{used}}', '500 MB'),
    );
    expect(Object.fromEntries(asked[0]!)).toEqual({ page: '1', pageSize: '50' });
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      [words.trafficDetailOf.replace('{{name}}', 'Trip phone'), '/mySims/12/traffic'],
      [words.trafficDetailOf.replace('{{name}}', '1000000013'), '/mySims/13/traffic'],
    ]);
    const table = screen.getByRole('table', { hidden: true });
    expect(within(table).getAllByRole('row', { hidden: true })[2]?.textContent).toBe('1000000013100 MB–');
  });

  it('asks a visitor to log in, in Chinese, and asks nothing of the server', async () => {
    const { queryClient } = await renderInApp(<UsageSection />, { locale: 'zh-CN' });
    const login = screen.getByRole('link', { name: shopZh.charts.usageLogin });
    expect(login.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent('/echarts')}`);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('leads to My SIMs when no card reported usage, and says cards that did not load', async () => {
    signIn(0);
    apiServer.use(http.get('/api/sims', () => ok({ items: [simCard()], total: 1, page: 1, pageSize: 50 })));
    const first = await renderInApp(<UsageSection />);
    expect(await screen.findByText(words.usageEmpty)).toBeTruthy();
    expect(screen.getByRole('link', { name: words.usageMySims }).getAttribute('href')).toBe('/mySims');
    first.unmount();

    apiServer.use(http.get('/api/sims', () => failure(500, 1, 'server_error')));
    await renderInApp(<UsageSection />);
    await waitFor(() => expect(screen.getByText(words.usageFailed)).toBeTruthy());
  });
});
