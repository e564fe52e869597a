// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import shopEn from '../../../locales/en/shop.json' with { type: 'json' };
import shopZh from '../../../locales/zh-CN/shop.json' with { type: 'json' };
import { AddressSearch } from '../../../test-support/address.tsx';
import { renderInApp } from '../../../test-support/render.tsx';
import { TripUsage, useTripUsage } from './trip-usage.tsx';

// "How much data a day?": one of four choices, each with its daily figure and what it means in words, and
// whether the trip needs a new eSIM (its fee named once known); both kept in the address (?use=normal&esim=1).

const words = shopEn.shop.trip;

function Trip({ esimFee }: { esimFee: string | null }) {
  const { usage, setUsage, esim, setEsim } = useTripUsage();
  return (
    <>
      <TripUsage usage={usage} onUsage={setUsage} esim={esim} onEsim={setEsim} esimFee={esimFee} />
      <AddressSearch />
    </>
  );
}

/** A choice's name: the use, a space, and its daily figure (a screen reader would read "Not sureFees only"). */
const choice = (use: string, figure: string) => `${use} ${figure}`;

describe("the trip's daily use", () => {
  it('keeps the use chosen and the new eSIM in the address, and says what the use means', async () => {
    await renderInApp(<Trip esimFee="$5.00" />, { path: '/plan?days=10' });
    const user = userEvent.setup();
    expect(screen.getByRole('radio', { name: choice(words.usage.any, words.feesOnly) })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByText(words.usageText.any)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: choice(words.usage.normal, '1.5 GB/day') }));
    expect(screen.getByTestId('address').textContent).toBe('?days=10&use=normal');
    expect(screen.getByText(words.usageText.normal)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: words.needEsim.replace('{{fee}}', '$5.00') }));
    expect(screen.getByTestId('address').textContent).toBe('?days=10&use=normal&esim=1');

    await user.click(screen.getByRole('radio', { name: choice(words.usage.any, words.feesOnly) }));
    await user.click(screen.getByRole('checkbox'));
    expect(screen.getByTestId('address').textContent).toBe('?days=10');
  });

  it('reads a shared address, with the figures in Chinese, and names the eSIM plainly before its fee is known', async () => {
    await renderInApp(<Trip esimFee={null} />, { path: '/plan?use=heavy&esim=1', locale: 'zh-CN' });
    const zh = shopZh.shop.trip;
    expect(screen.getByRole('radio', { name: choice(zh.usage.heavy, '每天 4 GB') })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByText(zh.usageText.heavy)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: zh.needEsimPlain })).toHaveProperty('checked', true);
  });
});
