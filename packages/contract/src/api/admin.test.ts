import { describe, expect, it } from 'vitest';
import {
  adminCardListQuerySchema,
  auditListQuerySchema,
  compareCardNumbers,
  starterPackResetBodySchema,
  starterPackSetBodySchema,
} from './admin.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('compareCardNumbers', () => {
  it('compares digit strings as numbers', () => {
    expect(compareCardNumbers('9', '10')).toBe(-1);
    expect(compareCardNumbers('10', '9')).toBe(1);
    expect(compareCardNumbers('0010', '10')).toBe(0);
    expect(compareCardNumbers('0', '000')).toBe(0);
    expect(compareCardNumbers('99999999999999999999', '100000000000000000000')).toBe(-1);
    const sorted = ['100', '9', '10', '011', '2'].sort(compareCardNumbers);
    expect(sorted).toEqual(['2', '9', '10', '011', '100']);
  });
});

describe('admin request schemas', () => {
  it('card-number bounds are 1 to 20 digits, or empty', () => {
    expect(adminCardListQuerySchema.safeParse({ cardNumberFrom: ' 0010 ', cardNumberTo: '' }).success).toBe(
      true,
    );
    for (const bad of ['abc', '1e5', '-1', '1.5', '1'.repeat(21)]) {
      expect(messages(adminCardListQuerySchema.safeParse({ cardNumberFrom: bad }))).toEqual([
        'card_number_format',
      ]);
    }
  });

  it('StarterPack set needs a plan and days (spec §5)', () => {
    expect(messages(starterPackSetBodySchema.safeParse({})).sort()).toEqual([
      'days_required',
      'plan_required',
    ]);
    expect(messages(starterPackSetBodySchema.safeParse({ planId: 1, days: 0 }))).toEqual(['invalid_value']);
    expect(starterPackSetBodySchema.parse({ planId: 1, days: 30 })).toEqual({ planId: 1, days: 30 });
  });

  it('StarterPack reset: a new instant, or a time of day', () => {
    expect(
      starterPackResetBodySchema.safeParse({ mode: 'expireAt', expireAt: '2030-01-01T08:00:00+08:00' })
        .success,
    ).toBe(true);
    expect(starterPackResetBodySchema.safeParse({ mode: 'timeOfDay', time: '23:59' }).success).toBe(true);
    expect(messages(starterPackResetBodySchema.safeParse({ mode: 'timeOfDay', time: '24:00' }))).toEqual([
      'invalid_value',
    ]);
    expect(starterPackResetBodySchema.safeParse({ mode: 'sometime' }).success).toBe(false);
  });

  it('audit dates: the end cannot be before the start', () => {
    const reversed = auditListQuerySchema.safeParse({
      from: '2026-02-01T00:00:00Z',
      to: '2026-01-01T00:00:00Z',
    });
    expect(messages(reversed)).toEqual(['date_end_before_start']);
    expect(messages(auditListQuerySchema.safeParse({ from: 'yesterday' }))).toEqual(['date_invalid']);
  });
});
