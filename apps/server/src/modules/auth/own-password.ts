import type { AppContext } from '../../app-context.ts';
import { DomainError } from '../../http/domain-error.ts';
import { findUserById, type UserRow } from '../users/index.ts';
import type { AuthUser } from './authenticate.ts';
import { credentialsOf } from './credentials.ts';
import { admitLoginAttempt, recordLoginFailure, throttleKey } from './login-throttle.ts';
import { verifySecret } from './password-hash.ts';

/**
 * The signed-in person proves it is them with their password before a change that outlives the session (a new
 * password, a passkey): wrong → old_password_incorrect, counted like a failed login from the caller's address. An
 * administrator in a customer view may not (no_permission). Gives the account and the throttle's key, whose
 * failures the change clears once it is made.
 */
export const proveOwnPassword = async (
  ctx: AppContext,
  auth: AuthUser,
  password: string,
  address: string,
): Promise<{ user: UserRow; key: string }> => {
  if (auth.actorId !== null) throw new DomainError('no_permission');
  const { db } = ctx.database;
  const [user, held] = await Promise.all([findUserById(db, auth.userId), credentialsOf(db, auth.userId)]);
  // The session joins its user, so this only happens if the account vanished mid-request.
  if (!user || !held) throw new DomainError('session_ended');
  const key = throttleKey(user.id, user.email);
  await admitLoginAttempt(db, key, address, ctx.clock.now());
  if (!(await verifySecret(held.passwordHash, password))) {
    await recordLoginFailure(db, key, ctx.clock.now());
    throw new DomainError('old_password_incorrect');
  }
  return { user, key };
};
