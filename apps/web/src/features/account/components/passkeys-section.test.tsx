// @vitest-environment jsdom
import type { Passkey } from '@simportal/contract/api/second-factor';
import { ERRORS } from '@simportal/contract/errors';
import messagesEn from '@simportal/contract/messages/en.json' with { type: 'json' };
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime, formatDay } from '../../../lib/format.ts';
import passkeysEn from '../../../locales/en/passkeys.json' with { type: 'json' };
import passkeysZh from '../../../locales/zh-CN/passkeys.json' with { type: 'json' };
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { PasskeysSection } from './passkeys-section.tsx';

// Personal Center › Passkeys (decision 0105): the list, a passkey removed only once confirmed, a new one made by
// the browser once the current password is right and sent with its name, a wrong password said under its field,
// a closed prompt said quietly, and nothing changed from an administrator's view of the account.

// jsdom has no WebAuthn: the browser's answer to the server's options stands in for it
const browser = vi.hoisted(() => ({ supported: true, declines: false, created: [] as unknown[] }));
vi.mock('../../../lib/passkey.ts', () => ({
  passkeysSupported: () => browser.supported,
  createPasskey: async (options: unknown) => {
    if (browser.declines)
      throw new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');
    browser.created.push(options);
    return { id: 'credential-2', type: 'public-key' };
  },
}));

const PHONE: Passkey = {
  id: 'pk-phone-0000000001',
  name: 'My phone',
  createdAt: '2026-11-20T08:00:00.000Z',
  lastUsedAt: '2026-11-28T19:30:00.000Z',
};
const LAPTOP: Passkey = {
  id: 'pk-laptop-000000002',
  name: 'Laptop',
  createdAt: '2026-11-25T08:00:00.000Z',
  lastUsedAt: null,
};
const OPTIONS = { challenge: 'c2lnbi1tZQ', rp: { id: 'localhost', name: 'SIM Portal' } };
const PASSWORD = 'Secret-123';

/** The server's passkeys, which adding and removing change as the server would; what each call was sent. */
const servePasskeys = (initial: Passkey[]) => {
  let live = [...initial];
  const sent = { options: [] as unknown[], added: [] as { name?: string }[], removed: [] as string[] };
  apiServer.use(
    http.get('/api/user/passkeys', () => ok(live)),
    http.post('/api/user/passkeys/options', async ({ request }) => {
      const body = (await request.json()) as { password?: string };
      sent.options.push(body);
      if (body.password !== PASSWORD)
        return failure(400, ERRORS.old_password_incorrect.code, 'old_password_incorrect');
      return ok(OPTIONS);
    }),
    http.post('/api/user/passkeys', async ({ request }) => {
      const body = (await request.json()) as { name?: string };
      sent.added.push(body);
      const added = { ...LAPTOP, id: 'pk-new-00000000003', name: body.name ?? 'Passkey 2026-11-29' };
      live = [...live, added];
      return ok(added, 201);
    }),
    http.delete('/api/user/passkeys/:id', ({ params }) => {
      sent.removed.push(String(params.id));
      live = live.filter((passkey) => passkey.id !== params.id);
      return ok(null);
    }),
  );
  return sent;
};

serveApi();
beforeEach(() => {
  browser.supported = true;
  browser.declines = false;
  browser.created = [];
});

const words = passkeysEn.passkeys;
const list = () => screen.findByRole('list', { name: words.title });

/** Opens the form and fills it; the submit is the caller's. */
const fillForm = async (user: ReturnType<typeof userEvent.setup>, password: string, name = '') => {
  await user.click(await screen.findByRole('button', { name: words.add }));
  if (name) await user.type(screen.getByLabelText(words.name), name);
  await user.type(screen.getByLabelText(words.password), password);
  await user.click(screen.getByRole('button', { name: words.create }));
};

