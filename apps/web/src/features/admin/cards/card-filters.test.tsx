// @vitest-environment jsdom
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import adminEn from '../../../locales/en/admin.json' with { type: 'json' };
import adminZh from '../../../locales/zh-CN/admin.json' with { type: 'json' };
import { choose, fill } from '../../../test-support/fields.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { widthOf } from '../../../test-support/screen-width.ts';
import { type CardFilter, CardFilters } from './card-filters.tsx';

// The Card List's filters: what is set becomes the filter, trimmed, "Any" and empty fields no filter at all;
// card numbers are digits, compared as numbers (9 < 10); Reset asks for every card. On a phone they sit behind
// one button that says how many are set.

const words = adminEn.admin;

describe('the Card List filters', () => {
  it('searches with what is set, trimmed, and resets to every card', async () => {
    const onSearch = vi.fn<(filter: CardFilter) => void>();
    await renderInApp(<CardFilters onSearch={onSearch} />);
    const user = userEvent.setup();
    await fill(screen.getByLabelText(words.cards.from), ' 1000000010 ');
    await fill(screen.getByLabelText(words.cards.to), '1000000020');
    await choose(words.cards.status, 'Using');
    await choose(words.cards.deleted, words.common.no);
    await fill(screen.getByLabelText(words.cards.holder), '  alice  ');
    await fill(screen.getByLabelText(words.cards.group), ' Routers ');
    await user.click(screen.getByRole('button', { name: words.common.search }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch.mock.calls[0]![0]).toEqual({
      cardNumberFrom: '1000000010',
      cardNumberTo: '1000000020',
      status: 'USING',
      deleted: 'false',
      holder: 'alice',
      group: 'Routers',
    });

    await user.click(screen.getByRole('button', { name: words.common.reset }));
    expect(onSearch).toHaveBeenLastCalledWith({});
    expect(screen.getByLabelText(words.cards.holder)).toHaveProperty('value', '');
  });

  it('refuses letters and a reversed range in Chinese, and compares the numbers as numbers', async () => {
    const onSearch = vi.fn<(filter: CardFilter) => void>();
    await renderInApp(<CardFilters onSearch={onSearch} />, { locale: 'zh-CN' });
    const zh = adminZh.admin;
    const user = userEvent.setup();
    const from = screen.getByLabelText(zh.cards.from);
    const to = screen.getByLabelText(zh.cards.to);
    await fill(from, '1a');
    await user.click(screen.getByRole('button', { name: zh.common.search }));
    expect(await screen.findByText(messagesZhCn.card_number_format)).toBeTruthy();

    await user.clear(from);
    await fill(from, '10');
    await fill(to, '9');
    await user.click(screen.getByRole('button', { name: zh.common.search }));
    expect(await screen.findByText(zh.cards.rangeReversed)).toBeTruthy();
    expect(onSearch).not.toHaveBeenCalled();

    await user.clear(from);
    await fill(from, '9');
    await user.clear(to);
    await fill(to, '10');
    await user.click(screen.getByRole('button', { name: zh.common.search }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ cardNumberFrom: '9', cardNumberTo: '10' }));
  });

  it('keeps them behind one button on a phone that says how many are set', async () => {
    widthOf(true);
    const onSearch = vi.fn<(filter: CardFilter) => void>();
    await renderInApp(<CardFilters onSearch={onSearch} />);
    const user = userEvent.setup();
    expect(screen.queryByLabelText(words.cards.holder)).toBeNull();
    await user.click(screen.getByRole('button', { name: words.cards.filters }));
    const drawer = await screen.findByRole('dialog', { name: words.cards.filters });
    await fill(within(drawer).getByLabelText(words.cards.holder), 'alice');
    await choose(words.cards.starterPack, words.common.yes);
    await user.click(within(drawer).getByRole('button', { name: words.common.search }));
    expect(
      await screen.findByRole('button', { name: words.cards.filtersOn.replace('{{count}}', '2') }),
    ).toBeTruthy();
    expect(onSearch).toHaveBeenLastCalledWith({ holder: 'alice', starterPack: 'true' });

    await user.click(screen.getByRole('button', { name: words.cards.clearFilters }));
    expect(onSearch).toHaveBeenLastCalledWith({});
    expect(screen.getByRole('button', { name: words.cards.filters })).toBeTruthy();
  });

  it('keeps the search box on the page on a phone, Enter searching there and in the drawer', async () => {
    widthOf(true);
    const onSearch = vi.fn<(filter: CardFilter) => void>();
    await renderInApp(<CardFilters onSearch={onSearch} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: words.cards.search }), ' 8985{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith({ q: '8985' });

    await user.click(screen.getByRole('button', { name: words.cards.filters }));
    const drawer = await screen.findByRole('dialog', { name: words.cards.filters });
    await user.type(within(drawer).getByLabelText(words.cards.holder), 'alice{Enter}');
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({ holder: 'alice', q: '8985' }));
    expect(
      await screen.findByRole('button', { name: words.cards.filtersOn.replace('{{count}}', '1') }),
    ).toBeTruthy();
  });
});
