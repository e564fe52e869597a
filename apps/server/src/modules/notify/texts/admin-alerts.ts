import { eventTexts } from './event-texts.ts';
import { letter, mailMinute, mailText as t } from './words.ts';

// What the administrators are told of besides pay orders (issue #68), in each one's language: the eSIM stock ran
// low (modules/esim), and a card's binding was locked after wrong verify codes (commands/bind-lock-alert.ts).
// Moved from esim/low-stock-mail.ts and bind-lock-alert.ts, the mails' words unchanged.

export interface LowStockData {
  /** eSIM profiles free to assign, and the threshold at or below which the stock is low. */
  available: number;
  threshold: number;
}

/** The eSIM stock fell to ESIM_LOW_STOCK_THRESHOLD: told once a crossing to those who may import profiles. */
export const lowStockTexts = eventTexts<LowStockData>({
  example: { available: 2, threshold: 5 },
  line: (locale, { available, threshold }) => ({
    title: t(locale, 'push.lowStock.title'),
    body: t(locale, 'push.lowStock.body', { count: available, threshold }),
    link: '/adminMode',
    tag: 'esim-low-stock',
  }),
  mail: (locale, { available, threshold }) => ({
    kind: 'esim_low_stock',
    subject: t(locale, 'mail.lowStock.subject', { available }),
    text: letter(
      locale,
      [
        t(locale, 'mail.lowStock.count', { count: available, threshold }),
        t(locale, available === 0 ? 'mail.lowStock.empty' : 'mail.lowStock.low'),
      ].join('\n'),
      t(locale, 'mail.lowStock.import', { command: 'npm run esim:import -- profiles.csv' }),
    ),
  }),
});

export interface BindLockData {
  /** What the lock holds (sims/bind-attempts.ts): a guesser on a card, the card, or the account. */
  scope: 'guesser' | 'card' | 'account';
  failures: number;
  /** The window the failures were counted in, in minutes. */
  minutes: number;
  /** When the lock ends (ISO time). */
  until: string;
  /** The card tried (none for an account's lock of a card unknown), and the customer who tried. */
  cardNumber: string | null;
  username: string;
  email: string;
  ip: string;
}

const valuesOf = (locale: Parameters<typeof t>[0], facts: BindLockData) => ({
  cardNumber: facts.cardNumber ?? '',
  username: facts.username,
  email: facts.email,
  ip: facts.ip,
  failures: facts.failures,
  minutes: facts.minutes,
  until: mailMinute(new Date(facts.until), locale),
});

/** A guesser, a card or an account ran out of wrong verify codes (issue #56, #67): told once per lock. */
export const bindLockTexts = eventTexts<BindLockData>({
  example: {
    scope: 'card',
    failures: 10,
    minutes: 60,
    until: '2026-11-25T07:40:00.000Z',
    cardNumber: '1000001',
    username: 'traveller',
    email: 'traveller@example.com',
    ip: '203.0.113.9',
  },
  line: (locale, facts) => ({
    title: t(locale, 'push.bindLock.title'),
    body: t(locale, `push.bindLock.${facts.scope}`, valuesOf(locale, facts)),
    // the Audit Log lists the attempt; the Card List lifts a card's lock
    link: '/adminMode',
    tag: `bind-lock-${facts.scope}-${facts.cardNumber ?? facts.username}`,
  }),
  mail: (locale, facts) => {
    const values = valuesOf(locale, facts);
    const subject = { guesser: 'subjectGuesser', card: 'subjectCard', account: 'subjectAccount' }[
      facts.scope
    ];
    return {
      kind: 'bind_lock_alert',
      subject: t(locale, `mail.bindLock.${subject}`, values),
      text: letter(
        locale,
        t(locale, `mail.bindLock.${facts.scope}`, values),
        t(locale, 'mail.bindLock.advice'),
      ),
    };
  },
});
