/**
 * The antd theme. WCAG AA contrast (4.5:1 for text): antd's default blue (#1677ff) gives 4.1:1 for links and
 * for white text on primary buttons, and its description grey 3.4:1. blue-7 and a darker grey pass on white and
 * on #f5f5f5, and red-7 for danger texts; placeholders at 4.7:1.
 */
export const THEME = {
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    // a select's placeholder is text a reader needs ("Country or region: Japan, 日本, JP"): antd's #bfbfbf gives
    // 1.8:1, this 4.7:1
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // red-7: antd's red-6 (#ff4d4f) gives 3.3:1 for a danger link such as Revert or Delete
    colorError: '#cf1322',
  },
  components: {
    // WCAG 2.5.8 without the spacing exception: a checkbox's or a radio's label is its target, antd's line
    // height (22 px at 14 px) makes it 2 px short; 24 px lines make it 24 (decision 0046)
    Checkbox: { lineHeight: 24 / 14 },
    Radio: { lineHeight: 24 / 14 },
  },
  // A fixed name for the class that carries the theme's CSS variables (antd would derive one from React's
  // useId), so plain elements can carry it too: the default layout's frame (layouts/default-layout.tsx).
  cssVar: { key: 'simportal-theme' },
} as const;

/** The class under which antd defines the theme's CSS variables (`--ant-color-link`...). */
export const THEME_CLASS = THEME.cssVar.key;
