import type { NetworkCardState } from '@simportal/contract/api/network';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarrierAdapter } from '../src/modules/carrier/index.ts';
import { reconcileNetwork } from '../src/modules/carrier/index.ts';
import { deliverDue } from '../src/modules/deliveries/index.ts';
import { auditLog, cardCapDays, networkDifferences, usageRestrictions } from '../src/schema.ts';
import { adminAndCustomer, call } from './admin-fixtures.ts';
import { cardOf, readCardRow } from './billing-fixtures.ts';
import { expectError } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { parsePrometheusText, sampleValue } from './helpers/prometheus-text.ts';
import { carrierOf, freshCardIdentity, inventoryCard } from './sims-fixtures.ts';

// Issue #69, reconciliation (decision 0095): differences injected between the portal and the simulated network
// (its setState, behind the portal's back) are found, recorded and repaired by sending the portal's state again;
// a second run finds none; a run stopped half-way is finished by the next one without a command sent twice.

let t: TestApp;
let people: Awaited<ReturnType<typeof adminAndCustomer>>;

/** The cards of the first test, by what the portal holds of them. */
const cards: Record<string, { id: number; iccid: string }> = {};

const sim = () => carrierOf(t);
/** What the simulated network was told since `from` (an index into its received list), per card id. */
const toldSince = (from: number) => {
  const told = new Map<number, string[]>();
  for (const instruction of sim().received.slice(from)) {
    told.set(instruction.cardId, [...(told.get(instruction.cardId) ?? []), instruction.action]);
  }
  return told;
};

