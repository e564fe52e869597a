import type { CodePurpose } from '@simportal/contract/api/auth';
import type { Locale } from '@simportal/contract/locales';
import { letter, mailText as t } from './mail-texts.ts';

interface CodeMailInput {
  locale: Locale;
  purpose: CodePurpose;
  code: string;
  validMinutes: number;
  publicUrl: string;
}

const PAGES: Record<CodePurpose, string> = { register: '/register', reset: '/passwordReset' };

/** The verification-code mail, in the user's language. Plain text: nothing to render, nothing to inject. */
export const renderCodeMail = ({ locale, purpose, code, validMinutes, publicUrl }: CodeMailInput) => ({
  subject: t(locale, `mail.code.${purpose}.subject`),
  text: letter(
    locale,
    t(locale, `mail.code.${purpose}.intro`, { code }),
    t(locale, 'mail.code.validity', { count: validMinutes, link: `${publicUrl}${PAGES[purpose]}` }),
  ),
});

interface AccountNoticeInput {
  locale: Locale;
  /** What was asked for: a register code for an address that has an account, or a reset code for one that has none. */
  purpose: CodePurpose;
  publicUrl: string;
}

/**
 * Sent in place of a code the address cannot use (decision 0032): whoever asked is answered the same as for
 * a code, and only the mailbox's owner learns whether it has an account, with the way forward (log in or reset
 * the password; register). It carries no code and no six-digit number.
 */
export const renderAccountNoticeMail = ({ locale, purpose, publicUrl }: AccountNoticeInput) => ({
  subject: t(locale, `mail.accountNotice.${purpose}.subject`),
  text: letter(
    locale,
    t(locale, `mail.accountNotice.${purpose}.body`, {
      loginLink: `${publicUrl}/login`,
      resetLink: `${publicUrl}/passwordReset`,
      registerLink: `${publicUrl}/register`,
    }),
    t(locale, 'mail.accountNotice.ignore'),
  ),
});

interface FailuresMailInput {
  locale: Locale;
  /** A wrong password, or a wrong verification code for resetting the password. */
  what: 'password' | 'reset_code';
  failures: number;
  windowMinutes: number;
  publicUrl: string;
}

/**
 * Tells an account's owner that someone keeps entering a wrong password (or reset code) for it. Sent once per
 * window when the failures reach the alert threshold; the owner is not locked out, only told.
 */
export const renderFailuresMail = ({
  locale,
  what,
  failures,
  windowMinutes,
  publicUrl,
}: FailuresMailInput) => ({
  subject: t(locale, 'mail.failures.subject'),
  text: letter(
    locale,
    t(locale, `mail.failures.${what}`, { count: failures, minutes: windowMinutes }),
    t(locale, 'mail.failures.advice', { resetLink: `${publicUrl}/passwordReset` }),
  ),
});
