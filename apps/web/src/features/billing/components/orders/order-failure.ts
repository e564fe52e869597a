import { isApiError } from '../../../../lib/api-error.ts';

/** What a failed order means for its dialog: the recharge prompt, a translated message key, or nothing. */
export type OrderFailure = { kind: 'insufficient' } | { kind: 'message'; key: string } | null;

export const describeOrderFailure = (error: unknown, fallback: string): OrderFailure => {
  if (!isApiError(error)) return { kind: 'message', key: fallback };
  if (error.message === 'insufficient_credit') return { kind: 'insufficient' };
  // the http client already told the user (timeout, ended session)
  if (error.notified) return null;
  return { kind: 'message', key: error.message };
};

/** A fresh Idempotency-Key for one purchase; crypto.randomUUID exists only in secure contexts. */
export const newPurchaseKey = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
};
