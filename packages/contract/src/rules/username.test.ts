import { describe, expect, it } from 'vitest';
import { isValidUsername, USERNAME_MAX, USERNAME_MIN, usernameSchema, validateUsername } from './username.ts';

describe('username rule', () => {
  it('allows 3 to 32 letters, digits, underscores, dots and hyphens', () => {
    expect(USERNAME_MIN).toBe(3);
    expect(USERNAME_MAX).toBe(32);
    expect(validateUsername('abc')).toBeNull();
    expect(validateUsername('a'.repeat(32))).toBeNull();
    expect(validateUsername('John_Doe.99-x')).toBeNull();
    expect(isValidUsername('ab')).toBe(false);
    expect(validateUsername('ab')).toBe('username_format');
    expect(validateUsername('a'.repeat(33))).toBe('username_format');
  });

  it('refuses other characters', () => {
    for (const name of ['john doe', 'john@doe', '张三丰', 'abc!', 'abc/def']) {
      expect(validateUsername(name), name).toBe('username_format');
    }
  });

  it('requires a value and trims it', () => {
    expect(validateUsername('')).toBe('username_required');
    expect(validateUsername('  ')).toBe('username_required');
    expect(usernameSchema.parse('  alice ')).toBe('alice');
    expect(usernameSchema.safeParse(undefined).error?.issues.map((i) => i.message)).toEqual([
      'username_required',
    ]);
  });
});
