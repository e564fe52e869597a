// @vitest-environment jsdom
import { addDaysToIsoDate, isoDateInTimeZone } from '@simportal/contract/calendar-date';
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import type { DateRange } from '@simportal/contract/rules/date-range';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import usageEn from '../../../locales/en/usage.json' with { type: 'json' };
import usageZh from '../../../locales/zh-CN/usage.json' with { type: 'json' };
import { renderInApp } from '../../../test-support/render.tsx';
import { RangeControls } from './range-controls.tsx';

// Traffic Detail's range choices: presets whose names say what they show and that never pass today, and a
// custom range whose days after today cannot be picked.

const words = usageEn.usage.range;

describe('the traffic range controls', () => {
  it('moves a week back, shows the whole previous month, and cannot move past today', async () => {
    const onChange = vi.fn<(range: DateRange) => void>();
    const today = '2026-11-23';
    await renderInApp(
      <RangeControls
        range={{ start: '2026-11-17', end: today }}
        today={today}
        timeZone="UTC"
        onChange={onChange}
      />,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: words.nextWeek }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: words.nextMonth }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: words.lastWeek }));
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-11-10', end: '2026-11-16' });
    await user.click(screen.getByRole('button', { name: words.lastMonth }));
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-10-01', end: '2026-10-31' });
  });

  it('moves forward again from an earlier window, ending no later than today', async () => {
    const onChange = vi.fn<(range: DateRange) => void>();
    await renderInApp(
      <RangeControls
        range={{ start: '2026-11-10', end: '2026-11-16' }}
        today="2026-11-20"
        timeZone="UTC"
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: words.nextWeek }));
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-11-14', end: '2026-11-20' });
  });

  it('asks for a range in the reader language, and offers no day after today in the picker', async () => {
    const onChange = vi.fn<(range: DateRange) => void>();
    // the picker opens on this month in the machine's zone: today is the real one here
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const today = isoDateInTimeZone(new Date(), zone);
    await renderInApp(
      <RangeControls
        range={{ start: addDaysToIsoDate(today, -6), end: today }}
        today={today}
        timeZone={zone}
        onChange={onChange}
      />,
      { locale: 'zh-CN' },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: usageZh.usage.range.apply }));
    expect(await screen.findByText(messagesZhCn.date_range_required)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();

    // the picker arrives after the page (a lazy part); its calendar shows today and tomorrow
    const [startInput] = await screen.findAllByRole('textbox', undefined, { timeout: 10_000 });
    await user.click(startInput!);
    await waitFor(() => expect(document.querySelector(`td[title="${today}"]`)).not.toBeNull());
    const tomorrow = document.querySelector(`td[title="${addDaysToIsoDate(today, 1)}"]`);
    expect(tomorrow?.classList.contains('ant-picker-cell-disabled')).toBe(true);
    expect(
      document.querySelector(`td[title="${today}"]`)?.classList.contains('ant-picker-cell-disabled'),
    ).toBe(false);
  });
});
