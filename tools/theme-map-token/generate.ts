import type { MapToken, SeedToken } from 'antd/es/theme/interface';
import { THEME_TOKEN } from '../../apps/web/src/app/theme-token.ts';

export const THEME_MAP_TOKEN_FILE = 'apps/web/src/app/theme-map-token.gen.ts';

/** The text of theme-map-token.gen.ts: the theme's seed and what antd's default algorithm derives from it. */
export const themeMapTokenFile = async (): Promise<string> => {
  // antd's CommonJS build: Node cannot resolve the directory imports of its ES build
  const { theme } = await import('antd');
  // the seed as ConfigProvider merges it: antd's defaults, then the theme's own tokens
  const seed: SeedToken = { ...theme.defaultSeed, ...THEME_TOKEN };
  const map: MapToken = theme.defaultAlgorithm(seed);
  return `/**
 * The app theme's seed (antd's defaults and theme-token.ts) and the map token antd's default algorithm derives
 * from it, worked out ahead (theme-algorithm.ts). Do not edit: \`npm run theme:map-token\` writes it again, and
 * theme-algorithm.test.ts fails while it differs.
 */
import type { MapToken } from 'antd/es/theme/interface';

export const THEME_SEED_TOKEN: Readonly<Record<string, string | number | boolean>> = ${JSON.stringify(seed, null, 2)};

// the theme's alias tokens (colorLink...) ride along, as antd's algorithm passes its seed through
export const THEME_MAP_TOKEN = ${JSON.stringify(map, null, 2)} as MapToken;
`;
};
