// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import walletEn from '../../../locales/en/wallet.json' with { type: 'json' };
import commonZh from '../../../locales/zh-CN/common.json' with { type: 'json' };
import walletZh from '../../../locales/zh-CN/wallet.json' with { type: 'json' };
import { activity } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { widthOf } from '../../../test-support/screen-width.ts';
import { useMoney } from '../hooks/use-money.ts';
import { ActivityTable, type ActivityTablePage } from './activity-table.tsx';

// The activities (spec §3): each change with its type, signed amount, balance after, time, recharge status,
// reason (a StarterPack credit's days and plan in the reader's language) and card; the next page asked for;
// on a phone, a list that reads each change as one entry.

const words = walletEn.wallet.activities;
const STARTER = { days: 5, planName: { en: 'Japan 7 Days', 'zh-CN': '日本 7 天' } };
const page = (overrides: Partial<ActivityTablePage> = {}): ActivityTablePage => ({
  items: [
    activity({
      id: 1,
      reason: 'starter_pack_credit',
      starterPack: STARTER,
      rechargeStatus: null,
      amountMinor: 750,
    }),
    activity({
      id: 2,
      type: 'DAILY_FEE',
      amountMinor: -150,
      balanceAfterMinor: 600,
      reason: 'daily_fee',
      rechargeStatus: null,
      cardNumber: '1000000012',
    }),
  ],
  total: 45,
  page: 1,
  pageSize: 20,
  ...overrides,
});

function Activities({
  data,
  onPage,
}: {
  data: ActivityTablePage;
  onPage: (page: number, size: number) => void;
}) {
  const money = useMoney('USD');
  return <ActivityTable data={data} loading={false} money={money} onPage={onPage} />;
}

describe('the activity table', () => {
  it('says each change with its sign, reason and card, and asks for the next page', async () => {
    const onPage = vi.fn();
    await renderInApp(<Activities data={page()} onPage={onPage} />);
    const [, credit, fee] = await screen.findAllByRole('row');
    expect(within(credit!).getByText('+$7.50')).toBeTruthy();
    // typed apart from top-ups, as the overview counts it (issue #56)
    expect(within(credit!).getByText(walletEn.wallet.type.starterPackCredit)).toBeTruthy();
    expect(within(credit!).queryByText(walletEn.wallet.type.TOP_UP)).toBeNull();
    expect(credit!.textContent).toContain(
      walletEn.wallet.reason.starterPackDetail.replace('{{days}}', '5').replace('{{plan}}', 'Japan 7 Days'),
    );
    expect(within(fee!).getByText(walletEn.wallet.type.DAILY_FEE)).toBeTruthy();
    expect(within(fee!).getByText('-$1.50')).toBeTruthy();
    expect(within(fee!).getByText('$6.00')).toBeTruthy();
    expect(within(fee!).getByText('1000000012')).toBeTruthy();
    expect(screen.getByText(words.total.replace('{{total}}', '45'))).toBeTruthy();
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    expect(onPage).toHaveBeenCalledWith(2, 20);
  });

  it('reads each change as one entry on a phone, in Chinese', async () => {
    widthOf(true);
    await renderInApp(<Activities data={page()} onPage={() => {}} />, { locale: 'zh-CN' });
    const zh = walletZh.wallet;
    const list = await screen.findByRole('region', { name: commonZh.route.my_recharge_record });
    expect(screen.queryByRole('table')).toBeNull();
    const [credit, fee] = within(list).getAllByRole('listitem');
    expect(credit!.textContent).toContain(
      zh.reason.starterPackDetail.replace('{{days}}', '5').replace('{{plan}}', '日本 7 天'),
    );
    expect(credit!.textContent).toContain('+US$7.50');
    expect(credit!.textContent).toContain(zh.type.starterPackCredit);
    expect(fee!.textContent).toContain(`${zh.activities.columns.card} 1000000012`);
    expect(fee!.textContent).toContain(`${zh.activities.columns.balanceAfter} US$6.00`);
  });

  it('says the two lines of an eSIM bought with its plan are one purchase, in both languages (issue #56)', async () => {
    const bundle = () => ({
      items: [
        activity({
          id: 42,
          type: 'DAILY_FEE',
          amountMinor: -150,
          reason: 'daily_fee',
          rechargeStatus: null,
          cardNumber: '8944000000000000001',
          esimPurchaseId: 41,
        }),
        activity({
          id: 41,
          type: 'ESIM_APPLY',
          amountMinor: -500,
          reason: 'esim_apply',
          rechargeStatus: null,
          cardNumber: '8944000000000000001',
          esimPurchaseId: 41,
        }),
        activity({ id: 40, type: 'DAILY_FEE', amountMinor: -150, reason: 'daily_fee', rechargeStatus: null }),
      ],
      total: 3,
      page: 1,
      pageSize: 20,
    });
    const first = await renderInApp(<Activities data={bundle()} onPage={() => {}} />);
    const [, plan, esim, alone] = await screen.findAllByRole('row');
    const en = walletEn.wallet.reason;
    expect(plan!.textContent).toContain(`${en.daily_fee} · ${en.planWithEsim.replace('{{id}}', '41')}`);
    expect(esim!.textContent).toContain(`${en.esim_apply} · ${en.esimWithPlan.replace('{{id}}', '41')}`);
    expect(alone!.textContent).not.toContain('41');
    first.unmount();

    widthOf(true);
    await renderInApp(<Activities data={bundle()} onPage={() => {}} />, { locale: 'zh-CN' });
    const zh = walletZh.wallet.reason;
    const list = await screen.findByRole('region', { name: commonZh.route.my_recharge_record });
    const [zhPlan, zhEsim] = within(list).getAllByRole('listitem');
    expect(zhPlan!.textContent).toContain(zh.planWithEsim.replace('{{id}}', '41'));
    expect(zhEsim!.textContent).toContain(zh.esimWithPlan.replace('{{id}}', '41'));
  });
});
