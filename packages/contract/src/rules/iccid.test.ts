import { describe, expect, it } from 'vitest';
import { iccidSchema, isValidIccid, luhnCheckDigit, normalizeIccid, validateIccid } from './iccid.ts';

// Builds a valid ICCID from a payload by appending the check digit our function computes.
const withCheck = (payload: string) => `${payload}${luhnCheckDigit(payload)}`;

describe('Luhn check digit', () => {
  it('matches published examples', () => {
    // The textbook example: 7992739871 has check digit 3.
    expect(luhnCheckDigit('7992739871')).toBe(3);
    // A real 19-digit ICCID (Vodafone UK style) and a 20-digit one (AT&T sample card).
    expect(luhnCheckDigit('894450010219830482')).toBe(6);
    expect(luhnCheckDigit('8901410321111851072')).toBe(0);
    expect(luhnCheckDigit('0')).toBe(0);
  });

  it('refuses anything but digits', () => {
    expect(() => luhnCheckDigit('')).toThrow(RangeError);
    expect(() => luhnCheckDigit('89a')).toThrow(RangeError);
  });
});

describe('ICCID rule', () => {
  const valid19 = withCheck('898600000000000000');
  const valid20 = withCheck('8986001234567890123');

  it('accepts valid 19- and 20-digit ICCIDs', () => {
    expect(valid19).toHaveLength(19);
    expect(valid20).toHaveLength(20);
    for (const iccid of [valid19, valid20, '8944500102198304826', '89014103211118510720']) {
      expect(validateIccid(iccid), iccid).toBeNull();
      expect(isValidIccid(iccid)).toBe(true);
    }
  });

  it('refuses a wrong check digit', () => {
    const last = Number(valid19.slice(-1));
    expect(validateIccid(`${valid19.slice(0, -1)}${(last + 1) % 10}`)).toBe('iccid_checksum');
    expect(validateIccid('8944500102198304827')).toBe('iccid_checksum');
  });

  it('refuses a transposition of two adjacent digits', () => {
    // 8944500102198304826 with "01" swapped to "10".
    expect(validateIccid('8944501002198304826')).toBe('iccid_checksum');
  });

  it('refuses a prefix other than 89', () => {
    expect(validateIccid(withCheck('880000000000000000'))).toBe('iccid_prefix');
    expect(validateIccid(withCheck('198600000000000000'))).toBe('iccid_prefix');
  });

  it('refuses 18 or 21 digits and non-digits', () => {
    expect(validateIccid(withCheck('89860000000000000'))).toBe('iccid_format');
    expect(validateIccid(withCheck('89860000000000000000'))).toBe('iccid_format');
    expect(validateIccid('89445001021983048AB')).toBe('iccid_format');
    expect(validateIccid('8944-5001-0219-8304-826')).toBe('iccid_format');
  });

  it('requires a value', () => {
    expect(validateIccid('')).toBe('iccid_required');
    expect(validateIccid('   ')).toBe('iccid_required');
    expect(iccidSchema.safeParse(undefined).error?.issues.map((i) => i.message)).toEqual(['iccid_required']);
  });

  it('drops spaces as printed on cards', () => {
    expect(normalizeIccid(' 8944 5001 0219 8304 826 ')).toBe('8944500102198304826');
    expect(iccidSchema.parse(' 8944 5001 0219 8304 826 ')).toBe('8944500102198304826');
    expect(iccidSchema.safeParse('8944 5001 0219 8304 827').error?.issues.map((i) => i.message)).toEqual([
      'iccid_checksum',
    ]);
  });
});
