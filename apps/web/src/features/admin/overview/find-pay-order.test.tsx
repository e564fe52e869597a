// @vitest-environment jsdom
import '../../../test-support/component-env.ts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import adminEn from '../../../locales/en/admin.json' with { type: 'json' };
import adminZh from '../../../locales/zh-CN/admin.json' with { type: 'json' };
import { AddressSearch } from '../../../test-support/address.tsx';
import { renderInApp } from '../../../test-support/render.tsx';
import { FindPayOrder } from './find-pay-order.tsx';

// A reference quoted on the phone opens the ready-to-confirm dialog: the address gets `?order=PO-…`, the way
// the new-order mail's link does; anything that cannot be a reference is refused in words and opens nothing.

describe('finding a pay order by its reference', () => {
  it('reads a reference typed loosely and opens it, keeping the tab', async () => {
    await renderInApp(
      <>
        <FindPayOrder />
        <AddressSearch />
      </>,
      { path: '/adminMode?tab=overview' },
    );
    const user = userEvent.setup();
    const words = adminEn.admin.overview;
    await user.type(screen.getByLabelText(words.findOrder), 'po 7k3m-9qxa');
    await user.click(screen.getByRole('button', { name: words.findOrderButton }));
    expect(screen.getByTestId('address').textContent).toBe('?tab=overview&order=PO-7K3M9QXA');
    expect(screen.queryByText(words.findOrderInvalid)).toBeNull();
  });

  it('says in the reader’s language what a reference looks like, and opens nothing', async () => {
    await renderInApp(
      <>
        <FindPayOrder />
        <AddressSearch />
      </>,
      { locale: 'zh-CN', path: '/adminMode' },
    );
    const user = userEvent.setup();
    const words = adminZh.admin.overview;
    await user.type(screen.getByLabelText(words.findOrder), 'alice@example.com{Enter}');
    expect(await screen.findByText(words.findOrderInvalid)).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('');
  });
});
