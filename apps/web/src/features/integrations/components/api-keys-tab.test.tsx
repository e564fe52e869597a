// @vitest-environment jsdom
import type { ApiKey, CreateApiKeyBody } from '@simportal/contract/api/api-keys';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import commonEn from '../../../locales/en/common.json' with { type: 'json' };
import integrationsEn from '../../../locales/en/integrations.json' with { type: 'json' };
import integrationsZh from '../../../locales/zh-CN/integrations.json' with { type: 'json' };
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { widthOf } from '../../../test-support/screen-width.ts';
import { ApiKeysTab } from './api-keys-tab.tsx';

// Integrations › API keys: the empty list offers the first key; a key is made with its name, scopes and expiry
// and shown once with its Copy button; a key is revoked only once confirmed; on a phone each key is a card; a
// list that cannot load says so, in either language.

const words = integrationsEn.integrations.apiKeys;
const SECRET = `sk_abcdefghijkl_${'S'.repeat(43)}`;

const key = (overrides: Partial<ApiKey>): ApiKey => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Fleet dashboard',
  prefix: 'sk_abcdefghijkl',
  scopes: ['read', 'cards'],
  createdAt: '2026-11-20T09:00:00.000Z',
  expiresAt: null,
  lastUsedAt: null,
  ...overrides,
});

/** The server's keys, which creating and revoking change as the server would; what was sent, in order. */
const serveKeys = (items: ApiKey[]) => {
  let live = [...items];
  const sent: { created: CreateApiKeyBody[]; revoked: string[] } = { created: [], revoked: [] };
  apiServer.use(
    http.get('/api/api-keys', () => ok({ items: live })),
    http.post('/api/api-keys', async ({ request }) => {
      const body = (await request.json()) as CreateApiKeyBody;
      sent.created.push(body);
      const made = key({ id: '00000000-0000-4000-8000-00000000000b', name: body.name, scopes: body.scopes });
      live = [made, ...live];
      return ok({ key: made, secret: SECRET }, 201);
    }),
    http.delete('/api/api-keys/:id', ({ params }) => {
      sent.revoked.push(String(params.id));
      live = live.filter((item) => item.id !== params.id);
      return ok(null);
    }),
  );
  return sent;
};

serveApi();

/** A text naming a key by its name and prefix. */
const named = (text: string, apiKey: ApiKey) =>
  text.replace('{{name}}', apiKey.name).replace('{{prefix}}', apiKey.prefix);

describe('the API keys tab', () => {
  it('makes the first key with its scopes and expiry, and shows it once with a Copy button', async () => {
    const sent = serveKeys([]);
    await renderInApp(<ApiKeysTab actingAs={false} />);
    const user = userEvent.setup();
    expect(await screen.findByText(words.empty)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: words.create }));

    const dialog = await screen.findByRole('dialog', { name: words.form.title });
    // a name is asked for before anything is sent
    await user.click(within(dialog).getByRole('button', { name: words.form.create }));
    expect(await within(dialog).findByText(words.form.nameRequired)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(words.form.name), 'Router fleet');
    // read is ticked already; add buy, each with the sentence that says what it allows
    expect(within(dialog).getByText(words.scopeHelp.buy)).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox', { name: new RegExp(words.scope.buy) }));
    await user.click(within(dialog).getByRole('button', { name: words.form.create }));

    await waitFor(() =>
      expect(sent.created).toEqual([{ name: 'Router fleet', scopes: ['read', 'buy'], expiresInDays: 90 }]),
    );
    const shown = (await screen.findByText(SECRET)).closest('.ant-modal') as HTMLElement;
    expect(within(shown).getByText(words.created.title.replace('{{name}}', 'Router fleet'))).toBeTruthy();
    expect(within(shown).getByText(SECRET)).toBeTruthy();
    expect(within(shown).getByText(words.created.warning)).toBeTruthy();
    await user.click(
      within(shown).getByRole('button', {
        name: commonEn.common.copyOf.replace('{{value}}', words.created.label),
      }),
    );
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    await user.click(within(shown).getByRole('button', { name: words.created.done }));
    // the list now has it, by its prefix: the secret is never shown again
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Router fleet')).toBeTruthy();
    expect(within(table).getByText('sk_abcdefghijkl')).toBeTruthy();
    expect(within(table).queryByText(SECRET)).toBeNull();
  });

  it('revokes a key only once confirmed; on a phone each key is a card with its dates', async () => {
    widthOf(true);
    const used = key({ lastUsedAt: '2026-11-24T10:00:00.000Z', expiresAt: '2027-02-18T09:00:00.000Z' });
    const sent = serveKeys([used]);
    await renderInApp(<ApiKeysTab actingAs={false} />);
    const user = userEvent.setup();
    const card = (await screen.findByText('Fleet dashboard')).closest('li') as HTMLElement;
    expect(within(card).getByText('sk_abcdefghijkl')).toBeTruthy();
    expect(within(card).getByText(words.scope.cards)).toBeTruthy();
    expect(within(card).getByText(words.columns.lastUsed)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    await user.click(within(card).getByRole('button', { name: named(words.revokeOf, used) }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText(words.revokeText)).toBeTruthy();
    expect(sent.revoked).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: words.revoke }));
    await waitFor(() => expect(sent.revoked).toEqual([used.id]));
    expect(await screen.findByText(named(words.revoked, used))).toBeTruthy();
    expect(await screen.findByText(words.empty)).toBeTruthy();
  });

  it('tells two keys of one name apart by prefix, creation and last use when revoking (issue #67)', async () => {
    const older = key({ lastUsedAt: '2026-11-24T10:00:00.000Z' });
    const newer = key({
      id: '00000000-0000-4000-8000-000000000002',
      prefix: 'sk_mnopqrstuvwx',
      createdAt: '2026-11-26T09:00:00.000Z',
    });
    const sent = serveKeys([newer, older]);
    await renderInApp(<ApiKeysTab actingAs={false} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: named(words.revokeOf, newer) }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText(named(words.revokeTitle, newer))).toBeTruthy();
    expect(within(confirm).getByText(/^Created Nov 26, 2026.* · Last used: Not used yet$/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: words.revoke }));
    await waitFor(() => expect(sent.revoked).toEqual([newer.id]));
    expect(screen.getByRole('button', { name: named(words.revokeOf, older) })).toBeTruthy();
  });

  it('lists keys in a table on a desktop, read only in a customer view, and says in Chinese when they cannot be loaded', async () => {
    serveKeys([key({})]);
    const first = await renderInApp(<ApiKeysTab actingAs={false} />);
    const table = await screen.findByRole('table');
    expect(within(table).getByText(words.never)).toBeTruthy();
    expect(within(table).getByText(words.notUsed)).toBeTruthy();
    expect(within(table).getByRole('button', { name: /Fleet dashboard/ })).toBeTruthy();
    first.unmount();

    // an administrator in the customer's view reads the keys, and is told why nothing can be changed
    const view = await renderInApp(<ApiKeysTab actingAs />);
    const readOnly = await screen.findByRole('table');
    expect(screen.getByText(words.actingAs)).toBeTruthy();
    expect(within(readOnly).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: words.create })).toBeNull();
    view.unmount();

    apiServer.use(http.get('/api/api-keys', () => failure(500, 50000, 'server_error')));
    await renderInApp(<ApiKeysTab actingAs={false} />, { locale: 'zh-CN' });
    expect(await screen.findByText(integrationsZh.integrations.apiKeys.loadFailed)).toBeTruthy();
  });
});
