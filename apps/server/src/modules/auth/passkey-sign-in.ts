import { type AuthenticationResponseJSON, generateAuthenticationOptions } from '@simplewebauthn/server';
import type { WebAuthnJson } from '@simportal/contract/api/second-factor';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/database.ts';
import { DomainError } from '../../http/domain-error.ts';
import { findUserById, type UserRow } from '../users/index.ts';
import { CHALLENGE_SECONDS, passkeyById, relyingParty, verifyPasskeyAnswer } from './passkeys.ts';
import { passkeyCeremonies } from './schema.ts';

// Signing in with a passkey alone (decision 0105): the login page asks for a challenge before anyone is named, the
// browser offers the passkeys it keeps for this site, and the answer names its credential, which names the
// account. Each challenge is a row of its own, taken once: a stranger asking for options spoils nobody's sign-in.
// Only a customer's or a member's passkey signs in here; an administrator's follows their password (0043).

/** The options for the login page's "Sign in with a passkey": a fresh challenge, any of this site's passkeys. */
export const passkeySignInOptions = async (ctx: AppContext, db: DbOrTx): Promise<WebAuthnJson> => {
  const now = ctx.clock.now();
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(ctx).rpID,
    allowCredentials: [],
    userVerification: 'required',
  });
  // challenges nobody answered go as new ones come (the route is limited per address, so they stay few)
  await db.delete(passkeyCeremonies).where(lt(passkeyCeremonies.expiresAt, now));
  await db.insert(passkeyCeremonies).values({
    challenge: options.challenge,
    expiresAt: new Date(now.getTime() + CHALLENGE_SECONDS * 1000),
  });
  return options as unknown as WebAuthnJson;
};

/** The challenge a browser's answer signed, as its client data says; null when it cannot be read. */
const signedChallenge = (answer: AuthenticationResponseJSON): string | null => {
  try {
    const clientData = JSON.parse(Buffer.from(answer.response.clientDataJSON, 'base64url').toString('utf8'));
    return typeof clientData?.challenge === 'string' ? clientData.challenge : null;
  } catch {
    return null;
  }
};

/** Takes a live challenge once: two answers racing with it cannot both have it. */
const takeCeremony = async (ctx: AppContext, db: DbOrTx, challenge: string): Promise<boolean> =>
  (
    await db
      .delete(passkeyCeremonies)
      .where(
        and(eq(passkeyCeremonies.challenge, challenge), gt(passkeyCeremonies.expiresAt, ctx.clock.now())),
      )
      .returning({ challenge: passkeyCeremonies.challenge })
  ).length === 1;

/**
 * The account a browser's answer signs in: a customer's or a member's passkey, signing a challenge this server
 * gave and nobody used, with the user verified by the device. passkey_sign_in_failed for anything else, the same
 * for each cause, so an answer learns nothing of whose passkey it named.
 */
export const passkeyAccount = async (
  ctx: AppContext,
  db: DbOrTx,
  response: WebAuthnJson,
): Promise<UserRow> => {
  const failed = new DomainError('passkey_sign_in_failed');
  const answer = response as unknown as AuthenticationResponseJSON;
  if (typeof answer.id !== 'string' || typeof answer.response?.clientDataJSON !== 'string') throw failed;
  const challenge = signedChallenge(answer);
  if (challenge === null || !(await takeCeremony(ctx, db, challenge))) throw failed;
  const row = await passkeyById(db, answer.id);
  const user = row ? await findUserById(db, row.userId) : undefined;
  if (!row || !user || user.level !== 0 || user.deletedAt !== null) throw failed;
  if (!(await verifyPasskeyAnswer(ctx, db, row, answer, challenge, true))) throw failed;
  return user;
};
