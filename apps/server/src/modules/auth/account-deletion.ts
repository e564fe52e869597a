import { CODE_RESEND_SECONDS, CODE_TTL_SECONDS } from '@simportal/contract/api/auth';
import type { DeleteAccountBody, DeletionCodeResult } from '@simportal/contract/api/user';
import { localeOrDefault } from '@simportal/contract/locales';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/database.ts';
import { DomainError } from '../../http/domain-error.ts';
import { deliverNow } from '../deliveries/index.ts';
import { enqueueMail, renderDeletionCodeMail, whereUnsentMailIs } from '../mail/index.ts';
import { findUserById, type UserRow } from '../users/index.ts';
import { forgetApiKeys } from './api-keys.ts';
import type { AuthUser } from './authenticate.ts';
import { credentialsOf, setPasswordHash, UNUSABLE_PASSWORD } from './credentials.ts';
import {
  admitLoginAttempt,
  clearLoginFailuresFrom,
  recordLoginFailure,
  throttleKey,
} from './login-throttle.ts';
import { removeAllPasskeys } from './passkeys.ts';
import { verifySecret } from './password-hash.ts';
import { authSessions, verificationCodes } from './schema.ts';
import { revokeUserSessions } from './sessions.ts';
import {
  checkVerificationCode,
  consumeVerificationCode,
  dropVerificationCode,
  newVerificationCode,
  storeVerificationCode,
} from './verification-codes.ts';

// The credentials' part of deleting an account (docs/decisions/0040-account-deletion.md): who may, the mailed
// code, the password and code checked, and the sessions ended. The workflow is src/commands/delete-account.ts.

/** Only the customer, signed in as themselves: not an administrator, not from a customer view. */
const deletingUser = async (ctx: AppContext, auth: AuthUser): Promise<UserRow> => {
  if (auth.actorId !== null || auth.level !== 0) throw new DomainError('no_permission');
  const user = await findUserById(ctx.database.db, auth.userId);
  if (!user || user.deletedAt !== null) throw new DomainError('session_ended');
  return user;
};

/**
 * Mails a deletion code to the account's own address (never one the caller names), paced and expiring as the
 * other codes; a delivery that fails withdraws the code (code_send_failed).
 */
export const sendDeletionCode = async (
  ctx: AppContext,
  auth: AuthUser,
  log: FastifyBaseLogger,
): Promise<DeletionCodeResult> => {
  const user = await deletingUser(ctx, auth);
  const { db } = ctx.database;
  const code = newVerificationCode();
  const locale = localeOrDefault(user.locale);
  const mail = renderDeletionCodeMail({
    locale,
    code,
    validMinutes: CODE_TTL_SECONDS / 60,
    publicUrl: ctx.config.publicUrl,
  });
  const { stored, queued } = await db.transaction(async (tx) => ({
    stored: await storeVerificationCode(ctx, tx, user.email, 'delete_account', code),
    queued: await enqueueMail(ctx, tx, { to: user.email, locale, kind: 'account_deletion_code', ...mail }),
  }));
  if (ctx.mailer.mode === 'outbox') {
    log.info(
      { to: user.email, purpose: 'delete_account', code },
      `account deletion code (${whereUnsentMailIs(ctx)})`,
    );
  } else if (!(await deliverNow(ctx, [queued.id], log, { once: true }))) {
    await dropVerificationCode(db, stored);
    throw new DomainError('code_send_failed');
  }
  return { expiresInSeconds: CODE_TTL_SECONDS, resendAfterSeconds: CODE_RESEND_SECONDS };
};

/** A deletion the caller proved: the account as it was, and the code to consume in the deletion's transaction. */
export interface ProvenDeletion {
  user: UserRow;
  codeId: number;
}

/**
 * Checks the password (a wrong one is counted like a failed login from the caller's address:
 * old_password_incorrect) and then the mailed code (code_incorrect, code_expired, with the code's own limits).
 */
export const proveDeletion = async (
  ctx: AppContext,
  auth: AuthUser,
  body: DeleteAccountBody,
  address: string,
): Promise<ProvenDeletion> => {
  const user = await deletingUser(ctx, auth);
  const { db } = ctx.database;
  const key = throttleKey(user.id, user.email);
  await admitLoginAttempt(db, key, address, ctx.clock.now());
  const held = await credentialsOf(db, user.id);
  if (!held || !(await verifySecret(held.passwordHash, body.password))) {
    await recordLoginFailure(db, key, ctx.clock.now());
    throw new DomainError('old_password_incorrect');
  }
  await clearLoginFailuresFrom(db, key, address, ctx.clock.now());
  const codeId = await checkVerificationCode(ctx, user.email, 'delete_account', body.code, address);
  return { user, codeId };
};

/**
 * Inside the deletion's transaction: the code is used, the password becomes one no password matches, every
 * session of the account ends and forgets the device and network it was used from, and no code waits for the
 * address any more.
 */
export const endCredentials = async (ctx: AppContext, tx: DbOrTx, proven: ProvenDeletion) => {
  const now = ctx.clock.now();
  await consumeVerificationCode(ctx, tx, proven.codeId);
  await setPasswordHash(tx, proven.user.id, UNUSABLE_PASSWORD);
  await revokeUserSessions(tx, proven.user.id, 'account_deleted', now);
  await tx
    .update(authSessions)
    .set({ browser: null, os: null, device: null, network: null })
    .where(eq(authSessions.userId, proven.user.id));
  await tx.delete(verificationCodes).where(eq(verificationCodes.email, proven.user.email));
  // the account's API keys and passkeys go with its credentials (decisions 0076, 0105): nothing acts for a deleted
  // account
  await forgetApiKeys(tx, proven.user.id);
  await removeAllPasskeys(tx, proven.user.id);
};
