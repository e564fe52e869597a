// @vitest-environment jsdom

import { ALERT_KINDS } from '@simportal/contract/alert-channels';
import type { SessionInfo } from '@simportal/contract/api/auth';
import type { UserInfo } from '@simportal/contract/api/user';
import { ERRORS } from '@simportal/contract/errors';
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import authZh from '../../../locales/zh-CN/auth.json' with { type: 'json' };
import passkeysZh from '../../../locales/zh-CN/passkeys.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { signIn, supportSettings } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { PersonalPage } from './personal-page.tsx';

// The Personal Center: when the server refuses a password change because an administrator is viewing the
// account (no_permission), every section then says so and offers nothing that acts for the customer: no
// sign-out of their devices, no deletion, no change of their emails' language.

const info: UserInfo = {
  id: 5,
  username: 'traveller',
  email: 'traveller@example.com',
  level: 0,
  adminRole: null,
  balance: 1_850,
  currency: 'USD',
  locale: 'en',
  isRegister: true,
  createdAt: '2026-11-01T08:00:00.000Z',
  member: false,
};
const session = (id: string, current: boolean): SessionInfo => ({
  id,
  current,
  browser: 'Chrome 140',
  os: 'Windows',
  device: 'desktop',
  network: '203.0.113.0/24',
  signedInAt: '2026-11-20T09:00:00.000Z',
  lastUsedAt: '2026-11-24T10:00:00.000Z',
  expiresAt: '2026-12-20T09:00:00.000Z',
});

serveApi(
  http.get('/api/user/getUserInfo', () => ok(info)),
  http.get('/api/user/sessions', () =>
    ok({
      items: [
        session('00000000-0000-4000-8000-00000000000a', true),
        session('00000000-0000-4000-8000-00000000000b', false),
      ],
    }),
  ),
  http.get('/api/support', () => ok(supportSettings())),
  http.post('/api/user/password', () => failure(403, ERRORS.no_permission.code, 'no_permission')),
  http.get('/api/billing/runway-reminder', () => ok({ days: 3, chosen: false })),
  http.get('/api/alert-channels', () =>
    ok({ alerts: ALERT_KINDS.map((alert) => ({ alert, mail: true, push: true })) }),
  ),
  http.get('/api/push/subscriptions', () => ok({ items: [] })),
  http.get('/api/user/passkeys', () =>
    ok([
      {
        id: 'pk-phone-0000000001',
        name: '我的手机',
        createdAt: '2026-11-20T08:00:00.000Z',
        lastUsedAt: null,
      },
    ]),
  ),
  http.get('/api/quiet-hours', () =>
    ok({ enabled: false, from: '22:00', to: '07:00', timeZone: 'UTC', followDevice: true }),
  ),
  http.put('/api/billing/runway-reminder', async ({ request }) => {
    const body = (await request.json()) as { days: number };
    remindersSaved.push(body);
    return ok({ days: body.days, chosen: true });
  }),
);
let remindersSaved: unknown[] = [];
afterEach(() => {
  authStore.getState().clearAuth();
  remindersSaved = [];
});

describe('the Personal Center', () => {
  it('stops acting for the customer everywhere once the server says an administrator is viewing (zh-CN)', async () => {
    signIn(1_850);
    await renderInApp(<PersonalPage />, { locale: 'zh-CN' });
    const words = authZh.account;
    const user = userEvent.setup();
    await screen.findByText('traveller@example.com');
    // before: the customer's own actions are offered
    expect(
      await screen.findByRole('button', {
        name: words.profile.useInterfaceLocale.replace('{{name}}', '简体中文'),
      }),
    ).toBeTruthy();
    expect(screen.queryByText(words.sessions.actingAs)).toBeNull();
    expect(screen.queryByText(words.deletion.actingAs)).toBeNull();
    // the passkeys' section, loaded after the page, lists the customer's and offers to add one
    expect(await screen.findByText('我的手机')).toBeTruthy();
    expect(screen.queryByText(passkeysZh.passkeys.actingAs)).toBeNull();

    await user.type(screen.getByLabelText(words.password.old), 'Secret-123');
    await user.type(screen.getByLabelText(words.password.new), 'Changed-456');
    await user.type(screen.getByLabelText(words.password.confirm), 'Changed-456');
    await user.click(screen.getByRole('button', { name: words.password.submit }));
    expect(await screen.findByText(words.sessions.actingAs)).toBeTruthy();
    expect(await screen.findByText(words.deletion.actingAs)).toBeTruthy();
    expect(screen.getByText(passkeysZh.passkeys.actingAs)).toBeTruthy();
    expect(screen.getAllByText(messagesZhCn.no_permission).length).toBeGreaterThan(0);
    expect(
      screen.queryByRole('button', {
        name: words.profile.useInterfaceLocale.replace('{{name}}', '简体中文'),
      }),
    ).toBeNull();
  });

  it('sets the low-balance reminder in one choice and says so (issue #58, zh-CN)', async () => {
    signIn(1_850);
    await renderInApp(<PersonalPage />, { locale: 'zh-CN' });
    const words = authZh.account.reminder;
    const user = userEvent.setup();
    const section = (await screen.findByRole('heading', { name: words.title })).closest('section')!;
    // the operator's 3 days until the customer chooses
    await waitFor(() =>
      expect(within(section).getByRole('option', { name: '3 天', selected: true })).toBeTruthy(),
    );
    const select = within(section).getByRole('combobox') as HTMLSelectElement;
    expect(select.value).toBe('3');
    await user.selectOptions(select, '7');
    await waitFor(() => expect(remindersSaved).toEqual([{ days: 7 }]));
    expect(await screen.findByText(words.saved)).toBeTruthy();
    // what the select shows is the server's answer
    await waitFor(() => expect(select.value).toBe('7'));
    expect(select.selectedOptions[0]?.textContent).toBe('7 天');
  });

  it("gives a member their own profile, password, passkeys and sessions, none of the owner's (zh-CN)", async () => {
    signIn(0, { member: true });
    await renderInApp(<PersonalPage />, { locale: 'zh-CN' });
    expect(await screen.findByRole('heading', { name: passkeysZh.passkeys.title })).toBeTruthy();
    expect(await screen.findByText('我的手机')).toBeTruthy();
    expect(screen.getByRole('heading', { name: authZh.account.password.title })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: authZh.account.members.title })).toBeNull();
    expect(screen.queryByRole('heading', { name: authZh.account.deletion.title })).toBeNull();
  });
});
