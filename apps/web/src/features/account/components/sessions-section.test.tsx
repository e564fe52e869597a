// @vitest-environment jsdom
import type { SessionInfo } from '@simportal/contract/api/auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/format.ts';
import authEn from '../../../locales/en/auth.json' with { type: 'json' };
import authZh from '../../../locales/zh-CN/auth.json' with { type: 'json' };
import { apiServer, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { SessionsSection } from './sessions-section.tsx';

// Personal Center › Sessions: this session marked and never offered for sign-out, each other one ended only
// after a confirmation, all the others at once, nothing ended from an administrator's view.

const session = (overrides: Partial<SessionInfo>): SessionInfo => ({
  id: '00000000-0000-4000-8000-000000000001',
  current: false,
  browser: 'Chrome 140',
  os: 'Windows',
  device: 'desktop',
  network: '203.0.113.0/24',
  signedInAt: '2026-11-20T09:00:00.000Z',
  lastUsedAt: '2026-11-24T10:00:00.000Z',
  expiresAt: '2026-12-20T09:00:00.000Z',
  ...overrides,
});

const HERE = session({ id: '00000000-0000-4000-8000-00000000000a', current: true });
const PHONE = session({
  id: '00000000-0000-4000-8000-00000000000b',
  browser: 'Safari 17',
  os: 'iOS',
  device: 'mobile',
  network: '198.51.100.0/24',
});
const UNKNOWN = session({
  id: '00000000-0000-4000-8000-00000000000c',
  browser: null,
  os: null,
  device: null,
  network: null,
});

/** The server's list, which ending sessions changes as the server would. */
const serveSessions = (items: SessionInfo[]) => {
  let live = [...items];
  const ended: string[] = [];
  apiServer.use(
    http.get('/api/user/sessions', () => ok({ items: live })),
    http.delete('/api/user/sessions/:id', ({ params }) => {
      ended.push(String(params.id));
      live = live.filter((item) => item.id !== params.id);
      return ok(null);
    }),
    http.post('/api/user/sessions/end-others', () => {
      const others = live.filter((item) => !item.current);
      ended.push(...others.map((item) => item.id));
      live = live.filter((item) => item.current);
      return ok({ ended: others.length });
    }),
  );
  return ended;
};

serveApi();

const words = authEn.account.sessions;

const itemOf = async (text: string) => (await screen.findByText(text)).closest('li') as HTMLElement;

describe('the sessions section', () => {
  it('marks this session and offers no log-out for it; names what it can of the others', async () => {
    serveSessions([HERE, PHONE, UNKNOWN]);
    await renderInApp(<SessionsSection actingAs={false} />);
    const here = await itemOf('Chrome 140 · Windows');
    expect(within(here).getByText(words.current)).toBeTruthy();
    expect(within(here).queryByRole('button', { name: words.end })).toBeNull();
    expect(within(here).getByText('Computer · internet address 203.0.113.x')).toBeTruthy();
    const phone = await itemOf('Safari 17 · iOS');
    expect(within(phone).getByText('Phone · internet address 198.51.100.x')).toBeTruthy();
    expect(within(phone).queryByText(words.current)).toBeNull();
    const unknown = await itemOf(words.unknownBrowser);
    expect(within(unknown).getByText(words.device.unknown)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: words.end })).toHaveLength(2);
  });

  it('ends a session only once confirmed, and shows the list without it', async () => {
    const ended = serveSessions([HERE, PHONE]);
    await renderInApp(<SessionsSection actingAs={false} />);
    const user = userEvent.setup();
    const phone = await itemOf('Safari 17 · iOS');
    await user.click(within(phone).getByRole('button', { name: words.end }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText(words.endTitle.replace('{{name}}', 'Safari 17 · iOS'))).toBeTruthy();
    expect(ended).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: words.end }));
    await waitFor(() => expect(screen.queryByText('Safari 17 · iOS')).toBeNull());
    expect(ended).toEqual([PHONE.id]);
    expect(await screen.findByText(words.ended)).toBeTruthy();
    expect(screen.getByText(words.onlyThis)).toBeTruthy();
  });

  it('logs out all the others after one confirmation, in Chinese', async () => {
    const ended = serveSessions([HERE, PHONE, UNKNOWN]);
    await renderInApp(<SessionsSection actingAs={false} />, { locale: 'zh-CN' });
    const zh = authZh.account.sessions;
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: zh.endOthers }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText(zh.endOthersTitle_other.replace('{{count}}', '2'))).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: zh.endOthers }));
    expect(await screen.findByText(zh.endedOthers_other.replace('{{count}}', '2'))).toBeTruthy();
    expect(ended).toEqual([PHONE.id, UNKNOWN.id]);
    expect(screen.getByText(zh.device.desktop, { exact: false })).toBeTruthy();
  });

  it("ends nothing from an administrator's view of the account", async () => {
    const deleted = vi.fn();
    serveSessions([HERE, PHONE]);
    apiServer.use(http.delete('/api/user/sessions/:id', deleted));
    await renderInApp(<SessionsSection actingAs />);
    expect(await screen.findByText(words.actingAs)).toBeTruthy();
    expect(await screen.findByText('Safari 17 · iOS')).toBeTruthy();
    expect(screen.queryByRole('button', { name: words.end })).toBeNull();
    expect(screen.queryByRole('button', { name: words.endOthers })).toBeNull();
    expect(deleted).not.toHaveBeenCalled();
  });

  it('shows the sessions of one device once, with their number and latest activity, in both languages (issue #56)', async () => {
    // this computer signed in three times this morning, the phone twice (its browser updated in between)
    const morning = (id: string, hour: number, overrides: Partial<SessionInfo> = {}) =>
      session({
        id: `00000000-0000-4000-8000-0000000000${id}`,
        signedInAt: `2026-11-24T0${hour}:00:00.000Z`,
        lastUsedAt: `2026-11-24T0${hour}:30:00.000Z`,
        ...overrides,
      });
    const phone = { browser: 'Safari 17', os: 'iOS', device: 'mobile' as const, network: '198.51.100.0/24' };
    const ended = serveSessions([
      morning('a1', 9, { current: true }),
      morning('b1', 8, { ...phone, browser: 'Safari 18' }),
      morning('a2', 7),
      morning('a3', 6),
      morning('b2', 5, phone),
    ]);
    const first = await renderInApp(<SessionsSection actingAs={false} />);
    await screen.findByText('Safari 18 · iOS');
    const items = within(document.querySelector('.session-list') as HTMLElement).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [here, phoneItem] = items as [HTMLElement, HTMLElement];
    expect(within(here).getByText(words.current)).toBeTruthy();
    expect(within(here).getByText('3 logins on this device')).toBeTruthy();
    expect(within(phoneItem).getByText('Safari 18 · iOS')).toBeTruthy();
    expect(within(phoneItem).getByText('2 logins on this device')).toBeTruthy();
    expect(
      within(phoneItem).getByText(
        words.lastUsed.replace('{{when}}', formatDateTime('2026-11-24T08:30:00.000Z', 'en')),
      ),
    ).toBeTruthy();

    // logging the phone out ends both of its sessions
    const user = userEvent.setup();
    await user.click(within(phoneItem).getByRole('button', { name: words.end }));
    const confirm = await screen.findByRole('tooltip');
    expect(
      within(confirm).getByText(
        words.endTitleMany.replace('{{name}}', 'Safari 18 · iOS').replace('{{count}}', '2'),
      ),
    ).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: words.end }));
    await waitFor(() => expect(screen.queryByText('Safari 18 · iOS')).toBeNull());
    expect(ended).toEqual(['00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-0000000000b2']);
    first.unmount();

    await renderInApp(<SessionsSection actingAs={false} />, { locale: 'zh-CN' });
    const zh = authZh.account.sessions;
    const zhHere = await itemOf('Chrome 140 · Windows');
    expect(within(zhHere).getByText('电脑 · 网络地址 203.0.113.x')).toBeTruthy();
    expect(within(zhHere).getByText(zh.count_other.replace('{{count}}', '3'))).toBeTruthy();
  });
});
