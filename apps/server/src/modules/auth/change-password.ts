import type { ChangePasswordBody } from '@simportal/contract/api/user';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from './authenticate.ts';
import { setPasswordHash } from './credentials.ts';
import { clearLoginFailuresFrom } from './login-throttle.ts';
import { proveOwnPassword } from './own-password.ts';
import { hashSecret } from './password-hash.ts';
import { queuePasswordChangedNotice, sendNotice } from './security-notices.ts';
import { revokeUserSessions } from './sessions.ts';

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
  const { db } = ctx.database;
  const { user, key } = await proveOwnPassword(ctx, auth, body.oldPassword, address);
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
