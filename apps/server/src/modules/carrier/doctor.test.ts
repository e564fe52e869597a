import { DOCTOR_FINDINGS, type DoctorFinding } from '@simportal/contract/api/network';
import { describe, expect, it } from 'vitest';
import { type DoctorCard, type DoctorEvent, diagnose } from './doctor.ts';

// The connection doctor's table (issue #69): eleven scripted faults, one per finding, each to its diagnosis. Events
// are written oldest first here, as a network sees them, and handed to the doctor newest first.

type Step = [DoctorEvent['kind'], DoctorEvent['cause']?];
const using = { status: 'USING', suspendReason: null, type: 'PHYSICAL' } as const;
const card = (base: Omit<DoctorCard, 'events'>, ...steps: Step[]): DoctorCard => ({
  ...base,
  events: steps.map(([kind, cause = null]) => ({ kind, cause })).reverse(),
});
const connects: Step[] = [['attach_accepted'], ['session_started']];

const FAULTS: [string, DoctorCard, DoctorFinding, Step | null][] = [
  [
    'suspended for credit, though the phone had a session',
    card({ status: 'SUSPEND', suspendReason: 'insufficient_credit', type: 'PHYSICAL' }, ...connects),
    'card_suspended_credit',
    null,
  ],
  [
    'slowed on a lifeline: a session, but a top-up is what restores it',
    card({ ...using, onLifeline: true }, ...connects),
    'card_lifeline',
    null,
  ],
  [
    'paused: the network refuses it as inactive',
    card(
      { ...using, status: 'PAUSED' },
      ...connects,
      ['session_ended'],
      ['attach_rejected', 'card_inactive'],
    ),
    'card_paused',
    null,
  ],
  ['no plan yet', card({ ...using, status: 'NOT_ACTIVE' }), 'card_not_active', null],
  [
    'the phone refuses the eSIM profile',
    card({ ...using, type: 'ESIM' }, ['profile_downloaded'], ['profile_failed', 'device_locked']),
    'device_locked',
    ['profile_failed', 'device_locked'],
  ],
  ['an eSIM never installed', card({ ...using, type: 'ESIM' }), 'profile_not_installed', null],
  [
    'the visited network is not allowed, after an earlier good visit',
    card(using, ...connects, ['session_ended'], ['attach_rejected', 'network_not_allowed']),
    'network_not_allowed',
    ['attach_rejected', 'network_not_allowed'],
  ],
  [
    'a wrong APN',
    card(using, ['attach_accepted'], ['session_failed', 'wrong_apn']),
    'wrong_apn',
    ['session_failed', 'wrong_apn'],
  ],
  [
    'attached abroad, no data session: roaming off',
    card(using, ...connects, ['session_ended'], ['attach_accepted']),
    'roaming_off',
    ['attach_accepted'],
  ],
  ['a physical card the network never saw', card(using), 'no_signal', null],
  [
    'an eSIM installed and in a data session, after a wrong APN fixed',
    card(
      { ...using, type: 'ESIM' },
      ['profile_installed'],
      ['attach_accepted'],
      ['session_failed', 'wrong_apn'],
      ['session_started'],
    ),
    'connected',
    ['session_started'],
  ],
];

describe('the connection doctor', () => {
  it.each(FAULTS)('%s → %s', (_name, input, finding, basedOn) => {
    const diagnosis = diagnose(input);
    expect(diagnosis.finding).toBe(finding);
    expect(diagnosis.basedOn).toEqual(basedOn ? { kind: basedOn[0], cause: basedOn[1] ?? null } : null);
  });

  it('covers every finding, 10 of 10', () => {
    expect(new Set(FAULTS.map(([, , finding]) => finding))).toEqual(new Set(DOCTOR_FINDINGS));
  });

  it('keeps the first that applies: a suspended card with a wrong APN is to be topped up first', () => {
    const both = card({ ...using, status: 'SUSPEND', suspendReason: 'insufficient_credit' }, [
      'session_failed',
      'wrong_apn',
    ]);
    expect(diagnose(both).finding).toBe('card_suspended_credit');
  });

  it('forgets a session of an earlier attach: attached again without data is roaming off', () => {
    expect(diagnose(card(using, ['attach_accepted'], ['session_started'], ['attach_accepted'])).finding).toBe(
      'roaming_off',
    );
  });

  it('says no signal after a session ended and nothing since', () => {
    expect(diagnose(card(using, ...connects, ['session_ended'])).finding).toBe('no_signal');
  });
});
