import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { audit } from '../modules/audit/index.ts';
import { deliverNow } from '../modules/deliveries/index.ts';
import { type NotifyEvent, tell } from '../modules/notify/index.ts';
import { BIND_WINDOW_SECONDS, cardNumbersOf, type TrippedLock } from '../modules/sims/index.ts';
import { findUsersByIds, listAdministrators } from '../modules/users/index.ts';

/**
 * Tells the administrators that a guesser on a card, a card or an account ran out of wrong verify codes and is
 * locked for binding (issue #56, #67): an audit entry (the actor is the customer who tried) and the news to each
 * administrator who serves customers (card.bind_locked, modules/notify: their inbox, a mail and a push, in their
 * language, notify/texts/admin-alerts.ts), in one transaction, once per lock (sims/bind-attempts.ts
 * locksTripped). Best effort: the attempt is answered whatever happens here (a failure is logged; a mail that
 * fails to send is the outbox's to retry).
 */
export const tellOfBindLocks = async (
  ctx: AppContext,
  input: { userId: number; cardId: number | null; locks: TrippedLock[]; ip: string; log: FastifyBaseLogger },
) => {
  const { userId, cardId, locks, ip, log } = input;
  try {
    const db = ctx.database.db;
    const told = await db.transaction(async (tx) => {
      const customer = (await findUsersByIds(tx, [userId])).get(userId);
      const cardNumber = cardId === null ? null : ((await cardNumbersOf(tx, [cardId])).get(cardId) ?? null);
      const admins = await listAdministrators(tx, 'serve');
      const events: NotifyEvent[] = [];
      for (const lock of locks) {
        await audit(tx, {
          actorId: userId,
          action: 'card_verify_lock',
          targetUserId: userId,
          // an account's lock is the account's: the card it last tried is not its target
          targetCardId: lock.scope === 'account' ? null : cardId,
          details: {
            scope: lock.scope,
            failures: lock.failures,
            windowMinutes: BIND_WINDOW_SECONDS / 60,
            until: lock.until.toISOString(),
          },
          ip,
          at: ctx.clock.now(),
        });
        const data = {
          scope: lock.scope,
          failures: lock.failures,
          minutes: BIND_WINDOW_SECONDS / 60,
          until: lock.until.toISOString(),
          cardNumber,
          username: customer?.username ?? String(userId),
          email: customer?.email ?? '',
          ip,
        };
        for (const admin of admins) events.push({ kind: 'card.bind_locked', userId: admin.id, data });
      }
      return tell(ctx, tx, events);
    });
    // a send that fails is the worker's to retry: deliverNow never throws
    void deliverNow(ctx, [...told.mails.map((mail) => mail.id), ...told.pushIds], log);
  } catch (error) {
    log.error({ err: error, userId, cardId }, 'a binding lock could not be told to the administrators');
  }
};
