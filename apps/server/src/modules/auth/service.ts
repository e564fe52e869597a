import { randomBytes } from 'node:crypto';
import {
  CODE_TTL_SECONDS,
  type LoginBody,
  type LoginResult,
  type PasswordResetBody,
  type RegisterBody,
  type TokenPair,
} from '@simportal/contract/api/auth';
import type { PasskeySignInBody } from '@simportal/contract/api/passkeys';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/database.ts';
import { violatedUniqueConstraint } from '../../db/unique-violation.ts';
import { DomainError } from '../../http/domain-error.ts';
import { balanceOf } from '../ledger/index.ts';
import {
  findUserByAccount,
  findUserByEmail,
  findUserByUsername,
  toUserInfo,
  type UserRow,
} from '../users/index.ts';
import type { AuthUser } from './authenticate.ts';
import { credentialsOf, setPasswordHash } from './credentials.ts';
import { alertOwnerOfFailures } from './failure-alert.ts';
import {
  admitLoginAttempt,
  clearLoginFailures,
  clearLoginFailuresFrom,
  LOGIN_ALERT_FAILURES,
  LOGIN_WINDOW_SECONDS,
  recordLoginFailure,
  throttleKey,
} from './login-throttle.ts';
import { createAccount } from './new-account.ts';
import { passkeyAccount } from './passkey-sign-in.ts';
import { acceptPasskey, passkeyAssertionOptions } from './passkeys.ts';
import { hashSecret, verifySecret } from './password-hash.ts';
import { guardProof, type ProofGuard } from './proof-lock.ts';
import { rotateRefreshToken } from './rotation.ts';
import { acceptSecondFactor } from './second-factor.ts';
import { isNewDevice, noticeNewSignIn, queuePasswordChangedNotice, sendNotice } from './security-notices.ts';
import { type SessionClient, sessionClientOf } from './session-client.ts';
import { createSession, revokeSession, revokeUserSessions, tokenPair } from './sessions.ts';
import { checkVerificationCode, consumeVerificationCode } from './verification-codes.ts';

// Verifying against this hash when the account does not exist makes both failures take the same time.
let dummyHash: Promise<string> | undefined;
const verifyAgainstNothing = async (password: string): Promise<false> => {
  dummyHash ??= hashSecret(randomBytes(16).toString('hex'));
  await verifySecret(await dummyHash, password);
  return false;
};

const startSession = async (
  ctx: AppContext,
  tx: DbOrTx,
  user: UserRow,
  rememberMe: boolean,
  caller: Caller,
  secondFactor = false,
): Promise<LoginResult> => {
  const client = sessionClientOf(caller.userAgent, caller.address);
  const session = await createSession(ctx, tx, { userId: user.id, rememberMe, client, secondFactor });
  // every account has its balance row from its creation: without one the account is gone
  const balance = await balanceOf(tx, user.id);
  if (balance === undefined) throw new DomainError('session_ended');
  return {
    ...(await tokenPair(ctx, session)),
    rememberMe,
    userInfo: toUserInfo(user, balance, ctx.config.CURRENCY),
  };
};

/**
 * Who is asking: the client's address (as Fastify sees it, TRUST_PROXY included), its User-Agent header (what the
 * session list names it by) and the request's logger.
 */
export interface Caller {
  address: string;
  userAgent?: string | undefined;
  log: FastifyBaseLogger;
}

/** Who is asking, as the service needs it (address, User-Agent, logger). */
export const callerOf = (request: FastifyRequest): Caller => ({
  address: request.ip,
  userAgent: request.headers['user-agent'],
  log: request.log,
});

/**
 * The guard of a sign-in's second factor: counted on the account with the step-up's proofs; its lock is mailed to
 * the administrator (proof-lock.ts), and has no audit entry of its own, the sign-in having no session yet.
 */
const signInProof = (userId: number, caller: Caller): ProofGuard => ({
  userId,
  ip: caller.address,
  log: caller.log,
  wrong: 'second_factor_incorrect',
  onLock: async () => {},
});

/**
 * Logs in with a username or an email. Unknown account and wrong password answer the same
 * (incorrect_account_or_password, after the same work). Failures slow down and stop the address that makes
 * them, never the account's owner elsewhere (login-throttle.ts); the owner is mailed when they pile up.
 */
export const login = async (ctx: AppContext, body: LoginBody, caller: Caller): Promise<LoginResult> => {
  const { db } = ctx.database;
  const user = await findUserByAccount(db, body.account);
  const key = throttleKey(user?.id ?? null, body.account);
  await admitLoginAttempt(db, key, caller.address, ctx.clock.now());
  const held = user ? await credentialsOf(db, user.id) : undefined;
  const valid = held
    ? await verifySecret(held.passwordHash, body.password)
    : await verifyAgainstNothing(body.password);
  if (!user || !held || !valid) {
    const failures = await recordLoginFailure(db, key, ctx.clock.now());
    if (user && failures === LOGIN_ALERT_FAILURES) {
      await alertOwnerOfFailures(ctx, user, 'password', failures, LOGIN_WINDOW_SECONDS / 60, caller.log);
    }
    throw new DomainError('incorrect_account_or_password');
  }
  // an administrator with a second factor gives it too (decision 0041); a wrong one counts as a failed login
  const secondFactor = held.totpEnabledAt !== null;
  if (secondFactor) {
    // nothing given: say so, with a passkey's options when the administrator has one (issue #34)
    if (!body.secondFactor && !body.passkey)
      throw new DomainError('second_factor_required', {
        passkey: await passkeyAssertionOptions(ctx, db, user.id),
      });
    try {
      if (body.passkey) {
        if (!(await acceptPasskey(ctx, db, user, body.passkey)))
          throw new DomainError('second_factor_incorrect');
      } else {
        // a code is counted per account as a step-up's is (proof-lock.ts): the password known, codes sent from
        // many addresses lock the account's codes, not only each address
        await guardProof(ctx, signInProof(user.id, caller), async (tx, locked) => {
          if (!(await acceptSecondFactor(ctx, tx, locked, body.secondFactor!)))
            throw new DomainError('second_factor_incorrect');
        });
      }
    } catch (error) {
      if (error instanceof DomainError && error.key !== 'session_ended')
        await recordLoginFailure(db, key, ctx.clock.now());
      throw error;
    }
  }
  await clearLoginFailuresFrom(db, key, caller.address, ctx.clock.now());
  return signIn(ctx, user, body.rememberMe ?? false, caller, secondFactor);
};

