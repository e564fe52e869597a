// @vitest-environment jsdom
import type { AddOnInput, AdminAddOn } from '@simportal/contract/api/catalog-admin';
import { CATALOGUE_LIMITS } from '@simportal/contract/catalogue-limits';
import { ERRORS } from '@simportal/contract/errors';
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { messagesEn } from '@simportal/contract/messages-en';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import adminEn from '../../../locales/en/admin.json' with { type: 'json' };
import adminZh from '../../../locales/zh-CN/admin.json' with { type: 'json' };
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { AddOnFormDrawer } from './add-on-form-drawer.tsx';

// The add-on editor of Admin Management › Catalogue: the data amount required and within the catalogue's
// limits before anything is sent, the add-on sent as the API takes it (minor units, ISO codes), an edit sent
// with the revision it was made on, and the server's rule of a field shown under that field.

serveApi(
  http.get('/api/admin/catalog', () =>
    ok({ currency: 'USD', businessDay: '2026-11-25', plans: [], addOns: [] }),
  ),
);

const saved = (body: AddOnInput, revision: number): AdminAddOn => {
  const version = {
    version: 1,
    versionId: 9,
    priceMinor: body.priceMinor,
    trafficMb: body.trafficMb,
    createdAt: '2026-11-25T08:00:00.000Z',
    supersededAt: null,
  };
  return {
    id: 9,
    name: body.name,
    description: body.description,
    sortOrder: body.sortOrder,
    coverage: body.coverage,
    onSale: true,
    revision,
    current: version,
    versions: [version],
  };
};
const JAPAN_1GB = saved(
  {
    name: { en: 'Japan 1 GB', 'zh-CN': '日本 1 GB' },
    description: { en: '', 'zh-CN': '' },
    priceMinor: 500,
    trafficMb: 1_024,
    sortOrder: 10,
    coverage: ['JP'],
  },
  3,
);

describe('the add-on editor', () => {
  it('creates an add-on as the API takes it, after refusing a data amount out of bounds', async () => {
    let body: unknown = null;
    apiServer.use(
      http.post('/api/admin/catalog/add-ons', async ({ request }) => {
        body = await request.json();
        return ok(saved(body as AddOnInput, 1), 201);
      }),
    );
    const onClose = vi.fn();
    await renderInApp(<AddOnFormDrawer open addOn={null} onClose={onClose} />);
    const words = adminEn.admin.catalogue;
    const drawer = await screen.findByRole('dialog', { name: words.newAddOn });
    const user = userEvent.setup();
    await user.click(within(drawer).getByRole('button', { name: words.save }));
    const traffic = within(drawer).getByLabelText(words.field.trafficMb);
    const trafficField = traffic.closest('.ant-form-item') as HTMLElement;
    expect(await within(trafficField).findByText(messagesEn.field_required)).toBeTruthy();
    await user.type(traffic, String(CATALOGUE_LIMITS.maxTrafficMb + 1));
    expect(await within(trafficField).findByText(messagesEn.invalid_value)).toBeTruthy();
    expect(body).toBeNull();

    await user.clear(traffic);
    await user.type(traffic, '1024');
    await user.type(within(drawer).getByLabelText(words.field.name.en), 'Japan 1 GB');
    await user.type(within(drawer).getByLabelText(words.field.name['zh-CN']), '日本 1 GB');
    await user.type(within(drawer).getByLabelText(words.field.addOnPrice), '5');
    await user.type(within(drawer).getByLabelText(words.field.coverage), 'Japan');
    await user.click(await screen.findByTitle('Japan'));
    await user.click(within(drawer).getByRole('button', { name: words.save }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(body).toEqual({
      name: { en: 'Japan 1 GB', 'zh-CN': '日本 1 GB' },
      description: { en: '', 'zh-CN': '' },
      priceMinor: 500,
      sortOrder: 0,
      coverage: ['JP'],
      trafficMb: 1_024,
    });
    expect(await screen.findByText(messagesEn.catalogue_save_success)).toBeTruthy();
  });

  it("edits on the add-on's revision and shows the server's rule under its field, in Chinese", async () => {
    const sent: { id: string; body: Record<string, unknown> }[] = [];
    apiServer.use(
      http.put('/api/admin/catalog/add-ons/:id', async ({ params, request }) => {
        sent.push({ id: String(params.id), body: (await request.json()) as Record<string, unknown> });
        return failure(400, ERRORS.validation_failed.code, 'validation_failed', {
          issues: [{ in: 'body', field: 'name.zh-CN', rule: 'name_required' }],
        });
      }),
    );
    const onClose = vi.fn();
    await renderInApp(<AddOnFormDrawer open addOn={JAPAN_1GB} onClose={onClose} />, { locale: 'zh-CN' });
    const words = adminZh.admin.catalogue;
    const drawer = await screen.findByRole('dialog', {
      name: words.editAddOn.replace('{{name}}', '日本 1 GB'),
    });
    // a new price or amount is a new version, sold from now on
    expect(drawer.textContent).toContain(words.addOnTermsNote.replace('{{version}}', '2'));
    const user = userEvent.setup();
    expect(within(drawer).getByLabelText(words.field.addOnPrice)).toHaveProperty('value', '5.00');
    const price = within(drawer).getByLabelText(words.field.addOnPrice);
    await user.clear(price);
    await user.type(price, '6.5');
    await user.click(within(drawer).getByRole('button', { name: words.save }));
    const nameZh = within(drawer)
      .getByLabelText(words.field.name['zh-CN'])
      .closest('.ant-form-item') as HTMLElement;
    expect(await within(nameZh).findByText(messagesZhCn.name_required)).toBeTruthy();
    expect(sent).toEqual([
      {
        id: '9',
        body: expect.objectContaining({ priceMinor: 650, trafficMb: 1_024, revision: 3 }),
      },
    ]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
