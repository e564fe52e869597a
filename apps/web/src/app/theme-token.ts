import { BRAND } from '../lib/brand.ts';

/** antd's default font stack, with the system fonts a Chinese reader's screen has, before the generic family. */
const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', " +
  "'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";

/**
 * The antd theme's seed tokens: the product's own look (decision 0046) through antd's tokens, not overrides of
 * its classes.
 *
 * - The palette is brand.ts's deep teal. antd derives hover and pressed shades lighter than the seed; they are
 *   set darker here, so a hovered link or button keeps AA contrast (4.5:1 for text). Information (alerts) takes
 *   the primary, not antd's own blue.
 * - A type scale of ratio ~1.2 from 14 px: headings 32 / 26 / 21 / 18 / 16 (antd's 38 / 30 / 24 / 20 / 16 took
 *   a fifth of a phone's first screen for a page's title; phones take the h1 down to 24, global.css).
 * - Rounder corners (8, 12 for panels and dialogs), taller controls (36 px; small ones 28): a thumb's target.
 * - WCAG AA for the greys too: descriptions at 0.65 black, placeholders 0.55 (4.7:1), red-7 for danger texts.
 */
export const THEME_TOKEN = {
  colorPrimary: BRAND.primary,
  colorPrimaryHover: BRAND.primaryHover,
  colorPrimaryActive: BRAND.primaryActive,
  colorPrimaryBg: BRAND.primaryTint,
  colorInfo: BRAND.primary,
  // an information alert's ground: the tint (its text 14:1, a link in it 5.49:1); antd derived a grey-green
  colorInfoBg: BRAND.primaryTint,
  colorInfoBorder: BRAND.primaryBorder,
  colorLink: BRAND.primary,
  colorLinkHover: BRAND.primaryHover,
  colorLinkActive: BRAND.primaryActive,
  colorBgLayout: BRAND.layout,
  colorTextDescription: 'rgba(0, 0, 0, 0.65)',
  // a select's placeholder is text a reader needs ("Country or region: Japan, 日本, JP"): antd's #bfbfbf gives
  // 1.8:1, this 4.7:1
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
  // red-7: antd's red-6 (#ff4d4f) gives 3.3:1 for a danger link such as Revert or Delete
  colorError: '#cf1322',
  fontFamily: FONT_FAMILY,
  fontSizeHeading1: 32,
  fontSizeHeading2: 26,
  fontSizeHeading3: 21,
  fontSizeHeading4: 18,
  fontSizeHeading5: 16,
  borderRadius: 8,
  borderRadiusLG: 12,
  borderRadiusSM: 6,
  borderRadiusXS: 4,
  controlHeight: 36,
  controlHeightLG: 44,
  controlHeightSM: 28,
} as const;
