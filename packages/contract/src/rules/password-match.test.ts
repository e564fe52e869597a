import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { passwordSchema } from './password.ts';
import { matchPasswords, passwordsMatch, validatePasswordMatch } from './password-match.ts';

describe('password match', () => {
  it('compares exactly', () => {
    expect(passwordsMatch('Secret!1', 'Secret!1')).toBe(true);
    expect(passwordsMatch('Secret!1', 'secret!1')).toBe(false);
    expect(validatePasswordMatch('a', 'a')).toBeNull();
    expect(validatePasswordMatch('a', 'b')).toBe('password_mismatch');
    expect(validatePasswordMatch('a', 'b', 'passwords_not_equal')).toBe('passwords_not_equal');
  });

  const register = z
    .object({ password: passwordSchema, confirmPassword: z.string() })
    .superRefine(matchPasswords('password', 'confirmPassword'));

  it('puts the mismatch on the confirmation field', () => {
    expect(register.parse({ password: 'Secret!1', confirmPassword: 'Secret!1' })).toEqual({
      password: 'Secret!1',
      confirmPassword: 'Secret!1',
    });
    const result = register.safeParse({ password: 'Secret!1', confirmPassword: 'Secret!2' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['confirmPassword', 'password_mismatch'],
    ]);
  });

  it('uses the change-password key when asked', () => {
    const change = z
      .object({ newPassword: passwordSchema, repeat: z.string() })
      .superRefine(matchPasswords('newPassword', 'repeat', 'passwords_not_equal'));
    const result = change.safeParse({ newPassword: 'Secret!1', repeat: 'other' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['repeat', 'passwords_not_equal'],
    ]);
  });

  it('adds nothing when the confirmation is missing (its own schema reports it)', () => {
    const result = register.safeParse({ password: 'Secret!1' });
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]?.path).toEqual(['confirmPassword']);
  });
});
