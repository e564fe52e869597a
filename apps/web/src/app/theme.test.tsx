// @vitest-environment jsdom
import { DatePicker } from 'antd';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../test-support/render.tsx';

/** A computed `rgb(…)` / `rgba(…)` colour laid over white, as the eye sees it on the calendar's ground. */
const overWhite = (css: string): [number, number, number] => {
  const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b].map((channel) => channel * a + 255 * (1 - a)) as [number, number, number];
};

/** WCAG 2's contrast ratio of an sRGB colour against white. */
const contrastOnWhite = (rgb: [number, number, number]) => {
  const [r, g, b] = rgb.map((channel) => {
    const v = channel / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
};

describe('the theme', () => {
  it("writes a calendar's days outside the month shown at AA contrast (issue #56: axe color-contrast)", async () => {
    await renderInApp(<DatePicker.RangePicker open />);
    const outside = [...document.querySelectorAll('.ant-picker-cell:not(.ant-picker-cell-in-view)')];
    expect(outside.length).toBeGreaterThan(0);
    for (const day of outside) {
      expect(contrastOnWhite(overWhite(getComputedStyle(day).color))).toBeGreaterThanOrEqual(4.5);
    }
  });
});
