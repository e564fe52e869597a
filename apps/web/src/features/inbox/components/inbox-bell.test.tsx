// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiServer, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { InboxBell } from './inbox-bell.tsx';

// The header's bell (issue #68): the unread count on its badge and in its name, the inbox one tap away.

serveApi();

describe('the bell', () => {
  it('shows the unread count and opens the inbox', async () => {
    apiServer.use(http.get('/api/inbox/unread', () => ok({ unread: 3 })));
    const { container } = await renderInApp(<InboxBell />);
    const bell = await screen.findByRole('link', { name: 'Inbox, 3 unread' });
    expect(bell.getAttribute('href')).toBe('/inbox');
    await waitFor(() => expect(container.querySelector('.ant-badge-count')?.textContent).toBe('3'));
  });

  it('shows no count when all is read, and "99+" past 99 (zh-CN)', async () => {
    apiServer.use(http.get('/api/inbox/unread', () => ok({ unread: 0 })));
    const first = await renderInApp(<InboxBell />, { locale: 'zh-CN' });
    await screen.findByRole('link', { name: '消息中心' });
    expect(first.container.querySelector('.ant-badge-count')).toBeNull();
    first.unmount();
    apiServer.use(http.get('/api/inbox/unread', () => ok({ unread: 140 })));
    const second = await renderInApp(<InboxBell />, { locale: 'zh-CN' });
    await screen.findByRole('link', { name: '消息中心，140 条未读' });
    await waitFor(() => expect(second.container.querySelector('.ant-badge-count')?.textContent).toBe('99+'));
  });
});
