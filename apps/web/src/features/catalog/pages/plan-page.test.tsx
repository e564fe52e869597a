// @vitest-environment jsdom
import type { BasicPlan, Catalogue } from '@simportal/contract/api/catalog';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http, ok, serveApi } from '../../../test-support/api-server.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { PlanPage } from './plan-page.tsx';

// The shop's "Where are you going?" (issue 20): a destination typed in either language narrows the plans to
// those that work there.

const plan = (id: number, en: string, zh: string, coverage: string[]): BasicPlan => ({
  id,
  code: `plan-${id}`,
  name: { en, 'zh-CN': zh },
  description: { en: '', 'zh-CN': '' },
  priceMinor: 150,
  cycleDays: 1,
  totalTrafficMb: 500,
  trafficLimitType: 'PER_DAY',
  restrictRule: 'THROTTLE',
  planType: 'BASIC',
  coverage,
});

const catalogue: Catalogue = {
  currency: 'USD',
  plans: [plan(1, 'Japan Week', '日本周游', ['JP']), plan(2, 'Europe Day', '欧洲日包', ['DE', 'FR'])],
  addOns: [],
};

serveApi(http.get('/api/catalog', () => ok(catalogue)));

describe('the plan list by destination', () => {
  it('shows only the plans that work in the destination typed in Chinese', async () => {
    await renderInApp(<PlanPage />, { locale: 'zh-CN', path: '/plan' });
    // the first render of a file loads antd's modules: more than findBy's default second on a busy machine
    expect(await screen.findByRole('heading', { name: '欧洲日包' }, { timeout: 10_000 })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('您要去哪里？'), '日本');
    await userEvent.click(await screen.findByTitle('🇯🇵 日本'));
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
    await userEvent.click(await screen.findByTitle('🇯🇵 Japan'));
    expect(await screen.findByRole('heading', { name: 'Japan Week' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Europe Day' })).toBeNull();
  });
});
