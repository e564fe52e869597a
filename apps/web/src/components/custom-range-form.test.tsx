// @vitest-environment jsdom

import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { messagesEn } from '@simportal/contract/messages-en';
import type { DateRange } from '@simportal/contract/rules/date-range';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { typeRange } from '../test-support/range-picker.ts';
import { renderInApp } from '../test-support/render.tsx';
import { CustomRangeForm } from './custom-range-form.tsx';

// Custom days of a range screen: the caller's rule is checked before anything is handed on, its message said
// under the field in the reader's language; a range it accepts is handed on as ISO days; no day after today
// can be picked.

/** The screens' rule in short: both days, in order. */
const check = (range: DateRange) =>
  !range.start || !range.end ? 'date_range_required' : range.start > range.end ? 'date_range_invalid' : null;

const form = (onChange: (range: DateRange) => void, today = '2026-11-25') => (
  <CustomRangeForm
    label="Custom days"
    applyLabel="Apply"
    className="range"
    today={today}
    check={check}
    onChange={onChange}
  />
);

describe('the custom days of a range', () => {
  it('hands on a range the rule accepts as ISO days, and nothing while it refuses', async () => {
    const onChange = vi.fn();
    await renderInApp(form(onChange));
    const apply = screen.getByRole('button', { name: 'Apply' });
    await typeRange('2026-11-20', '2026-11-01');
    await userEvent.click(apply);
    expect(await screen.findByText(messagesEn.date_range_invalid)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();

    await typeRange('2026-11-01', '2026-11-20');
    await userEvent.click(apply);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ start: '2026-11-01', end: '2026-11-20' }));
  });

  it('says a missing range in Chinese, and offers no day after today', async () => {
    const onChange = vi.fn();
    // the calendar opens on this month: today is the real one here
    const today = dayjs().format('YYYY-MM-DD');
    await renderInApp(form(onChange, today), { locale: 'zh-CN' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(messagesZhCn.date_range_required)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();

    const [start] = await screen.findAllByRole('textbox', undefined, { timeout: 10_000 });
    await user.click(start!);
    await waitFor(() => expect(document.querySelector(`td[title="${today}"]`)).not.toBeNull());
    const cell = (day: string) => document.querySelector(`td[title="${day}"]`);
    expect(cell(today)?.classList.contains('ant-picker-cell-disabled')).toBe(false);
    const tomorrow = dayjs().add(1, 'day').format('YYYY-MM-DD');
    // tomorrow may be next month's first day, shown greyed at the end of this month's calendar
    if (cell(tomorrow)) expect(cell(tomorrow)?.classList.contains('ant-picker-cell-disabled')).toBe(true);
  });
});
