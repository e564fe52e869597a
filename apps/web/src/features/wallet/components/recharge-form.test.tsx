// @vitest-environment jsdom
import { payOrderFees } from '@simportal/contract/fees';
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../../lib/format.ts';
import walletEn from '../../../locales/en/wallet.json' with { type: 'json' };
import walletZh from '../../../locales/zh-CN/wallet.json' with { type: 'json' };
import { apiServer, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { RechargeForm } from './recharge-form.tsx';

// The Account Recharge Center's form: the amount rules of the contract before anything is sent, the fees shown
// as they will be charged, and the pay order it creates.

serveApi();

const page = (locale: 'en' | 'zh-CN') => (
  <Routes>
    <Route path="/recharge" element={<RechargeForm money={(minor) => formatMoney(minor, locale, 'USD')} />} />
    <Route path="/pay" element={<p>the pay page</p>} />
  </Routes>
);

describe('the recharge form', () => {
  it('refuses a typed amount the contract refuses, in the reader language, and sends nothing', async () => {
    const sent = vi.fn();
    apiServer.use(http.post('/api/wallet/pay-orders', sent));
    await renderInApp(page('zh-CN'), { locale: 'zh-CN', path: '/recharge' });
    const user = userEvent.setup();
    const words = walletZh.wallet.recharge;
    await user.click(await screen.findByText(words.otherAmount));
    const amount = await screen.findByLabelText(words.customAmount);
    await user.type(amount, '12.345');
    await user.click(screen.getByRole('button', { name: words.confirm }));
    expect(await screen.findByText(messagesZhCn.amount_invalid)).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '100000');
    expect(await screen.findByText(messagesZhCn.amount_too_large)).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();
  });

  it('says under each way to pay how one pays by it, in Chinese (issue #56)', async () => {
    await renderInApp(page('zh-CN'), { locale: 'zh-CN', path: '/recharge' });
    const words = walletZh.wallet;
    for (const method of ['DOMESTIC', 'INTERNATIONAL'] as const) {
      const radio = await screen.findByRole('radio', {
        name: words.method[method],
        description: words.methodHow[method],
      });
      expect(radio).toBeTruthy();
      expect(screen.getByText(words.methodHow[method]).textContent).not.toBe('');
    }
  });

  it('shows what an international payment of 25.50 costs, sends that order and opens its payment', async () => {
    let body: unknown = null;
    apiServer.use(
      http.post('/api/wallet/pay-orders', async ({ request }) => {
        body = await request.json();
        return ok({ id: 'order-1' }, 201);
      }),
    );
    await renderInApp(page('en'), { path: '/recharge' });
    const user = userEvent.setup();
    const words = walletEn.wallet;
    await user.click(await screen.findByText(words.recharge.otherAmount));
    await user.type(await screen.findByLabelText(words.recharge.customAmount), '25.50');
    await user.click(screen.getByLabelText(words.method.INTERNATIONAL));
    const breakdown = screen.getByRole('region', { name: words.recharge.breakdown });
    const fees = payOrderFees(2_550, 'INTERNATIONAL');
    expect(fees.internationalFeeMinor).toBeGreaterThan(0);
    expect(within(breakdown).getByText(formatMoney(fees.totalMinor, 'en', 'USD'))).toBeTruthy();
    expect(within(breakdown).getByText(formatMoney(fees.internationalFeeMinor, 'en', 'USD'))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: words.recharge.confirm }));
    expect(await screen.findByText('the pay page')).toBeTruthy();
    expect(body).toEqual({ amountMinor: 2_550, method: 'INTERNATIONAL', remark: '' });
  });

  it('starts from a prefilled amount: a preset, or the typed amount otherwise (a runway reminder’s link)', async () => {
    let body: unknown = null;
    apiServer.use(
      http.post('/api/wallet/pay-orders', async ({ request }) => {
        body = await request.json();
        return ok({ id: 'order-2' }, 201);
      }),
    );
    const prefilled = (minor: number) => (
      <Routes>
        <Route
          path="/recharge"
          element={<RechargeForm money={(m) => formatMoney(m, 'en', 'USD')} prefillMinor={minor} />}
        />
        <Route path="/pay" element={<p>the pay page</p>} />
      </Routes>
    );
    const words = walletEn.wallet.recharge;
    const first = await renderInApp(prefilled(2_000), { path: '/recharge' });
    expect(
      (screen.getByRole('radio', { name: formatMoney(2_000, 'en', 'USD') }) as HTMLInputElement).checked,
    ).toBe(true);
    first.unmount();

    await renderInApp(prefilled(4_150), { path: '/recharge' });
    expect((screen.getByLabelText(words.customAmount) as HTMLInputElement).value).toBe('41.50');
    await userEvent.setup().click(screen.getByRole('button', { name: words.confirm }));
    expect(await screen.findByText('the pay page')).toBeTruthy();
    expect(body).toMatchObject({ amountMinor: 4_150 });
  });
});
