import { type Locale, localeOrDefault } from '@simportal/contract/locales';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { audit } from '../modules/audit/index.ts';
import { deliverNow } from '../modules/deliveries/index.ts';
import { enqueueMail, letter, mailMinute, mailText as t } from '../modules/mail/index.ts';
import { BIND_WINDOW_SECONDS, cardNumbersOf, type TrippedLock } from '../modules/sims/index.ts';
import { findUsersByIds, listAdministrators } from '../modules/users/index.ts';

const BIND_LOCK_MAIL_KIND = 'bind_lock_alert';

interface LockFacts {
  lock: TrippedLock;
  cardNumber: string | null;
  username: string;
  email: string;
  ip: string;
}

/** The notice of one lock, in the administrator's language. Plain text. */
export const renderBindLockMail = (locale: Locale, facts: LockFacts) => {
  const { lock } = facts;
  const values = {
    cardNumber: facts.cardNumber ?? '',
    username: facts.username,
    email: facts.email,
    ip: facts.ip,
    failures: lock.failures,
    minutes: BIND_WINDOW_SECONDS / 60,
    until: mailMinute(lock.until, locale),
  };
  const subject = { guesser: 'subjectGuesser', card: 'subjectCard', account: 'subjectAccount' }[lock.scope];
  return {
    subject: t(locale, `mail.bindLock.${subject}`, values),
    text: letter(locale, t(locale, `mail.bindLock.${lock.scope}`, values), t(locale, 'mail.bindLock.advice')),
  };
};

/**
 * Tells the administrators that a guesser on a card, a card or an account ran out of wrong verify codes and is
 * locked for binding (issue #56, #67): an audit entry (the actor is the customer who tried) and a mail to each administrator who serves
 * customers, in one transaction, once per lock (sims/bind-attempts.ts locksTripped). Best effort: the attempt is
 * answered whatever happens here (a failure is logged; a mail that fails to send is the outbox's to retry).
 */
export const tellOfBindLocks = async (
  ctx: AppContext,
  input: { userId: number; cardId: number | null; locks: TrippedLock[]; ip: string; log: FastifyBaseLogger },
) => {
  const { userId, cardId, locks, ip, log } = input;
  try {
    const db = ctx.database.db;
    const mails = await db.transaction(async (tx) => {
      const customer = (await findUsersByIds(tx, [userId])).get(userId);
      const cardNumber = cardId === null ? null : ((await cardNumbersOf(tx, [cardId])).get(cardId) ?? null);
      const admins = await listAdministrators(tx, 'serve');
      const queued = [];
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
        const facts = {
          lock,
          cardNumber,
          username: customer?.username ?? String(userId),
          email: customer?.email ?? '',
          ip,
        };
        for (const admin of admins) {
          const locale: Locale = localeOrDefault(admin.locale);
          const mail = renderBindLockMail(locale, facts);
          queued.push(
            await enqueueMail(ctx, tx, { ...mail, to: admin.email, kind: BIND_LOCK_MAIL_KIND, locale }),
          );
        }
      }
      return queued;
    });
    // a send that fails is the worker's to retry: deliverNow never throws
    void deliverNow(
      ctx,
      mails.map((mail) => mail.id),
      log,
    );
  } catch (error) {
    log.error({ err: error, userId, cardId }, 'a binding lock could not be told to the administrators');
  }
};
