import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { openSecret, sealSecret } from '../auth/index.ts';
import { pushVapidKeys } from './schema.ts';

/** The server's VAPID identity: what signs every push (RFC 8292), read once per process. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who the push services may contact about our pushes: `mailto:` the address mails are sent from. */
  subject: string;
}

declare module '../../app-context.ts' {
  interface AppContext {
    /** The VAPID key pair web push signs with (modules/push), made at the first start and kept in the database. */
    vapid: VapidKeys;
  }
}

/** The address of MAIL_FROM ("SIM Portal <no-reply@example.com>" or a bare address), as a mailto: subject. */
export const vapidSubjectOf = (mailFrom: string): string => {
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return /^[^\s@]+@[^\s@]+$/.test(address) ? `mailto:${address}` : 'mailto:no-reply@simportal.local';
};

/**
 * The pair made by whichever instance starts first (insert … on conflict do nothing, then read back), its private
 * key sealed under `sealKey`. A pair that cannot be opened (the server's secret, JWT_SECRET, changed) stops the
 * start with what to do: a silently made new pair would leave every subscribed device unreachable.
 */
export const loadVapidKeys = async (db: Db, config: Config, sealKey: Buffer): Promise<VapidKeys> => {
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(pushVapidKeys)
    .values({ id: 1, publicKey: made.publicKey, privateKeySealed: sealSecret(sealKey, made.privateKey) })
    .onConflictDoNothing();
  const [row] = await db.select().from(pushVapidKeys).where(eq(pushVapidKeys.id, 1));
  let privateKey: string;
  try {
    privateKey = openSecret(sealKey, row!.privateKeySealed);
  } catch {
    throw new Error(
      'the web push key pair (push_vapid_keys) was sealed under another server secret: restore JWT_SECRET, ' +
        'or delete the row to make a new pair (every device must then turn notifications on again)',
    );
  }
  return { publicKey: row!.publicKey, privateKey, subject: vapidSubjectOf(config.MAIL_FROM) };
};
