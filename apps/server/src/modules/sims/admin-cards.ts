import type { AdminCard } from '@simportal/contract/api/admin';
import type { LocalizedText } from '@simportal/contract/api/catalog';
import { inLocaleOrder } from '@simportal/contract/localized-text';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { planNames } from '../catalog/index.ts';
import { findUsersByIds } from '../users/index.ts';
import { bindLocksOf } from './bind-attempts.ts';
import type { SimCardRow } from './queries.ts';
import { cardGroups, simCards } from './schema.ts';

// Admin Management › Cards and a customer's cards: the cards are read here, then their holders' names (users)
// and their plans' names (catalog) once for the whole page, never a query per card.

/** The card number as a number: the expression of the index sim_cards_card_number_numeric_idx. */
export const cardNumberValue = sql`(${simCards.cardNumber}::numeric)`;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

type Names = Map<number, LocalizedText>;
type Holders = Awaited<ReturnType<typeof findUsersByIds>>;
type Locks = Map<number, Date>;
type Groups = Map<number, string>;

const planRef = (id: number | null, names: Names) => {
  const name = id === null ? undefined : names.get(id);
  return id !== null && name !== undefined ? { id, name: inLocaleOrder(name) } : null;
};

const holderOf = (id: number | null, holders: Holders) => {
  const holder = id === null ? undefined : holders.get(id);
  return id !== null && holder ? { id, username: holder.username, email: holder.email } : null;
};

// The table's check constraints hold type and status to the contract's enums.
const toAdminCard = (
  card: SimCardRow,
  holders: Holders,
  plans: Names,
  locks: Locks,
  groups: Groups,
): AdminCard => ({
  id: card.id,
  cardNumber: card.cardNumber,
  iccid: card.iccid,
  type: card.type,
  status: card.status,
  channelName: card.channelName,
  label: card.label,
  holder: holderOf(card.userId, holders),
  group: card.groupId === null ? null : { id: card.groupId, name: groups.get(card.groupId) ?? '' },
  isStarterPack: card.isStarterPack,
  starterPackPlan: card.isStarterPack ? planRef(card.starterPackPlanId, plans) : null,
  starterPackDays: card.isStarterPack ? card.starterPackDays : null,
  currentPlan: planRef(card.currentPlanId, plans),
  planCreatedAt: iso(card.planCreatedAt),
  expireAt: iso(card.expireAt),
  boundAt: iso(card.boundAt),
  deletedAt: iso(card.deletedAt),
  createdAt: card.createdAt.toISOString(),
  bindLockedUntil: iso(locks.get(card.id) ?? null),
});

const present = (values: (number | null)[]) => [
  ...new Set(values.filter((value): value is number => value !== null)),
];

/** The names of the customers' groups by id (the console's rows and its CSV name each card's group). */
export const groupNames = async (db: DbOrTx, ids: number[]): Promise<Groups> =>
  ids.length === 0
    ? new Map()
    : new Map(
        (
          await db
            .select({ id: cardGroups.id, name: cardGroups.name })
            .from(cardGroups)
            .where(inArray(cardGroups.id, ids))
        ).map((group) => [group.id, group.name]),
      );

/**
 * Cards as the admin screens show them at `now`: their holders, plans, groups and binding locks (wrong verify
 * codes, bind-attempts.ts) read with one query each.
 */
export const toAdminCards = async (db: DbOrTx, cards: SimCardRow[], now: Date): Promise<AdminCard[]> => {
  const [holders, plans, locks, groups] = await Promise.all([
    findUsersByIds(db, present(cards.map((card) => card.userId))),
    planNames(db, present(cards.flatMap((card) => [card.currentPlanId, card.starterPackPlanId]))),
    bindLocksOf(
      db,
      cards.map((card) => card.id),
      now,
    ),
    groupNames(db, present(cards.map((card) => card.groupId))),
  ]);
  return cards.map((card) => toAdminCard(card, holders, plans, locks, groups));
};

/** One card as the admin screen shows it at `now`, or undefined. */
export const findAdminCard = async (
  db: DbOrTx,
  cardId: number,
  now: Date,
): Promise<AdminCard | undefined> => {
  const [card] = await db.select().from(simCards).where(eq(simCards.id, cardId));
  return card ? (await toAdminCards(db, [card], now))[0] : undefined;
};

/** The cards a customer holds now, in numeric card-number order, as the admin screens show them. */
export const adminCardsOf = async (db: DbOrTx, userId: number, now: Date): Promise<AdminCard[]> =>
  toAdminCards(
    db,
    await db.select().from(simCards).where(eq(simCards.userId, userId)).orderBy(cardNumberValue, simCards.id),
    now,
  );
