// @vitest-environment jsdom
import type { AdminCustomer } from '@simportal/contract/api/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import adminEn from '../../../locales/en/admin.json' with { type: 'json' };
import adminZh from '../../../locales/zh-CN/admin.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { apiServer, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { adminCustomer, signIn } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { CustomerListTab } from './customer-list-tab.tsx';

// The Customer List on a desktop: the search sent trimmed and from the first page, the empty answer that names
// what was searched; a credit without a pay order is an owner's (the other roles see no recharge), and a
// deleted account can be neither credited nor entered.

const customer = (id: number, username: string, overrides: Partial<AdminCustomer> = {}) =>
  adminCustomer({ id, username, email: `${username}@example.com`, ...overrides });
const CUSTOMERS = [
  customer(1, 'alice'),
  customer(2, 'gone', { deletedAt: '2026-11-24T08:00:00.000Z' }),
  customer(3, 'lin_wei', { balance: 0, cardCount: 0, memberOf: { id: 1, username: 'alice' } }),
];

let asked: URLSearchParams[] = [];
serveApi(
  http.get('/api/admin/customers', ({ request }) => {
    const params = new URL(request.url).searchParams;
    asked.push(params);
    const q = params.get('q');
    const items = q ? CUSTOMERS.filter((one) => one.username.includes(q)) : CUSTOMERS;
    return ok({ items, total: items.length, page: Number(params.get('page')), pageSize: 20 });
  }),
);
beforeEach(() => {
  asked = [];
});
afterEach(() => authStore.getState().clearAuth());

const rowOf = (table: HTMLElement, text: string) =>
  within(
    within(table)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes(text))!,
  );

describe('the Customer List', () => {
  it('opens on the search and the customer the address names, as an exit from a customer view returns', async () => {
    signIn(0, { adminRole: 'owner' });
    apiServer.use(
      http.get('/api/admin/customers/:id', () =>
        ok({ customer: CUSTOMERS[0], cards: [], pendingPayOrders: [], recentActivities: [], members: [] }),
      ),
    );
    await renderInApp(<CustomerListTab />, { path: '/adminMode?q=alice&customer=1' });
    const words = adminEn.admin;
    expect(
      await screen.findByRole('dialog', { name: words.customers.drawerTitle.replace('{{name}}', 'alice') }),
    ).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: words.customers.search })).toHaveProperty('value', 'alice');
    await waitFor(() => expect(asked.at(-1)?.get('q')).toBe('alice'));
  });

  it('searches trimmed, from the first page, and names what found nothing (zh-CN)', async () => {
    signIn(0, { adminRole: 'owner' });
    await renderInApp(<CustomerListTab />, { locale: 'zh-CN' });
    const words = adminZh.admin;
    const user = userEvent.setup();
    await screen.findByText('alice@example.com');
    expect(Object.fromEntries(asked[0]!)).toEqual({ page: '1', pageSize: '20' });
    await user.type(screen.getByRole('searchbox', { name: words.customers.search }), '  zed  {Enter}');
    await waitFor(() => expect(asked.at(-1)?.get('q')).toBe('zed'));
    expect(asked.at(-1)?.get('page')).toBe('1');
    expect(await screen.findByText(words.customers.noMatch.replace('{{q}}', 'zed'))).toBeTruthy();
  });

  it('offers an owner the recharge of a live account only, and a support agent none', async () => {
    signIn(0, { adminRole: 'owner' });
    const owner = await renderInApp(<CustomerListTab />);
    const words = adminEn.admin;
    const table = await screen.findByRole('table');
    await within(table).findByText('alice@example.com');
    expect(rowOf(table, 'alice').getByRole('button', { name: words.recharge.open })).toBeTruthy();
    expect(rowOf(table, 'alice').getByRole('button', { name: words.view.enter })).toBeTruthy();
    // a deleted account is named by its number, its address gone with it
    const deletedName = words.customers.deletedName.replace('{{number}}', '2');
    const gone = rowOf(table, deletedName);
    expect(gone.queryByRole('button', { name: words.recharge.open })).toBeNull();
    expect(gone.queryByRole('button', { name: words.view.enter })).toBeNull();
    expect(
      gone.getByRole('button', { name: words.customers.detailsOf.replace('{{name}}', deletedName) }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: words.recharge.byAccount })).toBeTruthy();
    // a member is told apart, and credited through their owner (decision 0103)
    const member = rowOf(table, 'lin_wei');
    expect(member.getByText(words.customers.memberOf.replace('{{owner}}', 'alice'))).toBeTruthy();
    expect(member.getByText(words.customers.paysFrom.replace('{{owner}}', 'alice'))).toBeTruthy();
    expect(member.queryByRole('button', { name: words.recharge.open })).toBeNull();
    expect(member.getByRole('button', { name: words.view.enter })).toBeTruthy();

    // the recharge by account opens empty, a row's with its customer
    await userEvent.click(rowOf(table, 'alice').getByRole('button', { name: words.recharge.open }));
    // antd's ids are fixed under test, and the table holds one too: the dialog is found by its text
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(words.recharge.title);
    expect(within(dialog).getByLabelText(words.recharge.account)).toHaveProperty('value', 'alice');
    owner.unmount();

    signIn(0, { adminRole: 'support' });
    await renderInApp(<CustomerListTab />);
    const supportTable = await screen.findByRole('table');
    await within(supportTable).findByText('alice@example.com');
    expect(screen.queryByRole('button', { name: words.recharge.byAccount })).toBeNull();
    expect(rowOf(supportTable, 'alice').queryByRole('button', { name: words.recharge.open })).toBeNull();
    expect(rowOf(supportTable, 'alice').getByRole('button', { name: words.view.enter })).toBeTruthy();
  });
});
