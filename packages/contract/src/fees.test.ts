import { describe, expect, it } from 'vitest';
import { rechargeAmountSchema } from './api/wallet.ts';
import {
  parseRechargeAmount,
  payOrderFees,
  RECHARGE_MAX_MINOR,
  RECHARGE_PRESETS_MINOR,
  SERVICE_FEE_BPS,
} from './fees.ts';

describe('payOrderFees', () => {
  it('charges the 1% service fee on a domestic payment and no international fee', () => {
    expect(SERVICE_FEE_BPS).toBe(100);
    expect(payOrderFees(10_000, 'DOMESTIC')).toEqual({
      amountMinor: 10_000,
      serviceFeeMinor: 100,
      internationalFeeMinor: 0,
      totalMinor: 10_100,
    });
  });

  it('adds 4% of the amount on top of the service fee for an international payment', () => {
    expect(payOrderFees(10_000, 'INTERNATIONAL')).toEqual({
      amountMinor: 10_000,
      serviceFeeMinor: 100,
      internationalFeeMinor: 400,
      totalMinor: 10_500,
    });
  });

  it('rounds each fee half up on its own', () => {
    // 1% of 49 = 0.49 → 0; 1% of 50 = 0.5 → 1; 1% of 150 = 1.5 → 2; 1% of 249 = 2.49 → 2
    expect(payOrderFees(49, 'DOMESTIC').serviceFeeMinor).toBe(0);
    expect(payOrderFees(50, 'DOMESTIC').serviceFeeMinor).toBe(1);
    expect(payOrderFees(150, 'DOMESTIC').serviceFeeMinor).toBe(2);
    expect(payOrderFees(249, 'DOMESTIC').serviceFeeMinor).toBe(2);
    // 4% of 12 = 0.48 → 0; of 13 = 0.52 → 1; of 1_237 = 49.48 → 49; of 1_238 = 49.52 → 50
    expect(payOrderFees(12, 'INTERNATIONAL').internationalFeeMinor).toBe(0);
    expect(payOrderFees(13, 'INTERNATIONAL').internationalFeeMinor).toBe(1);
    expect(payOrderFees(1_237, 'INTERNATIONAL').internationalFeeMinor).toBe(49);
    expect(payOrderFees(1_238, 'INTERNATIONAL').internationalFeeMinor).toBe(50);
    // an exact half of a minor unit in the 4% fee: 4% of 1_237.5 cannot occur, but 4% of 12_5 × k does not
    // halve either; 4% of 25 = 1.0 and 4% of 37 = 1.48 → 1, 4% of 38 = 1.52 → 2
    expect(payOrderFees(37, 'INTERNATIONAL').internationalFeeMinor).toBe(1);
    expect(payOrderFees(38, 'INTERNATIONAL').internationalFeeMinor).toBe(2);
  });

  it('a fee is never computed on another fee (the 4% is of the amount, not amount + service fee)', () => {
    // 4% of 10_000 = 400; of 10_100 it would have been 404
    expect(payOrderFees(10_000, 'INTERNATIONAL').internationalFeeMinor).toBe(400);
  });

  it('the total is always the exact sum of its parts, from 1 minor unit to the maximum', () => {
    for (const amount of [1, 2, 49, 50, 99, 101, 1_999, ...RECHARGE_PRESETS_MINOR, RECHARGE_MAX_MINOR]) {
      for (const method of ['DOMESTIC', 'INTERNATIONAL'] as const) {
        const fees = payOrderFees(amount, method);
        expect(fees.totalMinor).toBe(amount + fees.serviceFeeMinor + fees.internationalFeeMinor);
        expect(Number.isSafeInteger(fees.totalMinor)).toBe(true);
      }
    }
    expect(payOrderFees(1, 'INTERNATIONAL')).toEqual({
      amountMinor: 1,
      serviceFeeMinor: 0,
      internationalFeeMinor: 0,
      totalMinor: 1,
    });
    expect(payOrderFees(RECHARGE_MAX_MINOR, 'INTERNATIONAL').totalMinor).toBe(1_050_000);
  });

  it('refuses an amount that is not whole minor units', () => {
    expect(() => payOrderFees(12.5, 'DOMESTIC')).toThrow(RangeError);
    expect(() => payOrderFees(-1, 'DOMESTIC')).toThrow(RangeError);
  });
});

describe('rechargeAmountSchema', () => {
  it('accepts 1 minor unit up to the maximum', () => {
    expect(rechargeAmountSchema.parse(1)).toBe(1);
    expect(rechargeAmountSchema.parse(RECHARGE_MAX_MINOR)).toBe(RECHARGE_MAX_MINOR);
  });

  it.each([
    [undefined, 'amount_required'],
    [null, 'amount_required'],
    [0, 'amount_invalid'],
    [-5, 'amount_invalid'],
    [12.5, 'amount_invalid'],
    ['100', 'amount_invalid'],
    [RECHARGE_MAX_MINOR + 1, 'amount_too_large'],
  ])('%s → %s', (value, key) => {
    const result = rechargeAmountSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(key);
  });
});

describe('parseRechargeAmount', () => {
  it.each([
    ['', { ok: false, key: 'amount_required' }],
    ['   ', { ok: false, key: 'amount_required' }],
    ['abc', { ok: false, key: 'amount_invalid' }],
    ['12.345', { ok: false, key: 'amount_invalid' }],
    ['-3', { ok: false, key: 'amount_invalid' }],
    ['0', { ok: false, key: 'amount_invalid' }],
    ['0.00', { ok: false, key: 'amount_invalid' }],
    ['10000.01', { ok: false, key: 'amount_too_large' }],
    ['0.01', { ok: true, minor: 1 }],
    ['12.5', { ok: true, minor: 1250 }],
    [' 10000 ', { ok: true, minor: 1_000_000 }],
  ])('%j → %j', (typed, expected) => {
    expect(parseRechargeAmount(typed)).toEqual(expected);
  });
});
