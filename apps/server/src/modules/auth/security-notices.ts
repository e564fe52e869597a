import { localeOrDefault } from '@simportal/contract/locales';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { type DbOrTx, selectRows } from '../../db/database.ts';
import { deliverNow } from '../deliveries/index.ts';
import {
  enqueueMail,
  type QueuedMail,
  renderNewSignInMail,
  renderPasskeyChangedMail,
  renderPasswordChangedMail,
  renderProofLockedMail,
} from '../mail/index.ts';
import { findUserById, type UserRow } from '../users/index.ts';
import type { SessionClient } from './session-client.ts';

// Security events mailed to the account's owner (issue #34), in their language, through the outbox: a sign-in
// from a device the account had not used, a changed or reset password, a customer's passkey added or removed
// (decision 0105), an administrator's proofs locked after wrong ones (issue #56). The second factor's enrolment mails from its own command (second-factor-routes.ts), a
// deletion's code from account-deletion.ts.

/**
 * Whether `client` is a device the user has not signed in from before: no earlier session of their own (a customer
 * view is the administrator's device) with the same system, kind of device and browser, whatever its version (an
 * update is the same device). The account's very first sign-in is no news: false.
 */
export const isNewDevice = async (db: DbOrTx, userId: number, client: SessionClient): Promise<boolean> => {
  const [row] = await selectRows<{ before: boolean; seen: boolean }>(
    db,
    sql`select
      exists(select 1 from auth_sessions where user_id = ${userId} and actor_user_id is null) as before,
      exists(select 1 from auth_sessions where user_id = ${userId} and actor_user_id is null
        and coalesce(os, '') = ${client.os ?? ''} and coalesce(device, '') = ${client.device ?? ''}
        and regexp_replace(coalesce(browser, ''), ' [0-9]+$', '') = ${client.browser?.replace(/ \d+$/, '') ?? ''}
      ) as seen`,
  );
  return Boolean(row?.before) && !row?.seen;
};

/**
 * Mails the owner of a sign-in from a new device. Best effort: the sign-in has happened, so a mail that cannot be
 * queued is logged, never the sign-in's failure; a queued one is retried by the worker.
 */
export const noticeNewSignIn = async (
  ctx: AppContext,
  user: UserRow,
  client: SessionClient,
  log: FastifyBaseLogger,
): Promise<void> => {
  try {
    const locale = localeOrDefault(user.locale);
    const place = { ...client, at: ctx.clock.now() };
    const content = renderNewSignInMail({ locale, publicUrl: ctx.config.publicUrl, place });
    const mail = await ctx.database.db.transaction((tx) =>
      enqueueMail(ctx, tx, { to: user.email, kind: 'new_sign_in', locale, ...content }),
    );
    sendNotice(ctx, mail, log);
  } catch (error) {
    log.error({ err: error, userId: user.id }, 'the new sign-in notice could not be queued');
  }
};

/**
 * Sends a queued notice now, without holding the answer on the mail server: a send that fails is retried by the
 * delivery worker (the row is in the outbox), and what the person did has happened either way.
 */
export const sendNotice = (
  ctx: AppContext,
  mail: QueuedMail,
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
) => {
  void deliverNow(ctx, [mail.id], log);
};

/** Queues the "password changed" notice in the transaction that changes it; deliver it after the commit. */
export const queuePasswordChangedNotice = (ctx: AppContext, tx: DbOrTx, user: UserRow) => {
  const locale = localeOrDefault(user.locale);
  const content = renderPasswordChangedMail({
    locale,
    publicUrl: ctx.config.publicUrl,
    at: ctx.clock.now(),
  });
  return enqueueMail(ctx, tx, { to: user.email, kind: 'password_changed', locale, ...content });
};

/** Queues "a passkey was added/removed" to a customer or member in the transaction that changes it. */
export const queuePasskeyChangedNotice = (
  ctx: AppContext,
  tx: DbOrTx,
  user: UserRow,
  change: 'added' | 'removed',
  name: string,
) => {
  const locale = localeOrDefault(user.locale);
  const content = renderPasskeyChangedMail({
    locale,
    publicUrl: ctx.config.publicUrl,
    change,
    name,
    administrator: false,
  });
  return enqueueMail(ctx, tx, { to: user.email, kind: `passkey_${change}`, locale, ...content });
};

/**
 * Queues the "confirming it is you is locked" notice (issue #56) in the transaction that sets the lock, so each lock
 * is told once; deliver it after the commit. None for an account that has gone.
 */
export const queueProofLockedNotice = async (
  ctx: AppContext,
  tx: DbOrTx,
  userId: number,
  lock: { failures: number; lockedUntil: Date; ip: string },
): Promise<QueuedMail | undefined> => {
  const user = await findUserById(tx, userId);
  if (!user) return undefined;
  const locale = localeOrDefault(user.locale);
  const content = renderProofLockedMail({
    locale,
    publicUrl: ctx.config.publicUrl,
    failures: lock.failures,
    ip: lock.ip,
    until: lock.lockedUntil,
  });
  return enqueueMail(ctx, tx, { to: user.email, kind: 'step_up_locked', locale, ...content });
};
