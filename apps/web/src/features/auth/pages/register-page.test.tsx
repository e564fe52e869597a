// @vitest-environment jsdom
import { ERRORS } from '@simportal/contract/errors';
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { messagesEn } from '@simportal/contract/messages-en';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import authEn from '../../../locales/en/auth.json' with { type: 'json' };
import authZh from '../../../locales/zh-CN/auth.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { RegisterPage } from './register-page.tsx';

// /register: the contract's rules of every field and the accepted disclaimer before anything is sent; the code
// mailed for registering in the reader's language; the account sent without the checkbox, in the interface
// language; a taken username or address said under its field; a registration signs in and opens My SIMs.

serveApi();
afterEach(() => authStore.getState().clearAuth());

const pages = (
  <Routes>
    <Route path="/register" element={<RegisterPage />} />
    <Route path="/mySims" element={<p>my cards</p>} />
  </Routes>
);

const fieldOf = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;

describe('registering', () => {
  it('refuses each field by the rules and the unaccepted disclaimer, in Chinese, sending nothing', async () => {
    const sent: unknown[] = [];
    apiServer.use(
      http.post('/api/auth/register', async ({ request }) => {
        sent.push(await request.json());
        return ok(null);
      }),
      http.post('/api/auth/codes', async ({ request }) => {
        const body = (await request.json()) as { email: string };
        sent.push(body);
        return ok({ email: body.email, purpose: 'register', expiresInSeconds: 600, resendAfterSeconds: 60 });
      }),
    );
    await renderInApp(pages, { locale: 'zh-CN', path: '/register' });
    const words = authZh.auth;
    const user = userEvent.setup();
    // the disclaimer in the reader's language
    expect(screen.getByRole('link', { name: words.register.terms }).getAttribute('href')).toBe(
      '/disclaimer/cn',
    );
    await user.type(screen.getByLabelText(words.register.username), 'ab');
    await user.click(screen.getByRole('button', { name: words.register.submit }));
    expect(await screen.findByText(messagesZhCn.username_format)).toBeTruthy();
    expect(await screen.findByText(words.register.agreeRequired)).toBeTruthy();
    await waitFor(() => expect(fieldOf(words.code.label).textContent).toContain(messagesZhCn.field_required));
    expect(await screen.findByText(messagesZhCn.email_required)).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.type(screen.getByLabelText(words.register.email), 'new@example.com');
    await user.click(screen.getByRole('button', { name: words.code.send }));
    await waitFor(() =>
      expect(sent).toEqual([{ email: 'new@example.com', purpose: 'register', locale: 'zh-CN' }]),
    );
  });

  it('says a taken username under it, then signs the new account in and opens its cards', async () => {
    const sent: unknown[] = [];
    let answer = () => failure(409, ERRORS.username_exists.code, 'username_exists');
    apiServer.use(
      http.post('/api/auth/register', async ({ request }) => {
        sent.push(await request.json());
        return answer();
      }),
    );
    await renderInApp(pages, { path: '/register' });
    const words = authEn.auth;
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(words.register.username), ' traveller ');
    await user.type(screen.getByLabelText(words.register.email), 'traveller@example.com');
    await user.type(screen.getByLabelText(words.register.password), 'Secret-123');
    await user.type(screen.getByLabelText(words.register.confirmPassword), 'Secret-123');
    await user.type(screen.getByLabelText(words.code.label), '123456');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: words.register.submit }));
    await waitFor(() =>
      expect(fieldOf(words.register.username).textContent).toContain(messagesEn.username_exists),
    );
    expect(sent).toEqual([
      {
        username: 'traveller',
        email: 'traveller@example.com',
        password: 'Secret-123',
        confirmPassword: 'Secret-123',
        code: '123456',
        locale: 'en',
      },
    ]);

    answer = () => failure(409, ERRORS.user_already_exists.code, 'user_already_exists');
    await user.click(screen.getByRole('button', { name: new RegExp(`${words.register.submit}$`) }));
    await waitFor(() =>
      expect(fieldOf(words.register.email).textContent).toContain(messagesEn.user_already_exists),
    );

    answer = () =>
      ok({
        accessToken: 'new-access',
        refreshToken: 'new-refresh',
        rememberMe: false,
        userInfo: {
          id: 9,
          username: 'traveller',
          email: 'traveller@example.com',
          level: 1,
          balance: 0,
          currency: 'USD',
          locale: 'en',
          isRegister: true,
          createdAt: '2026-11-25T08:00:00.000Z',
        },
      });
    await user.click(screen.getByRole('button', { name: new RegExp(`${words.register.submit}$`) }));
    expect(await screen.findByText('my cards')).toBeTruthy();
    expect(authStore.getState().accessToken).toBe('new-access');
    expect(await screen.findByText(messagesEn.register_success)).toBeTruthy();
  });

  it('closes the "mail sent" toast when the new account opens its cards', async () => {
    apiServer.use(
      http.post('/api/auth/codes', async ({ request }) => {
        const body = (await request.json()) as { email: string };
        return ok({ email: body.email, purpose: 'register', expiresInSeconds: 600, resendAfterSeconds: 60 });
      }),
      http.post('/api/auth/register', () =>
        ok({
          accessToken: 'new-access',
          refreshToken: 'new-refresh',
          rememberMe: false,
          userInfo: {
            id: 9,
            username: 'traveller',
            email: 'traveller@example.com',
            level: 0,
            balance: 0,
            currency: 'USD',
            locale: 'zh-CN',
            isRegister: true,
            createdAt: '2026-11-25T08:00:00.000Z',
          },
        }),
      ),
    );
    await renderInApp(pages, { locale: 'zh-CN', path: '/register' });
    const words = authZh.auth;
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(words.register.username), 'traveller');
    await user.type(screen.getByLabelText(words.register.email), 'traveller@example.com');
    await user.type(screen.getByLabelText(words.register.password), 'Secret-123');
    await user.type(screen.getByLabelText(words.register.confirmPassword), 'Secret-123');
    await user.click(screen.getByRole('checkbox'));
    // the code is the last thing typed, well within the toast's 5 s
    await user.click(screen.getByRole('button', { name: words.code.send }));
    expect(await screen.findByText(messagesZhCn.code_send_success)).toBeTruthy();
    await user.type(screen.getByLabelText(words.code.label), '123456');
    await user.click(screen.getByRole('button', { name: new RegExp(`${words.register.submit}$`) }));
    expect(await screen.findByText('my cards')).toBeTruthy();
    expect(await screen.findByText(messagesZhCn.register_success)).toBeTruthy();
    // the toast is closing: jsdom plays no animation, so its end is given here
    const sent = screen.getByText(messagesZhCn.code_send_success).closest('.ant-notification-notice')!;
    // closing at once (within the second waitFor allows, on a busy machine a render or two late), not when its
    // 5 s are up
    await waitFor(() => expect(sent.className).toContain('-leave'));
    await waitFor(() => expect(sent.className).toContain('leave-active'));
    fireEvent.transitionEnd(sent);
    fireEvent.animationEnd(sent);
    await waitFor(() => expect(screen.queryByText(messagesZhCn.code_send_success)).toBeNull());
    expect(screen.getByText(messagesZhCn.register_success)).toBeTruthy();
  });
});
