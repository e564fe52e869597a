// @vitest-environment jsdom

import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { messagesEn } from '@simportal/contract/messages-en';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import adminEn from '../../../locales/en/admin.json' with { type: 'json' };
import adminZh from '../../../locales/zh-CN/admin.json' with { type: 'json' };
import { typeRange } from '../../../test-support/range-picker.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import type { OverviewRange } from '../api/dashboard-api.ts';
import { OverviewRangeControls } from './overview-range.tsx';

// The overview's range: a quick range marked pressed and handed on as a preset (the server resolves it); custom
// days checked with the spec §5 rules and the 366-day limit, against the server's business day, before
// anything is asked; the CSV export of what is shown.

const TODAY = '2026-11-25';

describe('the overview range', () => {
  it('marks the chosen quick range and hands it on, and exports, in Chinese', async () => {
    const onChange = vi.fn<(range: OverviewRange) => void>();
    const onExport = vi.fn();
    await renderInApp(
      <OverviewRangeControls
        range={{ preset: 'last30Days' }}
        today={TODAY}
        onChange={onChange}
        onExport={onExport}
        exporting={false}
      />,
      { locale: 'zh-CN' },
    );
    const words = adminZh.admin.overview;
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: words.range.last30Days }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: words.range.last7Days }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    await user.click(screen.getByRole('button', { name: words.range.lastMonth }));
    expect(onChange).toHaveBeenLastCalledWith({ preset: 'lastMonth' });
    await user.click(screen.getByRole('button', { name: words.export }));
    expect(onExport).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: words.range.apply }));
    expect(await screen.findByText(messagesZhCn.date_range_required)).toBeTruthy();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('refuses a custom range longer than the limit, and hands on one within it', async () => {
    const onChange = vi.fn<(range: OverviewRange) => void>();
    await renderInApp(
      <OverviewRangeControls
        range={{ preset: 'last7Days' }}
        today={TODAY}
        onChange={onChange}
        onExport={() => {}}
        exporting={false}
      />,
    );
    const words = adminEn.admin.overview.range;
    await typeRange('2025-11-01', '2026-11-20');
    await userEvent.click(screen.getByRole('button', { name: words.apply }));
    expect(await screen.findByText(messagesEn.date_range_too_long)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();

    await typeRange('2026-11-01', '2026-11-20');
    await userEvent.click(screen.getByRole('button', { name: words.apply }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ start: '2026-11-01', end: '2026-11-20' }));
  });
});
