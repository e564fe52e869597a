import { createHmac, timingSafeEqual } from 'node:crypto';

// What a receiver runs to check a webhook (docs/webhooks.md shows it): copy this file as it is, it needs only
// node:crypto. The tests check every event they receive with it.

/**
 * Whether `header` (the request's Simportal-Signature) signs `rawBody` (the bytes received, before any JSON
 * parsing) with `secret`, at a timestamp within `toleranceSeconds` of `nowSeconds`: a request replayed later
 * carries an old timestamp and is refused, and the timestamp cannot be changed without the secret.
 */
export const verifyWebhookSignature = (input: {
  header: string | undefined;
  rawBody: string;
  secret: string;
  toleranceSeconds?: number;
  nowSeconds?: number;
}): boolean => {
  const {
    header,
    rawBody,
    secret,
    toleranceSeconds = 300,
    nowSeconds = Math.floor(Date.now() / 1000),
  } = input;
  if (!header) return false;
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  return parts.some(([key, value]) => {
    if (key !== 'v1' || !value || !/^[0-9a-f]{64}$/.test(value)) return false;
    return timingSafeEqual(Buffer.from(value, 'hex'), expected);
  });
};
