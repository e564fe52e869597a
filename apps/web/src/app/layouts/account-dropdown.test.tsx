// @vitest-environment jsdom
import '../../test-support/component-env.ts';
import type { BalanceRunway } from '@simportal/contract/api/billing';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '../../stores/auth-store.ts';
import { apiServer, http, ok, serveApi } from '../../test-support/api-server.ts';
import { renderInApp } from '../../test-support/render.tsx';
import { AccountDropdown } from './account-dropdown.tsx';

// The header's balance says how long it lasts at the daily fees of the cards in use (decision 0033), in the
// reader's language; within the reminder window it warns and leads to the recharge page prefilled.

const runway = (overrides: Partial<BalanceRunway> = {}): BalanceRunway => ({
  businessDay: '2026-11-30',
  balanceMinor: 850,
  currency: 'USD',
  cardsInUse: 1,
  coveredUntil: '2026-12-05',
  beyondHorizon: false,
  nextDayMinor: 150,
  dueTodayMinor: 0,
  reminderDays: 3,
  warning: false,
  topUp: { days: 30, neededMinor: 3_650, suggestedMinor: 3_700 },
  bridge: null,
  ...overrides,
});

serveApi(
  http.patch('/api/user/locale', () => ok({ locale: 'en' })),
  http.get('/api/inbox/unread', () => ok({ unread: 0 })),
  http.get('/api/quiet-hours', () =>
    ok({ enabled: false, from: '22:00', to: '07:00', timeZone: 'UTC', followDevice: true }),
  ),
  http.put('/api/quiet-hours', async ({ request }) => ok(await request.json())),
);

beforeEach(() => {
  const state = authStore.getState();
  state.setSession({
    accessToken: 'a',
    refreshToken: 'r',
    username: 'ana',
    email: 'ana@example.com',
    isRememberMe: false,
  });
  // the server's user info carries the currency beside the balance
  state.setUserInfo({
    id: 1,
    username: 'ana',
    email: 'ana@example.com',
    level: 0,
    balance: 850,
    currency: 'USD',
  } as Parameters<typeof state.setUserInfo>[0]);
});

const balanceLink = () => screen.findByRole('link', { name: /Balance|余额/ });

describe("the header's balance", () => {
  it('says until when it covers the daily fees, and links to the recharge page', async () => {
    apiServer.use(http.get('/api/billing/runway', () => ok(runway())));
    await renderInApp(<AccountDropdown name="ana" />);
    expect(await screen.findByText('Lasts until Dec 5')).toBeTruthy();
    const link = await balanceLink();
    expect(link.textContent).toBe('Balance: $8.50Lasts until Dec\u00a05');
    expect(link.getAttribute('href')).toBe('/recharge');
  });

  it('says it in Chinese, with the year when the day is in another one', async () => {
    apiServer.use(http.get('/api/billing/runway', () => ok(runway({ coveredUntil: '2027-01-04' }))));
    await renderInApp(<AccountDropdown name="ana" />, { locale: 'zh-CN' });
    expect(await screen.findByText('可用至 2027年1月4日')).toBeTruthy();
  });

  it('warns within the reminder window and leads to the top-up that covers the next days', async () => {
    apiServer.use(
      http.get('/api/billing/runway', () =>
        ok(
          runway({
            coveredUntil: '2026-12-02',
            warning: true,
            topUp: { days: 30, neededMinor: 4_150, suggestedMinor: 4_200 },
          }),
        ),
      ),
    );
    await renderInApp(<AccountDropdown name="ana" />);
    const line = await screen.findByText('Lasts until Dec 2');
    expect(line.className).toContain('runway-line-warning');
    expect((await balanceLink()).getAttribute('href')).toBe('/recharge?amount=42');
  });

  it('says nothing more when no card is in use', async () => {
    apiServer.use(
      http.get('/api/billing/runway', () => ok(runway({ cardsInUse: 0, coveredUntil: null, topUp: null }))),
    );
    await renderInApp(<AccountDropdown name="ana" />);
    const link = await balanceLink();
    // the answer arrives: still the balance alone
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(link.textContent).toBe('Balance: $8.50');
  });
});
