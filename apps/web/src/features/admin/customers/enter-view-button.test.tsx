// @vitest-environment jsdom
import { ERRORS } from '@simportal/contract/errors';
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import adminEn from '../../../locales/en/admin.json' with { type: 'json' };
import adminZh from '../../../locales/zh-CN/admin.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { customerView, signIn } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { customerViewStore } from '../customer-view/customer-view-store.ts';
import { EnterViewButton } from './enter-view-button.tsx';

// "Enter customer view": only after a confirmation that says what the view allows and how long it lasts; then
// the tab holds the customer's session (the administrator's kept aside) and opens on their cards. A refusal
// is said translated and changes nothing; a viewer has no such button.

serveApi();
afterEach(() => {
  customerViewStore.getState().setStash(null);
  authStore.getState().clearAuth();
});

const view = customerView();

const page = (
  <Routes>
    <Route path="/adminMode" element={<EnterViewButton customer={{ id: 8, username: 'alice' }} />} />
    <Route path="/mySims" element={<p>the customer's cards</p>} />
  </Routes>
);

describe('entering a customer view', () => {
  it("asks first, then holds the customer's session and opens their cards", async () => {
    signIn(0, { adminRole: 'support' });
    const entered = vi.fn();
    apiServer.use(
      http.post('/api/admin/customers/:id/view', ({ params }) => {
        entered(params.id);
        return ok(view);
      }),
    );
    await renderInApp(page, { path: '/adminMode' });
    const words = adminEn.admin.view;
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: words.enter }));
    const [title] = await screen.findAllByText(words.confirmTitle.replace('{{name}}', 'alice'));
    const confirm = title!.closest('.ant-modal') as HTMLElement;
    expect(confirm.textContent).toContain(words.confirmText.replace('{{minutes}}', '30').slice(0, 40));
    expect(entered).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: words.enter }));
    expect(await screen.findByText("the customer's cards")).toBeTruthy();
    expect(entered).toHaveBeenCalledWith('8');
    expect(authStore.getState().accessToken).toBe('customer-access');
    expect(customerViewStore.getState().stash?.admin.accessToken).toBe('a');
  });

  it('says a refusal in Chinese and keeps the administrator where they were', async () => {
    signIn(0, { adminRole: 'owner' });
    apiServer.use(
      http.post('/api/admin/customers/:id/view', () =>
        failure(409, ERRORS.account_deleted.code, 'account_deleted'),
      ),
    );
    await renderInApp(page, { path: '/adminMode', locale: 'zh-CN' });
    const words = adminZh.admin.view;
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: words.enter }));
    const [title] = await screen.findAllByText(words.confirmTitle.replace('{{name}}', 'alice'));
    await user.click(
      within(title!.closest('.ant-modal') as HTMLElement).getByRole('button', { name: words.enter }),
    );
    expect(await screen.findByText(messagesZhCn.account_deleted)).toBeTruthy();
    expect(screen.getByText(words.enterFailed)).toBeTruthy();
    await waitFor(() => expect(authStore.getState().accessToken).toBe('a'));
    expect(customerViewStore.getState().stash).toBeNull();
    expect(screen.queryByText("the customer's cards")).toBeNull();
  });

  it('is not offered to a viewer', async () => {
    signIn(0, { adminRole: 'viewer' });
    await renderInApp(page, { path: '/adminMode' });
    expect(screen.queryByRole('button', { name: adminEn.admin.view.enter })).toBeNull();
  });
});
