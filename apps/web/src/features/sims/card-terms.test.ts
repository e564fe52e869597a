import { SIM_STATUSES } from '@simportal/contract/enums';
import { describe, expect, it } from 'vitest';
import { cardTitle, needsBasicPlan, offersActivation, STATUS_COLORS } from './card-terms.ts';

describe('card terms', () => {
  it('has a colour entry for every status', () => {
    expect(Object.keys(STATUS_COLORS).sort()).toEqual([...SIM_STATUSES].sort());
  });

  it('asks for a basic plan when there is none, and offers activation to paused and not-active cards', () => {
    expect(needsBasicPlan({ currentPlan: null })).toBe(true);
    expect(needsBasicPlan({ currentPlan: { id: 1, name: { en: 'A', 'zh-CN': 'A' } } })).toBe(false);
    expect(SIM_STATUSES.filter((status) => offersActivation({ status }))).toEqual(['NOT_ACTIVE', 'PAUSED']);
  });

  it('titles a card by its label, else its number', () => {
    expect(cardTitle({ label: 'Travel', cardNumber: '123' })).toBe('Travel');
    expect(cardTitle({ label: null, cardNumber: '123' })).toBe('123');
  });
});
