import { readFileSync } from 'node:fs';
import path from 'node:path';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { THEME_MAP_TOKEN_FILE, themeMapTokenFile } from '../../../../tools/theme-map-token/generate.ts';
import { themeAlgorithm } from './theme-algorithm.ts';
import { THEME_MAP_TOKEN } from './theme-map-token.gen.ts';
import { THEME_TOKEN } from './theme-token.ts';

// The theme's map token is worked out ahead, so the browser need not derive it: it must be what antd derives,
// for this theme and this antd, and any other seed is still derived.

const ROOT = path.resolve(import.meta.dirname, '../../../..');

describe('the theme algorithm', () => {
  it('is written from the theme and antd as they are (npm run theme:map-token)', async () => {
    expect(readFileSync(path.join(ROOT, THEME_MAP_TOKEN_FILE), 'utf8')).toBe(await themeMapTokenFile());
  });

  it("answers the theme's seed with what antd derives, without deriving it", () => {
    const seed = { ...theme.defaultSeed, ...THEME_TOKEN };
    expect(themeAlgorithm(seed)).toBe(THEME_MAP_TOKEN);
    expect(THEME_MAP_TOKEN).toEqual(theme.defaultAlgorithm(seed));
  });

  it('derives any other seed as antd does', () => {
    const other = { ...theme.defaultSeed, ...THEME_TOKEN, colorPrimary: '#cf1322' };
    expect(themeAlgorithm(other)).not.toBe(THEME_MAP_TOKEN);
    expect(themeAlgorithm(other)).toEqual(theme.defaultAlgorithm(other));
  });
});
