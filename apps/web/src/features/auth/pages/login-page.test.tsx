// @vitest-environment jsdom
import { ERRORS } from '@simportal/contract/errors';
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import authEn from '../../../locales/en/auth.json' with { type: 'json' };
import authZh from '../../../locales/zh-CN/auth.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { LoginPage } from './login-page.tsx';

// An administrator's sign-in with a second factor (issue #34, decision 0041): the password answered
// second_factor_required, so the form asks for the app's code and sends the same form again with it; a wrong
// code is said under its field.

serveApi();
afterEach(() => authStore.getState().clearAuth());

const ADMIN = {
  accessToken: 'a',
  refreshToken: 'r',
  rememberMe: false,
  userInfo: {
    id: 1,
    username: 'admin',
    email: 'admin@example.com',
    level: 1,
    balance: 0,
    currency: 'USD',
    locale: 'en',
    isRegister: true,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
};

/** The login route answering as the server does for an administrator with a second factor and `code`. */
const serveLogin = (code: string, sent: unknown[]) =>
  apiServer.use(
    http.post('/api/auth/login', async ({ request }) => {
      const body = (await request.json()) as { secondFactor?: string };
      sent.push(body);
      if (body.secondFactor === undefined)
        return failure(401, ERRORS.second_factor_required.code, 'second_factor_required');
      if (body.secondFactor !== code)
        return failure(401, ERRORS.second_factor_incorrect.code, 'second_factor_incorrect');
      return ok(ADMIN);
    }),
  );

describe('signing in with a second factor', () => {
  it('asks for the code after the password and signs in with it', async () => {
    const sent: unknown[] = [];
    serveLogin('123456', sent);
    await renderInApp(<LoginPage />, { path: '/login' });
    const words = authEn.auth.login;
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(words.account), 'admin');
    await user.type(screen.getByLabelText(words.password), 'Secret-123');
    await user.click(screen.getByRole('button', { name: words.submit }));
    const code = await screen.findByLabelText(words.secondFactor);
    expect(screen.getByText(words.secondFactorHelp)).toBeTruthy();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: words.submit }));
    await waitFor(() => expect(authStore.getState().accessToken).toBe('a'));
    expect(sent).toEqual([
      { account: 'admin', password: 'Secret-123', rememberMe: false },
      { account: 'admin', password: 'Secret-123', rememberMe: false, secondFactor: '123456' },
    ]);
  });

  it('in Chinese says a wrong code under its field', async () => {
    serveLogin('123456', []);
    await renderInApp(<LoginPage />, { path: '/login', locale: 'zh-CN' });
    const words = authZh.auth.login;
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(words.account), 'admin');
    await user.type(screen.getByLabelText(words.password), 'Secret-123');
    await user.click(screen.getByRole('button', { name: words.submit }));
    await user.type(await screen.findByLabelText(words.secondFactor), '654321');
    await user.click(screen.getByRole('button', { name: words.submit }));
    expect(await screen.findByText(messagesZhCn.second_factor_incorrect)).toBeTruthy();
    expect(authStore.getState().accessToken).toBeNull();
  });
});
