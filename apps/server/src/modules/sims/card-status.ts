import { canTransition } from '@simportal/contract/card-states';
import { SIM_STATUSES, type SimStatus } from '@simportal/contract/enums';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { DomainError } from '../../http/domain-error.ts';
import { eventsSql, runEventsSql } from '../notify/index.ts';
import { simCards } from './schema.ts';

// The one owner of SIM card status changes (spec §4): every change of sim_cards.status goes through
// transitionCard() below (one card) or transitionCards() (a set, inside a set-based statement), along the table of the contract (card-states.ts: which change is legal, a pure rule
// other modules read too). A change that is not in the table is illegal_status_transition (409).

/** Statuses from which the customer may Stop Billing (a card in use or stopped for lack of credit). */
export const canStopBilling = (status: SimStatus): boolean => canTransition(status, 'PAUSED');

const isSimStatus = (value: string): value is SimStatus =>
  (SIM_STATUSES as readonly string[]).includes(value);

/** Throws illegal_status_transition (409, data `{ from, to }`) unless the table allows the change. */
export const assertTransition = (from: SimStatus, to: SimStatus): void => {
  if (!canTransition(from, to)) throw new DomainError('illegal_status_transition', { from, to });
};

type CardUpdate = Partial<Omit<typeof simCards.$inferInsert, 'id' | 'status'>>;

/**
 * Moves a card from the status the caller read (`card.status`) to `to`, with any other columns in `set`, in
 * one conditional UPDATE (`… WHERE id = ? AND status = <read status> RETURNING`). If the status changed in
 * between (a concurrent request, the billing run), nothing is written and illegal_status_transition is
 * thrown: the caller's decision was made on a status that no longer holds. Use it inside the transaction
 * that also records the consequences (activities, carrier commands). The change is recorded as an event
 * (`card.status_changed`, modules/notify: the holder's webhooks hear of it, in the same transaction): the holder
 * before the change when it releases the card.
 */
export const transitionCard = async (
  db: DbOrTx,
  card: { id: number; status: string; userId?: number | null },
  to: SimStatus,
  set: CardUpdate = {},
): Promise<typeof simCards.$inferSelect> => {
  if (!isSimStatus(card.status))
    throw new DomainError('illegal_status_transition', { from: card.status, to });
  assertTransition(card.status, to);
  const [updated] = await db
    .update(simCards)
    .set({ ...set, status: to })
    .where(and(eq(simCards.id, card.id), eq(simCards.status, card.status)))
    .returning();
  if (!updated) throw new DomainError('illegal_status_transition', { from: card.status, to });
  const holder = updated.userId ?? card.userId ?? null;
  if (holder !== null) {
    await db.execute(
      runEventsSql(
        'card.status_changed',
        sql`select ${holder}::int as user_id, jsonb_build_object('iccid', ${updated.iccid}::text,
          'from', ${card.status}::text, 'to', ${to}::text) as data`,
        new Date(),
      ),
    );
  }
  return updated;
};

/**
 * The set-based `transitionCard`: a CTE (to follow the caller's `with … ,`) that moves every card of `ids` (an
 * SQL array expression) that is still in `from` to `to`, with any other column assignments in `set`, and
 * returns `returning`'s columns of the cards it moved. Cards no longer in `from` are left as they are (a
 * concurrent request moved them; the caller reads the rows returned). `from` → `to` must be in the table:
 * checked here, when the statement is built, so an illegal change never reaches the database. `returning` must
 * hold `s.user_id` and `s.iccid`: a second CTE (`<name>_webhooks`) records each holder's `card.status_changed`
 * (notify's set-based eventsSql: their webhooks hear of it).
 */
export const transitionCards = (change: {
  name: string;
  ids: SQL;
  from: SimStatus;
  to: SimStatus;
  set?: SQL;
  returning: SQL;
}): SQL => {
  assertTransition(change.from, change.to);
  return sql`${sql.raw(change.name)} as (
        update sim_cards s set status = ${change.to}${change.set ? sql`, ${change.set}` : sql``}
        where s.id = any(${change.ids}) and s.status = ${change.from}
        returning ${change.returning}
      ),
      ${eventsSql(
        'card.status_changed',
        sql`select m.user_id, jsonb_build_object('iccid', m.iccid, 'from', ${change.from}::text,
            'to', ${change.to}::text) as data
          from ${sql.raw(change.name)} m where m.user_id is not null`,
        new Date(),
        change.name,
      )}`;
};
