import { describe, expect, it } from 'vitest';
import { cardTitle, primaryActionOf } from './card-terms.ts';

describe('card terms', () => {
  it('puts one action first for each state: activate, resume, top up, or buy data', () => {
    const plan = { id: 1 } as never;
    expect(primaryActionOf({ status: 'NOT_ACTIVE', currentPlan: null, suspendReason: null })).toBe(
      'activate',
    );
    expect(primaryActionOf({ status: 'USING', currentPlan: null, suspendReason: null })).toBe('activate');
    expect(primaryActionOf({ status: 'PAUSED', currentPlan: plan, suspendReason: null })).toBe('resume');
    expect(
      primaryActionOf({ status: 'SUSPEND', currentPlan: plan, suspendReason: 'insufficient_credit' }),
    ).toBe('topUp');
    expect(primaryActionOf({ status: 'USING', currentPlan: plan, suspendReason: null })).toBe('buyAddOn');
  });

  it('titles a card by its label, else its number', () => {
    expect(cardTitle({ label: 'Travel', cardNumber: '123' })).toBe('Travel');
    expect(cardTitle({ label: null, cardNumber: '123' })).toBe('123');
  });
});
