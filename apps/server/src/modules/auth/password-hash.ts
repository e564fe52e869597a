import { type Algorithm, hash, verify } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum, which type stripping cannot read: 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm;

/** argon2id with OWASP ASVS 5.0 (11.4.2) minimums: 19 MiB of memory, 2 passes, 1 lane. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashSecret = (secret: string): Promise<string> => hash(secret, ARGON2_OPTIONS);

export const verifySecret = async (secretHash: string, secret: string): Promise<boolean> => {
  try {
    return await verify(secretHash, secret);
  } catch {
    return false;
  }
};
