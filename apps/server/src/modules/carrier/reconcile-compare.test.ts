import { describe, expect, it } from 'vitest';
import { compareCard } from './reconcile-compare.ts';

const wanted = (state: 'active' | 'paused' | 'terminated', throttled = false) => ({
  cardId: 1,
  iccid: '89860000000000000001',
  state,
  throttled,
});
const network = (state: 'active' | 'paused' | 'terminated', throttled: boolean | null = false) => ({
  iccid: '89860000000000000001',
  state,
  throttled,
});

describe('compareCard', () => {
  it('sends the command of the portal state for any difference of state', () => {
    expect(compareCard(wanted('active'), network('paused'))).toEqual([
      { aspect: 'state', wanted: 'active', found: 'paused', action: 'RESUME' },
    ]);
    expect(compareCard(wanted('paused'), network('terminated'))[0]?.action).toBe('PAUSE');
    expect(compareCard(wanted('terminated'), network('active'))[0]?.action).toBe('TERMINATE');
    expect(compareCard(wanted('paused'), network('paused'))).toEqual([]);
    // Super SIM has no terminate: a deleted card found inactive (paused) there agrees
    expect(compareCard(wanted('terminated'), network('paused'), { terminates: false })).toEqual([]);
    expect(compareCard(wanted('terminated'), network('paused'))[0]?.action).toBe('TERMINATE');
  });

  it('compares the speed only where the platform reports one and the card is not terminated', () => {
    expect(compareCard(wanted('active', true), network('active', false))).toEqual([
      { aspect: 'speed', wanted: 'throttled', found: 'full', action: 'THROTTLE' },
    ]);
    expect(compareCard(wanted('paused', false), network('paused', true))[0]?.action).toBe('UNTHROTTLE');
    expect(compareCard(wanted('active', true), network('active', null))).toEqual([]);
    expect(compareCard(wanted('terminated'), network('terminated', true))).toEqual([]);
    expect(compareCard(wanted('active', true), network('terminated', false)).map((d) => d.aspect)).toEqual([
      'state',
    ]);
  });

  it('finds a card differing in both aspects twice', () => {
    expect(compareCard(wanted('active', true), network('paused', false)).map((d) => d.action)).toEqual([
      'RESUME',
      'THROTTLE',
    ]);
  });
});
