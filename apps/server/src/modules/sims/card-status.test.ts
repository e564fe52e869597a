import { canTransition, SIM_STATUS_TRANSITIONS } from '@simportal/contract/card-states';
import { SIM_STATUSES, type SimStatus } from '@simportal/contract/enums';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../http/domain-error.ts';
import { assertTransition, canStopBilling, transitionCards } from './card-status.ts';

/** The whole table, spelled out: every pair of statuses and whether the machine allows it. */
const EXPECTED: Record<SimStatus, Record<SimStatus, boolean>> = {
  NOT_ACTIVE: { NOT_ACTIVE: false, USING: true, SUSPEND: false, PAUSED: false },
  USING: { NOT_ACTIVE: true, USING: false, SUSPEND: true, PAUSED: true },
  SUSPEND: { NOT_ACTIVE: true, USING: true, SUSPEND: false, PAUSED: true },
  PAUSED: { NOT_ACTIVE: true, USING: true, SUSPEND: false, PAUSED: false },
};

const pairs = SIM_STATUSES.flatMap((from) => SIM_STATUSES.map((to) => [from, to] as const));

describe('SIM card status machine', () => {
  it('has a row for every status and only statuses in it', () => {
    expect(Object.keys(SIM_STATUS_TRANSITIONS).sort()).toEqual([...SIM_STATUSES].sort());
    for (const targets of Object.values(SIM_STATUS_TRANSITIONS)) {
      for (const to of targets) expect(SIM_STATUSES).toContain(to);
    }
  });

  it.each(pairs)('%s → %s is allowed exactly when the table says so', (from, to) => {
    expect(canTransition(from, to)).toBe(EXPECTED[from][to]);
    if (EXPECTED[from][to]) {
      expect(() => assertTransition(from, to)).not.toThrow();
    } else {
      let thrown: unknown;
      try {
        assertTransition(from, to);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(DomainError);
      expect(thrown).toMatchObject({ key: 'illegal_status_transition', status: 409, data: { from, to } });
    }
  });

  it('never allows staying in place (pausing a paused card is an error, not a silent success)', () => {
    for (const status of SIM_STATUSES) expect(canTransition(status, status)).toBe(false);
  });

  it('allows Stop Billing from USING and SUSPEND only', () => {
    expect(SIM_STATUSES.filter(canStopBilling)).toEqual(['USING', 'SUSPEND']);
  });

  it('can leave every status and reach every status (no dead ends)', () => {
    for (const status of SIM_STATUSES) {
      expect(SIM_STATUS_TRANSITIONS[status].length).toBeGreaterThan(0);
      expect(SIM_STATUSES.some((from) => canTransition(from, status))).toBe(true);
    }
  });

  it('builds a set-based change only along the table (the daily run suspends USING cards)', () => {
    const change = { name: 'moved', ids: sql`array[1, 2]`, returning: sql`s.id` };
    expect(() => transitionCards({ ...change, from: 'USING', to: 'SUSPEND' })).not.toThrow();
    for (const [from, to] of pairs.filter(([from, to]) => !EXPECTED[from][to])) {
      expect(() => transitionCards({ ...change, from, to })).toThrow(DomainError);
    }
  });
});
