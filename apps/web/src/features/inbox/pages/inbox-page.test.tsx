// @vitest-environment jsdom
import type { InboxItem, InboxReadBody, InboxPage as Page } from '@simportal/contract/api/inbox';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import inboxEn from '../../../locales/en/inbox.json' with { type: 'json' };
import inboxZh from '../../../locales/zh-CN/inbox.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { signIn } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { InboxBell } from '../components/inbox-bell.tsx';
import { InboxPage } from './inbox-page.tsx';

// The inbox (issue #68): newest first, unread told apart without colour, an item opened marks it read and the
// bell's count follows, "Mark all as read", "Load more" with the server's `nextBefore`, the empty state, a
// failure with its retry, and an administrator in a customer's view who reads and marks nothing.

serveApi();
afterEach(() => authStore.getState().clearAuth());

const words = inboxEn.inbox;

const item = (id: number, read: boolean, overrides: Partial<InboxItem> = {}): InboxItem => ({
  id,
  kind: 'usage.threshold_reached',
  title: `Card Travel has used 80% of its data (${id})`,
  body: `400 MB of 500 MB used (${id}).`,
  link: `/mySims/${id}/traffic`,
  createdAt: new Date(Date.now() - id * 60_000).toISOString(),
  read,
  ...overrides,
});

/** The server's inbox over `all` (newest first), paged by `before` and `limit`; records every read it is sent. */
const serveInbox = (all: InboxItem[]) => {
  let items = all;
  const reads: InboxReadBody[] = [];
  const unread = () => items.filter((entry) => !entry.read).length;
  apiServer.use(
    http.get('/api/inbox', ({ request }) => {
      const url = new URL(request.url);
      const before = Number(url.searchParams.get('before') ?? Number.POSITIVE_INFINITY);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const older = items.filter((entry) => entry.id < before);
      const page = older.slice(0, limit);
      const answer: Page = {
        items: page,
        unread: unread(),
        nextBefore: older.length > limit ? page.at(-1)!.id : null,
      };
      return ok(answer);
    }),
    http.get('/api/inbox/unread', () => ok({ unread: unread() })),
    http.post('/api/inbox/read', async ({ request }) => {
      const body = (await request.json()) as InboxReadBody;
      reads.push(body);
      items = items.map((entry) =>
        'all' in body || body.ids.includes(entry.id) ? { ...entry, read: true } : entry,
      );
      return ok({ unread: unread() });
    }),
  );
  return reads;
};

/** Ids in descending order: the newest (smallest age) first. */
const newestFirst = (count: number, read: (id: number) => boolean) =>
  Array.from({ length: count }, (_, index) => item(count - index, read(count - index))).sort(
    (a, b) => b.id - a.id,
  );

describe('the inbox', () => {
  it('says what will appear here while nothing has', async () => {
    signIn(1_000);
    serveInbox([]);
    await renderInApp(<InboxPage />);
    expect(await screen.findByText(words.empty.title)).toBeTruthy();
    expect(screen.getByText(words.empty.customer)).toBeTruthy();
    expect(screen.queryByRole('button', { name: words.markAllRead })).toBeNull();
  });

  it('marks unread items without colour, opens one, marks it read, and the bell follows', async () => {
    signIn(1_000);
    const reads = serveInbox([item(3, false), item(2, true), item(1, false)]);
    await renderInApp(
      <>
        <InboxBell />
        <InboxPage />
      </>,
    );
    const list = await screen.findByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/mySims/3/traffic',
      '/mySims/2/traffic',
      '/mySims/1/traffic',
    ]);
    // unread: the word for a screen reader (and a dot and a bold title), read: neither
    expect(links[0]!.textContent).toContain(`${words.unreadMark} `);
    expect(links[1]!.textContent).not.toContain(`${words.unreadMark} `);
    expect(links[0]!.textContent).toContain('minutes ago');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Inbox, 2 unread' })).toBeTruthy());

    await userEvent.click(links[0]!);
    await waitFor(() => expect(reads).toEqual([{ ids: [3] }]));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Inbox, 1 unread' })).toBeTruthy());
    expect(within(list).getAllByRole('link')[0]!.textContent).not.toContain(`${words.unreadMark} `);
    // a read item opens without asking the server again
    await userEvent.click(within(list).getAllByRole('link')[1]!);
    expect(reads).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: words.markAllRead }));
    await waitFor(() => expect(reads).toEqual([{ ids: [3] }, { all: true }]));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Inbox' })).toBeTruthy());
    await waitFor(() => expect(screen.queryByRole('button', { name: words.markAllRead })).toBeNull());
  });

  it('loads older items page by page until the server has no more (zh-CN)', async () => {
    signIn(1_000);
    serveInbox(newestFirst(45, () => true));
    await renderInApp(<InboxPage />, { locale: 'zh-CN' });
    const zh = inboxZh.inbox;
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('link')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: zh.loadMore }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(40));
    await userEvent.click(screen.getByRole('button', { name: zh.loadMore }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(45));
    expect(screen.queryByRole('button', { name: zh.loadMore })).toBeNull();
    expect(screen.getByText(zh.end)).toBeTruthy();
    // the oldest last, without a page twice
    const hrefs = within(list)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(new Set(hrefs).size).toBe(45);
    expect(hrefs.at(-1)).toBe('/mySims/1/traffic');
  });

  it('says what failed and loads again on retry', async () => {
    signIn(1_000);
    apiServer.use(http.get('/api/inbox', () => failure(500, 500, 'internal_error')));
    apiServer.use(http.get('/api/inbox/unread', () => ok({ unread: 0 })));
    await renderInApp(<InboxPage />);
    expect(await screen.findByText(words.loadFailed)).toBeTruthy();
    serveInbox([item(1, false)]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list')).toBeTruthy();
  });

  it('lets an administrator in a customer’s view read the inbox and mark nothing', async () => {
    signIn(1_000);
    const claims = btoa(JSON.stringify({ sub: '5', act: { sub: '1' } })).replace(/=+$/, '');
    authStore.setState({ accessToken: `h.${claims}.s` });
    const reads = serveInbox([item(2, false), item(1, false)]);
    await renderInApp(<InboxPage />);
    expect(await screen.findByText(words.actingAs)).toBeTruthy();
    expect(screen.queryByRole('button', { name: words.markAllRead })).toBeNull();
    await userEvent.click((await screen.findAllByRole('link', { name: /Card Travel/ }))[0]!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).toEqual([]);
  });
});
