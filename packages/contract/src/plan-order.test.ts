import { describe, expect, it } from 'vitest';
import { type PlanOrderCard, planOrderForecast } from './plan-order.ts';

const card = (overrides: Partial<PlanOrderCard> = {}): PlanOrderCard => ({
  status: 'USING',
  currentPlanId: 1,
  pendingPlanId: null,
  todayCharged: true,
  ...overrides,
});

describe('what ordering a basic plan does', () => {
  it('switches a card in use from the next business day, and refuses its current or pending plan', () => {
    expect(planOrderForecast(card(), 2)).toEqual({ kind: 'switch' });
    expect(planOrderForecast(card(), 1)).toEqual({ kind: 'same' });
    expect(planOrderForecast(card({ pendingPlanId: 2 }), 2)).toEqual({ kind: 'pending' });
    expect(planOrderForecast(card({ pendingPlanId: 2 }), 3)).toEqual({ kind: 'switch' });
  });

  it('activates every other card now, charging today unless it is paid', () => {
    for (const status of ['NOT_ACTIVE', 'PAUSED', 'SUSPEND'] as const) {
      expect(planOrderForecast(card({ status, todayCharged: false }), 1)).toEqual({
        kind: 'activate',
        todayPaid: false,
      });
    }
    // a paused card ordering its own plan again is put back in use on it, not refused
    expect(planOrderForecast(card({ status: 'PAUSED' }), 1)).toEqual({ kind: 'activate', todayPaid: true });
    expect(planOrderForecast(card({ status: 'USING', currentPlanId: null, todayCharged: false }), 1)).toEqual(
      {
        kind: 'activate',
        todayPaid: false,
      },
    );
  });
});
