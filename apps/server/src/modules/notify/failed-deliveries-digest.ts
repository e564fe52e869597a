import type { DeliveryKind } from '@simportal/contract/api/deliveries';
import type { DeliveryFailure } from '../deliveries/index.ts';
import { mailKindOf } from '../mail/index.ts';
import { FAILED_DELIVERIES_MAIL, type FailedDeliveriesData } from './texts/failed-deliveries.ts';

/**
 * What a delivery round's digest says (decision 0092): how many failed, by kind, and how many were given up; null
 * when nothing is to be told. The digest's own mails are left out, so a digest whose mail fails never causes
 * another: no loop whatever fails (and the kind is never pushed).
 */
export const failedDeliveriesDigest = (failures: readonly DeliveryFailure[]): FailedDeliveriesData | null => {
  const counted = failures.filter(
    (failure) => !(failure.kind === 'mail' && mailKindOf(failure.payload) === FAILED_DELIVERIES_MAIL),
  );
  if (counted.length === 0) return null;
  const kinds: Partial<Record<DeliveryKind, number>> = {};
  for (const failure of counted) kinds[failure.kind] = (kinds[failure.kind] ?? 0) + 1;
  return { kinds, givenUp: counted.filter((failure) => failure.givenUp).length };
};
