import { ACTIVITY_REASONS } from '@simportal/contract/api/wallet';
import { ACTIVITY_TYPES, PAY_ORDER_STATUSES, PAYMENT_METHODS } from '@simportal/contract/enums';
import { LOCALES } from '@simportal/contract/locales';
import { describe, expect, it } from 'vitest';
import { type TranslationTree, translationsOf } from '../../locales/bundles.ts';

const lookup = (tree: TranslationTree, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as TranslationTree | undefined)?.[key], tree);

describe('wallet texts', () => {
  it.each(LOCALES)(
    '%s translates every activity type, reason, pay-order status and payment method',
    (locale) => {
      const tree = translationsOf(locale);
      const keys = [
        ...ACTIVITY_TYPES.map((type) => `wallet.type.${type}`),
        ...ACTIVITY_REASONS.map((reason) => `wallet.reason.${reason}`),
        ...PAY_ORDER_STATUSES.map((status) => `wallet.status.${status}`),
        ...PAYMENT_METHODS.map((method) => `wallet.method.${method}`),
      ];
      const missing = keys.filter((key) => typeof lookup(tree, key) !== 'string');
      expect(missing).toEqual([]);
    },
  );

  it("keeps the spec's Un-paid, and says Paid for a confirmed order (issue #56: not 'Finished pay')", () => {
    expect(lookup(translationsOf('en'), 'wallet.status.INIT')).toBe('Un-paid');
    expect(lookup(translationsOf('en'), 'wallet.status.FINISHED')).toBe('Paid');
  });
});
