import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME } from '../app/theme.ts';
import { BRAND, type BrandColor } from './brand.ts';

const css = readFileSync(path.resolve(import.meta.dirname, '../app/global.css'), 'utf8');
const cssName = (name: string) => `--brand-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** WCAG 2's contrast ratio of two #rrggbb colours. */
const contrast = (a: string, b: string) => {
  const luminance = (hex: string) => {
    const [r, g, bl] = (hex.slice(1).match(/../g) ?? []).map((h) => {
      const v = Number.parseInt(h, 16) / 255;
      return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('the brand palette', () => {
  it('is the same in the theme and in the CSS variables of the plain elements', () => {
    for (const [name, value] of Object.entries(BRAND))
      expect(css, cssName(name)).toContain(`${cssName(name)}: ${value};`);
    expect(THEME.token.colorPrimary).toBe(BRAND.primary);
    expect(THEME.token.colorBgLayout).toBe(BRAND.layout);
  });

  it('is not antd’s default blue', () => {
    expect(BRAND.primary.toLowerCase()).not.toBe('#1677ff');
  });

  it.each<[BrandColor, string, number]>([
    ['primary', '#ffffff', 6.3],
    ['primaryHover', '#ffffff', 7.5],
    ['primaryActive', '#ffffff', 9.4],
    ['primary', BRAND.layout, 5.8],
    ['primary', BRAND.primaryTint, 5.4],
  ])('gives %s text on %s at least %s:1 (AA is 4.5)', (color, on, figure) => {
    expect(contrast(BRAND[color], on)).toBeGreaterThanOrEqual(figure);
    expect(figure).toBeGreaterThanOrEqual(4.5);
  });
});
