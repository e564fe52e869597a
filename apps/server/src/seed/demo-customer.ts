import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { violatedUniqueConstraint } from '../db/unique-violation.ts';
import { createAccount, hashSecret } from '../modules/auth/index.ts';
import { users } from '../schema.ts';

/** The demo customer a newcomer can log in as (SEED_DEMO only). Demo data: the password is public on purpose. */
export const DEMO_CUSTOMER = {
  username: 'demo',
  email: 'demo@simportal.local',
  password: 'Demo-2026',
} as const;

/** Creates the demo customer unless its username or email is taken; true when it was created now. */
export const seedDemoCustomer = async (db: Db): Promise<boolean> => {
  const taken = await db
    .select({ id: users.id })
    .from(users)
    .where(
      or(sql`lower(${users.username}) = ${DEMO_CUSTOMER.username}`, eq(users.email, DEMO_CUSTOMER.email)),
    )
    .limit(1);
  if (taken.length > 0) return false;
  const passwordHash = await hashSecret(DEMO_CUSTOMER.password);
  try {
    await db.transaction((tx) =>
      createAccount(tx, {
        username: DEMO_CUSTOMER.username,
        email: DEMO_CUSTOMER.email,
        passwordHash,
        locale: 'en',
      }),
    );
    return true;
  } catch (error) {
    // another instance created it since the look above
    if (violatedUniqueConstraint(error) !== null) return false;
    throw error;
  }
};
