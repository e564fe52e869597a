// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import walletEn from '../../../locales/en/wallet.json' with { type: 'json' };
import walletZh from '../../../locales/zh-CN/wallet.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { apiServer, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { payOrder, signIn } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { AdvanceRepaidNote } from './advance-repaid-note.tsx';

// /pay for a waiting order while its fees are advanced (decision 0069): that they are, what of the order repays
// them and what reaches the balance (the server's figures), and the last day the advance pays the fees.

serveApi();
afterEach(() => authStore.getState().clearAuth());

const ORDER = payOrder({ repaysMinor: 200 });
const runway = (lastDay: string | null) =>
  ok({
    businessDay: '2026-12-04',
    balanceMinor: -200,
    currency: 'USD',
    cardsInUse: 2,
    coveredUntil: null,
    beyondHorizon: false,
    nextDayMinor: 300,
    dueTodayMinor: 0,
    reminderDays: 3,
    warning: false,
    topUp: null,
    bridge: {
      payOrderId: ORDER.id,
      reference: ORDER.reference,
      limitMinor: 2_000,
      advancedMinor: 200,
      startedDay: '2026-12-04',
      lastDay,
    },
  });

describe('the advance on /pay', () => {
  it('says in Chinese what of the waiting order repays the advance, and its last day', async () => {
    signIn(-200);
    apiServer.use(http.get('/api/billing/runway', () => runway('2026-12-10')));
    await renderInApp(<AdvanceRepaidNote order={ORDER} />, { locale: 'zh-CN' });
    const words = walletZh.wallet.pay.advance;
    expect(await screen.findByText(words.title)).toBeTruthy();
    expect(
      screen.getByText(
        words.split
          .replace('{{amount}}', 'US$20.00')
          .replace('{{repays}}', 'US$2.00')
          .replace('{{added}}', 'US$18.00'),
      ),
    ).toBeTruthy();
    expect(await screen.findByText(words.until.replace('{{day}}', '12月10日'))).toBeTruthy();
  });

  it('says nothing for an order that repays nothing, or one no longer waiting', async () => {
    signIn(500);
    apiServer.use(http.get('/api/billing/runway', () => runway(null)));
    const plain = await renderInApp(<AdvanceRepaidNote order={payOrder()} />);
    expect(screen.queryByText(walletEn.wallet.pay.advance.title)).toBeNull();
    plain.unmount();
    await renderInApp(<AdvanceRepaidNote order={payOrder({ status: 'FINISHED', repaysMinor: 200 })} />);
    expect(screen.queryByText(walletEn.wallet.pay.advance.title)).toBeNull();
  });
});
