import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { appSecrets } from './schema.ts';

/** The keys of the auth module, loaded once at start. */
export interface AuthKeys {
  /** HS256 key of access tokens: JWT_SECRET, else a random key shared through the database. */
  accessToken: Uint8Array;
  /** HMAC key for verification codes, derived from the same secret. */
  verificationCode: Buffer;
  /**
   * HMAC key that derives a refresh token's successor from the token (rotation.ts), so that the token presented
   * again within the reuse interval answers the same pair without the pair being stored. Derived likewise.
   */
  refreshSuccessor: Buffer;
  /** AES-256-GCM key of administrators' TOTP secrets at rest (second-factor-crypto.ts). Derived likewise. */
  secondFactor: Buffer;
  /** AES-256-GCM key of the push module's VAPID private key at rest (modules/push/vapid-keys.ts). Derived likewise. */
  pushVapid: Buffer;
  /** AES-256-GCM key of customers' webhook signing secrets at rest (modules/webhooks). Derived likewise. */
  webhookSecret: Buffer;
}

declare module '../../app-context.ts' {
  interface AppContext {
    /** Signing and hashing keys of the auth module (JWT_SECRET or a generated key kept in the database). */
    keys: AuthKeys;
  }
}

const GENERATED_SECRET_NAME = 'access_token_hs256';

/**
 * A secret every instance shares without anyone configuring it: the first instance to start generates it, the
 * others read the same row (the insert does nothing when it already exists).
 */
const sharedSecret = async (db: Db, name: string): Promise<Buffer> => {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  return Buffer.from(row!.value, 'base64url');
};

export const loadAuthKeys = async (db: Db, config: Config): Promise<AuthKeys> => {
  const secret = config.JWT_SECRET
    ? Buffer.from(config.JWT_SECRET, 'utf8')
    : await sharedSecret(db, GENERATED_SECRET_NAME);
  return {
    accessToken: new Uint8Array(secret),
    verificationCode: createHmac('sha256', secret).update('simportal verification codes').digest(),
    refreshSuccessor: createHmac('sha256', secret).update('simportal refresh successors').digest(),
    secondFactor: createHmac('sha256', secret).update('simportal second factor secrets').digest(),
    pushVapid: createHmac('sha256', secret).update('simportal push vapid key').digest(),
    webhookSecret: createHmac('sha256', secret).update('simportal webhook signing secrets').digest(),
  };
};
