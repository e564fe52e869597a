import type { StepUpBody } from '@simportal/contract/api/administrators';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/database.ts';
import { DomainError } from '../../http/domain-error.ts';
import { findUserById } from '../users/index.ts';
import type { AuthUser } from './authenticate.ts';
import { credentialsOf } from './credentials.ts';
import { acceptPasskey } from './passkeys.ts';
import { verifySecret } from './password-hash.ts';
import { guardProof, type ProofWitness } from './proof-lock.ts';
import { authSessions } from './schema.ts';
import { acceptSecondFactor } from './second-factor.ts';

const markSteppedUp = async (db: DbOrTx, sessionId: string, at: Date) => {
  await db.update(authSessions).set({ steppedUpAt: at }).where(eq(authSessions.id, sessionId));
};

/**
 * An administrator proves it is them again before a sensitive action (issue #34, decision 0043): with two-step
 * verification on, a code from the app, an unused recovery code or a passkey (never the password alone, which is what a
 * thief of the session's laptop may know); without it, the password. The session then counts as fresh for
 * ADMIN_STEP_UP_MINUTES. A wrong proof changes nothing and answers step_up_incorrect; wrong codes and passwords
 * are counted on the account and lock its proofs (proof-lock.ts: step_up_locked), a passkey is not counted.
 */
export const stepUp = async (
  ctx: AppContext,
  caller: AuthUser,
  body: StepUpBody,
  witness: ProofWitness,
): Promise<void> => {
  const { db } = ctx.database;
  const [user, held] = await Promise.all([findUserById(db, caller.userId), credentialsOf(db, caller.userId)]);
  if (!user || !held) throw new DomainError('login_expired');
  const withCode = held.totpEnabledAt !== null;
  if (withCode && body.passkey !== undefined) {
    if (!(await acceptPasskey(ctx, db, user, body.passkey))) throw new DomainError('step_up_incorrect');
    await markSteppedUp(db, caller.sessionId, ctx.clock.now());
    return;
  }
  const given = withCode ? body.code : body.password;
  // no proof of the kind asked for is no guess: refused, not counted
  if (given === undefined) throw new DomainError('step_up_incorrect');
  await guardProof(
    ctx,
    { ...witness, userId: caller.userId, wrong: 'step_up_incorrect' },
    async (tx, locked) => {
      // the row as it is now, held: two-step verification may have changed since it was read above
      const accepted =
        locked.totpEnabledAt !== null
          ? withCode && (await acceptSecondFactor(ctx, tx, locked, given))
          : !withCode && (await verifySecret(locked.passwordHash, given));
      if (!accepted) throw new DomainError('step_up_incorrect');
      await markSteppedUp(tx, caller.sessionId, ctx.clock.now());
    },
  );
};
