// @vitest-environment jsdom
import type { DashboardQueues } from '@simportal/contract/api/dashboard';
import type { AdminPayOrder } from '@simportal/contract/api/wallet';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import adminEn from '../../../locales/en/admin.json' with { type: 'json' };
import adminZh from '../../../locales/zh-CN/admin.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { http, ok, serveApi } from '../../../test-support/api-server.ts';
import { adminPayOrder, signIn } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { QueuesSection } from './queues-section.tsx';

// The overview's queues: the pay orders waiting, oldest first as the server sorts them, an overdue one marked,
// each confirmed here after its confirmation and then gone from the queue; low eSIM stock flagged; how many
// more orders wait beyond those shown.

const order = (n: number, overdue: boolean): AdminPayOrder =>
  adminPayOrder({
    id: `0b6c3f5e-8d1a-4c2e-9f3b-2a1d4e5f6a${String(n).padStart(2, '0')}`,
    reference: `PO-0000000${n}`,
    overdue,
  });
const queues = (waiting: number): DashboardQueues => ({
  today: '2026-11-25',
  payOrdersWaiting: waiting,
  refundsWaiting: 1,
  esimStock: { available: 3, threshold: 10, low: true },
  carrierCommands: { failed: 1, dead: 1 },
  mails: { failed: 0, dead: 1 },
  pushes: { failed: 0, dead: 0 },
  webhooks: { failed: 2, dead: 0 },
  advances: { open: 0, owedMinor: 0, currency: 'USD' },
  networkDrift: 2,
});

let waiting: AdminPayOrder[] = [];
let listQuery: Record<string, string> = {};
serveApi(
  http.get('/api/admin/dashboard/queues', () => ok(queues(waiting.length))),
  http.get('/api/admin/refunds', () => ok([])),
  http.get('/api/admin/pay-orders', ({ request }) => {
    listQuery = Object.fromEntries(new URL(request.url).searchParams);
    return ok({ items: waiting.slice(0, 5), total: waiting.length, page: 1, pageSize: 5 });
  }),
  http.post('/api/admin/pay-orders/:id/confirm', ({ params }) => {
    const confirmed = waiting.find((one) => one.id === params.id)!;
    waiting = waiting.filter((one) => one.id !== params.id);
    return ok({
      order: { ...confirmed, status: 'FINISHED', finishedAt: '2026-11-25T08:00:00.000Z' },
      activity: {
        id: 71,
        type: 'TOP_UP',
        amountMinor: 2_000,
        balanceAfterMinor: 2_000,
        reason: 'pay_order',
        note: null,
        starterPack: null,
        cardId: null,
        cardNumber: null,
        payOrderId: confirmed.id,
        refundsActivityId: null,
        rechargeStatus: 'FINISHED',
        tradeDate: '2026-11-25',
        createdAt: '2026-11-25T08:00:00.000Z',
      },
      replayed: false,
    });
  }),
);
beforeEach(() => {
  waiting = [order(1, true), order(2, false)];
  signIn(0, { adminRole: 'support' });
});
afterEach(() => authStore.getState().clearAuth());

