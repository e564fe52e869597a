import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { CUSTOMER_PASSKEYS_MAX } from '@simportal/contract/api/passkeys';
import type { AddPasskeyBody, Passkey, WebAuthnJson } from '@simportal/contract/api/second-factor';
import { DEFAULT_LOCALE } from '@simportal/contract/locales';
import { productName } from '@simportal/contract/product';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/database.ts';
import { DomainError } from '../../http/domain-error.ts';
import type { UserRow } from '../users/index.ts';
import { credentialsOf } from './credentials.ts';
import { credentials, passkeys } from './schema.ts';

// Passkeys through @simplewebauthn/server. An administrator's are a second factor beside the authenticator app's
// code (issue #34, decision 0043: added once two-step verification is on, so the recovery codes exist); a
// customer's or a member's sign them in alone (decision 0105), so the device must verify its user and keep the key
// (a discoverable credential the login page can offer before a name is typed). The relying party is PUBLIC_URL's
// host: the browser signs for that origin only, so a passkey cannot be phished by a look-alike site. A ceremony's
// challenge lives with the account's credentials for CHALLENGE_SECONDS and is used once.

export const CHALLENGE_SECONDS = 300;

/** Whether the account's passkeys sign it in alone (a customer's, a member's) rather than follow its password. */
const signsInAlone = (user: UserRow): boolean => user.level === 0;

export const relyingParty = (ctx: AppContext) => {
  const url = new URL(ctx.config.publicUrl);
  return { rpID: url.hostname, origin: url.origin };
};

export const toBase64url = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');
export const fromBase64url = (text: string): Uint8Array<ArrayBuffer> => {
  const bytes = Buffer.from(text, 'base64url');
  const copy = new Uint8Array(new ArrayBuffer(bytes.length));
  copy.set(bytes);
  return copy;
};

/** Keeps `challenge` as the one the user's next passkey answer must sign. */
const keepChallenge = (ctx: AppContext, db: DbOrTx, userId: number, challenge: string) =>
  db
    .update(credentials)
    .set({
      passkeyChallenge: challenge,
      passkeyChallengeExpiresAt: new Date(ctx.clock.now().getTime() + CHALLENGE_SECONDS * 1000),
    })
    .where(eq(credentials.userId, userId));

/** Takes the user's live challenge, once: two answers racing with it cannot both have it. */
const takeChallenge = async (ctx: AppContext, db: DbOrTx, userId: number): Promise<string | null> => {
  const [row] = await db
    .select({ challenge: credentials.passkeyChallenge })
    .from(credentials)
    .where(and(eq(credentials.userId, userId), gt(credentials.passkeyChallengeExpiresAt, ctx.clock.now())));
  if (!row?.challenge) return null;
  const [taken] = await db
    .update(credentials)
    .set({ passkeyChallenge: null, passkeyChallengeExpiresAt: null })
    .where(and(eq(credentials.userId, userId), eq(credentials.passkeyChallenge, row.challenge)))
    .returning({ userId: credentials.userId });
  return taken ? row.challenge : null;
};

const userPasskeys = (db: DbOrTx, userId: number) =>
  db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));

/** The caller's passkeys as the Security section lists them. */
export const listPasskeys = async (db: DbOrTx, userId: number): Promise<Passkey[]> =>
  (await userPasskeys(db, userId)).map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }));

/** Whether the account has the app's code on, which a passkey needs beside it (decision 0043). */
const hasSecondFactor = async (db: DbOrTx, userId: number): Promise<boolean> =>
  ((await credentialsOf(db, userId))?.totpEnabledAt ?? null) !== null;

/**
 * What an account needs before it may add a passkey: an administrator the app's code (a passkey is a second factor
 * beside it), a customer room under CUSTOMER_PASSKEYS_MAX. Checked again when the browser answers.
 */
const mayAddPasskey = async (db: DbOrTx, user: UserRow): Promise<void> => {
  if (!signsInAlone(user)) {
    if (!(await hasSecondFactor(db, user.id))) throw new DomainError('second_factor_enrolment_required');
    return;
  }
  if ((await userPasskeys(db, user.id)).length >= CUSTOMER_PASSKEYS_MAX)
    throw new DomainError('passkey_limit_reached', { max: CUSTOMER_PASSKEYS_MAX });
};

/**
 * The options for the browser to create a passkey: second_factor_enrolment_required for an administrator before
 * the app's code is on, passkey_limit_reached for a customer with CUSTOMER_PASSKEYS_MAX of them.
 */
