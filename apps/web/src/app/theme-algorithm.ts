import type { MappingAlgorithm } from 'antd/es/theme/interface';
import defaultAlgorithm from 'antd/es/theme/themes/default';
import { THEME_MAP_TOKEN, THEME_SEED_TOKEN } from './theme-map-token.gen.ts';

const SEED_KEYS = Object.keys(THEME_SEED_TOKEN);

const isThemeSeed = (seed: object): boolean => {
  const given = seed as Record<string, unknown>;
  return (
    Object.keys(given).length === SEED_KEYS.length &&
    SEED_KEYS.every((key) => given[key] === THEME_SEED_TOKEN[key])
  );
};

/**
 * antd's default algorithm, with its answer for the theme's own seed worked out ahead (theme-map-token.gen.ts):
 * deriving the palettes and sizes was half of the first render's longest task on every page (~9 ms on this
 * machine, four times that on Lighthouse's phone). Any other seed is derived as antd does.
 */
export const themeAlgorithm: MappingAlgorithm = (seed) =>
  isThemeSeed(seed) ? THEME_MAP_TOKEN : defaultAlgorithm(seed);
