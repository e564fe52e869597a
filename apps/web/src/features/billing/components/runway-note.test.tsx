// @vitest-environment jsdom
import '../../../test-support/component-env.ts';
import type { BalanceRunway } from '@simportal/contract/api/billing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiServer, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { RunwayNote } from './runway-note.tsx';

// My SIMs' and the recharge page's runway (decision 0033): a line while the balance lasts, a warning with the
// prefilled top-up within the reminder window.

const runway = (overrides: Partial<BalanceRunway> = {}): BalanceRunway => ({
  businessDay: '2026-12-01',
  balanceMinor: 350,
  currency: 'USD',
  cardsInUse: 1,
  coveredUntil: '2026-12-03',
  beyondHorizon: false,
  nextDayMinor: 150,
  dueTodayMinor: 0,
  reminderDays: 3,
  warning: true,
  topUp: { days: 30, neededMinor: 4_150, suggestedMinor: 4_200 },
  bridge: null,
  ...overrides,
});

serveApi();

describe('the runway note', () => {
  it('warns within the reminder window, with the top-up that covers the next 30 days', async () => {
    apiServer.use(http.get('/api/billing/runway', () => ok(runway())));
    await renderInApp(<RunwayNote />, { locale: 'zh-CN' });
    expect(await screen.findByText('余额可支付日租费至 12月3日')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('充值 US$42.00 可支付未来 30 天的日租费。');
    const link = screen.getByRole('link', { name: '充值 US$42.00' });
    expect(link.getAttribute('href')).toBe('/recharge?amount=42');
  });

  it('lets a traveller low on balance reach the administrators who take the payment, from the warning', async () => {
    apiServer.use(
      http.get('/api/billing/runway', () => ok(runway())),
      http.get('/api/support', () =>
        ok({
          channels: [{ kind: 'email', value: 'pay@example.com' }],
          officeHours: { en: '', 'zh-CN': '' },
          confirmWithinHours: 2,
        }),
      ),
    );
    await renderInApp(<RunwayNote />);
    await userEvent.click(await screen.findByText('Contact us to pay'));
    const mail = await screen.findByRole('link', { name: /pay@example\.com/ });
    expect(mail.getAttribute('href')).toMatch(/^mailto:pay@example\.com/);
  });

  it('reads as a line while the balance lasts, offering the top-up where an amount is chosen', async () => {
    apiServer.use(
      http.get('/api/billing/runway', () =>
        ok(
          runway({
            coveredUntil: '2026-12-20',
            warning: false,
            topUp: { days: 30, neededMinor: 1_600, suggestedMinor: 1_600 },
          }),
        ),
      ),
    );
    await renderInApp(<RunwayNote offerTopUp />);
    expect(await screen.findByText('Covers daily fees until Dec 20')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('From tomorrow, $1.50 a day for your cards in use')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Top up $16.00 to cover the next 30 days' }).getAttribute('href'),
    ).toBe('/recharge?amount=16');
  });
});
