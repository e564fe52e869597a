import { describe, expect, it } from 'vitest';
import { isBlank, requiredString } from './required.ts';

describe('required fields', () => {
  it('knows blank values', () => {
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank(null)).toBe(true);
    expect(isBlank('')).toBe(true);
    expect(isBlank(' \t\n')).toBe(true);
    expect(isBlank('x')).toBe(false);
    expect(isBlank(0)).toBe(false);
  });

  it('reports field_required once, or the given key', () => {
    const messages = (schema: ReturnType<typeof requiredString>, value: unknown) =>
      schema.safeParse(value).error?.issues.map((i) => i.message);
    expect(messages(requiredString(), undefined)).toEqual(['field_required']);
    expect(messages(requiredString(), '   ')).toEqual(['field_required']);
    expect(messages(requiredString('card_required'), '')).toEqual(['card_required']);
    expect(requiredString().parse('  1234 ')).toBe('1234');
  });
});
