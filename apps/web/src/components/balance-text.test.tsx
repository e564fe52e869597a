// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../stores/auth-store.ts';
import { signIn } from '../test-support/fixtures.ts';
import { renderInApp } from '../test-support/render.tsx';
import { BalanceLink, BalanceText } from './balance-text.tsx';

// The header's balance: nothing until the user info is known, then a link to the Account Recharge Center named
// by the balance in the reader's language and currency.

afterEach(() => authStore.getState().clearAuth());

const header = (to?: string, onNavigate?: () => void) => (
  <Routes>
    <Route path="/home" element={<BalanceLink to={to} onNavigate={onNavigate} />} />
    <Route path="/recharge" element={<p>recharge center</p>} />
  </Routes>
);

describe('the balance', () => {
  it('shows nothing until the user info is known, then leads to the recharge center', async () => {
    const onNavigate = vi.fn();
    await renderInApp(header(undefined, onNavigate), { path: '/home' });
    expect(screen.queryByRole('link')).toBeNull();
    act(() => signIn(7_000, { currency: 'USD' }));
    const link = screen.getByRole('link');
    // the name a screen reader says (jsdom's name computation drops the space between the two spans)
    expect(link.textContent).toBe('Balance: $70.00');
    expect(link.getAttribute('href')).toBe('/recharge');
    await userEvent.click(link);
    expect(await screen.findByText('recharge center')).toBeTruthy();
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('leads to the prefilled recharge it is given', async () => {
    signIn(150, { currency: 'USD' });
    await renderInApp(header('/recharge?amount=20'), { path: '/home' });
    const link = screen.getByRole('link');
    expect(link.textContent).toBe('Balance: $1.50');
    expect(link.getAttribute('href')).toBe('/recharge?amount=20');
  });

  it('writes the amount and its label the Chinese way, and the bare amount without a currency', async () => {
    signIn(7_000, { currency: 'USD' });
    const { unmount } = await renderInApp(header(), { path: '/home', locale: 'zh-CN' });
    expect(screen.getByRole('link').textContent).toBe('余额：US$70.00');
    unmount();
    signIn(7_000);
    await renderInApp(<BalanceText />, { locale: 'zh-CN' });
    expect(screen.getByTestId('balance-text').textContent).toBe('70.00');
  });
});
