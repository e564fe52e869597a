import { type BillingPlan, type CardBilling, cardAllowance } from '@simportal/contract/api/billing';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import {
  allowancePartsText,
  allowanceTotalText,
  feeText,
  forecastOrder,
  leftText,
  usedText,
} from './billing-terms.ts';

const t = i18n.getFixedT('en');
const words = { t, locale: 'en' as const, currency: 'USD' };

const plan = (overrides: Partial<BillingPlan> = {}): BillingPlan => ({
  id: 1,
  name: { en: 'Asia 30 Days 10 GB', 'zh-CN': '亚洲 30 天 10 GB' },
  priceMinor: 2500,
  cycleDays: 30,
  dailyFeeMinor: 83,
  firstDayFeeMinor: 93,
  totalTrafficMb: 10_240,
  trafficLimitType: 'PER_CYCLE',
  restrictRule: 'STOP',
  ...overrides,
});

const card = (overrides: Partial<CardBilling> = {}): CardBilling => ({
  cardId: 1,
  cardNumber: '1064820250001',
  label: null,
  status: 'USING',
  businessDay: '2026-12-05',
  currentPlan: plan(),
  pendingPlan: null,
  nextPlan: null,
  cycleStartDay: '2026-12-01',
  todayFeeMinor: 83,
  todayCharged: true,
  allowance: null,
  suspendReason: null,
  addOnBlocker: null,
  usedToday: null,
  usageUpdatedAt: null,
  trip: { startsOn: null, endsAfter: null, idlePauseDays: null },
  dailyCap: null,
  lifeline: null,
  ...overrides,
});

describe('billing texts', () => {
  it('says the daily fee, and the first-day amount when the cycle does not divide evenly', () => {
    expect(feeText(plan({ dailyFeeMinor: 150, firstDayFeeMinor: 150, cycleDays: 1 }), words)).toBe(
      '$1.50 a day',
    );
    expect(feeText(plan(), words)).toBe('$0.83 a day; the first day of each 30-day cycle $0.93');
  });

  it('says the allowance of the period, its parts and that usage is not known yet', () => {
    const allowance = {
      limitType: 'PER_CYCLE' as const,
      periodStart: '2026-12-01',
      periodEnd: '2026-12-30',
      planKb: 10_240 * 1024,
      addOnKb: 1024 * 1024,
      totalKb: 11_264 * 1024,
      usedKb: null,
      leftKb: 11_264 * 1024,
    };
    expect(allowanceTotalText(allowance, words)).toBe('11 GB this cycle, Dec 1, 2026 to Dec 30, 2026');
    expect(allowancePartsText(allowance, words)).toBe('plan 10 GB + add-ons 1 GB');
    expect(allowancePartsText({ ...allowance, addOnKb: 0 }, words)).toBeNull();
    expect(usedText(allowance, words)).toBe('No usage data yet');
  });

  it('says what is used and left, and in plain words what the restrict rule does once nothing is left', () => {
    const daily = (usedKb: number | null, totalTrafficMb = 500) =>
      cardAllowance({
        plan: { totalTrafficMb, trafficLimitType: 'PER_DAY', cycleDays: 1 },
        cycleStartDay: null,
        day: '2026-12-05',
        addOnMb: 0,
        usedKb,
      });
    expect(usedText(daily(125 * 1024), words)).toBe('125 MB');
    expect(leftText(daily(125 * 1024), plan(), words)).toBe('375 MB');
    expect(leftText(daily(600 * 1024), plan({ restrictRule: 'STOP' }), words)).toBe(
      'None left: data stops until Dec 6, 2026 or until an add-on tops the card up',
    );
    expect(leftText(daily(600 * 1024), plan({ restrictRule: 'THROTTLE' }), words)).toBe(
      'None left: reduced speed until Dec 6, 2026 or until an add-on tops the card up',
    );
    const zh = { t: i18n.getFixedT('zh-CN'), locale: 'zh-CN' as const, currency: 'USD' };
    expect(leftText(daily(600 * 1024), plan({ restrictRule: 'THROTTLE' }), zh)).toBe(
      '已用完：降速上网，直到 2026年12月6日或购买加油包后恢复高速',
    );
    // without usage data nothing is known to be used up, even by an allowance of nothing
    expect(leftText(daily(null, 0), plan(), words)).toBe('0 MB');
  });

  it('forecasts an order: activation, switch, same plan, already pending', () => {
    expect(forecastOrder(card({ status: 'NOT_ACTIVE', currentPlan: null, todayCharged: false }), 2)).toEqual({
      kind: 'activate',
      todayPaid: false,
    });
    expect(forecastOrder(card({ status: 'PAUSED' }), 1)).toEqual({ kind: 'activate', todayPaid: true });
    expect(forecastOrder(card(), 1)).toEqual({ kind: 'same' });
    expect(forecastOrder(card(), 2)).toEqual({ kind: 'switch' });
    expect(forecastOrder(card({ pendingPlan: { ...plan({ id: 2 }), fromDay: '2026-12-06' } }), 2)).toEqual({
      kind: 'pending',
    });
  });
});
