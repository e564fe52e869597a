import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../src/http/domain-error.ts';
import { replayOf, requestKey } from '../src/modules/idempotency/replay.ts';
import { payOrders } from '../src/schema.ts';
import { createUser } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

// The one mechanism every retried request goes through (pay orders, add-ons, eSIM applications, the ledger):
// here on its own, with a pay order as the stored effect.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const storedOrder = async (userId: number, key: string, requestHash: string) => {
  await t.database.db.insert(payOrders).values({
    userId,
    reference: `PO-T${Math.random().toString(36).slice(2, 9).toUpperCase()}`,
    remark: '',
    method: 'DOMESTIC',
    amountMinor: 1_000,
    serviceFeeMinor: 0,
    internationalFeeMinor: 0,
    totalMinor: 1_000,
    idempotencyKey: key,
    requestHash,
    createdAt: new Date(),
  });
};

const replay = (key: string, requestHash: string, clientKey?: string) =>
  t.database.db.transaction((tx) =>
    replayOf(
      tx,
      key,
      async () => (await tx.select().from(payOrders).where(eq(payOrders.idempotencyKey, key)))[0],
      (order) => order.requestHash === requestHash,
      clientKey,
    ),
  );

describe('the idempotency mechanism', () => {
  it('scopes a client key by what the request does and who asks, and draws a fresh key without one', () => {
    expect(requestKey('add-on', 7, 'abc')).toBe('add-on:7:abc');
    expect(requestKey('add-on', 8, 'abc')).not.toBe(requestKey('add-on', 7, 'abc'));
    expect(requestKey('add-on', 7, undefined)).not.toBe(requestKey('add-on', 7, undefined));
  });

  it('finds nothing for a new key, the first effect for the same request, and a conflict for another', async () => {
    const user = await createUser(t);
    const key = requestKey('pay-order', user.id, 'retry-me');
    expect(await replay(key, 'hash-a')).toBeNull();
    await storedOrder(user.id, key, 'hash-a');
    expect(await replay(key, 'hash-a')).toMatchObject({ idempotencyKey: key, userId: user.id });
    const conflict = await replay(key, 'hash-b', 'retry-me').then(
      () => null,
      (error: unknown) => error,
    );
    expect(conflict).toBeInstanceOf(DomainError);
    // the client's key in the answer, never the stored one with the caller's id
    expect(conflict).toMatchObject({ key: 'idempotency_conflict', data: { idempotencyKey: 'retry-me' } });
  });
});
