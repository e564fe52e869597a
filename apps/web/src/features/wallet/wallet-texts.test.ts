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

  it('names the way to pay in each payment method, in both languages (issue #67)', () => {
    for (const method of PAYMENT_METHODS) {
      expect(lookup(translationsOf('en'), `wallet.method.${method}`)).toMatch(/bank transfer/);
      expect(lookup(translationsOf('zh-CN'), `wallet.method.${method}`)).toMatch(/银行(转账|汇款)/);
    }
  });

  it("keeps the spec's status tags Un-paid and Finished pay (spec §4, decision 0034; issue #67)", () => {
    expect(lookup(translationsOf('en'), 'wallet.status.INIT')).toBe('Un-paid');
    expect(lookup(translationsOf('en'), 'wallet.status.FINISHED')).toBe('Finished pay');
  });
});
