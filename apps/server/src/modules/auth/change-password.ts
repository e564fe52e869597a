import type { ChangePasswordBody } from '@simportal/contract/api/user';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { DomainError } from '../../http/domain-error.ts';
import { findUserById } from '../users/index.ts';
import type { AuthUser } from './authenticate.ts';
import { credentialsOf, setPasswordHash } from './credentials.ts';
import {
  admitLoginAttempt,
  clearLoginFailuresFrom,
  recordLoginFailure,
  throttleKey,
} from './login-throttle.ts';
import { hashSecret, verifySecret } from './password-hash.ts';
import { queuePasswordChangedNotice, sendNotice } from './security-notices.ts';
import { revokeUserSessions } from './sessions.ts';

/** The caller's account and its credentials. */
const currentUser = async (ctx: AppContext, auth: AuthUser) => {
  const [user, held] = await Promise.all([
    findUserById(ctx.database.db, auth.userId),
    credentialsOf(ctx.database.db, auth.userId),
  ]);
  // The session joins its user, so this only happens if the account vanished mid-request.
  if (!user || !held) throw new DomainError('session_ended');
  return { user, held };
};

/**
 * Changes the password after checking the current one (wrong → old_password_incorrect, counted like a failed
 * login from the caller's address), and ends every other session of the user unless `endOtherSessions` is false;
 * the caller's session stays. An administrator in a customer view may not (no_permission).
 */
export const changePassword = async (
  ctx: AppContext,
  auth: AuthUser,
  body: ChangePasswordBody,
  address: string,
  log: FastifyBaseLogger,
) => {
  if (auth.actorId !== null) throw new DomainError('no_permission');
  const { db } = ctx.database;
  const { user, held } = await currentUser(ctx, auth);
  const key = throttleKey(user.id, user.email);
  await admitLoginAttempt(db, key, address, ctx.clock.now());
  if (!(await verifySecret(held.passwordHash, body.oldPassword))) {
    await recordLoginFailure(db, key, ctx.clock.now());
    throw new DomainError('old_password_incorrect');
  }
  const passwordHash = await hashSecret(body.password);
  const notice = await db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    if (body.endOtherSessions ?? true) {
      await revokeUserSessions(tx, user.id, 'password_change', ctx.clock.now(), auth.sessionId);
    }
    await clearLoginFailuresFrom(tx, key, address, ctx.clock.now());
    // the owner hears of it by mail, in the same transaction (issue #34)
    return queuePasswordChangedNotice(ctx, tx, user);
  });
  sendNotice(ctx, notice, log);
};