const reconcileNow = async () => {
  const res = await call(t, people.admin.token, 'POST', '/api/admin/network/reconcile');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const differences = async () => {
  const res = await call(t, people.admin.token, 'GET', '/api/admin/network/differences');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

beforeAll(async () => {
  t = await buildTestApp();
  people = await adminAndCustomer(t);
  const user = people.customer.id;
  const card = async (name: string, columns: Parameters<typeof cardOf>[2]) => {
    const id = await cardOf(t, user, columns);
    cards[name] = { id, iccid: (await readCardRow(t, id)).iccid };
  };
  await card('using1', { status: 'USING' });
  await card('using2', { status: 'USING' });
  await card('using3', { status: 'USING' });
  await card('paused1', { status: 'PAUSED' });
  await card('paused2', { status: 'PAUSED' });
  await card('suspended', { status: 'SUSPEND' });
  await card('notActive', { status: 'NOT_ACTIVE' });
  await card('throttledByAllowance', { status: 'USING' });
  await card('throttledByCap', { status: 'USING' });
  await card('heldByStop', { status: 'USING' });
  await card('fullSpeed', { status: 'USING' });
  const deleted = async (name: string) => {
    const row = await inventoryCard(t, { deletedAt: new Date(), lastRetiredAt: new Date() });
    cards[name] = { id: row.id, iccid: row.iccid };
  };
  await deleted('deleted1');
  await deleted('deleted2');
  const now = new Date();
  await t.database.db.insert(usageRestrictions).values([
    { cardId: cards.throttledByAllowance!.id, periodStart: '2026-11-01', rule: 'THROTTLE', appliedAt: now },
    { cardId: cards.heldByStop!.id, periodStart: '2026-11-01', rule: 'STOP', appliedAt: now },
  ]);
  await t.database.db.insert(cardCapDays).values({
    cardId: cards.throttledByCap!.id,
    userId: user,
    businessDay: '2026-11-20',
    kind: 'data',
    reachedAt: now,
    hold: 'THROTTLE',
  });
});
afterAll(() => t.close());

describe('reconciliation', () => {
  it('finds the 10 differences injected, repairs them once, and a second run finds none', async () => {
    // the network holds each card as the portal told it...
    const agreed: Record<string, [NetworkCardState, boolean]> = {
      using1: ['active', false],
      using2: ['active', false],
      using3: ['active', false],
      paused1: ['paused', false],
      paused2: ['paused', false],
      suspended: ['paused', false],
      notActive: ['paused', false],
      throttledByAllowance: ['active', true],
      throttledByCap: ['active', true],
      heldByStop: ['paused', false],
      fullSpeed: ['active', false],
      deleted1: ['terminated', false],
      deleted2: ['terminated', false],
    };
    for (const [name, [state, throttled]] of Object.entries(agreed)) {
      sim().setState(cards[name]!.iccid, state, throttled);
    }
    // ...and a card it holds that the portal has never seen
    sim().setState(freshCardIdentity().iccid, 'active', false);
    const agreeing = await reconcileNow();
    expect(agreeing).toMatchObject({ checked: 13, differences: 0, repaired: 0, unknown: 1, resumed: false });

    // then 10 differences behind the portal's back: states and speeds
    const injected: Record<string, [NetworkCardState, boolean, string]> = {
      using1: ['paused', false, 'RESUME'],
      using2: ['terminated', false, 'RESUME'],
      paused1: ['active', false, 'PAUSE'],
      suspended: ['active', false, 'PAUSE'],
      notActive: ['active', false, 'PAUSE'],
      heldByStop: ['active', false, 'PAUSE'],
      deleted1: ['active', false, 'TERMINATE'],
      deleted2: ['paused', false, 'TERMINATE'],
      throttledByAllowance: ['active', false, 'THROTTLE'],
      fullSpeed: ['active', true, 'UNTHROTTLE'],
    };
    for (const [name, [state, throttled]] of Object.entries(injected)) {
      sim().setState(cards[name]!.iccid, state, throttled);
    }
    const from = sim().received.length;
    const run = await reconcileNow();
    expect(run).toMatchObject({ checked: 13, differences: 10, repaired: 10, waiting: 0, unknown: 1 });
    expect(run.finishedAt).not.toBeNull();
    // each card was sent the portal's state once, and the simulator took it
    const told = toldSince(from);
    expect(told.size).toBe(10);
    for (const [name, [, , action]] of Object.entries(injected))
      expect(told.get(cards[name]!.id)).toEqual([action]);

    const listed = await differences();
    expect(listed.drift).toBe(10);
    expect(listed.open).toHaveLength(10);
    expect(listed.open.every((d: { commandState: string }) => d.commandState === 'delivered')).toBe(true);
    expect(listed.open.find((d: { cardId: number }) => d.cardId === cards.using2!.id)).toMatchObject({
      aspect: 'state',
      wanted: 'active',
      found: 'terminated',
      action: 'RESUME',
      sent: 1,
      closedAt: null,
    });
    expect(listed.open.find((d: { cardId: number }) => d.cardId === cards.fullSpeed!.id)).toMatchObject({
      aspect: 'speed',
      wanted: 'full',
      found: 'throttled',
    });
    const samples = parsePrometheusText((await t.app.inject({ method: 'GET', url: '/metrics' })).body);
    expect(sampleValue(samples, 'simportal_network_drift')).toBe(10);
    const queues = await call(t, people.admin.token, 'GET', '/api/admin/dashboard/queues');
    expect(queues.json().data.networkDrift).toBe(10);

    // a second run finds the network agreeing: nothing sent, every difference closed
    const second = await reconcileNow();
    expect(second).toMatchObject({ checked: 13, differences: 0, repaired: 0 });
    expect(sim().received.length).toBe(from + 10);
    const after = await differences();
    expect(after).toMatchObject({ drift: 0, open: [] });
    expect(after.closed).toHaveLength(10);
    expect(after.lastRun.id).toBe(second.id);

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'network_reconcile'));
    expect(audits.map((a) => a.actorUserId)).toEqual([people.admin.id, people.admin.id, people.admin.id]);
  });

  it('a run stopped half-way is finished by the next one, no card sent a command twice', async () => {
    // the platform's list in pages of 4, failing after the first page
    const simulator = sim();
    const pages = async function* (failAfter: number | null) {
      const all = [];
      for await (const page of simulator.cardStates()) all.push(...page);
      for (let start = 0, page = 0; start < all.length; start += 4, page += 1) {
        if (failAfter !== null && page === failAfter) throw new Error('the platform stopped answering');
        yield all.slice(start, start + 4);
      }
    };
    const failing: CarrierAdapter = { ...simulator, cardStates: () => pages(1) };
    // differences on both sides of the failure: the list's order is the order the cards were first set
    const injected: Record<string, [NetworkCardState, boolean]> = {
      using1: ['paused', false],
      using3: ['paused', false],
      fullSpeed: ['active', true],
      deleted2: ['active', false],
    };
    for (const [name, [state, throttled]] of Object.entries(injected)) {
      simulator.setState(cards[name]!.iccid, state, throttled);
    }
    const from = simulator.received.length;
    t.ctx.carrier = failing;
    try {
      await expect(reconcileNetwork(t.ctx, { trigger: 'operator', batch: 2 })).rejects.toThrow(
        'the platform stopped answering',
      );
    } finally {
      t.ctx.carrier = simulator;
    }
    // the first page's two differences were repaired before the failure
    expect([...toldSince(from).keys()].sort()).toEqual([cards.using1!.id, cards.using3!.id].sort());

    const { run } = await reconcileNetwork(t.ctx, { trigger: 'operator', batch: 2 });
    expect(run).toMatchObject({ resumed: true, checked: 13, differences: 4, repaired: 4, unknown: 1 });
    expect(run.finishedAt).not.toBeNull();
    const told = toldSince(from);
    expect(told.size).toBe(4);
    for (const actions of told.values()) expect(actions).toHaveLength(1);
    expect(told.get(cards.fullSpeed!.id)).toEqual(['UNTHROTTLE']);
    expect(told.get(cards.deleted2!.id)).toEqual(['TERMINATE']);

    expect((await reconcileNow()).differences).toBe(0);
    expect(toldSince(from).size).toBe(4);
  });

  it('leaves a card alone while its command is on its way, and closes it once delivered', async () => {
    const simulator = sim();
    simulator.setState(cards.paused2!.iccid, 'active', false);
    simulator.failNext(1);
    const from = simulator.received.length;
    const first = await reconcileNow();
    expect(first).toMatchObject({ differences: 1, repaired: 1 });
    expect(simulator.received.length).toBe(from);
    const listed = await differences();
    expect(listed.open).toEqual([
      expect.objectContaining({ cardId: cards.paused2!.id, action: 'PAUSE', commandState: 'failed' }),
    ]);

    // the command failed and waits for its retry: a second run sends nothing more
    const second = await reconcileNow();
    expect(second).toMatchObject({ differences: 1, repaired: 0, waiting: 1 });
    expect(simulator.received.length).toBe(from);

    // the retry delivers it; the next run finds the card agreeing and closes the difference
    t.clock.advance(3_600_000);
    await deliverDue(t.ctx);
    t.clock.reset();
    expect(toldSince(from).get(cards.paused2!.id)).toEqual(['PAUSE']);
    expect(await reconcileNow()).toMatchObject({ differences: 0, repaired: 0, waiting: 0 });
    const rows = await t.database.db.select().from(networkDifferences);
    expect(rows.filter((row) => row.closedAt === null)).toEqual([]);
  });

  it('serves administrators only', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/network/differences'],
      ['POST', '/api/admin/network/reconcile'],
    ] as const) {
      expect((await call(t, null, method, url)).statusCode).toBe(401);
      expectError(await call(t, people.customer.token, method, url), 'admin_required');
    }
  });
});
