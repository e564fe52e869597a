// @vitest-environment jsdom
import type { PayOrder } from '@simportal/contract/api/wallet';
import { RECHARGE_PRESETS_MINOR } from '@simportal/contract/fees';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../lib/format.ts';
import walletEn from '../../../locales/en/wallet.json' with { type: 'json' };
import walletZh from '../../../locales/zh-CN/wallet.json' with { type: 'json' };
import { http, ok, serveApi } from '../../../test-support/api-server.ts';
import { payOrder } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { RechargePage } from './recharge-page.tsx';

// The Account Recharge Center: the balance, a reminder's ?amount= prefilling the form when it is an amount a
// recharge may add (ignored otherwise), and the customer's pay orders with their status, paged by the server,
// each leading to its payment page.

const order = (n: number, status: PayOrder['status']) =>
  payOrder({
    id: `0b6c3f5e-8d1a-4c2e-9f3b-2a1d4e5f6a${String(n).padStart(2, '0')}`,
    reference: `PO-0000000${n}`,
    status,
    finishedAt: status === 'FINISHED' ? '2026-11-25T08:00:00.000Z' : null,
    cancelledAt: status === 'CANCELLED' ? '2026-11-25T08:00:00.000Z' : null,
  });

const pagesAsked: string[] = [];
serveApi(
  http.get('/api/wallet/summary', () => ok({ balance: 1_850, currency: 'USD' })),
  http.get('/api/billing/runway', () =>
    ok({
      businessDay: '2026-11-25',
      balanceMinor: 1_850,
      currency: 'USD',
      cardsInUse: 0,
      coveredUntil: null,
      beyondHorizon: false,
      nextDayMinor: 0,
      dueTodayMinor: 0,
      reminderDays: 3,
      warning: false,
      topUp: null,
    }),
  ),
  http.get('/api/wallet/pay-orders', ({ request }) => {
    const page = new URL(request.url).searchParams.get('page') ?? '1';
    pagesAsked.push(page);
    const items = page === '1' ? [order(1, 'INIT'), order(2, 'FINISHED')] : [order(3, 'CANCELLED')];
    return ok({ items, total: 11, page: Number(page), pageSize: 10 });
  }),
);

describe('the recharge center', () => {
  it('prefills the amount of a reminder, and lists the pay orders with their status, in Chinese', async () => {
    await renderInApp(<RechargePage />, { locale: 'zh-CN', path: '/recharge?amount=41.5' });
    const words = walletZh.wallet;
    expect(await screen.findByText('US$18.50')).toBeTruthy();
    expect((screen.getByLabelText(words.recharge.customAmount) as HTMLInputElement).value).toBe('41.50');

    const orders = await screen.findByRole('region', { name: words.orders.title }, { timeout: 5_000 });
    const row = (await within(orders).findByText('PO-00000001')).closest('tr')!;
    expect(row.textContent).toContain(words.status.INIT);
    const link = within(row).getByRole('link', {
      name: words.orders.viewOrder.replace('{{reference}}', 'PO-00000001'),
    });
    expect(link.getAttribute('href')).toBe(`/pay?order=${order(1, 'INIT').id}`);
    expect(within(orders).getByText('PO-00000002').closest('tr')!.textContent).toContain(
      words.status.FINISHED,
    );

    // the next page is the server's
    await userEvent.click(within(orders).getByTitle('2'));
    expect(await within(orders).findByText('PO-00000003')).toBeTruthy();
    await waitFor(() => expect(pagesAsked).toContain('2'));
  });

  it('ignores an amount a recharge may not add', async () => {
    await renderInApp(<RechargePage />, { path: '/recharge?amount=12.345' });
    const words = walletEn.wallet.recharge;
    await screen.findByText('$18.50');
    expect(screen.queryByLabelText(words.customAmount)).toBeNull();
    // no preset amount is chosen (the payment method's radio is, by default)
    for (const minor of RECHARGE_PRESETS_MINOR) {
      expect(
        screen.queryByRole('radio', { name: formatMoney(minor, 'en', 'USD'), checked: true }),
      ).toBeNull();
    }
  });
});
