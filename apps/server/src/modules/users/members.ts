import { MEMBERS_MAX } from '@simportal/contract/api/members';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { DomainError } from '../../http/domain-error.ts';
import { users } from './schema.ts';

// The members of an account (issue #71, decision 0103): customer accounts whose users.owner_id names the owner.

export interface MemberAccount {
  id: number;
  username: string;
  email: string;
  createdAt: Date;
}

/** The owner's live members, oldest first. */
export const membersOf = (db: DbOrTx, ownerId: number): Promise<MemberAccount[]> =>
  db
    .select({ id: users.id, username: users.username, email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(and(eq(users.ownerId, ownerId), isNull(users.deletedAt)))
    .orderBy(asc(users.createdAt), asc(users.id));

/** member_limit_reached (409) when the owner has MEMBERS_MAX live members already. */
export const assertMemberRoom = async (db: DbOrTx, ownerId: number): Promise<void> => {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.ownerId, ownerId), isNull(users.deletedAt)));
  if ((row?.n ?? 0) >= MEMBERS_MAX) throw new DomainError('member_limit_reached', { max: MEMBERS_MAX });
};

/** The owner's live member `memberId`, or not_found (404): nobody else's member is anyone's to change. */
export const findMemberOf = async (db: DbOrTx, ownerId: number, memberId: number): Promise<MemberAccount> => {
  const [row] = await db
    .select({ id: users.id, username: users.username, email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(and(eq(users.id, memberId), eq(users.ownerId, ownerId), isNull(users.deletedAt)));
  if (!row) throw new DomainError('not_found');
  return row;
};
