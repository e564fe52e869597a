import type { PasskeyOptionsBody } from '@simportal/contract/api/passkeys';
import type { AddPasskeyBody, Passkey, WebAuthnJson } from '@simportal/contract/api/second-factor';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { DomainError } from '../../http/domain-error.ts';
import { findUserById, type UserRow } from '../users/index.ts';
import type { AuthUser } from './authenticate.ts';
import { clearLoginFailuresFrom } from './login-throttle.ts';
import { proveOwnPassword } from './own-password.ts';
import {
  finishPasskeyRegistration,
  listPasskeys,
  removePasskey,
  startPasskeyRegistration,
} from './passkeys.ts';
import { queuePasskeyChangedNotice, sendNotice } from './security-notices.ts';

// A customer's or a member's own passkeys, Personal Center › Passkeys (decision 0105): listed, added after the
// password proves it is them, removed; each change mailed to them. An administrator's are Admin › Security's
// (second-factor-routes.ts), and a customer view may read these but change none.

/** The caller as a customer or member: an administrator's passkeys are managed where their second factor is. */
const customerOf = async (ctx: AppContext, auth: AuthUser): Promise<UserRow> => {
  if (auth.level !== 0) throw new DomainError('no_permission');
  const user = await findUserById(ctx.database.db, auth.userId);
  if (!user) throw new DomainError('session_ended');
  return user;
};

export const ownPasskeys = async (ctx: AppContext, auth: AuthUser): Promise<Passkey[]> =>
  listPasskeys(ctx.database.db, (await customerOf(ctx, auth)).id);

/** The browser's registration options, once the password proves it is the account's holder. */
export const startOwnPasskey = async (
  ctx: AppContext,
  auth: AuthUser,
  body: PasskeyOptionsBody,
  address: string,
): Promise<WebAuthnJson> => {
  await customerOf(ctx, auth);
  const { user, key } = await proveOwnPassword(ctx, auth, body.password, address);
  await clearLoginFailuresFrom(ctx.database.db, key, address, ctx.clock.now());
  return startPasskeyRegistration(ctx, ctx.database.db, user);
};

/** Keeps the browser's new passkey and mails its holder, in one transaction. */
export const finishOwnPasskey = async (
  ctx: AppContext,
  auth: AuthUser,
  body: AddPasskeyBody,
  log: FastifyBaseLogger,
): Promise<Passkey> => {
  if (auth.actorId !== null) throw new DomainError('no_permission');
  const user = await customerOf(ctx, auth);
  const { added, mail } = await ctx.database.db.transaction(async (tx) => {
    const added = await finishPasskeyRegistration(ctx, tx, user, body);
    return { added, mail: await queuePasskeyChangedNotice(ctx, tx, user, 'added', added.name) };
  });
  sendNotice(ctx, mail, log);
  return added;
};

/** Removes one of the caller's passkeys and mails them; not_found for another's or an unknown one. */
export const removeOwnPasskey = async (
  ctx: AppContext,
  auth: AuthUser,
  id: string,
  log: FastifyBaseLogger,
): Promise<void> => {
  if (auth.actorId !== null) throw new DomainError('no_permission');
  const user = await customerOf(ctx, auth);
  const mail = await ctx.database.db.transaction(async (tx) => {
    const gone = (await listPasskeys(tx, user.id)).find((one) => one.id === id);
    await removePasskey(tx, user.id, id);
    return queuePasskeyChangedNotice(ctx, tx, user, 'removed', gone?.name ?? '');
  });
  sendNotice(ctx, mail, log);
};
