import { describe, expect, it } from 'vitest';
import {
  activityTypeSchema,
  cardTypeSchema,
  paymentMethodSchema,
  payOrderStatusSchema,
  restrictRuleSchema,
  simStatusSchema,
  trafficLimitTypeSchema,
  userLevelSchema,
} from './enum-schemas.ts';
import {
  ACTIVITY_TYPES,
  ADMIN_LEVEL,
  CUSTOMER_LEVEL,
  isAdminLevel,
  PAY_ORDER_STATUSES,
  SIM_STATUSES,
} from './enums.ts';

describe('enums', () => {
  it('lists the values the spec names', () => {
    expect(SIM_STATUSES).toEqual(['NOT_ACTIVE', 'USING', 'SUSPEND', 'PAUSED']);
    expect(ACTIVITY_TYPES).toEqual(['ESIM_APPLY', 'DAILY_FEE', 'TOP_UP', 'ADD_ON_PURCHASE', 'REFUND']);
    expect(PAY_ORDER_STATUSES).toEqual(['INIT', 'FINISHED', 'CANCELLED']);
  });

  it('schemas accept exactly their values', () => {
    for (const status of SIM_STATUSES) expect(simStatusSchema.parse(status)).toBe(status);
    for (const type of ACTIVITY_TYPES) expect(activityTypeSchema.parse(type)).toBe(type);
    expect(simStatusSchema.safeParse('using').success).toBe(false);
    expect(cardTypeSchema.parse('ESIM')).toBe('ESIM');
    expect(cardTypeSchema.safeParse('VIRTUAL').success).toBe(false);
    expect(payOrderStatusSchema.parse('FINISHED')).toBe('FINISHED');
    expect(paymentMethodSchema.parse('INTERNATIONAL')).toBe('INTERNATIONAL');
    expect(trafficLimitTypeSchema.parse('PER_CYCLE')).toBe('PER_CYCLE');
    expect(restrictRuleSchema.parse('THROTTLE')).toBe('THROTTLE');
    expect(restrictRuleSchema.safeParse('SLOW').success).toBe(false);
  });

  it('user levels are 0 (customer) and 1 (admin)', () => {
    expect(CUSTOMER_LEVEL).toBe(0);
    expect(ADMIN_LEVEL).toBe(1);
    expect(userLevelSchema.parse(1)).toBe(1);
    expect(userLevelSchema.safeParse(2).success).toBe(false);
    expect(userLevelSchema.safeParse('1').success).toBe(false);
    expect(isAdminLevel(1)).toBe(true);
    expect(isAdminLevel(0)).toBe(false);
  });
});
