import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { DomainError } from '../../http/domain-error.ts';
import type { CardGroupRow } from './card-groups.ts';
import { cardGroups, memberCardGroups, simCards } from './schema.ts';

// Which of an owner's cards a member reaches (issue #71, decision 0103): the cards of the groups the owner gave
// them. A card moved out of those groups, or a group taken away, is out of the member's reach at once.

/** The owner's groups among `groupIds`, by name; not_found when one is not the owner's. */
export const ownersGroups = async (
  db: DbOrTx,
  ownerId: number,
  groupIds: number[],
): Promise<CardGroupRow[]> => {
  const ids = [...new Set(groupIds)];
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: cardGroups.id, name: cardGroups.name })
    .from(cardGroups)
    .where(and(eq(cardGroups.userId, ownerId), inArray(cardGroups.id, ids)))
    .orderBy(sql`lower(${cardGroups.name})`, asc(cardGroups.id));
  if (rows.length !== ids.length) throw new DomainError('not_found');
  return rows;
};

/** Gives the member exactly these of the owner's groups (not_found, and nothing changes, for another's group). */
export const setMemberGroups = async (
  db: DbOrTx,
  ownerId: number,
  memberId: number,
  groupIds: number[],
): Promise<CardGroupRow[]> => {
  const groups = await ownersGroups(db, ownerId, groupIds);
  await db.delete(memberCardGroups).where(eq(memberCardGroups.memberId, memberId));
  if (groups.length > 0)
    await db.insert(memberCardGroups).values(groups.map((group) => ({ memberId, groupId: group.id })));
  return groups;
};

/** The member loses every group (their removal). */
export const forgetMemberGroups = (db: DbOrTx, memberId: number) =>
  db.delete(memberCardGroups).where(eq(memberCardGroups.memberId, memberId));

/** Each member's groups, by name: one statement for a page of members. */
export const groupsOfMembers = async (
  db: DbOrTx,
  memberIds: number[],
): Promise<Map<number, CardGroupRow[]>> => {
  const found = new Map<number, CardGroupRow[]>(memberIds.map((id) => [id, []]));
  if (memberIds.length === 0) return found;
  const rows = await db
    .select({ memberId: memberCardGroups.memberId, id: cardGroups.id, name: cardGroups.name })
    .from(memberCardGroups)
    .innerJoin(cardGroups, eq(cardGroups.id, memberCardGroups.groupId))
    .where(inArray(memberCardGroups.memberId, memberIds))
    .orderBy(sql`lower(${cardGroups.name})`, asc(cardGroups.id));
  for (const row of rows) found.get(row.memberId)?.push({ id: row.id, name: row.name });
  return found;
};

// every request of a member on a card asks this: prepared (db/prepared.ts)
const reachQuery = preparedPerDatabase((db) =>
  db
    .select({ id: simCards.id })
    .from(simCards)
    .innerJoin(memberCardGroups, eq(memberCardGroups.groupId, simCards.groupId))
    .where(
      and(
        eq(simCards.id, sql.placeholder('cardId')),
        eq(memberCardGroups.memberId, sql.placeholder('memberId')),
        eq(simCards.userId, sql.placeholder('ownerId')),
      ),
    )
    .prepare('member_reaches_card'),
);

/** The card is the owner's and in one of the member's groups. */
export const memberReachesCard = async (
  db: DbOrTx,
  member: { id: number; ownerId: number },
  cardId: number,
): Promise<boolean> =>
  (await reachQuery(db).execute({ cardId, memberId: member.id, ownerId: member.ownerId })).length > 0;

/** The ids of the owner's cards in the member's groups (a list another module's answer is narrowed to). */
export const cardIdsOfMember = async (
  db: DbOrTx,
  member: { id: number; ownerId: number },
): Promise<Set<number>> => {
  const rows = await db
    .select({ id: simCards.id })
    .from(simCards)
    .innerJoin(memberCardGroups, eq(memberCardGroups.groupId, simCards.groupId))
    .where(and(eq(memberCardGroups.memberId, member.id), eq(simCards.userId, member.ownerId)));
  return new Set(rows.map((row) => row.id));
};