/** The session a proven sign-in opens; a device the account has not used before is told to its owner (issue #34). */
const signIn = async (
  ctx: AppContext,
  user: UserRow,
  rememberMe: boolean,
  caller: Caller,
  secondFactor: boolean,
): Promise<LoginResult> => {
  const { db } = ctx.database;
  const client = sessionClientOf(caller.userAgent, caller.address);
  const newDevice = await isNewDevice(db, user.id, client);
  const result = await startSession(ctx, db, user, rememberMe, caller, secondFactor);
  if (newDevice) await noticeNewSignIn(ctx, user, client, caller.log);
  return result;
};

/**
 * Logs a customer or member in with a passkey alone (decision 0105): the device verified its user and holds the
 * key, which stands for the password; passkey_sign_in_failed otherwise (passkey-sign-in.ts).
 */
export const loginWithPasskey = async (
  ctx: AppContext,
  body: PasskeySignInBody,
  caller: Caller,
): Promise<LoginResult> => {
  const user = await passkeyAccount(ctx, ctx.database.db, body.response);
  return signIn(ctx, user, body.rememberMe ?? false, caller, false);
};

/**
 * Creates an account from the /register form with the code emailed for it, and logs it in (no remember-me).
 * The code is checked first (decision 0032): an address that has an account was mailed a notice, not a code,
 * so without the mailbox every entry answers code_incorrect / code_expired as for any address. Only a live
 * code's holder hears what follows: a taken username → username_exists (each answer costs the code one of its
 * CODE_MAX_TOTAL_ATTEMPTS entries), an address registered since the code was sent → user_already_exists (and
 * again from the unique indexes against a concurrent registration).
 */
export const register = async (ctx: AppContext, body: RegisterBody, caller: Caller): Promise<LoginResult> => {
  const { db } = ctx.database;
  const codeId = await checkVerificationCode(ctx, body.email, 'register', body.code, caller.address);
  if (await findUserByUsername(db, body.username)) throw new DomainError('username_exists');
  if (await findUserByEmail(db, body.email)) throw new DomainError('user_already_exists');
  const passwordHash = await hashSecret(body.password);
  try {
    return await db.transaction(async (tx) => {
      await consumeVerificationCode(ctx, tx, codeId);
      const user = await createAccount(tx, {
        username: body.username,
        email: body.email,
        passwordHash,
        locale: body.locale ?? 'en',
        createdAt: ctx.clock.now(),
      });
      return startSession(ctx, tx, user, false, caller);
    });
  } catch (error) {
    const constraint = violatedUniqueConstraint(error);
    if (constraint === null) throw error;
    throw new DomainError(constraint.includes('email') ? 'user_already_exists' : 'username_exists');
  }
};

/**
 * Sets a new password with a code emailed for it, and ends every session of the account (whoever had the old
 * password is logged out). An address without an account was mailed a notice, not a code (decision 0032), so
 * its entries answer code_incorrect / code_expired after the same statements as an account's; the owner is
 * alerted when a reset code takes CODE_ALERT_ATTEMPTS wrong entries.
 */
export const resetPassword = async (
  ctx: AppContext,
  body: PasswordResetBody,
  caller: Caller,
): Promise<void> => {
  const { db } = ctx.database;
  const user = await findUserByEmail(db, body.email);
  const codeId = await checkVerificationCode(ctx, body.email, 'reset', body.code, caller.address, {
    onRepeatedFailures: async (failures) => {
      if (user)
        await alertOwnerOfFailures(ctx, user, 'reset_code', failures, CODE_TTL_SECONDS / 60, caller.log);
    },
  });
  // No reset code is mailed to an address without an account: only a code whose account has gone gets here.
  if (!user) throw new DomainError('code_expired');
  const passwordHash = await hashSecret(body.password);
  const notice = await db.transaction(async (tx) => {
    await consumeVerificationCode(ctx, tx, codeId);
    await setPasswordHash(tx, user.id, passwordHash);
    await revokeUserSessions(tx, user.id, 'password_reset', ctx.clock.now());
    // Proving control of the mailbox lifts every count of failed logins on the account.
    await clearLoginFailures(tx, throttleKey(user.id, user.email));
    return queuePasswordChangedNotice(ctx, tx, user);
  });
  sendNotice(ctx, notice, caller.log);
};

/** GET /api/user/refresh: a new token pair for a live session's current refresh token. */
export const refreshSession = async (
  ctx: AppContext,
  refreshToken: string,
  client?: SessionClient,
): Promise<TokenPair> => {
  const outcome = await rotateRefreshToken(ctx, refreshToken, client);
  if (!outcome.ok) throw new DomainError('refresh_token_expired');
  return tokenPair(ctx, outcome.session);
};

/** Ends the caller's session (its whole refresh-token family). */
export const logout = async (ctx: AppContext, auth: AuthUser): Promise<void> => {
  await revokeSession(ctx.database.db, auth.sessionId, 'logout', ctx.clock.now());
};
