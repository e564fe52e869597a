import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BIND_GUESSER_MAX_FAILURES } from '../src/modules/sims/index.ts';
import { simCards } from '../src/schema.ts';
import { bearer, signedInUser } from '../test/helpers/auth.ts';
import { buildTestApp, type TestApp } from '../test/helpers/build-test-app.ts';
import { inventoryCard, type TestCard } from '../test/sims-fixtures.ts';
import { anotherInstance } from './support/app-instance.ts';

// Races need a real PostgreSQL: PGlite is one connection and cannot interleave transactions.
const onPostgres = Boolean(inject('postgres'));
const INSTANCES = 3;

describe.runIf(onPostgres)('binding under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  /** Several API instances on the same database, each with its own connection pool (as behind a balancer). */
  const instances: { inject: TestApp['app']['inject']; close: () => Promise<void> }[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ SIM_LIMIT_PER_ACCOUNT: '2' });
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

  const bindVia = (i: number, token: string, card: TestCard) =>
    instances[i % INSTANCES]!.inject({
      method: 'POST',
      url: '/api/sims',
      headers: bearer(token),
      payload: { cardNumber: card.cardNumber, iccid: card.iccid, verifyCode: card.verifyCode },
    });

  it('lets exactly one of several customers binding the same card at once win; the others get sim_occupied', async () => {
    // as many customers as one guesser's wrong-code count on a card (BIND_GUESSER_MAX_FAILURES): an attempt counts
    // as wrong until its code proves right (issue #56)
    const customers = await Promise.all(
      Array.from({ length: BIND_GUESSER_MAX_FAILURES }, () => signedInUser(t)),
    );
    for (let round = 0; round < 5; round++) {
      const card = await inventoryCard(t);
      const answers = await Promise.all(
        customers.map((c, i) => bindVia(i + round, c.tokens.accessToken, card)),
      );
      const winners = answers.flatMap((res, i) => (res.statusCode === 201 ? [customers[i]!.user.id] : []));
      expect(winners, answers.map((res) => res.body).join('\n')).toHaveLength(1);
      for (const res of answers.filter((r) => r.statusCode !== 201)) {
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe('sim_occupied');
      }
      const [row] = await t.database.db.select().from(simCards).where(eq(simCards.id, card.id));
      expect(row!.userId).toBe(winners[0]);
      // give everyone room under the limit for the next round
      await t.database.db
        .update(simCards)
        .set({ userId: null, boundAt: null })
        .where(eq(simCards.id, card.id));
    }
  });

  it('holds the per-account limit when one customer binds several cards at once', async () => {
    const { user, tokens } = await signedInUser(t);
    const cards = await Promise.all(Array.from({ length: 5 }, () => inventoryCard(t)));
    const answers = await Promise.all(cards.map((card, i) => bindVia(i, tokens.accessToken, card)));
    const statuses = answers.map((res) => (res.statusCode === 201 ? 'bound' : res.json().message)).sort();
    expect(statuses).toEqual(['bound', 'bound', 'sim_over_limit', 'sim_over_limit', 'sim_over_limit']);
    const held = await t.database.db.select().from(simCards).where(eq(simCards.userId, user.id));
    expect(held).toHaveLength(2);
  });
});
