// @vitest-environment jsdom
import type { ActivityFilter } from '@simportal/contract/api/wallet';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import walletEn from '../../../locales/en/wallet.json' with { type: 'json' };
import walletZh from '../../../locales/zh-CN/wallet.json' with { type: 'json' };
import { choose, fill } from '../../../test-support/fields.ts';
import { typeRange } from '../../../test-support/range-picker.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { ActivityFilters } from './activity-filters.tsx';

// The Activities filters: the type, the card trimmed and the trade days as ISO days become the filter of the
// search and of the CSV export alike, "All types" no filter; a card that is not digits is refused before
// anything is asked; Reset asks for every activity.

const words = walletEn.wallet.activities;
const DAY = 'YYYY-MM-DD';

describe('the Activities filters', () => {
  it('searches and exports with the same filter, and resets to every activity', async () => {
    const onSearch = vi.fn<(filter: ActivityFilter) => void>();
    const onExport = vi.fn<(filter: ActivityFilter) => void>();
    await renderInApp(
      <ActivityFilters applied={{}} onSearch={onSearch} onExport={onExport} exporting={false} />,
    );
    const user = userEvent.setup();
    await choose(words.type, walletEn.wallet.type.DAILY_FEE);
    await fill(screen.getByLabelText(words.card), ' 1000000012 ');
    // days up to today: the picker offers no later one
    const start = dayjs().subtract(10, 'day').format(DAY);
    const end = dayjs().subtract(1, 'day').format(DAY);
    await typeRange(start, end);
    const filter = { type: 'DAILY_FEE', cardNumber: '1000000012', start, end };
    // Enter on a day searches already, as Search does
    onSearch.mockClear();
    await user.click(screen.getByRole('button', { name: words.search }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch.mock.calls[0]![0]).toEqual(filter);
    await user.click(screen.getByRole('button', { name: words.export }));
    await waitFor(() => expect(onExport).toHaveBeenCalledTimes(1));
    expect(onExport.mock.calls[0]![0]).toEqual(filter);

    await user.click(screen.getByRole('button', { name: words.reset }));
    expect(onSearch).toHaveBeenLastCalledWith({});
    expect(screen.getByLabelText(words.card)).toHaveProperty('value', '');
  });

  it('refuses a card that is not digits in Chinese, and is busy while exporting', async () => {
    const onSearch = vi.fn();
    const onExport = vi.fn();
    await renderInApp(<ActivityFilters applied={{}} onSearch={onSearch} onExport={onExport} exporting />, {
      locale: 'zh-CN',
    });
    const zh = walletZh.wallet.activities;
    const user = userEvent.setup();
    await fill(screen.getByLabelText(zh.card), '1000-0012');
    await user.click(screen.getByRole('button', { name: zh.search }));
    expect(await screen.findByText(zh.cardInvalid)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: new RegExp(`${zh.export}$`) }));
    expect(onSearch).not.toHaveBeenCalled();
    expect(onExport).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: new RegExp(`${zh.export}$`) }).className).toContain(
      'ant-btn-loading',
    );
  });
});
