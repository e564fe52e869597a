// @vitest-environment jsdom
import type {
  AdminAddOn,
  AdminCatalogue,
  AdminPlan,
  PlanVersion,
} from '@simportal/contract/api/catalog-admin';
import { ERRORS } from '@simportal/contract/errors';
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { messagesEn } from '@simportal/contract/messages-en';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import adminEn from '../../../locales/en/admin.json' with { type: 'json' };
import adminZh from '../../../locales/zh-CN/admin.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { signIn } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { CatalogueTab } from './catalogue-tab.tsx';

// Admin Management › Catalogue: a plan retired only after a confirmation that says how many cards keep it,
// a retired add-on put back on sale at once, each sent with the revision it was seen at; a refusal said in
// the reader's language; a price change shown with the day cards move to it; a viewer only reads.

const version = (n: number, priceMinor: number, effectiveFrom: string): PlanVersion => ({
  version: n,
  versionId: 10 + n,
  priceMinor,
  cycleDays: 7,
  totalTrafficMb: 5_120,
  trafficLimitType: 'PER_CYCLE',
  restrictRule: 'THROTTLE',
  planType: 'BASIC',
  effectiveFrom,
  createdAt: `${effectiveFrom}T08:00:00.000Z`,
  supersededAt: null,
});
const PLAN: AdminPlan = {
  id: 1,
  name: { en: 'Japan 7 days', 'zh-CN': '日本 7 天' },
  description: { en: '', 'zh-CN': '' },
  sortOrder: 0,
  coverage: ['JP'],
  onSale: true,
  revision: 4,
  current: version(2, 1_200, '2026-11-26'),
  versions: [version(1, 1_000, '2026-11-01'), version(2, 1_200, '2026-11-26')],
  cardCount: 3,
};
const ADD_ON: AdminAddOn = {
  id: 9,
  name: { en: 'Japan 1 GB', 'zh-CN': '日本 1 GB' },
  description: { en: '', 'zh-CN': '' },
  sortOrder: 0,
  coverage: ['JP'],
  onSale: false,
  revision: 2,
  current: {
    version: 1,
    versionId: 9,
    priceMinor: 500,
    trafficMb: 1_024,
    createdAt: '2026-11-01T08:00:00.000Z',
    supersededAt: null,
  },
  versions: [
    {
      version: 1,
      versionId: 9,
      priceMinor: 500,
      trafficMb: 1_024,
      createdAt: '2026-11-01T08:00:00.000Z',
      supersededAt: null,
    },
  ],
};
const CATALOGUE: AdminCatalogue = {
  currency: 'USD',
  businessDay: '2026-11-25',
  plans: [PLAN],
  addOns: [ADD_ON],
};

let sales: { path: string; body: unknown }[] = [];
serveApi(
  http.get('/api/admin/catalog', () => ok(CATALOGUE)),
  http.put('/api/admin/catalog/plans/:id/on-sale', async ({ params, request }) => {
    sales.push({ path: `plans/${params.id}`, body: await request.json() });
    return ok({ ...PLAN, onSale: false, revision: 5 });
  }),
  http.put('/api/admin/catalog/add-ons/:id/on-sale', async ({ params, request }) => {
    sales.push({ path: `add-ons/${params.id}`, body: await request.json() });
    return ok({ ...ADD_ON, onSale: true, revision: 3 });
  }),
);
beforeEach(() => {
  sales = [];
});
afterEach(() => authStore.getState().clearAuth());

const entryOf = (name: string) =>
  within(screen.getByText(name, { selector: 'strong' }).closest('li') as HTMLElement);

describe('the catalogue', () => {
  it('retires a plan after saying how many cards keep it, and puts an add-on back on sale', async () => {
    signIn(0, { adminRole: 'owner' });
    await renderInApp(<CatalogueTab />);
    const words = adminEn.admin.catalogue;
    const user = userEvent.setup();
    await screen.findByText('Japan 7 days', { selector: 'strong' });
    const plan = entryOf('Japan 7 days');
    // the price change and the day cards move to it
    expect(plan.getByText(/\$10\.00 → \$12\.00/)).toBeTruthy();
    expect(plan.getByText(/Nov 26, 2026/)).toBeTruthy();

    await user.click(plan.getByRole('button', { name: words.retire }));
    const popup = await screen.findByRole('tooltip');
    expect(popup.textContent).toContain(words.retireText_other.replace('{{count}}', '3'));
    expect(sales).toHaveLength(0);
    await user.click(within(popup).getByRole('button', { name: words.retire }));
    expect(await screen.findByText(messagesEn.catalogue_retire_success)).toBeTruthy();

    await user.click(entryOf('Japan 1 GB').getByRole('button', { name: words.putOnSale }));
    expect(await screen.findByText(messagesEn.catalogue_put_on_sale_success)).toBeTruthy();
    expect(sales).toEqual([
      { path: 'plans/1', body: { onSale: false, revision: 4 } },
      { path: 'add-ons/9', body: { onSale: true, revision: 2 } },
    ]);
  });

  it('says a refusal in Chinese, and opens the add-on editor on the add-on', async () => {
    signIn(0, { adminRole: 'owner' });
    apiServer.use(
      http.put('/api/admin/catalog/add-ons/:id/on-sale', () =>
        failure(409, ERRORS.catalogue_edit_conflict.code, 'catalogue_edit_conflict', { revision: 3 }),
      ),
    );
    await renderInApp(<CatalogueTab />, { locale: 'zh-CN' });
    const words = adminZh.admin.catalogue;
    const user = userEvent.setup();
    await screen.findByText('日本 1 GB', { selector: 'strong' });
    await user.click(entryOf('日本 1 GB').getByRole('button', { name: words.putOnSale }));
    expect(await screen.findByText(messagesZhCn.catalogue_edit_conflict)).toBeTruthy();
    expect(screen.getByText(messagesZhCn.catalogue_put_on_sale_failed)).toBeTruthy();

    await user.click(entryOf('日本 1 GB').getByRole('button', { name: words.edit }));
    const drawer = await screen.findByRole('dialog', {
      name: words.editAddOn.replace('{{name}}', '日本 1 GB'),
    });
    await waitFor(() =>
      expect(within(drawer).getByLabelText(words.field.trafficMb)).toHaveProperty('value', '1024'),
    );
  });

  it('lets a viewer read the catalogue but change nothing', async () => {
    signIn(0, { adminRole: 'viewer' });
    await renderInApp(<CatalogueTab />);
    const words = adminEn.admin.catalogue;
    await screen.findByText('Japan 7 days', { selector: 'strong' });
    for (const name of [words.newPlan, words.newAddOn, words.edit, words.retire, words.putOnSale]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });
});
