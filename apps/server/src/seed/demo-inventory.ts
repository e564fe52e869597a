import { createHash } from 'node:crypto';
import { DEMO_CHANNEL } from '@simportal/contract/card-channels';
import { luhnCheckDigit } from '@simportal/contract/rules/iccid';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { hashSecret } from '../modules/auth/index.ts';
import { simCards } from '../schema.ts';

export interface DemoCard {
  cardNumber: string;
  iccid: string;
  verifyCode: string;
}

const DEMO_CARD_COUNT = 12;
/** Demo ICCIDs: 89 (telecom) 852 (Hong Kong) issuer 2025 11, then a serial and the Luhn check digit. */
const ICCID_PREFIX = '898522025110';
const CARD_NUMBER_PREFIX = '1064820250';

/**
 * The demo SIM inventory: cards printed "on paper" that a newcomer can bind. Verify codes are derived from the
 * ICCID so every fresh demo database has the same ones (they are demo data and are printed at first start).
 */
export const demoCards = (): DemoCard[] =>
  Array.from({ length: DEMO_CARD_COUNT }, (_, index) => {
    const serial = String(index + 1).padStart(6, '0');
    const body = `${ICCID_PREFIX}${serial}`;
    const iccid = `${body}${luhnCheckDigit(body)}`;
    const digest = createHash('sha256').update(`demo-verify-${iccid}`).digest();
    const verifyCode = String(digest.readUInt32BE(0) % 1_000_000).padStart(6, '0');
    return { cardNumber: `${CARD_NUMBER_PREFIX}${serial.slice(-3)}`, iccid, verifyCode };
  });

/**
 * Inserts the demo cards that are missing; returns the ones inserted (empty on every later start). Only those
 * are hashed: a verify code's argon2id hash is ~18 ms of a core (0.2 s for the 12), at every start. `hash` is
 * the password hash's (its test counts the calls).
 */
export const seedDemoInventory = async (db: Db, hash = hashSecret): Promise<DemoCard[]> => {
  const all = demoCards();
  const present = await db
    .select({ iccid: simCards.iccid })
    .from(simCards)
    .where(
      inArray(
        simCards.iccid,
        all.map((card) => card.iccid),
      ),
    );
  const presentIccids = new Set(present.map((row) => row.iccid));
  const cards = all.filter((card) => !presentIccids.has(card.iccid));
  if (cards.length === 0) return [];
  const rows = await Promise.all(
    cards.map(async (card) => ({
      cardNumber: card.cardNumber,
      iccid: card.iccid,
      verifyCodeHash: await hash(card.verifyCode),
      channelName: DEMO_CHANNEL,
    })),
  );
  const inserted = await db
    .insert(simCards)
    .values(rows)
    .onConflictDoNothing()
    .returning({ iccid: simCards.iccid });
  const insertedIccids = new Set(inserted.map((row) => row.iccid));
  return cards.filter((card) => insertedIccids.has(card.iccid));
};
