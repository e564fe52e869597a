import { describe, expect, it } from 'vitest';
import {
  REFUND_AT_ONCE_DAYS,
  REFUND_AT_ONCE_LIMIT,
  REFUND_WINDOW_DAYS,
  type RefundEvidence,
  refundDecision,
} from './refund-rule.ts';

const unsentEsim: RefundEvidence = {
  kind: 'esim_fee',
  profileReachedPhone: false,
  platformReportsProfiles: true,
};
const installedEsim: RefundEvidence = {
  kind: 'esim_fee',
  profileReachedPhone: true,
  platformReportsProfiles: true,
};
const unreportedEsim: RefundEvidence = {
  kind: 'esim_fee',
  profileReachedPhone: false,
  platformReportsProfiles: false,
};
const unusedAddOn: RefundEvidence = { kind: 'add_on', usedKbSince: 0 };
const usedAddOn: RefundEvidence = { kind: 'add_on', usedKbSince: 1 };

// The rule table of decision 0101: each row the facts and the one answer they give.
const TABLE: [string, RefundEvidence, number, number, string, string][] = [
  ['eSIM never downloaded, same day', unsentEsim, 0, 0, 'credit', 'never_downloaded'],
  [
    'eSIM never downloaded, last at-once day',
    unsentEsim,
    REFUND_AT_ONCE_DAYS,
    0,
    'credit',
    'never_downloaded',
  ],
  [
    'eSIM never downloaded, a day later',
    unsentEsim,
    REFUND_AT_ONCE_DAYS + 1,
    0,
    'review',
    'after_at_once_days',
  ],
  ['eSIM on a phone', installedEsim, 0, 0, 'review', 'profile_reached_phone'],
  ['eSIM, network silent on profiles', unreportedEsim, 0, 0, 'review', 'not_reported'],
  ['add-on with no data since', unusedAddOn, 3, 0, 'credit', 'no_data_used'],
  ['add-on with 1 KB since', usedAddOn, 0, 0, 'review', 'data_used'],
  ['add-on unused, many refunds', unusedAddOn, 0, REFUND_AT_ONCE_LIMIT, 'review', 'many_recent_refunds'],
  ['add-on unused, one refund short', unusedAddOn, 0, REFUND_AT_ONCE_LIMIT - 1, 'credit', 'no_data_used'],
  ['last day of the window', usedAddOn, REFUND_WINDOW_DAYS, 0, 'review', 'data_used'],
  ['past the window, clean', unsentEsim, REFUND_WINDOW_DAYS + 1, 0, 'refuse', 'window_passed'],
  ['past the window, used', usedAddOn, REFUND_WINDOW_DAYS + 1, 0, 'refuse', 'window_passed'],
];

describe('refundDecision (decision 0101)', () => {
  it.each(TABLE)('%s', (_name, evidence, daysSincePurchase, recentAtOnce, outcome, ground) => {
    expect(refundDecision({ evidence, daysSincePurchase, recentAtOnce })).toEqual({ outcome, ground });
  });
});
