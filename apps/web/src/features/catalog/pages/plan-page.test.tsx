// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http, ok, serveApi } from '../../../test-support/api-server.ts';
import { catalogue, shopAddOn, shopPlan } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { PlanPage } from './plan-page.tsx';

// The shop's "Where are you going?" (issue 20): a destination typed in either language narrows the plans to
// those that work there.

const plan = (id: number, en: string, zh: string, coverage: string[]) =>
  shopPlan({
    id,
    code: `plan-${id}`,
    name: { en, 'zh-CN': zh },
    priceMinor: 150,
    cycleDays: 1,
    totalTrafficMb: 500,
    trafficLimitType: 'PER_DAY',
    coverage,
  });

const CATALOGUE = catalogue({
  plans: [
    plan(1, 'Japan Week', '日本周游', ['JP']),
    plan(2, 'Europe Day', '欧洲日包', ['DE', 'FR']),
    // 24.00 for 30 days (0.80 a day): dearer than a 1.50 day plan for its cycle, cheaper for any trip of days
    {
      ...plan(3, 'America Month', '美国月包', ['US']),
      priceMinor: 2400,
      cycleDays: 30,
      totalTrafficMb: 10_240,
      trafficLimitType: 'PER_CYCLE',
    },
  ],
  addOns: [
    shopAddOn({ id: 9, code: 'jp-1g', name: { en: 'Japan 1 GB', 'zh-CN': '日本 1 GB' }, priceMinor: 500 }),
  ],
});

serveApi(http.get('/api/catalog', () => ok(CATALOGUE)));

describe('the plan list by destination', () => {
  it('shows only the plans that work in the destination typed in Chinese', async () => {
    await renderInApp(<PlanPage />, { locale: 'zh-CN', path: '/plan' });
    // the first render of a file loads antd's modules: more than findBy's default second on a busy machine
    expect(await screen.findByRole('heading', { name: '欧洲日包' }, { timeout: 10_000 })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('您要去哪里？'), '日本');
    await userEvent.click(await screen.findByTitle('日本'));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      expect.stringContaining('共 1 个'),
    );
    expect(screen.getByRole('heading', { name: '日本周游' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '欧洲日包' })).toBeNull();
  });

  it('finds a destination by its code, and opens filtered from a shared address', async () => {
    await renderInApp(<PlanPage />, { locale: 'en', path: '/plan?to=FR' });
    expect(await screen.findByRole('heading', { name: 'Europe Day' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Japan Week' })).toBeNull();
    await userEvent.type(screen.getByLabelText('Where are you going?'), 'jp');
    await userEvent.click(await screen.findByTitle('Japan'));
    expect(await screen.findByRole('heading', { name: 'Japan Week' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Europe Day' })).toBeNull();
  });
});

describe('the plans priced for a trip', () => {
  it('prices every plan for the days picked, cheapest first and marked, from a shared address too', async () => {
    await renderInApp(<PlanPage />, { locale: 'en', path: '/plan?days=10' });
    expect(await screen.findByRole('heading', { name: 'America Month' }, { timeout: 10_000 })).toBeTruthy();
    const titles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles()).toEqual(['America Month', 'Japan Week', 'Europe Day']);
    const cards = screen.getAllByRole('listitem');
    expect(cards[0]!.textContent).toContain('Lowest price for 10 days');
    expect(cards[0]!.textContent).toContain('$8.00 for 10 days');
    expect(cards[0]!.textContent).toContain('10 GB of high-speed data for the trip');
    expect(cards[1]!.textContent).toContain('$15.00 for 10 days');
    expect(cards[1]!.textContent).not.toContain('Lowest price');
  });

  it('ranks for a week until told, takes a length typed or picked in Chinese, prices nothing out of range', async () => {
    await renderInApp(<PlanPage />, { locale: 'zh-CN', path: '/plan' });
    expect(await screen.findByRole('heading', { name: '美国月包' }, { timeout: 10_000 })).toBeTruthy();
    // a week (DEFAULT_TRIP_DAYS), not written in the address
    expect(screen.getByText('7 天共 US$5.60')).toBeTruthy();
    expect(screen.getByText('7 天最低价')).toBeTruthy();
    expect(screen.getByLabelText('出行几天？')).toHaveProperty('value', '7');
    await userEvent.click(screen.getByRole('button', { name: '3 天' }));
    expect(await screen.findByText('3 天共 US$2.40')).toBeTruthy();
    expect(screen.getByText('3 天最低价')).toBeTruthy();
    const field = screen.getByLabelText('出行几天？');
    await userEvent.clear(field);
    await userEvent.type(field, '120');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', '请输入 1 至 90 天。');
    expect(screen.queryByText(/天共/)).toBeNull();
  });

  it('prices the whole trip at a daily use, the add-ons it needs and a new eSIM, and says why (zh-CN)', async () => {
    await renderInApp(<PlanPage />, { locale: 'zh-CN', path: '/plan?days=7&to=JP' });
    expect(await screen.findByText('7 天共 US$10.50', undefined, { timeout: 10_000 })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: /中度/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /我需要一张新的 eSIM/ }));
    // 500 MB a day on the plan, 1.5 GB used: two 1 GB packs once (add-on MB count every day after), the eSIM
    expect(await screen.findByText('7 天共 US$25.50')).toBeTruthy();
    const card = screen.getAllByRole('listitem')[0]!;
    expect(card.textContent).toContain('日租费：US$10.50');
    expect(card.textContent).toContain(
      '加油包：2 × 日本 1 GB，US$10.00（只需购买一次，此后每天的额度都会增加）',
    );
    expect(card.textContent).toContain('eSIM 申请费：US$5.00');
    expect(card.textContent).toContain('足够每天 1.5 GB 高速使用');
    // with a new eSIM, the order is the one-step purchase of both (after the login, for a visitor)
    expect(
      within(card).getByRole('link', { name: '登录后连同新 eSIM 一起订购日本周游' }).getAttribute('href'),
    ).toBe(`/login?redirect=${encodeURIComponent('/mySims/applyEsim?plan=1')}`);
    // heavy use: 4 GB a day needs 3.5 GB of packs: four of them
    await userEvent.click(screen.getByRole('radio', { name: /重度/ }));
    expect(await screen.findByText('7 天共 US$35.50')).toBeTruthy();
  });
});
