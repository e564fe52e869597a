import {
  RECOVERY_CODE_COUNT,
  type RecoveryCodes,
  type SecondFactorEnrolment,
  type SecondFactorStatus,
} from '@simportal/contract/api/second-factor';
import { productName } from '@simportal/contract/product';
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/database.ts';
import { DomainError } from '../../http/domain-error.ts';
import { findUserById } from '../users/index.ts';
import { type CredentialsRow, credentialsOf, lockCredentials } from './credentials.ts';
import { listPasskeys, removeAllPasskeys } from './passkeys.ts';
import { authSessions, credentials, recoveryCodes } from './schema.ts';
import { hashRecoveryCode, newRecoveryCode, openSecret, sealSecret } from './second-factor-crypto.ts';
import { revokeUserSessions } from './sessions.ts';

// An administrator's second factor (issue #34, docs/decisions/0041-admin-second-factor.md): TOTP (RFC 6238, 30 s
// steps, 6 digits, SHA-1 as every authenticator app reads it) through otplib, and one-time recovery codes.

const STEP_SECONDS = 30;
/** A code of the step before or after now is accepted too: a phone's clock a little off, a code typed late. */
const TOLERANCE_SECONDS = STEP_SECONDS;

const stepOf = (at: Date) => Math.floor(at.getTime() / 1000 / STEP_SECONDS);

/** The 30-second step `code` belongs to, if it is the secret's code within the tolerance; null otherwise. */
const matchedStep = async (secret: string, code: string, now: Date): Promise<number | null> => {
  const epoch = Math.floor(now.getTime() / 1000);
  const result = await verify({ secret, token: code, epoch, epochTolerance: TOLERANCE_SECONDS });
  return result.valid ? stepOf(now) + result.delta : null;
};

/** The signed-in account's credentials; session_ended when the account vanished mid-request. */
const credentialsOfCaller = async (db: DbOrTx, userId: number, lock = false) => {
  const row = lock ? await lockCredentials(db, userId) : await credentialsOf(db, userId);
  if (!row) throw new DomainError('session_ended');
  return row;
};

/** Whether the operator requires administrators to have a second factor (ADMIN_SECOND_FACTOR). */
export const secondFactorRequired = (ctx: AppContext) => ctx.config.ADMIN_SECOND_FACTOR === 'required';

export const secondFactorStatus = async (ctx: AppContext, userId: number): Promise<SecondFactorStatus> => {
  const { db } = ctx.database;
  const [held, [left], keys] = await Promise.all([
    credentialsOfCaller(db, userId),
    db
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt))),
    listPasskeys(db, userId),
  ]);
  return {
    enabled: held.totpEnabledAt !== null,
    required: secondFactorRequired(ctx),
    recoveryCodesLeft: held.totpEnabledAt === null ? 0 : (left?.n ?? 0),
    passkeys: keys,
  };
};

/**
 * A new secret for the caller's authenticator app, kept (sealed) as pending until a code from it is confirmed;
 * starting again replaces it. An administrator who has one already is refused (second_factor_already_enabled).
 */
export const startEnrolment = async (ctx: AppContext, userId: number): Promise<SecondFactorEnrolment> => {
  const { db } = ctx.database;
  const [held, user] = await Promise.all([credentialsOfCaller(db, userId), findUserById(db, userId)]);
  if (!user) throw new DomainError('session_ended');
  if (held.totpEnabledAt !== null) throw new DomainError('second_factor_already_enabled');
  const secret = generateSecret();
  await db
    .update(credentials)
    .set({ totpPendingSecret: sealSecret(ctx.keys.secondFactor, secret) })
    .where(eq(credentials.userId, userId));
  // the app lists it under the product's name in the administrator's language, as the setup's steps call it
  const issuer = productName(user.locale);
  return { secret, uri: generateURI({ issuer, label: user.email, secret }) };
};

/**
 * Confirms the pending secret with a code from the app, in one transaction: the secret takes effect, ten recovery
 * codes replace any earlier ones (answered once, stored hashed), this session counts as having given the second
 * factor, and the administrator's other sessions (opened with the password alone) end. A wrong code, or no
 * pending secret, is second_factor_incorrect.
 */
