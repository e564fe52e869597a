import type { ThrottleEffect } from '@simportal/contract/api/network';
import { useCatalogue } from './catalogue-query.ts';

/**
 * What a THROTTLE plan does past its allowance on this portal's network (decision 0093): the catalogue says;
 * 'speed' until it answers.
 */
export const useThrottleEffect = (): ThrottleEffect => useCatalogue().data?.throttle ?? 'speed';

/**
 * A plan as the network will restrict it: where the network cannot slow a card down and stops its data instead
 * (Twilio Super SIM), a THROTTLE plan is worded as a STOP plan, so no screen promises a speed the network does
 * not give.
 */
export const asTheNetworkRestricts = <P extends { restrictRule: 'STOP' | 'THROTTLE' }>(
  plan: P,
  effect: ThrottleEffect,
): P =>
  effect === 'data_stops' && plan.restrictRule === 'THROTTLE' ? { ...plan, restrictRule: 'STOP' } : plan;
