// @vitest-environment jsdom
import { ERRORS } from '@simportal/contract/errors';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import adminEn from '../../../locales/en/admin.json' with { type: 'json' };
import adminZh from '../../../locales/zh-CN/admin.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { customerView, signIn } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { CustomerViewBanner } from './customer-view-banner.tsx';
import { enterCustomerView } from './customer-view-session.ts';
import { customerViewStore } from './customer-view-store.ts';

// While an administrator is in a customer's view: whose view it is on every page, and Exit, which ends the
// view on the server and puts the administrator's own session back on /adminMode, whatever the server said.
// A view's session that ends some other way (expired, logged out) puts it back the same way, and says so.

serveApi();
afterEach(() => {
  customerViewStore.getState().setStash(null);
  authStore.getState().clearAuth();
});

/** The tab after an owner entered Alice's view: her tokens in the auth store, the owner's kept aside. */
const inAlicesView = async (from?: string) => {
  signIn(0, { adminRole: 'owner' });
  apiServer.use(http.post('/api/admin/customers/:id/view', () => ok(customerView())));
  await enterCustomerView(8, from);
};

/** Where the app is: the address's query, shown for the test to read. */
function Where() {
  return <p data-testid="where">{useLocation().search}</p>;
}

const app = (
  <>
    <CustomerViewBanner />
    <Routes>
      <Route path="/mySims" element={<p>alice's cards</p>} />
      <Route
        path="/adminMode"
        element={
          <>
            <p>Admin Management</p>
            <Where />
          </>
        }
      />
    </Routes>
  </>
);

describe('the customer view banner', () => {
  it("says whose view it is, and Exit ends it on the server and brings the administrator's session back", async () => {
    await inAlicesView();
    const left: (string | null)[] = [];
    apiServer.use(
      http.post('/api/customer-view/leave', ({ request }) => {
        left.push(request.headers.get('Authorization'));
        return ok(null);
      }),
    );
    await renderInApp(app, { path: '/mySims' });
    const words = adminEn.admin.view;
    const banner = screen.getByRole('region', { name: words.bannerLabel });
    expect(banner.textContent).toContain(
      words.banner.replace('{{name}}', 'alice').replace('{{email}}', 'alice@example.com'),
    );
    await userEvent.click(screen.getByRole('button', { name: words.exit }));
    expect(await screen.findByText('Admin Management')).toBeTruthy();
    expect(left).toEqual(['Bearer customer-access']);
    expect(authStore.getState().accessToken).toBe('a');
    expect(authStore.getState().userInfo?.adminRole).toBe('owner');
    expect(customerViewStore.getState().stash).toBeNull();
    expect(screen.queryByRole('region', { name: words.bannerLabel })).toBeNull();
  });

  it('brings the administrator back to the search and the customer they entered from', async () => {
    await inAlicesView('/adminMode?q=alice&customer=8');
    apiServer.use(http.post('/api/customer-view/leave', () => ok(null)));
    await renderInApp(app, { path: '/mySims' });
    await userEvent.click(screen.getByRole('button', { name: adminEn.admin.view.exit }));
    expect(await screen.findByText('Admin Management')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('?q=alice&customer=8');
  });

  it('brings the administrator back even when the server has nothing left to end', async () => {
    await inAlicesView();
    apiServer.use(
      http.post('/api/customer-view/leave', () => failure(404, ERRORS.not_found.code, 'not_found')),
    );
    await renderInApp(app, { path: '/mySims' });
    await userEvent.click(screen.getByRole('button', { name: adminEn.admin.view.exit }));
    expect(await screen.findByText('Admin Management')).toBeTruthy();
    expect(authStore.getState().accessToken).toBe('a');
  });

  it("puts the administrator's session back and says so in Chinese when the view's session ends", async () => {
    await inAlicesView();
    await renderInApp(app, { path: '/mySims', locale: 'zh-CN' });
    expect(screen.getByText("alice's cards")).toBeTruthy();
    act(() => authStore.getState().clearAuth());
    expect(await screen.findByText(adminZh.admin.view.ended)).toBeTruthy();
    expect(await screen.findByText('Admin Management')).toBeTruthy();
    await waitFor(() => expect(authStore.getState().accessToken).toBe('a'));
  });

  it('is not there outside a customer view', async () => {
    await renderInApp(app, { path: '/mySims' });
    expect(screen.queryByRole('region')).toBeNull();
  });
});
