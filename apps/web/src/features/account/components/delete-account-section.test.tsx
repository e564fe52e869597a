// @vitest-environment jsdom
import { ERRORS } from '@simportal/contract/errors';
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import authEn from '../../../locales/en/auth.json' with { type: 'json' };
import authZh from '../../../locales/zh-CN/auth.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { supportSettings } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { DeleteAccountSection } from './delete-account-section.tsx';

// Personal Center › Delete account (issue #34): the balance that stays said first, then a code mailed, the
// password and "I understand"; the server's refusals on their fields; on success nothing of the account stays.

const info = (balance: number) => ({
  id: 42,
  username: 'ana',
  email: 'ana@example.com',
  level: 0,
  balance,
  currency: 'USD',
  locale: 'en',
  isRegister: true,
  createdAt: '2026-01-01T00:00:00.000Z',
});

serveApi(
  http.get('/api/support', () => ok(supportSettings())),
  http.post('/api/user/deletion-code', () => ok({ expiresInSeconds: 600, resendAfterSeconds: 60 })),
);

const words = authEn.account.deletion;

describe('deleting the account', () => {
  it('states the balance left, asks for the code, password and consent, then forgets the session', async () => {
    authStore.getState().setSession({
      accessToken: 'a',
      refreshToken: 'r',
      username: 'ana',
      email: 'ana@example.com',
      isRememberMe: false,
    });
    let sent: unknown = null;
    apiServer.use(
      http.get('/api/user/getUserInfo', () => ok(info(1_234))),
      http.post('/api/user/deletion', async ({ request }) => {
        sent = await request.json();
        return ok({ accountNumber: 42, cardsReleased: 2, balanceMinor: 1_234, payOrdersCancelled: 0 });
      }),
    );
    await renderInApp(<DeleteAccountSection actingAs={false} />);
    expect(await screen.findByText('Your balance of $12.34 is not refunded automatically')).toBeTruthy();
    expect(screen.getByText(/account number 42/)).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: words.start }));
    await user.click(screen.getByRole('button', { name: words.sendCode }));
    expect(await screen.findByRole('button', { name: /Send again in \d+ seconds/ })).toBeTruthy();
    await user.type(screen.getByLabelText(words.code), '123456');
    await user.type(screen.getByLabelText(words.password), 'Secret-123');
    // without "I understand" nothing is sent
    await user.click(screen.getByRole('button', { name: words.confirm }));
    expect(await screen.findByText(words.understoodRequired)).toBeTruthy();
    expect(sent).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: words.understood }));
    await user.click(screen.getByRole('button', { name: words.confirm }));
    await waitFor(() => expect(sent).toEqual({ password: 'Secret-123', code: '123456' }));
    await waitFor(() => expect(authStore.getState().accessToken).toBeNull());
  });

  it('in Chinese puts a wrong password on its field and keeps the form', async () => {
    apiServer.use(
      http.get('/api/user/getUserInfo', () => ok(info(0))),
      http.post('/api/user/deletion', () =>
        failure(400, ERRORS.old_password_incorrect.code, 'old_password_incorrect'),
      ),
    );
    await renderInApp(<DeleteAccountSection actingAs={false} />, { locale: 'zh-CN' });
    const zh = authZh.account.deletion;
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: zh.start }));
    await user.type(screen.getByLabelText(zh.code), '123456');
    await user.type(screen.getByLabelText(zh.password), 'wrong');
    await user.click(screen.getByRole('checkbox', { name: zh.understood }));
    await user.click(screen.getByRole('button', { name: zh.confirm }));
    expect(await screen.findByText(messagesZhCn.old_password_incorrect)).toBeTruthy();
    expect(screen.queryByText(/不会自动退还/)).toBeNull();
  });

  it('offers nothing to an administrator in the customer view', async () => {
    apiServer.use(http.get('/api/user/getUserInfo', () => ok(info(500))));
    await renderInApp(<DeleteAccountSection actingAs />);
    expect(screen.getByText(words.actingAs)).toBeTruthy();
    expect(screen.queryByRole('button', { name: words.start })).toBeNull();
  });
});