describe('the passkeys section', () => {
  it('says there are none yet, and adds one with the current password and its name', async () => {
    const sent = servePasskeys([]);
    await renderInApp(<PasskeysSection actingAs={false} onActingAs={() => {}} />);
    expect(await screen.findByText(words.none)).toBeTruthy();
    const user = userEvent.setup();
    await fillForm(user, PASSWORD, '  Work laptop ');
    expect(await screen.findByText('Work laptop')).toBeTruthy();
    expect(sent.options).toEqual([{ password: PASSWORD }]);
    expect(browser.created).toEqual([OPTIONS]);
    expect(sent.added).toEqual([
      { response: { id: 'credential-2', type: 'public-key' }, name: 'Work laptop' },
    ]);
    expect(screen.getByText(words.addedDone.replace('{{name}}', 'Work laptop'))).toBeTruthy();
    // the form folds away again
    expect(screen.queryByLabelText(words.password)).toBeNull();
  });

  it('names a passkey left unnamed with today’s date, in the reader’s language', async () => {
    const sent = servePasskeys([]);
    await renderInApp(<PasskeysSection actingAs={false} onActingAs={() => {}} />, { locale: 'zh-CN' });
    const zh = passkeysZh.passkeys;
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: zh.add }));
    await user.type(screen.getByLabelText(zh.password), PASSWORD);
    await user.click(screen.getByRole('button', { name: zh.create }));
    await waitFor(() => expect(sent.added).toHaveLength(1));
    const now = new Date();
    const day = new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
    expect(sent.added[0]!.name).toBe(zh.defaultName.replace('{{day}}', formatDay(day, 'zh-CN')));
    expect(sent.added[0]!.name).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日添加的通行密钥$/);
  });

  it('lists each passkey with when it was added and last used, in Chinese', async () => {
    servePasskeys([PHONE, LAPTOP]);
    await renderInApp(<PasskeysSection actingAs={false} onActingAs={() => {}} />, { locale: 'zh-CN' });
    const zh = passkeysZh.passkeys;
    const items = within(await screen.findByRole('list', { name: zh.title })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('My phone')).toBeTruthy();
    const when = (iso: string) => formatDateTime(iso, 'zh-CN');
    expect(within(items[0]!).getByText(zh.added.replace('{{when}}', when(PHONE.createdAt)))).toBeTruthy();
    expect(
      within(items[0]!).getByText(zh.lastUsed.replace('{{when}}', when(PHONE.lastUsedAt!))),
    ).toBeTruthy();
    expect(within(items[1]!).getByText(zh.neverUsed)).toBeTruthy();
  });

  it('says a wrong password under its field and makes no passkey', async () => {
    const sent = servePasskeys([PHONE]);
    await renderInApp(<PasskeysSection actingAs={false} onActingAs={() => {}} />);
    const user = userEvent.setup();
    await fillForm(user, 'not-it');
    expect(await screen.findByText(messagesEn.old_password_incorrect)).toBeTruthy();
    expect(sent.options).toEqual([{ password: 'not-it' }]);
    expect(browser.created).toEqual([]);
    expect(sent.added).toEqual([]);
  });

  it('says quietly that a closed prompt made no passkey', async () => {
    const sent = servePasskeys([PHONE]);
    browser.declines = true;
    await renderInApp(<PasskeysSection actingAs={false} onActingAs={() => {}} />);
    const user = userEvent.setup();
    await fillForm(user, PASSWORD);
    expect(await screen.findByText(words.declined)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent.added).toEqual([]);
  });

  it('removes a passkey only once confirmed', async () => {
    const sent = servePasskeys([PHONE, LAPTOP]);
    await renderInApp(<PasskeysSection actingAs={false} onActingAs={() => {}} />);
    const user = userEvent.setup();
    await list();
    await user.click(screen.getByRole('button', { name: words.removeOf.replace('{{name}}', 'Laptop') }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText(words.removeTitle.replace('{{name}}', 'Laptop'))).toBeTruthy();
    expect(sent.removed).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: words.remove }));
    await waitFor(() => expect(screen.queryByText('Laptop')).toBeNull());
    expect(sent.removed).toEqual([LAPTOP.id]);
    expect(await screen.findByText(words.removed)).toBeTruthy();
    expect(screen.getByText('My phone')).toBeTruthy();
  });

  it("shows the passkeys but changes nothing from an administrator's view of the account", async () => {
    servePasskeys([PHONE]);
    await renderInApp(<PasskeysSection actingAs onActingAs={() => {}} />);
    await list();
    expect(screen.getByText(words.actingAs)).toBeTruthy();
    const remove = screen.getByRole('button', { name: words.removeOf.replace('{{name}}', 'My phone') });
    expect((remove as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: words.add }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("turns read-only when the server says it is an administrator's view", async () => {
    servePasskeys([PHONE]);
    apiServer.use(
      http.post('/api/user/passkeys/options', () => failure(403, ERRORS.no_permission.code, 'no_permission')),
    );
    const onActingAs = vi.fn();
    await renderInApp(<PasskeysSection actingAs={false} onActingAs={onActingAs} />);
    await fillForm(userEvent.setup(), PASSWORD);
    await waitFor(() => expect(onActingAs).toHaveBeenCalledOnce());
    expect(browser.created).toEqual([]);
  });

  it('tells a browser without passkeys so, and still lists them', async () => {
    servePasskeys([PHONE]);
    browser.supported = false;
    await renderInApp(<PasskeysSection actingAs={false} onActingAs={() => {}} />);
    expect(await screen.findByText(words.unsupported)).toBeTruthy();
    expect(screen.getByText('My phone')).toBeTruthy();
    expect(screen.queryByRole('button', { name: words.add })).toBeNull();
  });
});
