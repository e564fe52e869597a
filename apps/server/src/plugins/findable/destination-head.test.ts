import { describe, expect, it } from 'vitest';
import { destinationShareText, formatMoney, withShareText } from './destination-head.ts';

const texts = {
  title: 'Plans for {{place}}',
  description: {
    one: '{{count}} plan in {{place}} from {{price}}',
    other: '{{count}} plans in {{place}} from {{price}}',
  },
};

describe("a destination page's head (decision 0028)", () => {
  it('formats money as the web app does, from exact minor units', () => {
    expect(formatMoney(150, 'en', 'USD')).toBe('$1.50');
    expect(formatMoney(150, 'zh-CN', 'USD')).toBe('US$1.50');
    expect(formatMoney(9_007_199_254_740_991, 'en', 'USD')).toBe('$90,071,992,547,409.91');
  });

  it("words the page in the language's plural form, falling back to `other`", () => {
    const offer = { plans: 1, lowestDailyMinor: 83 };
    expect(destinationShareText(texts, 'en', 'GB', offer, 'USD')).toEqual({
      title: 'Plans for UK',
      description: '1 plan in UK from $0.83',
    });
    expect(destinationShareText(texts, 'zh-CN', 'HK', offer, 'EUR').description).toBe(
      '1 plans in 香港 from €0.83',
    );
  });

  it("puts the text in place of the build's tags, escaped", () => {
    const document =
      '<html><head><title>Old</title><meta name="description" content="old"><meta property="og:title" content="Old"><meta name="twitter:card" content="summary"></head></html>';
    const html = withShareText(document, { title: 'A <b> & "c"', description: 'd & "e"' });
    expect(html).toContain('<title>A &lt;b&gt; &amp; "c"</title>');
    expect(html).toContain('<meta name="description" content="d &amp; &quot;e&quot;">');
    expect(html).toContain('<meta property="og:title" content="A &lt;b&gt; &amp; &quot;c&quot;">');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).not.toContain('Old');
    expect(html).not.toContain('"old"');
    expect(withShareText('<html></html>', { title: 'x', description: 'y' })).toBe('<html></html>');
  });
});
