import { stringRule } from './string-rule.ts';

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 22;

/** The 32 ASCII punctuation characters, the "special characters" a password may contain (spec §5). */
export const PASSWORD_SPECIAL_CHARACTERS = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';

// Letters, digits and ASCII punctuation are together exactly the printable ASCII range U+0021–U+007E, so one
// range says it: no space, no control character, nothing outside ASCII.
const ALLOWED = /^[\x21-\x7E]*$/;

export type PasswordKey = 'password_required' | 'password_length' | 'password_chars';

/**
 * The first password rule that fails, or null. Blank (empty or only whitespace) is `password_required`;
 * length is counted in characters (code points), so one Chinese character or emoji counts as one and the
 * user is told about the characters, not about a length they cannot see.
 */
export const validatePassword = (value: string): PasswordKey | null => {
  if (value.trim() === '') return 'password_required';
  const length = [...value].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return 'password_length';
  if (!ALLOWED.test(value)) return 'password_chars';
  return null;
};

export const isValidPassword = (value: string): boolean => validatePassword(value) === null;

/** A new password (register, reset, change). Never trimmed: what the user typed is the password. */
export const passwordSchema = stringRule('password_required', validatePassword, undefined, {
  pattern: new RegExp(`^[\\x21-\\x7E]{${PASSWORD_MIN},${PASSWORD_MAX}}$`),
});
