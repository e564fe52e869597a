// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import walletEn from '../../../locales/en/wallet.json' with { type: 'json' };
import walletZh from '../../../locales/zh-CN/wallet.json' with { type: 'json' };
import { apiServer, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { payOrder } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { widthOf } from '../../../test-support/screen-width.ts';
import { PayOrderList } from './pay-order-list.tsx';

// The customer's pay orders, newest first as the server pages them: amount and total in the order's currency,
// method and status in the reader's language, each leading to its own payment page.

const words = walletEn.wallet.orders;
const ORDERS = [
  payOrder(),
  payOrder({
    id: '1c7d4a6f-9e2b-4d3f-8a4c-3b2e5f6a7b8c',
    reference: 'PO-2B4C6D8E',
    status: 'FINISHED',
    method: 'INTERNATIONAL',
    totalMinor: 2_100,
  }),
];

let asked: URLSearchParams[] = [];
serveApi(
  http.get('/api/wallet/pay-orders', ({ request }) => {
    const params = new URL(request.url).searchParams;
    asked.push(params);
    return ok({ items: ORDERS, total: 12, page: Number(params.get('page')), pageSize: 10 });
  }),
);
beforeEach(() => {
  asked = [];
});

const rowOf = (reference: string) =>
  within(screen.getAllByRole('row').find((row) => row.textContent?.includes(reference))!);

describe("the customer's pay orders", () => {
  it('lists each order leading to its payment page, and asks the server for the next page', async () => {
    const page = (
      <Routes>
        <Route path="/recharge" element={<PayOrderList />} />
        <Route path="/pay" element={<p>payment page</p>} />
      </Routes>
    );
    await renderInApp(page, { path: '/recharge' });
    await screen.findByText('PO-2B4C6D8E');
    const finished = rowOf('PO-2B4C6D8E');
    expect(finished.getByText(walletEn.wallet.status.FINISHED)).toBeTruthy();
    expect(finished.getByText(walletEn.wallet.method.INTERNATIONAL)).toBeTruthy();
    expect(finished.getByText('$21.00')).toBeTruthy();
    expect(Object.fromEntries(asked[0]!)).toEqual({ page: '1', pageSize: '10' });
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(asked.at(-1)?.get('page')).toBe('2'));

    const view = rowOf('PO-7K3M9QXA').getByRole('link', {
      name: words.viewOrder.replace('{{reference}}', 'PO-7K3M9QXA'),
    });
    expect(view.getAttribute('href')).toBe(`/pay?order=${ORDERS[0]!.id}`);
    await userEvent.click(view);
    expect(await screen.findByText('payment page')).toBeTruthy();
  });

  it('says the statuses and amounts in Chinese, and when there is no order yet', async () => {
    const first = await renderInApp(<PayOrderList />, { locale: 'zh-CN' });
    const zh = walletZh.wallet;
    await screen.findByText('PO-7K3M9QXA');
    expect(rowOf('PO-7K3M9QXA').getByText(zh.status.INIT)).toBeTruthy();
    expect(rowOf('PO-7K3M9QXA').getByText('US$20.00')).toBeTruthy();
    first.unmount();

    apiServer.use(
      http.get('/api/wallet/pay-orders', () => ok({ items: [], total: 0, page: 1, pageSize: 10 })),
    );
    await renderInApp(<PayOrderList />, { locale: 'zh-CN' });
    expect(await screen.findByText(zh.orders.empty)).toBeTruthy();
  });

  it('reads as a list of entries on a phone, each with its status, total and payment page', async () => {
    widthOf(true);
    const page = (
      <Routes>
        <Route path="/recharge" element={<PayOrderList />} />
        <Route path="/pay" element={<p>payment page</p>} />
      </Routes>
    );
    await renderInApp(page, { path: '/recharge', locale: 'zh-CN' });
    const zh = walletZh.wallet;
    await screen.findByText('PO-2B4C6D8E');
    const list = screen.getByRole('list', { name: zh.orders.title });
    expect(screen.queryByRole('table')).toBeNull();
    const entry = within(
      within(list)
        .getAllByRole('listitem')
        .find((item) => item.textContent?.includes('PO-2B4C6D8E'))!,
    );
    expect(entry.getByText(zh.status.FINISHED)).toBeTruthy();
    expect(entry.getByText(zh.method.INTERNATIONAL)).toBeTruthy();
    expect(entry.getByText(`${zh.orders.total} US$21.00`)).toBeTruthy();
    await userEvent.click(
      entry.getByRole('link', { name: zh.orders.viewOrder.replace('{{reference}}', 'PO-2B4C6D8E') }),
    );
    expect(await screen.findByText('payment page')).toBeTruthy();
  });
});
