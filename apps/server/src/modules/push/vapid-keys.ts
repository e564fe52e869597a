import { and, eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { openSecret, sealSecret } from '../auth/index.ts';
import { pushSubscriptions, pushVapidKeys } from './schema.ts';

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
 * key sealed under `sealKey`. A pair that cannot be opened (the server's secret, JWT_SECRET, was rotated) is
 * replaced, once across instances (a conditional update on the old sealed key), and the devices subscribed under
 * it are forgotten, since no push service accepts our pushes to them any more: each shows notifications off and
 * its owner turns them on again. Said in the log; the start goes on, as a secret's rotation must allow.
 */
export const loadVapidKeys = async (
  db: Db,
  config: Config,
  sealKey: Buffer,
  warn: (message: string) => void = () => {},
): Promise<VapidKeys> => {
  const made = webpush.generateVAPIDKeys();
  const sealed = sealSecret(sealKey, made.privateKey);
  await db
    .insert(pushVapidKeys)
    .values({ id: 1, publicKey: made.publicKey, privateKeySealed: sealed })
    .onConflictDoNothing();
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const [row] = await db.select().from(pushVapidKeys).where(eq(pushVapidKeys.id, 1));
    try {
      const privateKey = openSecret(sealKey, row!.privateKeySealed);
      return { publicKey: row!.publicKey, privateKey, subject: vapidSubjectOf(config.MAIL_FROM) };
    } catch {
      const replaced = await db.transaction(async (tx) => {
        const updated = await tx
          .update(pushVapidKeys)
          .set({ publicKey: made.publicKey, privateKeySealed: sealed, createdAt: new Date() })
          .where(and(eq(pushVapidKeys.id, 1), eq(pushVapidKeys.privateKeySealed, row!.privateKeySealed)))
          .returning({ id: pushVapidKeys.id });
        if (updated.length > 0) await tx.delete(pushSubscriptions);
        return updated.length > 0;
      });
      if (replaced) {
        warn(
          'web push: the key pair was sealed under another server secret (JWT_SECRET rotated): a new pair was ' +
            'made and the devices subscribed under the old one were forgotten; customers turn notifications on again',
        );
      }
      // another instance replaced it first: read its pair again
    }
  }
  throw new Error('web push: the key pair could not be opened or replaced');
};
