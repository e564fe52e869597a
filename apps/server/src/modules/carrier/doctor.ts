import type { SuspendReason } from '@simportal/contract/api/billing';
import type { DoctorFinding, NetworkCause, NetworkEventKind } from '@simportal/contract/api/network';
import type { CardType, SimStatus } from '@simportal/contract/enums';

/** What the doctor reads of an event (networkEventsOf's rows, or the contract's events). */
export interface DoctorEvent {
  kind: NetworkEventKind;
  cause: NetworkCause | null;
}

export interface DoctorCard<E extends DoctorEvent = DoctorEvent> {
  status: SimStatus;
  suspendReason: SuspendReason | null;
  type: CardType;
  /** Slowed on a lifeline while the balance is short (decision 0096). */
  onLifeline?: boolean;
  /** The card's events, the newest first. */
  events: readonly E[];
}

export interface Diagnosis<E extends DoctorEvent = DoctorEvent> {
  finding: DoctorFinding;
  /** The event the finding rests on, or null (the portal's own state, or nothing seen). */
  basedOn: E | null;
}

const ATTACH_KINDS: readonly NetworkEventKind[] = ['attach_accepted', 'attach_rejected', 'attach_failed'];
const SESSION_KINDS: readonly NetworkEventKind[] = ['session_started', 'session_ended', 'session_failed'];
const PROFILE_KINDS: readonly NetworkEventKind[] = [
  'profile_downloaded',
  'profile_installed',
  'profile_failed',
];

/**
 * The connection doctor (issue #69, decision 0094): the one fix for a card, in DOCTOR_FINDINGS' order, the first
 * that applies wins. Pure: the card's state and its events (newest first) in, a finding out.
 *
 * 1. The portal's own state: SUSPEND for insufficient_credit → card_suspended_credit; in use but slowed on a
 *    lifeline (decision 0096) → card_lifeline; PAUSED → card_paused;
 *    NOT_ACTIVE (no plan yet) → card_not_active. Nothing the phone does helps while the portal holds the card.
 * 2. The newest profile step failed with device_locked and nothing attached since → device_locked (checked
 *    first: it says why the profile never arrived); an eSIM whose profile never reached the phone (no
 *    profile_downloaded or profile_installed) and that never attached → profile_not_installed.
 * 3. The newest attach: rejected or failed with network_not_allowed → network_not_allowed.
 * 4. The newest session step, after the newest attach: session_failed with wrong_apn → wrong_apn; started and
 *    not ended → connected.
 * 5. An accepted attach with no data session since → roaming_off (the phone is on the network but sends no
 *    data: data roaming is off on the phone, the commonest cause abroad).
 * 6. Otherwise (no event at all, or only ended sessions and refusals the portal no longer causes) → no_signal.
 *
 * Only the newest of each kind matters: an old refusal followed by a good session is history, not a fault.
 */
export const diagnose = <E extends DoctorEvent>(card: DoctorCard<E>): Diagnosis<E> => {
  const { status, events } = card;
  if (status === 'SUSPEND' && card.suspendReason === 'insufficient_credit')
    return { finding: 'card_suspended_credit', basedOn: null };
  if (status === 'USING' && card.onLifeline) return { finding: 'card_lifeline', basedOn: null };
  if (status === 'PAUSED') return { finding: 'card_paused', basedOn: null };
  if (status === 'NOT_ACTIVE') return { finding: 'card_not_active', basedOn: null };

  const newest = (kinds: readonly NetworkEventKind[]) => {
    const index = events.findIndex((event) => kinds.includes(event.kind));
    return index === -1 ? null : { event: events[index]!, index };
  };
  const attach = newest(ATTACH_KINDS);
  const profile = newest(PROFILE_KINDS);

  // a phone that refused the profile says why; one that never fetched it has nothing to attach with
  if (profile?.event.kind === 'profile_failed' && profile.event.cause === 'device_locked' && !attach)
    return { finding: 'device_locked', basedOn: profile.event };
  const reachedPhone = events.some((e) => e.kind === 'profile_downloaded' || e.kind === 'profile_installed');
  if (card.type === 'ESIM' && !reachedPhone && !attach)
    return { finding: 'profile_not_installed', basedOn: profile?.event ?? null };

  if (attach && attach.event.kind !== 'attach_accepted' && attach.event.cause === 'network_not_allowed')
    return { finding: 'network_not_allowed', basedOn: attach.event };

  // the newest session step since the newest attach (a session before it belongs to an earlier attach)
  const session = newest(SESSION_KINDS);
  const sessionSinceAttach = session && (!attach || session.index < attach.index) ? session : null;
  if (sessionSinceAttach?.event.kind === 'session_failed' && sessionSinceAttach.event.cause === 'wrong_apn')
    return { finding: 'wrong_apn', basedOn: sessionSinceAttach.event };
  if (sessionSinceAttach?.event.kind === 'session_started')
    return { finding: 'connected', basedOn: sessionSinceAttach.event };
  if (attach?.event.kind === 'attach_accepted' && !sessionSinceAttach)
    return { finding: 'roaming_off', basedOn: attach.event };
  return { finding: 'no_signal', basedOn: attach?.event ?? session?.event ?? null };
};
