import { createHmac } from 'node:crypto';

/**
 * The `Simportal-Signature` header of a body sent at `timestamp` (unix seconds): `t=<timestamp>`, then one
 * `v1=<hex HMAC-SHA256 of "<timestamp>.<body>">` per live secret (two during a rotation's overlap), as Stripe
 * signs. The timestamp is inside what is signed, so a captured request cannot be replayed later with a new one.
 */
export const signatureHeader = (secrets: string[], timestamp: number, body: string): string =>
  [
    `t=${timestamp}`,
    ...secrets.map(
      (secret) => `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`,
    ),
  ].join(',');
