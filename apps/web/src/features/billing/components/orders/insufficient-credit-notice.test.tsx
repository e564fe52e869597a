// @vitest-environment jsdom

import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { messagesEn } from '@simportal/contract/messages-en';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import billingEn from '../../../../locales/en/billing.json' with { type: 'json' };
import supportEn from '../../../../locales/en/support.json' with { type: 'json' };
import billingZh from '../../../../locales/zh-CN/billing.json' with { type: 'json' };
import { serveApi } from '../../../../test-support/api-server.ts';
import { renderInApp } from '../../../../test-support/render.tsx';
import { InsufficientCreditNotice } from './insufficient-credit-notice.tsx';

// insufficient_credit said plainly, with the way to the Account Recharge Center (which closes what it stands in)
// and, folded, the channels to pay through.

serveApi();

const page = (onNavigate?: () => void) => (
  <Routes>
    <Route path="/plan" element={<InsufficientCreditNotice onNavigate={onNavigate} />} />
    <Route path="/recharge" element={<p>recharge center</p>} />
  </Routes>
);

describe('the insufficient credit notice', () => {
  it('leads to the recharge center, closing what it stands in', async () => {
    const onNavigate = vi.fn();
    await renderInApp(page(onNavigate), { path: '/plan' });
    const notice = screen.getByRole('alert');
    expect(notice.textContent).toContain(messagesEn.insufficient_credit);
    expect(within(notice).getByText(supportEn.support.contactToPay)).toBeTruthy();
    await userEvent.click(within(notice).getByRole('link', { name: billingEn.billing.insufficient.topUp }));
    expect(await screen.findByText('recharge center')).toBeTruthy();
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('says it in Chinese', async () => {
    await renderInApp(page(), { path: '/plan', locale: 'zh-CN' });
    const notice = screen.getByRole('alert');
    expect(notice.textContent).toContain(messagesZhCn.insufficient_credit);
    expect(
      within(notice).getByRole('link', { name: billingZh.billing.insufficient.topUp }).getAttribute('href'),
    ).toBe('/recharge');
  });
});
