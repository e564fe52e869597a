import type { PaymentMethod } from './enums.ts';
import { internationalFeeMinor, parseMajorToMinor, percentOfMinor } from './money.ts';

// Zod-free: the pages that show a fee do not load zod; api/wallet.ts holds the amount's schema.

/**
 * What a pay order costs (docs/decisions/0007-pay-order-fees.md). One function, used by the recharge screen
 * for its live breakdown and by the server when it stores the order, so the two can never disagree.
 *
 * - service fee: 1% of the amount, every payment method;
 * - international fee: 4% (spec §9) of the amount, only for INTERNATIONAL, added on top of the service fee;
 * - each fee is rounded half up to a whole minor unit on its own (percentOfMinor), then everything is summed.
 *
 * The balance grows by the amount; the customer pays the total.
 */
export const SERVICE_FEE_BPS = 100;

/** The preset amounts of the Account Recharge Center, in minor units: 10, 20, 50 and 100 of the currency. */
export const RECHARGE_PRESETS_MINOR = [1_000, 2_000, 5_000, 10_000] as const;

/** The most one recharge (pay order or administrator recharge) may add: 10 000.00, against typos. */
export const RECHARGE_MAX_MINOR = 1_000_000;

export interface PayOrderFees {
  amountMinor: number;
  serviceFeeMinor: number;
  internationalFeeMinor: number;
  totalMinor: number;
}

/** The breakdown of a pay order of `amountMinor` paid by `method`. Throws a RangeError for a bad amount. */
export const payOrderFees = (amountMinor: number, method: PaymentMethod): PayOrderFees => {
  const serviceFeeMinor = percentOfMinor(amountMinor, SERVICE_FEE_BPS);
  const international = method === 'INTERNATIONAL' ? internationalFeeMinor(amountMinor) : 0;
  return {
    amountMinor,
    serviceFeeMinor,
    internationalFeeMinor: international,
    totalMinor: amountMinor + serviceFeeMinor + international,
  };
};

export type RechargeAmountKey = 'amount_required' | 'amount_invalid' | 'amount_too_large';

export type RechargeAmountParse = { ok: true; minor: number } | { ok: false; key: RechargeAmountKey };

/**
 * What a person typed as a recharge amount in major units ('12.5') → minor units, or the message key of the
 * first rule it breaks: empty → amount_required (spec §5), not an amount with at most 2 decimals or zero →
 * amount_invalid, above RECHARGE_MAX_MINOR → amount_too_large. The same rules as api/wallet.ts's rechargeAmountSchema.
 */
export const parseRechargeAmount = (typed: string): RechargeAmountParse => {
  if (typed.trim() === '') return { ok: false, key: 'amount_required' };
  const minor = parseMajorToMinor(typed);
  if (minor === null || minor < 1) return { ok: false, key: 'amount_invalid' };
  if (minor > RECHARGE_MAX_MINOR) return { ok: false, key: 'amount_too_large' };
  return { ok: true, minor };
};
