import { cardGroupQuoteSchema } from '@simportal/contract/api/card-groups';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { activities, addOns } from '../src/schema.ts';
import {
  balanceOf,
  cardOf,
  catalogue,
  customer,
  expectBooksBalanced,
  moveTo,
} from '../test/billing-fixtures.ts';
import { buildTestApp, type TestApp } from '../test/helpers/build-test-app.ts';
import { anotherInstance } from './support/app-instance.ts';

// Issue #67: one group quote confirmed twice at once without an Idempotency-Key charged twice. A quote is used
// once: its record is written with a unique (customer, fingerprint) in the charge's own transaction, checked
// under the balance's lock. Races need a real PostgreSQL: PGlite is one connection and cannot interleave them.
const onPostgres = Boolean(inject('postgres'));
const INSTANCES = 3;

describe.runIf(onPostgres)('a group quote confirmed at once from several instances (PostgreSQL)', () => {
  let t: TestApp;
  const instances: { inject: TestApp['app']['inject']; close: () => Promise<void> }[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    moveTo(t, '2026-12-01');
    instances.push({ inject: t.app.inject.bind(t.app), close: async () => {} });
    for (let i = 1; i < INSTANCES; i++) {
      const { app, close } = await anotherInstance(t, 4);
      instances.push({ inject: app.inject.bind(app), close });
    }
  });
  afterAll(async () => {
    for (const instance of instances.slice(1)) await instance.close();
    await t?.close();
  });

  it('charges once: one confirmation succeeds, the others are group_quote_used', async () => {
    const { asia30 } = await catalogue(t);
    const holder = await customer(t, 100_000);
    const cards = [];
    for (let i = 0; i < 2; i++) {
      cards.push(
        await cardOf(t, holder.user.id, {
          status: 'USING',
          currentPlanId: asia30.id,
          cycleStartDay: '2026-12-01',
        }),
      );
    }
    const group = await t.app.inject({
      method: 'POST',
      url: '/api/card-groups',
      headers: holder.headers,
      payload: { name: 'Racers' },
    });
    const groupId = group.json().data.id as number;
    await t.app.inject({
      method: 'PUT',
      url: '/api/card-groups/members',
      headers: holder.headers,
      payload: { groupId, cardIds: cards },
    });
    const [oneGb] = await t.database.db.select().from(addOns).where(eq(addOns.code, 'addon-1gb'));
    const request = { action: 'add_on', addOnId: oneGb!.id };
    for (let round = 0; round < 3; round++) {
      const quote = cardGroupQuoteSchema.parse(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/card-groups/${groupId}/quote`,
            headers: holder.headers,
            payload: request,
          })
        ).json().data,
      );
      const before = await balanceOf(t, holder.user.id);
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          instances[i % INSTANCES]!.inject({
            method: 'POST',
            url: `/api/card-groups/${groupId}/actions`,
            headers: holder.headers,
            payload: { request, fingerprint: quote.fingerprint },
          }),
        ),
      );
      const outcomes = answers.map((res) => (res.statusCode === 200 ? 'done' : res.json().message));
      expect(
        outcomes.filter((outcome) => outcome === 'done'),
        outcomes.join(', '),
      ).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === 'group_quote_used')).toHaveLength(5);
      expect(await balanceOf(t, holder.user.id)).toBe(before - quote.totalMinor);
    }
    const bought = await t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.cardId, cards[0]!), eq(activities.type, 'ADD_ON_PURCHASE')));
    expect(bought).toHaveLength(3);
    await expectBooksBalanced(t);
  });
});
