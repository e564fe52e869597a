import { describe, expect, it } from 'vitest';
import {
  isValidPassword,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_SPECIAL_CHARACTERS,
  passwordSchema,
  validatePassword,
} from './password.ts';

const issues = (value: unknown) => passwordSchema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('password rule', () => {
  it('allows 6 to 22 characters', () => {
    expect(PASSWORD_MIN).toBe(6);
    expect(PASSWORD_MAX).toBe(22);
    expect(validatePassword('a'.repeat(5))).toBe('password_length');
    expect(validatePassword('a'.repeat(6))).toBeNull();
    expect(validatePassword('a'.repeat(22))).toBeNull();
    expect(validatePassword('a'.repeat(23))).toBe('password_length');
  });

  it('cannot be blank', () => {
    expect(validatePassword('')).toBe('password_required');
    expect(validatePassword('       ')).toBe('password_required');
    expect(issues(undefined)).toEqual(['password_required']);
    expect(issues(null)).toEqual(['password_required']);
    expect(issues('')).toEqual(['password_required']);
  });

  it('allows letters, digits and each of the 32 ASCII special characters', () => {
    expect(PASSWORD_SPECIAL_CHARACTERS).toHaveLength(32);
    expect(isValidPassword('AZaz09xy')).toBe(true);
    for (const special of PASSWORD_SPECIAL_CHARACTERS) {
      expect(validatePassword(`abc12${special}`), special).toBeNull();
    }
  });

  it('refuses spaces, other whitespace and non-ASCII characters', () => {
    expect(validatePassword('abc 123')).toBe('password_chars');
    expect(validatePassword('abc\t123')).toBe('password_chars');
    expect(validatePassword('abc123密')).toBe('password_chars');
    expect(validatePassword('pässword')).toBe('password_chars');
    expect(validatePassword('abc12€')).toBe('password_chars');
  });

  it('counts characters, not UTF-16 units, so the user hears about the characters', () => {
    // Five code points, one of them outside the BMP: too short, whatever its UTF-16 length.
    expect(validatePassword('abcd😀')).toBe('password_length');
    expect(validatePassword('abcde😀')).toBe('password_chars');
  });

  it('reports one key per field and keeps the value as typed', () => {
    expect(issues('ab c')).toEqual(['password_length']);
    expect(issues('abc 12345')).toEqual(['password_chars']);
    expect(passwordSchema.parse('Secret!1')).toBe('Secret!1');
  });
});
