import { describe, expect, it } from 'vitest';
import { buyAddOnBodySchema, cardAllowance, orderPlanBodySchema } from './billing.ts';

const daily = { totalTrafficMb: 500, trafficLimitType: 'PER_DAY' as const, cycleDays: 1 };
const monthly = { totalTrafficMb: 10_240, trafficLimitType: 'PER_CYCLE' as const, cycleDays: 30 };

describe('cardAllowance', () => {
  it('gives a PER_DAY plan its MB for today, plus the add-on traffic', () => {
    expect(
      cardAllowance({
        plan: daily,
        cycleStartDay: '2026-11-01',
        day: '2026-11-21',
        addOnMb: 0,
        usedKb: null,
      }),
    ).toEqual({
      limitType: 'PER_DAY',
      periodStart: '2026-11-21',
      periodEnd: '2026-11-21',
      planKb: 512_000,
      addOnKb: 0,
      totalKb: 512_000,
      usedKb: null,
      leftKb: 512_000,
    });
    const withAddOn = cardAllowance({
      plan: daily,
      cycleStartDay: null,
      day: '2026-11-21',
      addOnMb: 1024,
      usedKb: null,
    });
    expect(withAddOn.totalKb).toBe(512_000 + 1_048_576);
    expect(withAddOn.leftKb).toBe(withAddOn.totalKb);
  });

  it('gives a PER_CYCLE plan its MB for the cycle the day falls in', () => {
    const allowance = cardAllowance({
      plan: monthly,
      cycleStartDay: '2026-10-01',
      day: '2026-11-21',
      addOnMb: 500,
      usedKb: null,
    });
    expect(allowance).toMatchObject({ periodStart: '2026-10-31', periodEnd: '2026-11-29' });
    expect(allowance.totalKb).toBe((10_240 + 500) * 1024);
  });

  it('subtracts what was used, never below zero', () => {
    const base = { plan: daily, cycleStartDay: null, day: '2026-11-21', addOnMb: 0 };
    expect(cardAllowance({ ...base, usedKb: 2048 }).leftKb).toBe(512_000 - 2048);
    expect(cardAllowance({ ...base, usedKb: 9_999_999 }).leftKb).toBe(0);
  });
});

describe('order bodies', () => {
  it('requires a plan (spec §5) and a positive whole id', () => {
    const missing = orderPlanBodySchema.safeParse({});
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe('plan_required');
    expect(orderPlanBodySchema.safeParse({ planId: 'x' }).error?.issues[0]?.message).toBe('invalid_value');
    expect(orderPlanBodySchema.safeParse({ planId: 0 }).error?.issues[0]?.message).toBe('invalid_value');
    expect(orderPlanBodySchema.parse({ planId: 3 })).toEqual({ planId: 3 });
  });

  it('requires an add-on', () => {
    expect(buyAddOnBodySchema.safeParse({}).error?.issues[0]?.message).toBe('field_required');
    expect(buyAddOnBodySchema.parse({ addOnId: 1 })).toEqual({ addOnId: 1 });
  });
});
