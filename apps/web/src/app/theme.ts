import { THEME_TOKEN } from './theme-token.ts';

/** Warning text (gold-9, as the paused card's tag): 6.5:1 on antd's warning tint (#fffbe6), 6.8:1 on white. */
export const WARNING_TEXT = '#874d00';
/** Success text (green-8, as the card in use's tag): 5.4:1 on antd's success tint (#f6ffed), 5.6:1 on white. */
export const SUCCESS_TEXT = '#237804';

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
    // a status tag's text is antd's warning and success colours on their tints: gold-6 on gold-1 reads 1.9:1,
    // green-6 on green-1 2.2:1 (issue #67's axe walk); gold-9 and green-8 read 6.5:1 and 5.4:1 (WCAG 1.4.3),
    // on the same tints and borders. Alerts' icons and buttons keep antd's colours (non-text: 3:1 is enough).
    Tag: { colorWarning: WARNING_TEXT, colorSuccess: SUCCESS_TEXT },
    // Typography's warning and success texts (a figure over its cap) likewise: antd's gold on white is 1.8:1
    Typography: { colorWarningText: WARNING_TEXT, colorSuccessText: SUCCESS_TEXT },
  },
  // A fixed name for the class that carries the theme's CSS variables (antd would derive one from React's
  // useId), so plain elements can carry it too: the default layout's frame (layouts/default-layout.tsx).
  cssVar: { key: 'simportal-theme' },
} as const;

/** The class under which antd defines the theme's CSS variables (`--ant-color-link`...). */
export const THEME_CLASS = THEME.cssVar.key;
