/**
 * A fresh Idempotency-Key for one submit. crypto.randomUUID exists only in secure contexts (https, localhost);
 * a portal reached over plain http on a LAN address falls back to 16 random bytes in hex.
 */
export const newIdempotencyKey = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
};
