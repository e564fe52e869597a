import { stringRule } from './string-rule.ts';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 32;

// ASCII only so a name is easy to type on any keyboard, read aloud to support and use in a URL.
const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

export type UsernameKey = 'username_required' | 'username_format';

/** The first username rule that fails (after trimming), or null. */
export const validateUsername = (value: string): UsernameKey | null => {
  const username = value.trim();
  if (username === '') return 'username_required';
  if (username.length < USERNAME_MIN || username.length > USERNAME_MAX) return 'username_format';
  if (!USERNAME_PATTERN.test(username)) return 'username_format';
  return null;
};

export const isValidUsername = (value: string): boolean => validateUsername(value) === null;

/** A username field; parses to the trimmed name. */
export const usernameSchema = stringRule('username_required', validateUsername, (value) => value.trim(), {
  pattern: new RegExp(`^[A-Za-z0-9_.-]{${USERNAME_MIN},${USERNAME_MAX}}$`),
});
