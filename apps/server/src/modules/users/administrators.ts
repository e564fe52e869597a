import { type AdminRole, isAdminRole } from '@simportal/contract/admin-roles';
import { ADMIN_LEVEL, CUSTOMER_LEVEL } from '@simportal/contract/enums';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database.ts';
import { DomainError } from '../../http/domain-error.ts';
import { users } from './schema.ts';

// Admin Management › Administrators (issue #34): who the administrators are and what each may do, the level and
// role columns of users. The portal always keeps an owner: a change that would leave none is refused
// (last_owner), checked with every owner's row locked, so two owners demoting each other at once cannot both win.

const roleOf = (value: string | null): AdminRole => (isAdminRole(value) ? value : 'viewer');

export interface AdministratorAccount {
  id: number;
  username: string;
  email: string;
  role: AdminRole;
  createdAt: Date;
}

/** Every administrator, oldest first. */
export const listAdministratorAccounts = async (db: DbOrTx): Promise<AdministratorAccount[]> => {
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.adminRole,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.level, ADMIN_LEVEL))
    .orderBy(asc(users.id));
  return rows.map((row) => ({ ...row, role: roleOf(row.role) }));
};

/** The administrator `id` with every owner's row locked; not_found for anyone else, no_permission for the caller. */
const lockedAdministrator = async (tx: Tx, id: number, callerId: number) => {
  // one owner cannot change or remove their own standing: another owner does it (GitHub's rule for org owners)
  if (id === callerId) throw new DomainError('no_permission');
  const owners = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.level, ADMIN_LEVEL), eq(users.adminRole, 'owner')))
    .orderBy(asc(users.id))
    .for('update');
  const [target] = await tx
    .select({ id: users.id, username: users.username, email: users.email, role: users.adminRole })
    .from(users)
    .where(and(eq(users.id, id), eq(users.level, ADMIN_LEVEL)))
    .for('update');
  if (!target) throw new DomainError('not_found');
  return { target: { ...target, role: roleOf(target.role) }, owners: owners.length };
};

/** Gives administrator `id` the role `role`; answers the role before. */
export const changeAdministratorRole = async (
  tx: Tx,
  callerId: number,
  id: number,
  role: AdminRole,
): Promise<{ username: string; before: AdminRole }> => {
  const { target, owners } = await lockedAdministrator(tx, id, callerId);
  if (target.role === 'owner' && role !== 'owner' && owners <= 1) throw new DomainError('last_owner');
  await tx.update(users).set({ adminRole: role }).where(eq(users.id, id));
  return { username: target.username, before: target.role };
};

/**
 * Takes administrator `id`'s role away: the account stays (their audit entries name it) as a customer's, with no
 * access to Admin Management; the caller ends its sessions in the same transaction.
 */
export const removeAdministrator = async (
  tx: Tx,
  callerId: number,
  id: number,
): Promise<{ username: string; email: string; before: AdminRole }> => {
  const { target, owners } = await lockedAdministrator(tx, id, callerId);
  if (target.role === 'owner' && owners <= 1) throw new DomainError('last_owner');
  await tx.update(users).set({ level: CUSTOMER_LEVEL, adminRole: null }).where(eq(users.id, id));
  return { username: target.username, email: target.email, before: target.role };
};
