import type { StepUpBody } from '@simportal/contract/api/administrators';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { DomainError } from '../../http/domain-error.ts';
import { findUserById } from '../users/index.ts';
import type { AuthUser } from './authenticate.ts';
import { credentialsOf } from './credentials.ts';
import { acceptPasskey } from './passkeys.ts';
import { verifySecret } from './password-hash.ts';
import { authSessions } from './schema.ts';
import { acceptSecondFactor } from './second-factor.ts';

/**
 * An administrator proves it is them again before a sensitive action (issue #34, decision 0043): with two-step
 * verification on, a code from the app, an unused recovery code or a passkey (never the password alone, which is what a
 * thief of the session's laptop may know); without it, the password. The session then counts as fresh for
 * ADMIN_STEP_UP_MINUTES. A wrong proof changes nothing and answers step_up_incorrect.
 */
export const stepUp = async (ctx: AppContext, caller: AuthUser, body: StepUpBody): Promise<void> => {
  const { db } = ctx.database;
  const [user, held] = await Promise.all([findUserById(db, caller.userId), credentialsOf(db, caller.userId)]);
  if (!user || !held) throw new DomainError('login_expired');
  const accepted =
    held.totpEnabledAt !== null
      ? body.passkey !== undefined
        ? await acceptPasskey(ctx, db, user, body.passkey)
        : body.code !== undefined && (await acceptSecondFactor(ctx, db, held, body.code))
      : body.password !== undefined && (await verifySecret(held.passwordHash, body.password));
  if (!accepted) throw new DomainError('step_up_incorrect');
  await db
    .update(authSessions)
    .set({ steppedUpAt: ctx.clock.now() })
    .where(eq(authSessions.id, caller.sessionId));
};
