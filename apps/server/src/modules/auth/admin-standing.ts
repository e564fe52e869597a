import { type AdminRole, isAdminRole } from '@simportal/contract/admin-roles';
import type { StepUpState } from '@simportal/contract/api/administrators';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/database.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { userAccounts } from '../users/index.ts';
import { authSessions, credentials, passkeys } from './schema.ts';

/**
 * What an administrator's session allows now (issue #34): their role, whether the session gave the second factor,
 * and until when a sensitive action goes without asking them to prove it is them again (step-up).
 */
export interface AdminStanding {
  role: AdminRole;
  secondFactorGiven: boolean;
  /** Whether two-step verification is on for them: a step-up then asks for its code, else for the password. */
  secondFactorEnabled: boolean;
  /** They have a passkey, which may answer a step-up in place of the code. */
  hasPasskey: boolean;
  /** The session's sign-in or its latest step-up, whichever is later, plus ADMIN_STEP_UP_MINUTES. */
  freshUntil: Date;
}

/**
 * Read by every admin request after the session itself: prepared once (see db/prepared.ts). The role is the
 * account's (modules/users' view), the second factor this module's credentials.
 */
const standingQuery = preparedPerDatabase((db) =>
  db
    .select({
      role: userAccounts.adminRole,
      secondFactorAt: authSessions.secondFactorAt,
      signedInAt: authSessions.createdAt,
      steppedUpAt: authSessions.steppedUpAt,
      totpEnabledAt: credentials.totpEnabledAt,
      hasPasskey: sql<boolean>`exists (select 1 from ${passkeys} where ${passkeys.userId} = ${authSessions.userId})`,
    })
    .from(authSessions)
    .innerJoin(userAccounts, eq(userAccounts.id, authSessions.userId))
    .innerJoin(credentials, eq(credentials.userId, authSessions.userId))
    .where(eq(authSessions.id, sql.placeholder('sessionId')))
    .prepare('admin_standing'),
);

/** The standing of the administrator of session `sessionId`; null when it is not an administrator's. */
export const adminStanding = async (
  ctx: AppContext,
  db: DbOrTx,
  sessionId: string,
): Promise<AdminStanding | null> => {
  const [row] = await standingQuery(db).execute({ sessionId });
  if (!row || !isAdminRole(row.role)) return null;
  const proven = Math.max(row.signedInAt.getTime(), row.steppedUpAt?.getTime() ?? 0);
  return {
    role: row.role,
    secondFactorGiven: row.secondFactorAt !== null,
    secondFactorEnabled: row.totpEnabledAt !== null,
    hasPasskey: Boolean(row.hasPasskey),
    freshUntil: new Date(proven + ctx.config.ADMIN_STEP_UP_MINUTES * 60_000),
  };
};

/** Whether a sensitive action may go on without asking again. */
export const isFresh = (ctx: AppContext, standing: AdminStanding): boolean =>
  standing.freshUntil.getTime() > ctx.clock.now().getTime();

/** The standing as the client sees it (GET /api/admin/step-up, and a step-up's answer). */
export const stepUpStateOf = (ctx: AppContext, standing: AdminStanding): StepUpState => ({
  method: standing.secondFactorEnabled ? 'code' : 'password',
  freshUntil: isFresh(ctx, standing) ? standing.freshUntil.toISOString() : null,
  passkey: standing.secondFactorEnabled && standing.hasPasskey,
});
