import { describe, expect, it } from 'vitest';
import { validateVerificationCode, verificationCodeSchema } from './verification-code.ts';

describe('verification code rule', () => {
  it('is exactly 6 ASCII digits', () => {
    expect(validateVerificationCode('012345')).toBeNull();
    expect(validateVerificationCode('12345')).toBe('code_format');
    expect(validateVerificationCode('1234567')).toBe('code_format');
    expect(validateVerificationCode('12a456')).toBe('code_format');
    expect(validateVerificationCode('１２３４５６')).toBe('code_format');
  });

  it('requires a value and trims it', () => {
    expect(validateVerificationCode(' ')).toBe('field_required');
    expect(verificationCodeSchema.parse(' 123456 ')).toBe('123456');
    expect(verificationCodeSchema.safeParse(undefined).error?.issues.map((i) => i.message)).toEqual([
      'field_required',
    ]);
  });
});
