// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import shopEn from '../../../locales/en/shop.json' with { type: 'json' };
import shopZh from '../../../locales/zh-CN/shop.json' with { type: 'json' };
import { AddressSearch } from '../../../test-support/address.tsx';
import { renderInApp } from '../../../test-support/render.tsx';
import { DestinationFilter, useDestination } from './destination-filter.tsx';

// "Where are you going?": the destinations the items cover, each once; the one chosen kept in the address
// (?to=JP) for a shared search, and what it found said with the way back to everything.

const words = shopEn.shop.destinations;
const COVERAGES = [
  ['JP', 'KR'],
  ['JP', 'FR'],
];

/** The shop's filter as a page holds it: the destination in the address. */
function Shop({ found = 2 }: { found?: number }) {
  const [to, setTo] = useDestination();
  return (
    <>
      <DestinationFilter coverages={COVERAGES} to={to} onChange={setTo} found={found} kind="plans" />
      <AddressSearch />
    </>
  );
}

describe('the destination filter', () => {
  it('offers each destination covered once, keeps the one chosen in the address, and shows everything again', async () => {
    await renderInApp(<Shop />, { path: '/plan?days=10' });
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(words.label));
    expect(
      [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title')),
    ).toEqual(['France', 'Japan', 'South Korea']);
    await user.click(screen.getByTitle('Japan'));
    expect(screen.getByTestId('address').textContent).toBe('?days=10&to=JP');
    expect(screen.getByRole('status').textContent).toContain(
      words.found.plans_other.replace('{{count}}', '2').replace('{{place}}', 'Japan'),
    );
    await user.click(screen.getByRole('button', { name: words.showAll.plans }));
    expect(screen.getByTestId('address').textContent).toBe('?days=10');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('reads a shared address, in any case, and says in Chinese that nothing works there', async () => {
    await renderInApp(<Shop found={0} />, { path: '/plan?to=fr', locale: 'zh-CN' });
    expect(screen.getByRole('status').textContent).toContain(
      shopZh.shop.destinations.none.plans.replace('{{place}}', '法国'),
    );
  });

  it('ignores a code that is no destination, and stands disabled while the catalogue is on its way', async () => {
    const onChange = vi.fn();
    await renderInApp(
      <DestinationFilter coverages={null} to="JP" onChange={onChange} found={0} kind="addOns" />,
    );
    expect(screen.getByLabelText(words.label)).toHaveProperty('disabled', true);
    expect(screen.queryByRole('status')).toBeNull();

    await renderInApp(<Shop />, { path: '/plan?to=XX' });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
