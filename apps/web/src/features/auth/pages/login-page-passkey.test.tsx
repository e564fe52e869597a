// @vitest-environment jsdom
import { ERRORS } from '@simportal/contract/errors';
import messagesEn from '@simportal/contract/messages/en.json' with { type: 'json' };
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import authEn from '../../../locales/en/auth.json' with { type: 'json' };
import authZh from '../../../locales/zh-CN/auth.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { LoginPage } from './login-page.tsx';

// A customer's passkey in place of the name and password (decision 0105): the server's options signed by the
// browser, the answer sent with the remember-me box's value, and the login then ends as a password's does (the
// session kept, the toast, on to where the user was going); a closed prompt says nothing, a refusal is said
// above the form.

// jsdom has no WebAuthn: the browser's signature over the server's options stands in for it
const browser = vi.hoisted(() => ({ supported: true, declines: false, asked: 0, signed: [] as unknown[] }));
vi.mock('../../../lib/passkey.ts', () => ({
  passkeysSupported: () => browser.supported,
  usePasskeysSupported: () => browser.supported,
  signWithPasskey: async (options: unknown) => {
    browser.asked += 1;
    if (browser.declines)
      throw new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');
    browser.signed.push(options);
    return { id: 'credential-1', type: 'public-key' };
  },
}));

const OPTIONS = {
  challenge: 'bG9nLW1lLWlu',
  rpId: 'localhost',
  userVerification: 'required',
  allowCredentials: [],
};
const CUSTOMER = {
  accessToken: 'passkey-access',
  refreshToken: 'passkey-refresh',
  rememberMe: true,
  userInfo: {
    id: 7,
    username: 'traveller',
    email: 'traveller@example.com',
    level: 0,
    balance: 0,
    currency: 'USD',
    locale: 'en',
    isRegister: true,
    createdAt: '2026-11-01T00:00:00.000Z',
  },
};

/** The passkey routes answering as the server does: `refuse` for a passkey that signs nobody in. */
const servePasskeyLogin = (refuse = false) => {
  const sent: unknown[] = [];
  apiServer.use(
    http.post('/api/auth/passkey/options', () => ok(OPTIONS)),
    http.post('/api/auth/passkey', async ({ request }) => {
      sent.push(await request.json());
      return refuse
        ? failure(401, ERRORS.passkey_sign_in_failed.code, 'passkey_sign_in_failed')
        : ok(CUSTOMER);
    }),
  );
  return sent;
};

const page = (
  <Routes>
    <Route path="/login" element={<LoginPage />} />
    <Route path="/personal" element={<p>Personal Center</p>} />
  </Routes>
);

serveApi();
beforeEach(() => {
  browser.supported = true;
  browser.declines = false;
  browser.asked = 0;
  browser.signed = [];
});
afterEach(() => authStore.getState().clearAuth());

const words = authEn.auth.login;

describe('logging in with a passkey', () => {
  it('signs the options, sends the remember-me box, keeps the session and goes on', async () => {
    const sent = servePasskeyLogin();
    await renderInApp(page, { path: '/login?redirect=%2Fpersonal' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: words.rememberMe }));
    await user.click(screen.getByRole('button', { name: words.passkeySignIn }));
    expect(await screen.findByText('Personal Center')).toBeTruthy();
    expect(browser.signed).toEqual([OPTIONS]);
    expect(sent).toEqual([{ response: { id: 'credential-1', type: 'public-key' }, rememberMe: true }]);
    expect(authStore.getState()).toMatchObject({ accessToken: 'passkey-access', isRememberMe: true });
    expect(await screen.findByText(messagesEn.login_success)).toBeTruthy();
  });

  it('says nothing when the browser prompt is closed', async () => {
    const sent = servePasskeyLogin();
    browser.declines = true;
    await renderInApp(page, { path: '/login' });
    const button = screen.getByRole('button', { name: words.passkeySignIn });
    await userEvent.setup().click(button);
    await waitFor(() => expect(browser.asked).toBe(1));
    await waitFor(() => expect(button.className).not.toContain('ant-btn-loading'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent).toEqual([]);
    expect(authStore.getState().accessToken).toBeNull();
  });

  it('in Chinese says a passkey that signs nobody in above the form', async () => {
    servePasskeyLogin(true);
    await renderInApp(page, { path: '/login', locale: 'zh-CN' });
    await userEvent.setup().click(screen.getByRole('button', { name: authZh.auth.login.passkeySignIn }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(messagesZhCn.passkey_sign_in_failed);
    expect(authStore.getState().accessToken).toBeNull();
  });

  it('offers no passkey where the browser has none', async () => {
    browser.supported = false;
    await renderInApp(page, { path: '/login' });
    expect(screen.getByRole('button', { name: words.submit })).toBeTruthy();
    expect(screen.queryByRole('button', { name: words.passkeySignIn })).toBeNull();
  });
});
