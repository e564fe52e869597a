import { BRAND } from '../lib/brand.ts';

/** antd's default font stack, with the system fonts a Chinese reader's screen has, before the generic family. */
const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', " +
  "'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";

/**
 * The antd theme: the product's own look (decision 0046) through antd's tokens, not overrides of its classes.
 *
 * - The palette is brand.ts's deep teal. antd derives hover and pressed shades lighter than the seed; they are
 *   set darker here, so a hovered link or button keeps AA contrast (4.5:1 for text). Information (alerts) takes
 *   the primary, not antd's own blue.
 * - A type scale of ratio ~1.2 from 14 px: headings 32 / 26 / 21 / 18 / 16 (antd's 38 / 30 / 24 / 20 / 16 took
 *   a fifth of a phone's first screen for a page's title; phones take the h1 down to 24, global.css).
 * - Rounder corners (8, 12 for panels and dialogs), taller controls (36 px; small ones 28): a thumb's target.
 * - WCAG AA for the greys too: descriptions at 0.65 black, placeholders 0.55 (4.7:1), red-7 for danger texts.
 */
export const THEME = {
  token: {
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
  },
  components: {
    // WCAG 2.5.8 without the spacing exception: a checkbox's or a radio's label is its target, antd's line
    // height (22 px at 14 px) makes it 2 px short; 24 px lines make it 24 (decision 0046)
    Checkbox: { lineHeight: 24 / 14 },
    Radio: { lineHeight: 24 / 14 },
    // a tab's click lands on its padded box (46 px high), but the element named as the tab (role="tab") is its
    // 22 px line: 24 px lines make that a target of its own
    Tabs: { lineHeight: 24 / 14 },
  },
  // A fixed name for the class that carries the theme's CSS variables (antd would derive one from React's
  // useId), so plain elements can carry it too: the default layout's frame (layouts/default-layout.tsx).
  cssVar: { key: 'simportal-theme' },
} as const;

/** The class under which antd defines the theme's CSS variables (`--ant-color-link`...). */
export const THEME_CLASS = THEME.cssVar.key;
