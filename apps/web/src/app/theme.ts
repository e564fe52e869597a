import { THEME_TOKEN } from './theme-token.ts';

/** A calendar's day outside the month shown: `rgba(0, 0, 0, 0.6)` on white. */
export const OUT_OF_VIEW_DAY = '#666666';

/**
 * The antd theme: the product's own look (decision 0046) as seed tokens (theme-token.ts), a few components'
 * tokens; antd's default algorithm derives the rest.
 */
export const THEME = {
  token: THEME_TOKEN,
  components: {
    // WCAG 2.5.8 without the spacing exception: a checkbox's or a radio's label is its target, antd's line
    // height (22 px at 14 px) makes it 2 px short; 24 px lines make it 24 (decision 0046)
    Checkbox: { lineHeight: 24 / 14 },
    Radio: { lineHeight: 24 / 14 },
    // a tab's click lands on its padded box (46 px high), but the element named as the tab (role="tab") is its
    // 22 px line: 24 px lines make that a target of its own
    Tabs: { lineHeight: 24 / 14 },
    // a calendar's days of the months before and after (and the days it refuses) are antd's disabled grey,
    // 0.25 black: 1.9:1 on white, the six that axe counted on Traffic Detail's custom range (issue #56); 0.6
    // black reads 5.7:1 on white and 5.3:1 on a refused day's grey, still lighter than the month's own days
    DatePicker: { colorTextDisabled: OUT_OF_VIEW_DAY },
  },
  // A fixed name for the class that carries the theme's CSS variables (antd would derive one from React's
  // useId), so plain elements can carry it too: the default layout's frame (layouts/default-layout.tsx).
  cssVar: { key: 'simportal-theme' },
} as const;

/** The class under which antd defines the theme's CSS variables (`--ant-color-link`...). */
export const THEME_CLASS = THEME.cssVar.key;