export const startPasskeyRegistration = async (
  ctx: AppContext,
  db: DbOrTx,
  user: UserRow,
): Promise<WebAuthnJson> => {
  await mayAddPasskey(db, user);
  const { rpID } = relyingParty(ctx);
  const options = await generateRegistrationOptions({
    rpName: productName(DEFAULT_LOCALE),
    rpID,
    userName: user.username,
    userID: new TextEncoder().encode(`user-${user.id}`),
    attestationType: 'none',
    excludeCredentials: (await userPasskeys(db, user.id)).map((row) => ({
      id: row.id,
      transports: row.transports,
    })),
    authenticatorSelection: signsInAlone(user)
      ? { residentKey: 'required', userVerification: 'required' }
      : { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await keepChallenge(ctx, db, user.id, options.challenge);
  return options as unknown as WebAuthnJson;
};

/**
 * Verifies the browser's new passkey against the kept challenge and keeps it; otherwise second_factor_incorrect
 * for an administrator, passkey_not_added for a customer (whose device must have verified them: it signs in alone).
 */
export const finishPasskeyRegistration = async (
  ctx: AppContext,
  db: DbOrTx,
  user: UserRow,
  body: AddPasskeyBody,
): Promise<Passkey> => {
  const refused = signsInAlone(user) ? 'passkey_not_added' : 'second_factor_incorrect';
  const challenge = await takeChallenge(ctx, db, user.id);
  if (challenge === null) throw new DomainError(refused);
  await mayAddPasskey(db, user).catch((error: unknown) => {
    throw error instanceof DomainError && error.key === 'passkey_limit_reached'
      ? error
      : new DomainError(refused);
  });
  const { rpID, origin } = relyingParty(ctx);
  const verified = await verifyRegistrationResponse({
    response: body.response as unknown as RegistrationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: signsInAlone(user),
  }).catch(() => null);
  if (!verified?.verified) throw new DomainError(refused);
  const { credential } = verified.registrationInfo;
  const now = ctx.clock.now();
  const name = body.name || `Passkey ${now.toISOString().slice(0, 10)}`;
  await db
    .insert(passkeys)
    .values({
      id: credential.id,
      userId: user.id,
      publicKey: toBase64url(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name,
      createdAt: now,
    })
    .onConflictDoNothing();
  return { id: credential.id, name, createdAt: now.toISOString(), lastUsedAt: null };
};

/** The options for the browser to sign in or step up with one of the user's passkeys; null when they have none. */
export const passkeyAssertionOptions = async (
  ctx: AppContext,
  db: DbOrTx,
  userId: number,
): Promise<WebAuthnJson | null> => {
  const rows = await userPasskeys(db, userId);
  if (rows.length === 0) return null;
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(ctx).rpID,
    allowCredentials: rows.map((row) => ({ id: row.id, transports: row.transports as never })),
    userVerification: 'preferred',
  });
  await keepChallenge(ctx, db, userId, options.challenge);
  return options as unknown as WebAuthnJson;
};

/** One kept passkey, found by the credential id a browser's answer names. */
export const passkeyById = async (db: DbOrTx, id: string) =>
  (await db.select().from(passkeys).where(eq(passkeys.id, id)))[0];

/**
 * Checks a browser's answer against a kept passkey: signing `challenge`, for this origin, with a counter that did
 * not go back, and with the user verified by the device when asked. The counter and last use are kept.
 */
export const verifyPasskeyAnswer = async (
  ctx: AppContext,
  db: DbOrTx,
  row: typeof passkeys.$inferSelect,
  answer: AuthenticationResponseJSON,
  challenge: string,
  requireUserVerification: boolean,
): Promise<boolean> => {
  const { rpID, origin } = relyingParty(ctx);
  const verified = await verifyAuthenticationResponse({
    response: answer,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: row.id,
      publicKey: fromBase64url(row.publicKey),
      counter: row.counter,
      transports: row.transports as never,
    },
    requireUserVerification,
  }).catch(() => null);
  if (!verified?.verified) return false;
  await db
    .update(passkeys)
    .set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: ctx.clock.now() })
    .where(eq(passkeys.id, row.id));
  return true;
};

/**
 * Checks an administrator's passkey answer (a second factor, a step-up): one of their credentials, signing the
 * challenge kept for them. False for anything else.
 */
export const acceptPasskey = async (
  ctx: AppContext,
  db: DbOrTx,
  user: UserRow,
  response: WebAuthnJson,
): Promise<boolean> => {
  const answer = response as unknown as AuthenticationResponseJSON;
  if (typeof answer.id !== 'string') return false;
  const row = await passkeyById(db, answer.id);
  const challenge = await takeChallenge(ctx, db, user.id);
  if (row?.userId !== user.id || challenge === null) return false;
  return verifyPasskeyAnswer(ctx, db, row, answer, challenge, false);
};

/** Removes one of the caller's passkeys; not_found for another's or an unknown one. */
export const removePasskey = async (db: DbOrTx, userId: number, id: string): Promise<void> => {
  const removed = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  if (removed.length === 0) throw new DomainError('not_found');
};

/**
 * Every passkey of the user: an administrator's go with their two-step verification (turned off: decision 0041's
 * addendum); a customer's with their account, a member's with their removal (decision 0105).
 */
export const removeAllPasskeys = (db: DbOrTx, userId: number) =>
  db.delete(passkeys).where(eq(passkeys.userId, userId));
