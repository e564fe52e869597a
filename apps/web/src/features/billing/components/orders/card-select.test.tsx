// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cardBilling } from '../../../../test-support/fixtures.ts';
import { renderInApp } from '../../../../test-support/render.tsx';
import { CardSelect } from './card-select.tsx';

// Choosing the card of an order: each card said as "card · status · plan" in the reader's language, by its label
// (with its number) when it has one; the card chosen handed on by its id.

const CARDS = [
  cardBilling({ label: 'Trip phone' }),
  cardBilling({ cardId: 13, cardNumber: '1000000013', status: 'NOT_ACTIVE', currentPlan: null }),
];

/** The options' names as the open list offers them. */
const offered = () =>
  [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title'));

describe("an order's card", () => {
  it('names each card with its status and plan, and hands on the one chosen', async () => {
    const onChange = vi.fn();
    await renderInApp(<CardSelect id="card" cards={CARDS} onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox'));
    expect(offered()).toEqual([
      'Trip phone (1000000012) · Using · Global Daily 500 MB',
      '1000000013 · Not Active · no plan',
    ]);
    await user.click(screen.getByTitle('1000000013 · Not Active · no plan'));
    expect(onChange.mock.calls[0]![0]).toBe(13);
  });

  it('says the status and plan in Chinese', async () => {
    await renderInApp(<CardSelect cards={CARDS} />, { locale: 'zh-CN' });
    await userEvent.click(screen.getByRole('combobox'));
    expect(offered()).toEqual([
      'Trip phone (1000000012) · 使用中 · 全球日包 500 MB',
      '1000000013 · 未激活 · 无套餐',
    ]);
  });
});
