import { luhnCheckDigit } from '@simportal/contract/rules/iccid';
import { eq } from 'drizzle-orm';
import { activities, esimProfiles, simCards } from '../src/schema.ts';
import { bearer } from './helpers/auth.ts';
import type { TestApp } from './helpers/build-test-app.ts';
import { mails } from './helpers/deliveries.ts';

// Fixtures of the eSIM tests (esim*.test.ts): profiles in stock and the calls of the eSIM routes.

let serial = 0;

/** A valid ICCID (with its Luhn digit) and a Matching ID, unique within the run. */
export const freshProfileIdentity = () => {
  serial += 1;
  const tail = `${process.pid % 1000}${String(serial).padStart(6, '0')}`.padStart(9, '0');
  const body = `8944000000${tail}`;
  return { iccid: `${body}${luhnCheckDigit(body)}`, matchingId: `TEST-${tail}-MATCH` };
};

export const TEST_SM_DP = 'smdp.test.example';

/** Profiles inserted straight into the stock. */
export const addProfiles = async (
  t: TestApp,
  n: number,
  overrides: Partial<typeof esimProfiles.$inferInsert> = {},
) => {
  if (n === 0) return [];
  return t.database.db
    .insert(esimProfiles)
    .values(
      Array.from({ length: n }, () => ({ ...freshProfileIdentity(), smDpAddress: TEST_SM_DP, ...overrides })),
    )
    .returning();
};

/** Empties the free stock (assigned profiles stay), so a test starts from a known count. */
export const clearFreeStock = (t: TestApp) =>
  t.database.db.delete(esimProfiles).where(eq(esimProfiles.status, 'AVAILABLE'));

export const apply = (t: TestApp, token: string, idempotencyKey?: string, body?: { planId?: number }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/esim/applications',
    headers: { ...bearer(token), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    ...(body ? { payload: body } : {}),
  });

export const activation = (t: TestApp, token: string, cardId: number | string) =>
  t.app.inject({ method: 'GET', url: `/api/esim/cards/${cardId}/activation`, headers: bearer(token) });

export const offer = (t: TestApp, token: string, planId?: number) =>
  t.app.inject({
    method: 'GET',
    url: `/api/esim/offer${planId === undefined ? '' : `?planId=${planId}`}`,
    headers: bearer(token),
  });

/** What an application may change for a user: their cards, their activities, the assigned profiles. */
export const footprint = async (t: TestApp, userId: number) => {
  const db = t.database.db;
  const [cards, entries, profiles] = await Promise.all([
    db.select({ id: simCards.id }).from(simCards).where(eq(simCards.userId, userId)),
    db.select({ id: activities.id }).from(activities).where(eq(activities.userId, userId)),
    db.select({ id: esimProfiles.id }).from(esimProfiles).where(eq(esimProfiles.assignedUserId, userId)),
  ]);
  return { cards: cards.length, activities: entries.length, profiles: profiles.length };
};

export const lowStockMails = (t: TestApp, to?: string) =>
  mails(t.database.db, { mailKind: 'esim_low_stock', ...(to ? { to } : {}) });
