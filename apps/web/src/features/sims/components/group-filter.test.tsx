// @vitest-environment jsdom
import type { CardGroupList } from '@simportal/contract/api/card-groups';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test-support/render.tsx';
import type { SimsGroupFilter } from '../api/sims-api.ts';
import { GroupFilter } from './group-filter.tsx';

// My SIMs' group chips (decision 0075): All, each group, Ungrouped; the chosen one says its cards, data used this
// cycle and fees this month, All summing every group and the cards in none.

const groups: CardGroupList = {
  items: [
    { id: 3, name: 'Family', cardCount: 2, periodKb: 2_048, monthFeesMinor: 450 },
    { id: 9, name: 'Shop', cardCount: 1, periodKb: 1_024, monthFeesMinor: 150 },
  ],
  ungrouped: { cardCount: 1, periodKb: 0, monthFeesMinor: 0 },
};

function Chosen() {
  const [value, setValue] = useState<SimsGroupFilter>('all');
  return (
    <>
      <GroupFilter groups={groups} value={value} onChange={setValue} currency="USD" />
      <output>{String(value)}</output>
    </>
  );
}

describe("My SIMs' group filter", () => {
  it('chooses a group and shows its figures, All summing every card', async () => {
    await renderInApp(<Chosen />);
    const chips = screen.getByRole('group', { name: 'Show the cards of a group' });
    expect(Array.from(chips.querySelectorAll('button'), (button) => button.textContent)).toEqual([
      'All · 4 cards',
      'Family · 2 cards',
      'Shop · 1 card',
      'Ungrouped · 1 card',
    ]);
    expect(screen.getByText('4 cards · 3 MB used this cycle · $6.00 in fees this month')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Family · 2 cards' }));
    expect(screen.getByRole('status').textContent).toBe('3');
    expect(screen.getByRole('button', { name: 'Family · 2 cards' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByText('2 cards · 2 MB used this cycle · $4.50 in fees this month')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ungrouped · 1 card' }));
    expect(screen.getByRole('status').textContent).toBe('none');
  });

  it('speaks Chinese', async () => {
    await renderInApp(<Chosen />, { locale: 'zh-CN' });
    expect(screen.getByRole('button', { name: '未分组 · 1 张' })).toBeTruthy();
    expect(screen.getByText('4 张卡 · 本周期已用 3 MB · 本月费用 US$6.00')).toBeTruthy();
  });
});
