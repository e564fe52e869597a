import { stringRule } from './string-rule.ts';

/** Length of the code emailed for registration and password reset. */
export const VERIFICATION_CODE_LENGTH = 6;

// ASCII digits only: \d would be ASCII too without the u flag, but spelling it out keeps it obvious.
const CODE_PATTERN = new RegExp(`^[0-9]{${VERIFICATION_CODE_LENGTH}}$`);

export type VerificationCodeKey = 'field_required' | 'code_format';

/**
 * The first rule that fails for an emailed verification code, or null. Not to be confused with a SIM card's
 * "verify code", which is printed on the card and is only required (see required.ts).
 */
export const validateVerificationCode = (value: string): VerificationCodeKey | null => {
  const code = value.trim();
  if (code === '') return 'field_required';
  if (!CODE_PATTERN.test(code)) return 'code_format';
  return null;
};

/** A verification-code field; parses to the trimmed code. */
export const verificationCodeSchema = stringRule(
  'field_required',
  validateVerificationCode,
  (value) => value.trim(),
  { pattern: CODE_PATTERN },
);
