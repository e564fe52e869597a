// @vitest-environment jsdom
import type { AdminPlan, PlanInput } from '@simportal/contract/api/catalog-admin';
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { messagesEn } from '@simportal/contract/messages-en';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import adminZh from '../../../locales/zh-CN/admin.json' with { type: 'json' };
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { PlanFormDrawer } from './plan-form-drawer.tsx';

// The plan editor of Admin Management › Catalogue (decision 0026): what it refuses before sending, what it
// sends, and what an administrator sees when someone else saved first.

serveApi();

const saved = (body: PlanInput, revision: number): AdminPlan => {
  const version = {
    version: 1,
    versionId: 7,
    priceMinor: body.priceMinor,
    cycleDays: body.cycleDays,
    totalTrafficMb: body.totalTrafficMb,
    trafficLimitType: body.trafficLimitType,
    restrictRule: body.restrictRule,
    planType: body.planType,
    effectiveFrom: '2026-11-23',
    createdAt: '2026-11-23T10:00:00.000Z',
    supersededAt: null,
  };
  return {
    id: 7,
    name: body.name,
    description: body.description,
    sortOrder: body.sortOrder,
    coverage: body.coverage,
    onSale: true,
    revision,
    current: version,
    versions: [version],
    cardCount: 0,
  };
};

const open = (plan: AdminPlan | null, onClose = vi.fn()) => (
  <PlanFormDrawer open plan={plan} tomorrow="2026-11-24" onClose={onClose} />
);

describe('the plan editor', () => {
  it('says what is missing, in the reader language, before anything is sent', async () => {
    const sent = vi.fn();
    apiServer.use(http.post('/api/admin/catalog/plans', sent));
    await renderInApp(open(null), { locale: 'zh-CN' });
    const drawer = await screen.findByRole('dialog', { name: '新建套餐' });
    await userEvent.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findAllByText(messagesZhCn.name_required)).toHaveLength(2);
    // antd settles each field's rules on its own; every message is awaited
    expect(await within(drawer).findByText(messagesZhCn.coverage_required)).toBeTruthy();
    expect(await within(drawer).findByText(adminZh.admin.common.amountRequired)).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends the plan as the API takes it: minor units, ISO codes found by a Chinese name', async () => {
    let body: PlanInput | null = null;
    apiServer.use(
      http.post('/api/admin/catalog/plans', async ({ request }) => {
        body = (await request.json()) as PlanInput;
        return ok(saved(body, 1), 201);
      }),
    );
    const onClose = vi.fn();
    await renderInApp(open(null, onClose), { locale: 'zh-CN' });
    const drawer = await screen.findByRole('dialog', { name: '新建套餐' });
    const user = userEvent.setup();
    await user.type(within(drawer).getByLabelText('英文名称'), 'Japan 7 Days 5 GB');
    await user.type(within(drawer).getByLabelText('中文名称'), '日本 7 天 5 GB');
    await user.type(within(drawer).getByLabelText('每个周期的价格'), '14.00');
    await user.type(within(drawer).getByLabelText('适用国家和地区'), '日本');
    await user.click(await screen.findByTitle('日本'));
    await user.clear(within(drawer).getByLabelText('周期天数'));
    await user.type(within(drawer).getByLabelText('周期天数'), '7');
    await user.type(within(drawer).getByLabelText('流量（MB）'), '5120');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(body).toMatchObject({
      name: { en: 'Japan 7 Days 5 GB', 'zh-CN': '日本 7 天 5 GB' },
      priceMinor: 1400,
      cycleDays: 7,
      totalTrafficMb: 5120,
      coverage: ['JP'],
      trafficLimitType: 'PER_DAY',
      restrictRule: 'THROTTLE',
    });
  });

  it('tells an administrator whose edit came second, and keeps the drawer open', async () => {
    const plan = saved(
      {
        name: { en: 'Global Daily 500 MB', 'zh-CN': '全球日包 500 MB' },
        description: { en: '', 'zh-CN': '' },
        priceMinor: 150,
        cycleDays: 1,
        totalTrafficMb: 500,
        trafficLimitType: 'PER_DAY',
        restrictRule: 'THROTTLE',
        planType: 'BASIC',
        sortOrder: 10,
        coverage: ['JP'],
      },
      3,
    );
    apiServer.use(
      http.put('/api/admin/catalog/plans/7', () =>
        failure(409, 40950, 'catalogue_edit_conflict', { revision: 4 }),
      ),
      http.get('/api/admin/catalog', () =>
        ok({ currency: 'USD', businessDay: '2026-11-23', plans: [], addOns: [] }),
      ),
    );
    const onClose = vi.fn();
    await renderInApp(open(plan, onClose));
    const drawer = await screen.findByRole('dialog', { name: 'Edit Global Daily 500 MB' });
    // what a new price would do is said before it is saved
    expect(within(drawer).getByText(/saved as version 2/)).toBeTruthy();
    const price = within(drawer).getByLabelText('Price of one cycle');
    await userEvent.clear(price);
    await userEvent.type(price, '1.80');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messagesEn.catalogue_edit_conflict)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
