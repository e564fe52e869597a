import type { ConnectionReport, Network, NetworkEvent } from '@simportal/contract/api/network';
import type { DbOrTx } from '../../db/database.ts';
import { type DoctorCard, diagnose } from './doctor.ts';
import { networkEventsOf } from './network-events.ts';

/** The card the doctor looks at, as its owner module reads it (sims, through a command). */
export interface ReportedCard extends Omit<DoctorCard, 'events'> {
  id: number;
  /** The card's holder now: only the events that came while they held it are theirs (decision 0094). */
  userId: number | null;
}

/**
 * GET /api/sims/:id/connection and its console twin: the card's kept events (the holder's own, the newest
 * first) in the contract's words, and the doctor's finding on them. The platform's own `detail` stays on the
 * server (the operator reads the logs); the screens word every cause themselves.
 */
export const connectionReportOf = async (
  db: DbOrTx,
  network: Network,
  card: ReportedCard,
): Promise<ConnectionReport> => {
  const events: NetworkEvent[] = (await networkEventsOf(db, card.id, card.userId)).map((event) => ({
    kind: event.kind,
    at: event.occurredAt.toISOString(),
    networkName: event.networkName,
    country: event.country,
    cause: event.cause,
  }));
  const { finding, basedOn } = diagnose({ ...card, events });
  return { cardId: card.id, network, finding, basedOn, events };
};
