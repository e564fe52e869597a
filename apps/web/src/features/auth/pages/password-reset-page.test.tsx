// @vitest-environment jsdom
import type { SendCodeResult } from '@simportal/contract/api/auth';
import { ERRORS } from '@simportal/contract/errors';
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { messagesEn } from '@simportal/contract/messages-en';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import authEn from '../../../locales/en/auth.json' with { type: 'json' };
import authZh from '../../../locales/zh-CN/auth.json' with { type: 'json' };
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { PasswordResetPage } from './password-reset-page.tsx';

// /passwordReset: the code is asked for a valid address only, in the reader's language, and the button then
// waits the server's delay (or what is left of a "too soon"); the new password follows the contract's rules
// and its confirmation; a wrong code is said under the code; a reset leads to the login with the address.

serveApi();

const sentCode = (email: string, resendAfterSeconds: number): SendCodeResult => ({
  email,
  purpose: 'reset',
  expiresInSeconds: 600,
  resendAfterSeconds,
});

function Login() {
  const { state } = useLocation();
  return <p>login as {(state as { account?: string } | null)?.account}</p>;
}
const pages = (
  <Routes>
    <Route path="/passwordReset" element={<PasswordResetPage />} />
    <Route path="/login" element={<Login />} />
  </Routes>
);

describe('resetting a password', () => {
  it('mails a code to a valid address only, in Chinese, then waits the delay the server names', async () => {
    const sent: unknown[] = [];
    apiServer.use(
      http.post('/api/auth/codes', async ({ request }) => {
        const body = (await request.json()) as { email: string };
        sent.push(body);
        return ok(sentCode(body.email, 45));
      }),
    );
    await renderInApp(pages, { locale: 'zh-CN', path: '/passwordReset' });
    const words = authZh.auth;
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(words.reset.email), 'not-an-address');
    await user.click(screen.getByRole('button', { name: words.code.send }));
    expect(await screen.findByText(messagesZhCn.email_invalid)).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.clear(screen.getByLabelText(words.reset.email));
    await user.type(screen.getByLabelText(words.reset.email), ' alice@example.com ');
    await user.click(screen.getByRole('button', { name: words.code.send }));
    const wait = await screen.findByRole('button', { name: words.code.wait.replace('{{seconds}}', '45') });
    expect(wait).toHaveProperty('disabled', true);
    expect(sent).toEqual([{ email: 'alice@example.com', purpose: 'reset', locale: 'zh-CN' }]);
    expect(
      screen.getByText(
        words.code.sentReset.replace('{{email}}', 'alice@example.com').replace('{{minutes}}', '10'),
      ),
    ).toBeTruthy();
  });

  it('waits what is left when the server says it is too soon', async () => {
    apiServer.use(
      http.post('/api/auth/codes', () =>
        failure(429, ERRORS.code_send_too_frequent.code, 'code_send_too_frequent', { retryAfterSeconds: 30 }),
      ),
    );
    await renderInApp(pages, { path: '/passwordReset' });
    const words = authEn.auth;
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(words.reset.email), 'alice@example.com');
    await user.click(screen.getByRole('button', { name: words.code.send }));
    expect(
      await screen.findByRole('button', { name: words.code.wait.replace('{{seconds}}', '30') }),
    ).toHaveProperty('disabled', true);
  });

  it('checks the new password and its confirmation, says a wrong code under it, then leads to the login', async () => {
    const sent: unknown[] = [];
    let answer = () => failure(400, ERRORS.code_incorrect.code, 'code_incorrect');
    apiServer.use(
      http.post('/api/auth/password-reset', async ({ request }) => {
        sent.push(await request.json());
        return answer();
      }),
    );
    await renderInApp(pages, { path: '/passwordReset' });
    const words = authEn.auth;
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(words.reset.email), ' alice@example.com ');
    await user.type(screen.getByLabelText(words.code.label), '123456');
    await user.type(screen.getByLabelText(words.reset.password), 'abc');
    await user.type(screen.getByLabelText(words.reset.confirmPassword), 'abd');
    await user.click(screen.getByRole('button', { name: words.reset.submit }));
    expect(await screen.findByText(messagesEn.password_length)).toBeTruthy();
    expect(await screen.findByText(messagesEn.password_mismatch)).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.clear(screen.getByLabelText(words.reset.password));
    await user.type(screen.getByLabelText(words.reset.password), 'New-pass-123');
    await user.clear(screen.getByLabelText(words.reset.confirmPassword));
    await user.type(screen.getByLabelText(words.reset.confirmPassword), 'New-pass-123');
    await user.click(screen.getByRole('button', { name: new RegExp(`${words.reset.submit}$`) }));
    const codeField = screen.getByLabelText(words.code.label).closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(codeField.textContent).toContain(messagesEn.code_incorrect));
    expect(sent).toEqual([
      {
        email: 'alice@example.com',
        code: '123456',
        password: 'New-pass-123',
        confirmPassword: 'New-pass-123',
      },
    ]);

    answer = () => ok(null);
    await user.click(screen.getByRole('button', { name: new RegExp(`${words.reset.submit}$`) }));
    expect(await screen.findByText('login as alice@example.com')).toBeTruthy();
    expect(await screen.findByText(messagesEn.password_reset_success)).toBeTruthy();
  });
});
