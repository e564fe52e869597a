import { luhnCheckDigit } from '@simportal/contract/rules/iccid';
import { eq } from 'drizzle-orm';
import type { CarrierSimulator } from '../src/modules/carrier/simulator.ts';
import { simCards } from '../src/schema.ts';
import { bearer, hashOnce } from './helpers/auth.ts';
import type { TestApp } from './helpers/build-test-app.ts';

// Fixtures of the SIM card tests (sims*.test.ts): inventory cards and the calls of My SIMs.

let serial = 0;

export interface TestCard {
  id: number;
  cardNumber: string;
  iccid: string;
  verifyCode: string;
}

/** A valid, unused card number / ICCID pair (ICCID with its Luhn check digit); unique within the run. */
export const freshCardIdentity = () => {
  serial += 1;
  const tail = `${process.pid % 1000}${String(serial).padStart(6, '0')}`.padStart(9, '0');
  const body = `8986000000${tail}`;
  return { cardNumber: `1440${tail}`, iccid: `${body}${luhnCheckDigit(body)}` };
};

/** An inventory card inserted straight into the database (verify code hashed as the import does). */
export const inventoryCard = async (
  t: TestApp,
  overrides: Partial<typeof simCards.$inferInsert> & { verifyCode?: string } = {},
): Promise<TestCard> => {
  const { verifyCode = '246810', ...columns } = overrides;
  const identity = freshCardIdentity();
  const [row] = await t.database.db
    .insert(simCards)
    .values({ ...identity, verifyCodeHash: await hashOnce(verifyCode), channelName: 'Test', ...columns })
    .returning();
  return { id: row!.id, cardNumber: row!.cardNumber, iccid: row!.iccid, verifyCode };
};

export const bindRequest = (
  t: TestApp,
  token: string,
  payload: Partial<Record<'cardNumber' | 'iccid' | 'verifyCode', unknown>>,
) => t.app.inject({ method: 'POST', url: '/api/sims', headers: bearer(token), payload });

export const bind = (t: TestApp, token: string, card: TestCard) =>
  bindRequest(t, token, { cardNumber: card.cardNumber, iccid: card.iccid, verifyCode: card.verifyCode });

/** Sets columns billing will own (status, plans) directly, to put a card in a state for a test. */
export const setCard = (t: TestApp, id: number, set: Partial<typeof simCards.$inferInsert>) =>
  t.database.db.update(simCards).set(set).where(eq(simCards.id, id));

export const readCard = async (t: TestApp, id: number) => {
  const [row] = await t.database.db.select().from(simCards).where(eq(simCards.id, id));
  return row!;
};

export const carrierOf = (t: TestApp) => t.ctx.carrier as CarrierSimulator;
