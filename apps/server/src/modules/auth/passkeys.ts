import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
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

// Administrators' passkeys (issue #34, decision 0043): WebAuthn through @simplewebauthn/server, a second factor
// beside the authenticator app's code (added once two-step verification is on, so the recovery codes exist). The
// relying party is PUBLIC_URL's host: the browser signs for that origin only, so a passkey cannot be phished by a
// look-alike site. A ceremony's challenge lives with the account's credentials for CHALLENGE_SECONDS and is used
// once.

const CHALLENGE_SECONDS = 300;

const relyingParty = (ctx: AppContext) => {
  const url = new URL(ctx.config.publicUrl);
  return { rpID: url.hostname, origin: url.origin };
};

const toBase64url = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');
const fromBase64url = (text: string): Uint8Array<ArrayBuffer> => {
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

/** The options for the browser to create a passkey; second_factor_enrolment_required before the app's code is on. */
export const startPasskeyRegistration = async (
  ctx: AppContext,
  db: DbOrTx,
  user: UserRow,
): Promise<WebAuthnJson> => {
  if (!(await hasSecondFactor(db, user.id))) throw new DomainError('second_factor_enrolment_required');
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
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await keepChallenge(ctx, db, user.id, options.challenge);
  return options as unknown as WebAuthnJson;
};

/** Verifies the browser's new passkey against the kept challenge and keeps it; second_factor_incorrect otherwise. */
export const finishPasskeyRegistration = async (
  ctx: AppContext,
  db: DbOrTx,
  user: UserRow,
  body: AddPasskeyBody,
): Promise<Passkey> => {
  const challenge = await takeChallenge(ctx, db, user.id);
  if (challenge === null || !(await hasSecondFactor(db, user.id)))
    throw new DomainError('second_factor_incorrect');
  const { rpID, origin } = relyingParty(ctx);
  const verified = await verifyRegistrationResponse({
    response: body.response as unknown as RegistrationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verified?.verified) throw new DomainError('second_factor_incorrect');
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

/**
 * Checks a passkey's answer for `user`: one of their credentials, signing the challenge kept for them, for this
 * origin, with a counter that did not go back. The counter and last use are kept. False for anything else.
 */
export const acceptPasskey = async (
  ctx: AppContext,
  db: DbOrTx,
  user: UserRow,
  response: WebAuthnJson,
): Promise<boolean> => {
  const answer = response as unknown as AuthenticationResponseJSON;
  if (typeof answer.id !== 'string') return false;
  const [row] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.id, answer.id), eq(passkeys.userId, user.id)));
  const challenge = await takeChallenge(ctx, db, user.id);
  if (!row || challenge === null) return false;
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
    requireUserVerification: false,
  }).catch(() => null);
  if (!verified?.verified) return false;
  await db
    .update(passkeys)
    .set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: ctx.clock.now() })
    .where(eq(passkeys.id, row.id));
  return true;
};

/** Removes one of the caller's passkeys; not_found for another's or an unknown one. */
export const removePasskey = async (db: DbOrTx, userId: number, id: string): Promise<void> => {
  const removed = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  if (removed.length === 0) throw new DomainError('not_found');
};

/** Every passkey of the user goes with their two-step verification (turned off: decision 0041's addendum). */
export const removeAllPasskeys = (db: DbOrTx, userId: number) =>
  db.delete(passkeys).where(eq(passkeys.userId, userId));
