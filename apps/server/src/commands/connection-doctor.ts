import type { ConnectionReport } from '@simportal/contract/api/network';
import type { AppContext } from '../app-context.ts';
import { DomainError } from '../http/domain-error.ts';
import { connectionReportOf, pullNetworkEvents } from '../modules/carrier/index.ts';
import { readCard, readOwnedCard, type SimCardRow } from '../modules/sims/index.ts';
import { isOnLifeline } from '../modules/usage/index.ts';

// The connection doctor (issue #69, decision 0094): the card is sims', its events and the diagnosis carrier's.
// sims queues carrier commands, so carrier cannot read a card back through sims' face: the two meet here.

const reportOn = async (ctx: AppContext, card: SimCardRow): Promise<ConnectionReport> => {
  // a pulling network (the simulator) is asked first, so what it saw of the last command is on screen at once; a
  // failed pull is the minute's pull's to repeat, and the report shows what is kept
  await pullNetworkEvents(ctx).catch((error: unknown) =>
    ctx.log.warn({ err: error }, "the network's events could not be pulled for the connection doctor"),
  );
  return connectionReportOf(ctx.database.db, ctx.carrier.name, {
    id: card.id,
    userId: card.userId,
    status: card.status,
    suspendReason: card.suspendReason,
    type: card.type,
    onLifeline: await isOnLifeline(ctx.database.db, card.id),
  });
};

/** The holder's own card (another's is not found, as on every /api/sims/:id route). */
export const myConnectionReport = async (ctx: AppContext, userId: number, cardId: number) => {
  const card = await readOwnedCard(ctx.database.db, userId, cardId);
  if (!card) throw new DomainError('not_found');
  return reportOn(ctx, card);
};

/** Any card, for the console: the events of its holder now (an unheld card's, of nobody). */
export const adminConnectionReport = async (ctx: AppContext, cardId: number) => {
  const card = await readCard(ctx.database.db, cardId);
  if (!card) throw new DomainError('not_found');
  return reportOn(ctx, card);
};