export const confirmEnrolment = async (
  ctx: AppContext,
  tx: DbOrTx,
  auth: { userId: number; sessionId: string },
  code: string,
): Promise<RecoveryCodes> => {
  const now = ctx.clock.now();
  const held = await credentialsOfCaller(tx, auth.userId, true);
  if (held.totpEnabledAt !== null) throw new DomainError('second_factor_already_enabled');
  if (held.totpPendingSecret === null) throw new DomainError('second_factor_incorrect');
  const step = await matchedStep(openSecret(ctx.keys.secondFactor, held.totpPendingSecret), code, now);
  if (step === null) throw new DomainError('second_factor_incorrect');
  await tx
    .update(credentials)
    .set({
      totpSecret: held.totpPendingSecret,
      totpPendingSecret: null,
      totpEnabledAt: now,
      totpLastStep: step,
    })
    .where(eq(credentials.userId, auth.userId));
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, auth.userId));
  await tx
    .insert(recoveryCodes)
    .values(codes.map((one) => ({ userId: auth.userId, codeHash: hashRecoveryCode(one) })));
  await tx.update(authSessions).set({ secondFactorAt: now }).where(eq(authSessions.id, auth.sessionId));
  await revokeUserSessions(tx, auth.userId, 'second_factor_enrolled', now, auth.sessionId);
  return { recoveryCodes: codes };
};

/**
 * Checks a second factor given at sign-in: six digits are the app's code, of a step later than the last one
 * accepted (a code works once, as RFC 6238 §5.2 asks), anything else a recovery code not used yet (used now).
 * One conditional UPDATE decides either, so two sign-ins racing with the same code cannot both pass.
 */
export const acceptSecondFactor = async (
  ctx: AppContext,
  db: DbOrTx,
  held: CredentialsRow,
  given: string,
): Promise<boolean> => {
  const now = ctx.clock.now();
  if (/^\d{6}$/.test(given)) {
    if (held.totpSecret === null) return false;
    const step = await matchedStep(openSecret(ctx.keys.secondFactor, held.totpSecret), given, now);
    if (step === null) return false;
    const [taken] = await db
      .update(credentials)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(credentials.userId, held.userId),
          or(isNull(credentials.totpLastStep), lt(credentials.totpLastStep, step)),
        ),
      )
      .returning({ userId: credentials.userId });
    return taken !== undefined;
  }
  const [used] = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, held.userId),
        eq(recoveryCodes.codeHash, hashRecoveryCode(given)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used !== undefined;
};

/**
 * Ten new recovery codes in place of the old ones, once `code` (the app's, or a recovery code still unused) proves
 * the administrator holds the second factor; second_factor_incorrect otherwise. In the transaction of guardProof
 * (proof-lock.ts), which counts the wrong codes on the account.
 */
export const replaceRecoveryCodes = async (
  ctx: AppContext,
  tx: DbOrTx,
  userId: number,
  code: string,
): Promise<RecoveryCodes> => {
  const held = await credentialsOfCaller(tx, userId, true);
  if (held.totpEnabledAt === null || !(await acceptSecondFactor(ctx, tx, held, code)))
    throw new DomainError('second_factor_incorrect');
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((one) => ({ userId, codeHash: hashRecoveryCode(one) })));
  return { recoveryCodes: codes };
};

/**
 * Turns two-step verification off (issue #34), proven by a code from the app or an unused recovery code (in the
 * transaction of guardProof, proof-lock.ts, which counts the wrong ones on the account): the
 * secret, every recovery code and every passkey are gone, this session no longer counts as having given it (so an operator who
 * requires it asks for a new setup at once: that is how the device is replaced), and the other sessions end.
 */
export const removeSecondFactor = async (
  ctx: AppContext,
  tx: DbOrTx,
  auth: { userId: number; sessionId: string },
  code: string,
): Promise<void> => {
  const held = await lockCredentials(tx, auth.userId);
  if (!held || held.totpEnabledAt === null || !(await acceptSecondFactor(ctx, tx, held, code)))
    throw new DomainError('second_factor_incorrect');
  const now = ctx.clock.now();
  await tx
    .update(credentials)
    .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where(eq(credentials.userId, auth.userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, auth.userId));
  await removeAllPasskeys(tx, auth.userId);
  await tx.update(authSessions).set({ secondFactorAt: null }).where(eq(authSessions.id, auth.sessionId));
  await revokeUserSessions(tx, auth.userId, 'second_factor_removed', now, auth.sessionId);
};
