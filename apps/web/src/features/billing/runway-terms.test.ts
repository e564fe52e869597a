import type { BalanceRunway } from '@simportal/contract/api/billing';
import type { Locale } from '@simportal/contract/locales';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { runwayDay, runwayTerms } from './runway-terms.ts';

// How long the balance lasts, in words (decision 0033): each state in both languages.

const runway = (overrides: Partial<BalanceRunway> = {}): BalanceRunway => ({
  businessDay: '2026-12-01',
  balanceMinor: 350,
  currency: 'USD',
  cardsInUse: 1,
  coveredUntil: '2026-12-03',
  beyondHorizon: false,
  nextDayMinor: 150,
  dueTodayMinor: 0,
  reminderDays: 3,
  warning: true,
  topUp: { days: 30, neededMinor: 4_150, suggestedMinor: 4_200 },
  bridge: null,
  ...overrides,
});

const words = (locale: Locale) => ({ t: i18n.getFixedT(locale), locale, currency: 'USD' });

describe('runwayTerms', () => {
  it('names the last covered day, what a day costs and the top-up, prefilled', () => {
    expect(runwayTerms(runway(), words('en'))).toEqual({
      state: 'until',
      text: 'Covers daily fees until Dec\u00a03',
      short: 'Lasts until Dec\u00a03',
      perDay: 'From tomorrow, $1.50 a day for your cards in use',
      warning: true,
      topUp: { amount: '$42.00', days: 30 },
      topUpPath: '/recharge?amount=42',
      bridge: null,
    });
    expect(runwayTerms(runway(), words('zh-CN'))).toMatchObject({
      text: '余额可支付日租费至 12月3日',
      short: '可用至 12月3日',
      perDay: '明天起，使用中的卡每天共 US$1.50',
      topUp: { amount: 'US$42.00', days: 30 },
    });
  });

  it('says when only today, or not even today, is covered, and more than a year', () => {
    expect(runwayTerms(runway({ coveredUntil: '2026-12-01' }), words('en'))?.text).toBe(
      "Covers today's daily fees only",
    );
    expect(runwayTerms(runway({ coveredUntil: '2026-11-30' }), words('zh-CN'))?.text).toBe(
      '余额不足以支付今天的日租费',
    );
    const rich = runway({
      coveredUntil: '2027-12-02',
      beyondHorizon: true,
      warning: false,
      topUp: { days: 30, neededMinor: 0, suggestedMinor: 0 },
    });
    expect(runwayTerms(rich, words('en'))).toMatchObject({
      text: 'Covers daily fees for more than a year',
      topUp: null,
      topUpPath: '/recharge',
    });
  });

  it('says a waiting top-up covers the fees while a bridge advances them, and how far (decision 0069)', () => {
    const bridged = runway({
      balanceMinor: -200,
      coveredUntil: '2026-11-30',
      bridge: {
        payOrderId: '6f1c2a3b-1111-4222-8333-944455556666',
        reference: 'PO-7K3M9QXA',
        limitMinor: 2_100,
        advancedMinor: 200,
        startedDay: '2026-12-01',
        lastDay: '2026-12-10',
      },
    });
    expect(runwayTerms(bridged, words('en'))).toMatchObject({
      state: 'bridged',
      text: 'Covered by your waiting top-up PO-7K3M9QXA',
      short: 'Covered by your waiting top-up',
      warning: false,
      bridge: {
        advanced:
          '$2.00 of up to $21.00 advanced so far. When the top-up is confirmed, the advance is paid from it first.',
        until: 'The advance pays your daily fees until Dec\u00a010 at the latest.',
        path: '/pay?order=6f1c2a3b-1111-4222-8333-944455556666',
      },
    });
    expect(runwayTerms(bridged, words('zh-CN'))).toMatchObject({
      text: '由待确认的充值 PO-7K3M9QXA 垫付日租费',
      bridge: {
        advanced: '目前已垫付 US$2.00，最多可垫付 US$21.00。充值确认后，将优先抵扣垫付的费用。',
        until: '垫付最晚可支付至 12月10日的日租费。',
      },
    });
  });

  it('says nothing when no card is in use', () => {
    expect(runwayTerms(runway({ coveredUntil: null, topUp: null }), words('en'))).toBeNull();
  });

  it('writes the year only when it is not this year', () => {
    expect(runwayDay('2026-12-24', 'en', '2026-12-01')).toBe('Dec\u00a024'); // a day never breaks across lines
    expect(runwayDay('2027-01-04', 'en', '2026-12-01')).toBe('Jan\u00a04,\u00a02027');
    expect(runwayDay('2027-01-04', 'zh-CN', '2026-12-01')).toBe('2027年1月4日');
  });
});
