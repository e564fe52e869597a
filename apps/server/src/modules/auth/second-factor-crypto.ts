import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto';

// The second factor's secrets at rest (docs/decisions/0041). A TOTP secret must be read back to check a code, so
// it is encrypted (AES-256-GCM under a key derived from the server's secret), not hashed; a recovery code is only
// compared, so it is hashed.

const VERSION = 'v1';

/** `v1.<iv>.<tag>.<ciphertext>`, base64url: a leaked table holds no usable secret without the server's key. */
export const sealSecret = (key: Buffer, secret: string): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
};

/** The secret sealed by sealSecret; throws on a value sealed under another key or altered. */
export const openSecret = (key: Buffer, sealed: string): string => {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || !data) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
};

/** A recovery code's stored form: its letters without the dash, lower-cased, hashed. */
export const hashRecoveryCode = (code: string): string =>
  createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** `xxxxx-xxxxx` from an alphabet without look-alikes (no 0/o, 1/l/i): 10 characters, about 49 bits. */
export const newRecoveryCode = (): string => {
  const letters = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
};
