// @vitest-environment jsdom
import type { UserInfo } from '@simportal/contract/api/user';
import { ERRORS } from '@simportal/contract/errors';
import { messagesEn } from '@simportal/contract/messages-en';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import authEn from '../../../locales/en/auth.json' with { type: 'json' };
import authZh from '../../../locales/zh-CN/auth.json' with { type: 'json' };
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { ProfileSection } from './profile-section.tsx';

// Personal Center › Profile: who is logged in, and the offer to send their emails in the interface language
// when the account's differs, which saves that language (not from an administrator's view of the account).

const info = (overrides: Partial<UserInfo> = {}): UserInfo => ({
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
  ...overrides,
});

const serveInfo = (answer: UserInfo) => {
  const saved: unknown[] = [];
  apiServer.use(
    http.get('/api/user/getUserInfo', () => ok(answer)),
    http.patch('/api/user/locale', async ({ request }) => {
      const body = (await request.json()) as { locale: string };
      saved.push(body);
      return ok({ locale: body.locale });
    }),
  );
  return saved;
};

serveApi();

describe('the profile', () => {
  it('offers a Chinese reader their emails in Chinese, and saves that language', async () => {
    const saved = serveInfo(info());
    await renderInApp(<ProfileSection actingAs={false} />, { locale: 'zh-CN' });
    const words = authZh.account.profile;
    expect(await screen.findByText('traveller@example.com')).toBeTruthy();
    expect(screen.getByText('US$18.50')).toBeTruthy();
    expect(screen.getByText(words.customer)).toBeTruthy();
    // the emails' language named in the reader's words, as a sentence would (the switcher names each in itself)
    expect(screen.getByText('英文')).toBeTruthy();
    // the header's switch changes it too (locale-sync.ts): the reader is told beside it
    expect(screen.getByText(words.mailLocaleFollows)).toBeTruthy();
    await userEvent.click(
      screen.getByRole('button', { name: words.useInterfaceLocale.replace('{{name}}', '简体中文') }),
    );
    expect(await screen.findByText(words.mailLocaleSaved.replace('{{name}}', '简体中文'))).toBeTruthy();
    expect(saved).toEqual([{ locale: 'zh-CN' }]);
  });

  it('offers nothing when the emails are already in the interface language, or in a customer view', async () => {
    serveInfo(info());
    const same = await renderInApp(<ProfileSection actingAs={false} />);
    await screen.findByText('traveller@example.com');
    expect(screen.queryByRole('button')).toBeNull();
    same.unmount();

    serveInfo(info());
    await renderInApp(<ProfileSection actingAs />, { locale: 'zh-CN' });
    await screen.findByText('traveller@example.com');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says a refused save in the reader’s language', async () => {
    serveInfo(info({ locale: 'zh-CN' }));
    apiServer.use(
      http.patch('/api/user/locale', () => failure(400, ERRORS.validation_failed.code, 'validation_failed')),
    );
    await renderInApp(<ProfileSection actingAs={false} />);
    const words = authEn.account.profile;
    await userEvent.click(
      await screen.findByRole('button', { name: words.useInterfaceLocale.replace('{{name}}', 'English') }),
    );
    expect(await screen.findByText(messagesEn.validation_failed)).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByText(words.mailLocaleSaved.replace('{{name}}', 'English'))).toBeNull(),
    );
  });
});
