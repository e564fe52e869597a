import { describe, expect, it } from 'vitest';
import { formatMoney } from './money-format.ts';

describe('an amount written for a person', () => {
  it("is Intl's currency form of the language, exact to the cent", () => {
    expect(formatMoney(4_200, 'en', 'USD')).toBe('$42.00');
    expect(formatMoney(4_200, 'zh-CN', 'USD')).toBe('US$42.00');
    expect(formatMoney(5, 'en', 'USD')).toBe('$0.05');
    expect(formatMoney(123_456_789, 'en', 'USD')).toBe('$1,234,567.89');
    // beyond a float's exact cents
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'en', 'USD')).toBe('$90,071,992,547,409.91');
  });
});
