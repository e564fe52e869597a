import { describe, expect, it } from 'vitest';
import { minorUnitsSchema, positiveMinorUnitsSchema } from './money-schema.ts';

describe('amount schemas', () => {
  const messages = (schema: typeof minorUnitsSchema, value: unknown) =>
    schema.safeParse(value).error?.issues.map((i) => i.message);

  it('accept minor units and name the failing rule', () => {
    expect(minorUnitsSchema.parse(0)).toBe(0);
    expect(minorUnitsSchema.parse(1234)).toBe(1234);
    expect(messages(minorUnitsSchema, undefined)).toEqual(['amount_required']);
    expect(messages(minorUnitsSchema, null)).toEqual(['amount_required']);
    expect(messages(minorUnitsSchema, '12')).toEqual(['amount_invalid']);
    expect(messages(minorUnitsSchema, 12.5)).toEqual(['amount_invalid']);
    expect(messages(minorUnitsSchema, -1)).toEqual(['amount_invalid']);
    expect(messages(minorUnitsSchema, Number.MAX_SAFE_INTEGER + 1)).toEqual(['amount_invalid']);
  });

  it('a positive amount refuses zero', () => {
    expect(positiveMinorUnitsSchema.parse(1)).toBe(1);
    expect(messages(positiveMinorUnitsSchema, 0)).toEqual(['amount_invalid']);
    expect(messages(positiveMinorUnitsSchema, undefined)).toEqual(['amount_required']);
  });
});
