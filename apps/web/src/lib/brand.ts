/**
 * The product's palette (decision 0046): a deep teal of its own instead of antd's default blue, with the
 * contrast each use needs (WCAG AA, 4.5:1 for text). antd's components get it through the theme's tokens
 * (app/theme.ts); the app's own plain elements (the header, the shortcut bar, the splash, the fault page) through
 * the same values as CSS variables (`--brand-…` in app/global.css; brand.test.ts keeps the two equal and checks the
 * contrast figures).
 */
export const BRAND = {
  /** Links, primary buttons, the current menu entry: 6.34:1 on white (white on it the same), 5.83:1 on the layout. */
  primary: '#0d6b66',
  /** Hovered: darker, not lighter as antd would derive it, so white text on it stays readable (7.60:1). */
  primaryHover: '#0b5e5a',
  /** Pressed (9.48:1). */
  primaryActive: '#134e4a',
  /** Behind a selected entry or a highlighted panel; the primary on it 5.49:1. */
  primaryTint: '#e3f2ef',
  /** The edge of a tinted panel (an information alert). */
  primaryBorder: '#a7d3cb',
  /** The mark's signal arc and the illustrations' highlights: decoration only, never text (3.0:1 on white). */
  accent: '#e8a23a',
  /** The page behind the panels. */
  layout: '#f3f6f6',
} as const;

export type BrandColor = keyof typeof BRAND;

/**
 * A chart's series in the brand's colours (the regions' pie): the teal and the amber of the palette above in
 * turn, dark and light, so that two slices side by side differ. Decoration only: every chart's figures are also
 * on the page as text or a table.
 */
export const CHART_SERIES = [
  BRAND.primary,
  BRAND.accent,
  '#5fa8a0',
  '#8a5a12',
  BRAND.primaryBorder,
  BRAND.primaryActive,
  '#f3c98b',
  '#6b7c7b',
] as const;
