import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  EMAIL_MAX,
  EMAIL_PATTERN,
  emailSchema,
  isValidEmail,
  normalizeEmail,
  validateEmail,
} from './email.ts';

describe('email rule', () => {
  it('accepts ordinary addresses', () => {
    for (const email of [
      'a@b.co',
      'first.last+tag@example.com',
      'x_y-z@sub.domain.org',
      'USER@EXAMPLE.COM',
    ]) {
      expect(validateEmail(email), email).toBeNull();
    }
  });

  it('requires a value', () => {
    expect(validateEmail('')).toBe('email_required');
    expect(validateEmail('   ')).toBe('email_required');
    expect(emailSchema.safeParse(undefined).error?.issues.map((i) => i.message)).toEqual(['email_required']);
  });

  it('refuses what is not an address', () => {
    for (const email of ['plain', 'a@b', '@b.co', 'a@.co', 'a b@c.co', 'a@b..co', 'a@@b.co', '.a@b.co']) {
      expect(validateEmail(email), email).toBe('email_invalid');
    }
    expect(isValidEmail('no-at-sign.com')).toBe(false);
  });

  it(`refuses addresses longer than ${EMAIL_MAX}`, () => {
    const domain = '@example.com';
    const local = (n: number) => 'a'.repeat(n - domain.length);
    expect(validateEmail(`${local(EMAIL_MAX)}${domain}`)).toBeNull();
    expect(validateEmail(`${local(EMAIL_MAX + 1)}${domain}`)).toBe('email_invalid');
  });

  it('trims and lower-cases, so comparisons ignore how it was typed', () => {
    expect(normalizeEmail('  Alice@Example.COM ')).toBe('alice@example.com');
    expect(emailSchema.parse('  Alice@Example.COM ')).toBe('alice@example.com');
    expect(validateEmail('  alice@example.com  ')).toBeNull();
  });

  it("accepts and refuses exactly what zod's own email pattern does, which it replaced", () => {
    const same = (email: string) => EMAIL_PATTERN.test(email) === z.regexes.email.test(email);
    for (const email of [
      "o'brien@example.ie",
      'a.b.c@x-y.example.museum',
      'a-@b.co',
      'a.@b.co',
      'a@-b.co',
      'a@b.c0',
      'ünï@example.com',
      'a@b.co\n',
    ]) {
      expect(same(email), email).toBe(true);
    }
    // generated addresses, and strings made of the characters the pattern cares about
    fc.assert(fc.property(fc.emailAddress(), same), { numRuns: 2000 });
    const alphabet = fc.constantFrom(..."aZ09_'+-.@ü\n".split(''));
    fc.assert(fc.property(fc.string({ unit: alphabet, maxLength: 24 }), same), { numRuns: 5000 });
  });
});
