import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  CODE_ALERT_ATTEMPTS,
  CODE_MAX_ATTEMPTS,
  CODE_MAX_TOTAL_ATTEMPTS,
  CODE_RESEND_SECONDS,
  CODE_TTL_SECONDS,
  type CodePurpose,
} from '@simportal/contract/api/auth';
import { and, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/database.ts';
import { DomainError } from '../../http/domain-error.ts';
import { clearCounter, hitCounter, readCounter, secondsUntil } from '../limits/index.ts';
import { verificationCodes } from './schema.ts';

/**
 * What a code allows: the public send-code's purposes, and the deletion of a signed-in account (mailed by
 * account-deletion.ts to the account's own address only, never through the public route).
 */
export type StoredCodePurpose = CodePurpose | 'delete_account';

/** Six digits from the CSPRNG, leading zeros kept. */
export const newVerificationCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * What is stored in place of a code when the address is mailed a notice instead (send-code.ts): 32 hex
 * characters, so no entry (six digits, by the contract) ever matches it, while the row paces resends and
 * answers wrong entries exactly as a real code's row does.
 */
export const placeholderCode = (): string => randomBytes(16).toString('hex');

/**
 * A code is stored as an HMAC bound to its email and purpose, under a server key: a leaked table neither shows
 * the codes nor lets anyone try the million candidates offline.
 */
const hashVerificationCode = (key: Buffer, email: string, purpose: StoredCodePurpose, code: string): string =>
  createHmac('sha256', key).update(`${purpose}\n${email}\n${code}`).digest('hex');

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

export interface StoredCode {
  id: number;
  codeHash: string;
}

/**
 * Stores a new code for an email and purpose, replacing the previous one, unless that one was sent less than
 * CODE_RESEND_SECONDS ago (code_send_too_frequent). One conditional upsert decides, so concurrent requests on
 * any number of instances cannot both send.
 */
export const storeVerificationCode = async (
  ctx: AppContext,
  tx: DbOrTx,
  email: string,
  purpose: StoredCodePurpose,
  code: string,
): Promise<StoredCode> => {
  const now = ctx.clock.now();
  const codeHash = hashVerificationCode(ctx.keys.verificationCode, email, purpose, code);
  const values = {
    email,
    purpose,
    codeHash,
    attempts: 0,
    sentAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
    consumedAt: null,
  };
  const [stored] = await tx
    .insert(verificationCodes)
    .values(values)
    .onConflictDoUpdate({
      target: [verificationCodes.email, verificationCodes.purpose],
      set: values,
      setWhere: lte(verificationCodes.sentAt, new Date(now.getTime() - CODE_RESEND_SECONDS * 1000)),
    })
    .returning({ id: verificationCodes.id });
  if (stored) return { id: stored.id, codeHash };

  const [previous] = await tx
    .select({ sentAt: verificationCodes.sentAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.email, email), eq(verificationCodes.purpose, purpose)));
  const waitMs = previous ? previous.sentAt.getTime() + CODE_RESEND_SECONDS * 1000 - now.getTime() : 0;
  throw new DomainError('code_send_too_frequent', {
    retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
  });
};

/** Compensates a code whose mail could not be delivered: it was never usable, and must not delay a retry. */
export const dropVerificationCode = async (db: DbOrTx, stored: StoredCode) => {
  await db
    .delete(verificationCodes)
    .where(and(eq(verificationCodes.id, stored.id), eq(verificationCodes.codeHash, stored.codeHash)));
};

const codeAddressKey = (email: string, purpose: StoredCodePurpose, address: string) =>
  `code-from:${purpose}:${email}:${address}`;

/**
 * Checks an entered code and returns its row id. Wrong entries are counted twice, each in its own statement
 * (committed even when the caller's work then fails): per address, where CODE_MAX_ATTEMPTS stops that address
 * (too_many_requests) without touching anyone else's, and on the code, which survives CODE_MAX_TOTAL_ATTEMPTS
 * from all addresses (a guess at one in a million stays hopeless). No live code (none sent, used, expired, or
 * out of attempts) → code_expired; a wrong code → code_incorrect. `onRepeatedFailures` runs once when the
 * code's wrong entries reach CODE_ALERT_ATTEMPTS.
 */
export const checkVerificationCode = async (
  ctx: AppContext,
  email: string,
  purpose: StoredCodePurpose,
  code: string,
  address: string,
  options: { onRepeatedFailures?: (failures: number) => Promise<void> } = {},
): Promise<number> => {
  const { db } = ctx.database;
  const now = ctx.clock.now();
  const addressKey = codeAddressKey(email, purpose, address);
  const fromAddress = await readCounter(db, addressKey, now);
  if (fromAddress && fromAddress.hits >= CODE_MAX_ATTEMPTS) {
    throw new DomainError('too_many_requests', {
      retryAfterSeconds: secondsUntil(fromAddress.windowEndsAt, now),
    });
  }
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.email, email),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
        lt(verificationCodes.attempts, CODE_MAX_TOTAL_ATTEMPTS),
      ),
    )
    .returning({
      id: verificationCodes.id,
      codeHash: verificationCodes.codeHash,
      attempts: verificationCodes.attempts,
    });
  if (!row) throw new DomainError('code_expired');
  const entered = hashVerificationCode(ctx.keys.verificationCode, email, purpose, code);
  if (!sameHash(row.codeHash, entered)) {
    await hitCounter(db, addressKey, CODE_TTL_SECONDS * 1000, now);
    if (row.attempts === CODE_ALERT_ATTEMPTS) await options.onRepeatedFailures?.(row.attempts);
    throw new DomainError('code_incorrect');
  }
  await clearCounter(db, addressKey);
  return row.id;
};

/** Marks a checked code used, inside the transaction of what it allows; a code works once. */
export const consumeVerificationCode = async (ctx: AppContext, tx: DbOrTx, id: number) => {
  const [used] = await tx
    .update(verificationCodes)
    .set({ consumedAt: ctx.clock.now() })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (!used) throw new DomainError('code_expired');
};
