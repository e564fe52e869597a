import { describe, expect, it } from 'vitest';
import { payOrderReferenceOf } from './pay-order-reference.ts';

describe('a pay order reference as a person types it', () => {
  it('is read in any case, with or without the prefix, spaces and dashes', () => {
    for (const typed of ['PO-7K3M9QXA', 'po-7k3m9qxa', '7K3M9QXA', ' PO 7K3M-9QXA ', 'po7k3m9qxa']) {
      expect(payOrderReferenceOf(typed)).toBe('PO-7K3M9QXA');
    }
  });

  it('reads the letters Crockford leaves out as the digits they look like', () => {
    expect(payOrderReferenceOf('PO-IL0OABCD')).toBe('PO-1100ABCD');
  });

  it('is nothing when it cannot be a reference', () => {
    for (const typed of ['', 'PO-', 'PO-7K3M9QX', 'PO-7K3M9QXAB', 'PO-7K3M9QXU', 'alice@example.com']) {
      expect(payOrderReferenceOf(typed)).toBeNull();
    }
  });
});
