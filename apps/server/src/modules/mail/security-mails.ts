import type { Locale } from '@simportal/contract/locales';
import { mailMinute } from './mail-money.ts';
import { letter, mailText as t } from './mail-texts.ts';

// Mails of security events (issue #34), in the account's language: the owner hears of a change they may not have
// made. Plain text: nothing to render, nothing to inject.

/** "If this was not you, reset your password …": the last word of every mail about the administrator's keys. */
const notYou = (locale: Locale, publicUrl: string) =>
  t(locale, 'mail.security.notYou', { resetLink: `${publicUrl}/passwordReset` });

/** Two-step verification was set up for the account (docs/decisions/0041). */
export const renderSecondFactorEnrolledMail = ({
  locale,
  publicUrl,
}: {
  locale: Locale;
  publicUrl: string;
}) => ({
  subject: t(locale, 'mail.security.secondFactorOn.subject'),
  text: letter(locale, t(locale, 'mail.security.secondFactorOn.body'), notYou(locale, publicUrl)),
});

/** Where and when a sign-in came from, as the owner's session list names it (session-client.ts). */
export interface SignInPlace {
  browser: string | null;
  os: string | null;
  network: string | null;
  /** When: a mail writes it in UTC as its language does (mail.format.minute) */
  at: Date;
}

/**
 * A sign-in from a browser and system the account had not signed in from before (issue #34): the owner can end
 * that session at once if it was not them.
 */
export const renderNewSignInMail = (input: { locale: Locale; publicUrl: string; place: SignInPlace }) => {
  const { locale, place } = input;
  const unknown = t(locale, 'mail.security.unknown');
  return {
    subject: t(locale, 'mail.security.newSignIn.subject'),
    text: letter(
      locale,
      t(locale, 'mail.security.newSignIn.body', {
        browser: place.browser ?? unknown,
        os: place.os ?? unknown,
        network: place.network ?? unknown,
        at: mailMinute(place.at, locale),
      }),
      t(locale, 'mail.security.newSignIn.advice', { link: `${input.publicUrl}/personal` }),
    ),
  };
};

/** The account's password was changed, or reset with a mailed code (issue #34). */
export const renderPasswordChangedMail = (input: { locale: Locale; publicUrl: string; at: Date }) => {
  const { locale } = input;
  return {
    subject: t(locale, 'mail.security.passwordChanged.subject'),
    text: letter(
      locale,
      t(locale, 'mail.security.passwordChanged.body', { at: mailMinute(input.at, locale) }),
      t(locale, 'mail.security.passwordChanged.advice', { link: `${input.publicUrl}/passwordReset` }),
    ),
  };
};

/** New recovery codes replaced the old ones (docs/decisions/0041): the old ones no longer sign in. */
export const renderRecoveryCodesReplacedMail = ({
  locale,
  publicUrl,
}: {
  locale: Locale;
  publicUrl: string;
}) => ({
  subject: t(locale, 'mail.security.recoveryCodes.subject'),
  text: letter(locale, t(locale, 'mail.security.recoveryCodes.body'), notYou(locale, publicUrl)),
});

/** Two-step verification was turned off for the account (issue #34): the owner hears of it at once. */
export const renderSecondFactorRemovedMail = ({
  locale,
  publicUrl,
}: {
  locale: Locale;
  publicUrl: string;
}) => ({
  subject: t(locale, 'mail.security.secondFactorOff.subject'),
  text: letter(locale, t(locale, 'mail.security.secondFactorOff.body'), notYou(locale, publicUrl)),
});

const PASSKEY_TEXTS = {
  added: 'mail.security.passkeyAdded',
  removed: 'mail.security.passkeyRemoved',
} as const;

/**
 * A passkey was added to the account, or removed (issue #34; a customer's or member's, decision 0105): the owner
 * hears of it at once, the letter naming the account the way they know it.
 */
export const renderPasskeyChangedMail = ({
  locale,
  publicUrl,
  change,
  name,
  administrator,
}: {
  locale: Locale;
  publicUrl: string;
  change: 'added' | 'removed';
  name: string;
  administrator: boolean;
}) => ({
  subject: t(locale, `${PASSKEY_TEXTS[change]}.subject`),
  text: letter(
    locale,
    t(locale, `${PASSKEY_TEXTS[change]}.${administrator ? 'body' : 'bodyAccount'}`, { name }),
    notYou(locale, publicUrl),
  ),
});

/**
 * Too many wrong codes or passwords confirming it is the administrator (issue #56) locked their proofs: the owner
 * hears of it once per lock, with the address of the last try and when the lock ends.
 */
export const renderProofLockedMail = (input: {
  locale: Locale;
  publicUrl: string;
  failures: number;
  ip: string;
  until: Date;
}) => {
  const { locale } = input;
  return {
    subject: t(locale, 'mail.security.proofLocked.subject', { failures: input.failures }),
    text: letter(
      locale,
      t(locale, 'mail.security.proofLocked.body', {
        failures: input.failures,
        ip: input.ip,
        until: mailMinute(input.until, locale),
      }),
      t(locale, 'mail.security.proofLocked.advice', { link: `${input.publicUrl}/personal` }),
    ),
  };
};
