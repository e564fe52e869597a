import type { CarrierAction } from '@simportal/contract/api/deliveries';
import { and, asc, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../src/db/database.ts';
import { deliveries } from '../../src/schema.ts';

// What the tests read of the one outbox (modules/deliveries): the mails and the carrier commands it holds, as
// rows with their kind's payload spread out, and deliveries written straight in for a fixture.

type DeliveryRow = Omit<typeof deliveries.$inferSelect, 'notBefore'> & { notBefore?: Date | null };

/**
 * The columns the mails and carrier commands are read with: all but `not_before` (migration 0057, the pushes' quiet
 * hours), so that a migration's test reads them at the schema it stands at.
 */
const { notBefore: _held, ...SINCE_THE_ONE_OUTBOX } = getTableColumns(deliveries);

/** The outbox's own columns of a delivery, beside its kind's payload. */
const common = (row: DeliveryRow) => ({
  id: row.id,
  state: row.state,
  attempts: row.attempts,
  lastError: row.lastError,
  nextAttemptAt: row.nextAttemptAt,
  lockedUntil: row.lockedUntil,
  notBefore: row.notBefore ?? null,
  createdAt: row.createdAt,
  deliveredAt: row.deliveredAt,
});

export interface MailPayload {
  to: string;
  mailKind: string;
  locale: string;
  subject: string;
  text: string;
}

const mailOf = (row: DeliveryRow) => ({ ...common(row), ...(row.payload as MailPayload) });
export type MailRow = ReturnType<typeof mailOf>;

/** Mails, oldest first: to an address, of a kind, or every one. */
export const mails = async (
  db: DbOrTx,
  where: { to?: string; mailKind?: string } = {},
): Promise<MailRow[]> => {
  const conditions: SQL[] = [eq(deliveries.kind, 'mail')];
  if (where.to !== undefined) conditions.push(sql`${deliveries.payload} ->> 'to' = ${where.to}`);
  if (where.mailKind !== undefined)
    conditions.push(sql`${deliveries.payload} ->> 'mailKind' = ${where.mailKind}`);
  const rows = await db
    .select(SINCE_THE_ONE_OUTBOX)
    .from(deliveries)
    .where(and(...conditions))
    .orderBy(asc(deliveries.id));
  return rows.map(mailOf);
};

/** The newest mail (to an address, of a kind), or undefined. */
export const newestMail = async (db: DbOrTx, where: { to?: string; mailKind?: string } = {}) =>
  (await mails(db, where)).at(-1);

/** One mail by its delivery id. */
export const mailById = async (db: DbOrTx, id: number): Promise<MailRow | undefined> => {
  const [row] = await db.select(SINCE_THE_ONE_OUTBOX).from(deliveries).where(eq(deliveries.id, id));
  return row && mailOf(row);
};

export interface CarrierCommandPayload {
  cardId: number;
  iccid: string;
  action: CarrierAction;
}

const commandOf = (row: DeliveryRow) => ({ ...common(row), ...(row.payload as CarrierCommandPayload) });
export type CarrierCommandRow = ReturnType<typeof commandOf>;

/** A card's carrier commands, in the order they go out. */
export const carrierCommandsOf = async (db: DbOrTx, cardId: number): Promise<CarrierCommandRow[]> => {
  const rows = await db
    .select(SINCE_THE_ONE_OUTBOX)
    .from(deliveries)
    .where(and(eq(deliveries.kind, 'carrier_command'), eq(deliveries.orderingKey, `card:${cardId}`)))
    .orderBy(asc(deliveries.id));
  return rows.map(commandOf);
};

/** Every carrier command, newest first. */
export const allCarrierCommands = async (db: DbOrTx): Promise<CarrierCommandRow[]> =>
  (
    await db
      .select(SINCE_THE_ONE_OUTBOX)
      .from(deliveries)
      .where(eq(deliveries.kind, 'carrier_command'))
      .orderBy(desc(deliveries.id))
  ).map(commandOf);

/** The outbox's own columns a fixture may set: its state, tries, error and times. */
type Columns = Partial<Omit<DeliveryRow, 'id' | 'kind' | 'payload' | 'orderingKey'>>;

/** A delivery written straight into the outbox, in any state (what a test's fixture needs); its id. */
export const insertDelivery = async (
  db: DbOrTx,
  delivery:
    | ({ kind: 'carrier_command'; payload: CarrierCommandPayload } & Columns)
    | ({ kind: 'mail'; payload: MailPayload } & Columns),
): Promise<number> => {
  const orderingKey = delivery.kind === 'carrier_command' ? `card:${delivery.payload.cardId}` : null;
  const [row] = await db
    .insert(deliveries)
    .values({ ...delivery, orderingKey })
    .returning({ id: deliveries.id });
  return row!.id;
};

/** Moves a delivery's own columns (a test standing in for a process that died, or for tries that failed). */
export const setDelivery = (db: DbOrTx, id: number, columns: Columns) =>
  db.update(deliveries).set(columns).where(eq(deliveries.id, id));

/** Push deliveries (modules/push), oldest first, with their payload spread out. */
export const pushDeliveries = async (db: DbOrTx) =>
  (await db.select().from(deliveries).where(eq(deliveries.kind, 'push')).orderBy(asc(deliveries.id))).map(
    (row) => ({
      ...common(row),
      ...(row.payload as { subscriptionId: number; title: string; body: string }),
    }),
  );