describe('the queues', () => {
  it('marks an order with what a bridge advanced against it, in Chinese, and no other', async () => {
    waiting = [{ ...order(1, false), advancedMinor: 300 }, order(2, false)];
    await renderInApp(<QueuesSection />, { locale: 'zh-CN' });
    const advanced = adminZh.admin.overview.advanced.replace('{{amount}}', 'US$3.00');
    expect((await screen.findByText('PO-00000001')).closest('li')!.textContent).toContain(advanced);
    expect(screen.getByText('PO-00000002').closest('li')!.textContent).not.toContain('已垫付');
    // no advance open: said as such, not "0 笔待确认充值正在垫付"
    const words = adminZh.admin.overview;
    expect(screen.getByText(words.advancesNone)).toBeTruthy();
    expect(screen.queryByText(/^0 笔/)).toBeNull();
  });

  it('lists the waiting orders oldest first, the overdue marked, and confirms one out of the queue', async () => {
    await renderInApp(<QueuesSection />);
    const words = adminEn.admin;
    const user = userEvent.setup();
    const first = (await screen.findByText('PO-00000001')).closest('li')!;
    expect(listQuery).toEqual({ status: 'INIT', sort: 'oldest', page: '1', pageSize: '5' });
    expect(first.textContent).toContain(words.overview.overdue);
    // what to look for in the bank is what the customer was asked to pay, fee included, beside the credit
    expect(first.textContent).toContain(words.overview.orderPays.replace('{{amount}}', '$20.20'));
    expect(first.textContent).toContain(words.overview.orderCredits.replace('{{amount}}', '$20.00'));
    expect(screen.getByText('PO-00000002').closest('li')!.textContent).not.toContain(words.overview.overdue);
    expect(screen.getByText(words.overview.esimLow.replace('{{threshold}}', '10'))).toBeTruthy();
    // five deliveries failed or given up, of every kind the tab lists (none of push: no line), and the way to them
    const failed = screen.getByText(words.overview.failedDeliveries).closest('div')!;
    expect(failed.querySelector('dd')!.textContent).toBe('5');
    expect(failed.textContent).toContain(
      words.overview.webhookCount.replace('{{failed}}', '2').replace('{{dead}}', '0'),
    );
    expect(failed.textContent).not.toContain(words.overview.pushCount.split(':')[0]);
    expect(screen.getByRole('link', { name: words.overview.openDeliveries }).getAttribute('href')).toBe(
      '/?tab=deliveries',
    );
    // the network drift (issue #69): the open differences, and the way to the Network tab
    const drift = screen.getByText(words.overview.networkDrift).closest('div')!;
    expect(drift.textContent).toContain('2');
    expect(drift.className).toContain('overview-queue-attention');
    expect(screen.getByRole('link', { name: words.overview.openNetwork }).getAttribute('href')).toBe(
      '/?tab=network',
    );

    await user.click(
      within(first).getByRole('button', {
        name: words.orders.confirmOf.replace('{{reference}}', 'PO-00000001'),
      }),
    );
    await user.click(
      within(await screen.findByRole('tooltip')).getByRole('button', { name: words.orders.confirm }),
    );
    expect(await screen.findByText(words.orders.confirmed)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('PO-00000001')).toBeNull());
    expect(screen.getByText('PO-00000002')).toBeTruthy();
  });

  it('counts the refunds waiting for review, and its link takes the focus to their list', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    await renderInApp(<QueuesSection />, { locale: 'zh-CN' });
    const words = adminZh.admin;
    const tile = (await screen.findByText(words.overview.refundsWaiting, { selector: 'dt' })).closest('div')!;
    expect(tile.textContent).toContain('1');
    expect(tile.className).toContain('overview-queue-attention');
    const link = within(tile).getByRole('link', { name: words.overview.openRefunds });
    expect(link.getAttribute('href')).toBe('#refund-queue');
    await userEvent.setup().click(link);
    const list = screen.getByRole('heading', { name: words.refunds.title });
    expect(scrolled).toEqual([list]);
    expect(document.activeElement).toBe(list);
  });

  it('says how many more wait beyond those shown, and when none waits, in Chinese', async () => {
    waiting = Array.from({ length: 7 }, (_, i) => order(i + 1, false));
    const first = await renderInApp(<QueuesSection />, { locale: 'zh-CN' });
    const words = adminZh.admin.overview;
    expect(await screen.findByText(words.moreOrders.replace('{{count}}', '2'))).toBeTruthy();
    first.unmount();

    waiting = [];
    await renderInApp(<QueuesSection />, { locale: 'zh-CN' });
    expect(await screen.findByText(words.noWaitingOrders)).toBeTruthy();
  });
});
