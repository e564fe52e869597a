// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test-support/render.tsx';
import { DailyBars } from './daily-bars.tsx';

// The daily bars say the range's last day until a day is pointed at or tapped, then that day; the bars are one
// image with its label for assistive technology.

const days = [
  { day: '2026-11-23', usedKb: 300 * 1024 },
  { day: '2026-11-24', usedKb: 0 },
  { day: '2026-11-25', usedKb: 150 * 1024 },
];

describe('the daily bars', () => {
  it.each([
    ['en', 'Nov 25, 2026: 150 MB', 'Nov 23, 2026: 300 MB'],
    ['zh-CN', '2026年11月25日：150 MB', '2026年11月23日：300 MB'],
  ] as const)('says the day pointed at, the last day before (%s)', async (locale, last, first) => {
    const { container } = await renderInApp(<DailyBars days={days} label="use per day" />, { locale });
    expect(screen.getByRole('img', { name: 'use per day' })).toBeTruthy();
    expect(screen.getByText(last)).toBeTruthy();
    const bars = container.querySelectorAll('.daily-bars-bar');
    expect([...bars].map((bar) => (bar as HTMLElement).style.height)).toEqual(['100%', '0%', '50%']);
    fireEvent.pointerOver(bars[0]!);
    expect(screen.getByText(first)).toBeTruthy();
    expect(container.querySelector('.daily-bars-chosen')?.getAttribute('data-day')).toBe('2026-11-23');
  });
});
