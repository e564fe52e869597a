// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import adminEn from '../../../locales/en/admin.json' with { type: 'json' };
import adminZh from '../../../locales/zh-CN/admin.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { serveApi } from '../../../test-support/api-server.ts';
import { adminCustomer, signIn } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { CustomerItem } from './customer-item.tsx';

// One customer of the Customer List on a phone: name, balance in the reader's language, then their actions,
// each naming them; a recharge only when the role may credit, and nothing but Details for a deleted account.

serveApi();
afterEach(() => authStore.getState().clearAuth());

const words = adminEn.admin;

describe("a customer's entry on a phone", () => {
  it('opens the details or the recharge of this customer', async () => {
    signIn(0, { adminRole: 'owner' });
    const onDetails = vi.fn();
    const onRecharge = vi.fn();
    await renderInApp(
      <CustomerItem customer={adminCustomer()} onDetails={onDetails} onRecharge={onRecharge} />,
    );
    expect(screen.getByText('$12.50')).toBeTruthy();
    expect(screen.getByText('alice@example.com')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(
      screen.getByRole('button', { name: words.customers.detailsOf.replace('{{name}}', 'alice') }),
    );
    expect(onDetails).toHaveBeenCalledTimes(1);
    await user.click(
      screen.getByRole('button', { name: words.recharge.openFor.replace('{{name}}', 'alice') }),
    );
    expect(onRecharge).toHaveBeenCalledTimes(1);
    expect(
      screen.getByRole('button', { name: words.view.enterFor.replace('{{name}}', 'alice') }),
    ).toBeTruthy();
  });

  it('offers no recharge when the role may not credit, in Chinese', async () => {
    signIn(0, { adminRole: 'support' });
    await renderInApp(<CustomerItem customer={adminCustomer()} onDetails={() => {}} />, { locale: 'zh-CN' });
    const zh = adminZh.admin;
    expect(screen.getByText('US$12.50')).toBeTruthy();
    expect(
      screen.queryByRole('button', { name: zh.recharge.openFor.replace('{{name}}', 'alice') }),
    ).toBeNull();
    expect(screen.getByRole('button', { name: zh.view.enterFor.replace('{{name}}', 'alice') })).toBeTruthy();
  });

  it('marks a balance below zero as fees advanced on a waiting top-up, and names its last day', async () => {
    signIn(0, { adminRole: 'support' });
    const advance = {
      payOrderId: '0b6c3f5e-8d1a-4c2e-9f3b-2a1d4e5f6a7b',
      reference: 'PO-7K3M9QXA',
      limitMinor: 2_100,
      lastDay: '2026-12-10',
    };
    const first = await renderInApp(
      <CustomerItem customer={adminCustomer({ balance: -200, advance })} onDetails={() => {}} />,
      { locale: 'zh-CN' },
    );
    const zh = adminZh.admin.customers;
    expect(screen.getByText(zh.advance)).toBeTruthy();
    expect(
      screen.getByText(
        zh.advanceUntil.replace('{{reference}}', 'PO-7K3M9QXA').replace('{{day}}', '2026年12月10日'),
      ),
    ).toBeTruthy();
    expect(screen.getByText(zh.advance).closest('.admin-balance')!.textContent).toContain('-US$2.00');
    first.unmount();
    // below zero with no open bridge: what an ended advance left owed
    await renderInApp(<CustomerItem customer={adminCustomer({ balance: -200 })} onDetails={() => {}} />);
    expect(screen.getByText(words.customers.owed)).toBeTruthy();
    expect(screen.getByText(words.customers.owedWhy)).toBeTruthy();
  });

  it('names a deleted account by its number and offers only its details', async () => {
    signIn(0, { adminRole: 'owner' });
    const gone = adminCustomer({ id: 12, deletedAt: '2026-11-24T08:00:00.000Z' });
    await renderInApp(<CustomerItem customer={gone} onDetails={() => {}} onRecharge={() => {}} />);
    const name = words.customers.deletedName.replace('{{number}}', '12');
    expect(screen.getByText(name)).toBeTruthy();
    expect(screen.queryByText('alice@example.com')).toBeNull();
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      words.customers.detailsOf.replace('{{name}}', name),
    ]);
  });
});
