import { stringRule } from './string-rule.ts';

/** The longest address SMTP can carry (RFC 5321 path limit less the angle brackets). */
export const EMAIL_MAX = 254;

/**
 * The form emails are stored and compared in: trimmed and lower-cased. Lower-casing the local part is not
 * RFC-exact, but no real mailbox provider distinguishes case and users do not remember how they typed it.
 */
export const normalizeEmail = (value: string): string => value.trim().toLowerCase();

export type EmailKey = 'email_required' | 'email_invalid';

/**
 * zod 4's "practical" email pattern (`z.regexes.email`), spelled out here: the rule is the same on server and
 * client, and a screen that checks an address does not have to load zod for it (email.test.ts pins the two
 * together). Dot-separated local part of letters, digits and _'+-; a domain of labels and a TLD of 2+ letters.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The first email rule that fails, or null. */
export const validateEmail = (value: string): EmailKey | null => {
  const email = normalizeEmail(value);
  if (email === '') return 'email_required';
  if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) return 'email_invalid';
  return null;
};

export const isValidEmail = (value: string): boolean => validateEmail(value) === null;

/** An email field; parses to the normalized (trimmed, lower-case) address. */
export const emailSchema = stringRule('email_required', validateEmail, normalizeEmail, {
  pattern: EMAIL_PATTERN,
  maxLength: EMAIL_MAX,
});
