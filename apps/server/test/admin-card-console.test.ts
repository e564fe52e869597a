import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCardJobRound } from '../src/commands/card-job-round.ts';
import { claimCardJobItems } from '../src/modules/card-jobs/index.ts';
import { importUsage } from '../src/modules/usage/import-usage.ts';
import { csvUsageSource } from '../src/modules/usage/usage-csv.ts';
import { auditLog, cardJobItems, deliveries, simCards, usageRestrictions } from '../src/schema.ts';
import { call } from './admin-fixtures.ts';
import {
  balanceOf,
  cardOf,
  catalogue,
  dailyFees,
  expectBooksBalanced,
  fund,
  moveTo,
  readCardRow,
} from './billing-fixtures.ts';
import { createUser, DEFAULT_PASSWORD, expectError, login, signedInUser } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { carrierCommandsOf, mails } from './helpers/deliveries.ts';
import { inventoryCard } from './sims-fixtures.ts';
import { usageCsv } from './usage-fixtures.ts';

// The operator's card console (issue #59): one search box over number, ICCID, label and holder, the filters, the
// live columns read from usage and billing, the CSV of what the filter shows, and the row actions on a held card
// (the customer's own workflows, audited, a fresh proof where money moves).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  moveTo(t, '2026-12-01');
});
afterAll(async () => {
  await expectBooksBalanced(t);
  await t.close();
});

const admin = async (adminRole: 'owner' | 'support' | 'viewer') =>
  (await signedInUser(t, { level: 1, adminRole })).tokens.accessToken;

const search = async (token: string, query: Record<string, string | number>) => {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]));
  const res = await call(t, token, 'GET', `/api/admin/cards?${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    items: { id: number; live: Record<string, unknown>; group: unknown }[];
    total: number;
    totalCapped: boolean;
  };
};
const idsOf = (page: { items: { id: number }[] }) => page.items.map((card) => card.id).sort((a, b) => a - b);

/** A fleet customer with $20.00: a router in use (labelled, used, slowed), a paused one, and a free card. */
const fleet = async () => {
  const { daily500, daily1g } = await catalogue(t);
  const tag = Math.random().toString(36).slice(2, 8);
  const person = await createUser(t, { username: `Fleet_${tag}`, email: `ops-${tag}@shop.example` });
  await fund(t, person.id, 2_000);
  const using = await cardOf(t, person.id, {
    status: 'USING',
    currentPlanId: daily500.id,
    cycleStartDay: '2026-11-20',
    label: `Router-${tag}`,
  });
  const paused = await cardOf(t, person.id, {
    status: 'PAUSED',
    currentPlanId: daily500.id,
    cycleStartDay: '2026-11-20',
    label: `=cmd-${tag}`,
  });
  return { person, tag, using, paused, daily500, daily1g };
};

describe("the operator's card console", () => {
  it('finds cards by number, ICCID, label and holder, filters them, and shows their live columns', async () => {
    const viewer = await admin('viewer');
    const { person, tag, using, paused, daily500 } = await fleet();
    const row = await readCardRow(t, using);
    await importUsage(t.ctx, csvUsageSource(usageCsv([[row.iccid, '2026-12-01', 'JP', 'Japan', 4096]])));
    await t.database.db.insert(usageRestrictions).values({
      cardId: using,
      periodStart: '2026-12-01',
      rule: 'THROTTLE',
      appliedAt: t.clock.now(),
    });

    expect(idsOf(await search(viewer, { q: row.iccid.slice(0, 19) }))).toEqual([using]);
    expect(idsOf(await search(viewer, { q: row.cardNumber }))).toEqual([using]);
    expect(idsOf(await search(viewer, { q: `router-${tag}` }))).toEqual([using]);
    expect(idsOf(await search(viewer, { q: `ops-${tag}` }))).toEqual([using, paused]);
    expect(idsOf(await search(viewer, { q: `FLEET_${tag}`, status: 'PAUSED' }))).toEqual([paused]);
    expect(idsOf(await search(viewer, { q: `ops-${tag}`, planId: daily500.id, type: 'ESIM' }))).toEqual([]);
    // a % typed in the box is a character, not a wildcard
    expect((await search(viewer, { q: `%${tag}` })).total).toBe(0);
    expectError(await call(t, viewer, 'GET', '/api/admin/cards?planId=x'), 'validation_failed');

    const [live] = (await search(viewer, { q: row.cardNumber })).items;
    const own = (await login(t, person.username, DEFAULT_PASSWORD)).accessToken;
    const runway = (await call(t, own, 'GET', '/api/billing/runway')).json().data;
    expect(live!.live).toMatchObject({
      periodKb: 4096,
      allowanceKb: 500 * 1024,
      slowed: true,
      coveredUntil: runway.coveredUntil,
    });
    expect(live!.live.lastReportAt).not.toBeNull();
    expect(live!.live.runwayDays).toBeGreaterThan(0);

    // the customer's own group: the filter finds its cards by the name's start, any case, and each row names it
    const group = (await call(t, own, 'POST', '/api/card-groups', { name: `Routers ${tag}` })).json().data;
    expect(
      (await call(t, own, 'PUT', '/api/card-groups/members', { groupId: group.id, cardIds: [using] }))
        .statusCode,
    ).toBe(200);
    const grouped = await search(viewer, { group: `routers ${tag.slice(0, 3)}` });
    expect(grouped.items.map((card) => card.id)).toContain(using);
    expect(grouped.items.map((card) => card.id)).not.toContain(paused);
    expect(idsOf(await search(viewer, { group: `ROUTERS ${tag}`, q: `ops-${tag}` }))).toEqual([using]);
    expect(grouped.items.find((card) => card.id === using)).toMatchObject({
      group: { id: group.id, name: `Routers ${tag}` },
    });
    expect((await search(viewer, { group: `%outers ${tag}` })).total).toBe(0);
    const [free] = (await search(viewer, { q: (await readCardRow(t, paused)).cardNumber })).items;
    expect(free!.live).toMatchObject({ periodKb: null, slowed: false });

    // the export: what the filter shows, whole, a label that looks like a formula made text
    const csv = await call(t, viewer, 'GET', `/api/admin/cards/export.csv?q=ops-${tag}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'card_number,iccid,type,status,label,holder_username,holder_email,group_name,plan_id,bound_at,deleted_at',
    );
    expect(lines).toHaveLength(3);
    // each card's group by the customer's name for it, the column the console filters by (issue #67)
    const groupColumn = lines[0]!.split(',').indexOf('group_name');
    const rows = lines.slice(1).map((line) => line.split(','));
    expect(rows.map((row) => row[groupColumn]).sort()).toEqual(['', `Routers ${tag}`]);
    expect(lines.join('\n')).toContain(`'=cmd-${tag}`);
    expect(lines[1]).toContain(person.email);
  });

  it('stops, resumes, changes the plan of and takes back a held card as the customer would, audited, with step-up', async () => {
    const viewer = await admin('viewer');
    const support = await signedInUser(t, { level: 1, adminRole: 'support' });
    const token = support.tokens.accessToken;
    const { person, using, paused, daily1g } = await fleet();

    expectError(
      await call(t, viewer, 'POST', `/api/admin/cards/${using}/stop-billing`),
      'admin_role_forbidden',
    );
    const stopped = await call(t, token, 'POST', `/api/admin/cards/${using}/stop-billing`);
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json().data).toMatchObject({ id: using, status: 'PAUSED' });
    expectError(
      await call(t, token, 'POST', `/api/admin/cards/${using}/stop-billing`),
      'illegal_status_transition',
    );

    // money moves on a resume (today's fee): a proof older than the window is asked again
    t.clock.advance(11 * 60_000);
    expectError(
      await call(t, token, 'POST', `/api/admin/cards/${paused}/resume-billing`),
      'step_up_required',
    );
    const proof = await call(t, token, 'POST', '/api/admin/step-up', { password: DEFAULT_PASSWORD });
    expect(proof.statusCode, proof.body).toBe(200);
    const before = await balanceOf(t, person.id);
    const resumed = await call(t, token, 'POST', `/api/admin/cards/${paused}/resume-billing`);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().data.status).toBe('USING');
    expect(await balanceOf(t, person.id)).toBe(before - 150);
    expect(await dailyFees(t, paused)).toHaveLength(1);

    const changed = await call(t, token, 'POST', `/api/admin/cards/${paused}/plan`, { planId: daily1g.id });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await readCardRow(t, paused)).pendingPlanId).toBe(daily1g.id);
    expectError(
      await call(t, token, 'POST', `/api/admin/cards/${paused}/plan`, { planId: daily1g.id }),
      'pkg_duplicated',
    );

    // taken back: free in the inventory at once, the carrier told to end it, the holder told by mail
    const usingNumber = (await readCardRow(t, using)).cardNumber;
    const taken = await call(t, token, 'POST', `/api/admin/cards/${using}/take-back`);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().data).toMatchObject({ holder: null, status: 'NOT_ACTIVE', deletedAt: null });
    expect((await carrierCommandsOf(t.database.db, using)).map((command) => command.action)).toEqual([
      'PAUSE',
      'TERMINATE',
    ]);
    const [told] = await mails(t.database.db, { to: person.email, mailKind: 'card_taken_back' });
    expect(told?.subject).toContain(usingNumber);
    expectError(
      await call(t, token, 'POST', `/api/admin/cards/${using}/take-back`),
      'illegal_status_transition',
    );

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, support.user.id)));
    const actions = entries.filter((entry) => entry.targetUserId === person.id);
    expect(actions.map((entry) => [entry.action, entry.targetCardId])).toEqual([
      ['card_billing_stop', using],
      ['card_billing_resume', paused],
      ['card_plan_change', paused],
      ['card_take_back', using],
    ]);
    expect(actions.slice(1).every((entry) => entry.steppedUp)).toBe(true);
  });

  it('runs a bulk stop on a filter to the end across a restart, each card once, and cancels another', async () => {
    const support = await signedInUser(t, { level: 1, adminRole: 'support' });
    const token = support.tokens.accessToken;
    const { daily500 } = await catalogue(t);
    const tag = Math.random().toString(36).slice(2, 8);
    const { user: person, tokens: personTokens } = await signedInUser(t, { username: `Bulk_${tag}` });
    await fund(t, person.id, 5_000);
    // the holder's own systems listen for bulk jobs (decision 0077)
    const hook = await call(t, personTokens.accessToken, 'POST', '/api/webhooks', {
      url: `https://hooks.example.invalid/${tag}`,
      events: ['bulk_job.completed'],
    });
    expect(hook.statusCode, hook.body).toBe(200);
    const using = async (n: number, status: 'USING' | 'PAUSED' = 'USING') =>
      Promise.all(
        Array.from({ length: n }, () =>
          cardOf(t, person.id, { status, currentPlanId: daily500.id, cycleStartDay: '2026-11-20' }),
        ),
      );
    const cards = [...(await using(9)), ...(await using(1, 'PAUSED'))];
    const unbound = (await inventoryCard(t)).id;

    // a selection: the free card fails (nobody's billing), the paused one is skipped
    expectError(
      await call(t, token, 'POST', '/api/admin/card-jobs', { action: 'stop_billing' }),
      'validation_failed',
    );
    const started = await call(t, token, 'POST', '/api/admin/card-jobs', {
      action: 'stop_billing',
      filter: { q: `bulk_${tag}` },
    });
    expect(started.statusCode, started.body).toBe(201);
    const job = started.json().data;
    expect(job).toMatchObject({ state: 'running', total: 10, counts: { waiting: 10, done: 0 } });

    // a worker claims four cards and dies before acting: they come back once the lease is over
    const lost = await claimCardJobItems(t.database.db, { now: t.clock.now(), leaseMs: 60_000, limit: 4 });
    expect(lost).toHaveLength(4);
    await runCardJobRound(t.ctx, { batch: 3, maxBatches: 1 });
    const half = (await call(t, token, 'GET', `/api/admin/card-jobs/${job.id}`)).json().data;
    expect(half.counts.waiting).toBe(7);
    t.clock.advance(61_000);
    const ended: unknown[] = [];
    // two instances side by side finish it
    await Promise.all([
      runCardJobRound(t.ctx, { batch: 2, onJobEnded: (done) => void ended.push(done) }),
      runCardJobRound(t.ctx, { batch: 2, onJobEnded: (done) => void ended.push(done) }),
    ]);
    const final = (await call(t, token, 'GET', `/api/admin/card-jobs/${job.id}`)).json().data;
    expect(final).toMatchObject({ state: 'done', counts: { waiting: 0, done: 9, skipped: 1, failed: 0 } });
    expect(ended).toHaveLength(1);
    // the holder is told once, in the transaction that ended the job, with each of their cards' outcome
    const told = (await t.database.db.select().from(deliveries).where(eq(deliveries.kind, 'webhook')))
      .map(
        (row) =>
          row.payload as { type: string; data: { jobId: number; cardCount: number; cards: unknown[] } },
      )
      .filter((payload) => payload.type === 'bulk_job.completed' && payload.data.jobId === job.id);
    expect(told).toHaveLength(1);
    expect(told[0]!.data).toMatchObject({ action: 'stop_billing', cardCount: 10 });
    expect(told[0]!.data.cards).toContainEqual(
      expect.objectContaining({ cardId: cards[9], outcome: 'skipped', reason: 'already_paused' }),
    );
    // and the operator who started it finds it in their inbox, once, pointing at the bulk actions (issue #68)
    const inbox = (await call(t, token, 'GET', '/api/inbox')).json().data;
    expect(inbox.items.filter((item: { kind: string }) => item.kind === 'card_job.finished')).toEqual([
      expect.objectContaining({
        title: 'Bulk action finished: stop billing',
        body: '10 cards: 9 done, 1 with nothing to do.',
        link: '/adminMode?tab=cards&view=jobs',
        read: false,
      }),
    ]);
    const rows = await t.database.db.select().from(simCards).where(inArray(simCards.id, cards));
    expect(rows.every((row) => row.status === 'PAUSED')).toBe(true);
    // one audit entry and one carrier PAUSE per card acted on, never two
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'card_billing_stop'), inArray(auditLog.targetCardId, cards)));
    expect(entries).toHaveLength(9);
    expect(new Set(entries.map((entry) => entry.targetCardId)).size).toBe(9);
    expect(entries.every((entry) => (entry.details as { jobId: number }).jobId === job.id)).toBe(true);
    const pauses = await Promise.all(cards.map((id) => carrierCommandsOf(t.database.db, id)));
    const paused = pauses.flat().filter((command) => command.action === 'PAUSE');
    expect(paused).toHaveLength(9);

    // a selection, cancelled before any round: nothing is acted on, and it cannot be cancelled twice
    const selection = await call(t, token, 'POST', '/api/admin/card-jobs', {
      action: 'resume_billing',
      cardIds: [...cards.slice(0, 3), unbound],
    });
    expect(selection.statusCode, selection.body).toBe(201);
    const second = selection.json().data;
    const cancelled = await call(t, token, 'POST', `/api/admin/card-jobs/${second.id}/cancel`);
    expect(cancelled.json().data).toMatchObject({ state: 'cancelled', counts: { cancelled: 4, waiting: 0 } });
    expectError(await call(t, token, 'POST', `/api/admin/card-jobs/${second.id}/cancel`), 'card_job_ended');
    await runCardJobRound(t.ctx);
    expect((await readCardRow(t, cards[0]!)).status).toBe('PAUSED');
    // nothing to do is no failure (issue #67): a free card has no billing to stop, a held card never activated
    // is not billed, a stopped one is stopped already; each is skipped with its reason, none listed as failed
    const newcomer = await createUser(t, { username: `New_${tag}`, email: `new-${tag}@shop.example` });
    const neverActive = await cardOf(t, newcomer.id, { status: 'NOT_ACTIVE' });
    const third = (
      await call(t, token, 'POST', '/api/admin/card-jobs', {
        action: 'stop_billing',
        cardIds: [unbound, cards[0], neverActive],
      })
    ).json().data;
    await runCardJobRound(t.ctx);
    const skippedJob = (await call(t, token, 'GET', `/api/admin/card-jobs/${third.id}`)).json().data;
    expect(skippedJob).toMatchObject({
      state: 'done',
      counts: { waiting: 0, done: 0, skipped: 3, failed: 0 },
      failures: [],
    });
    const reasons = await t.database.db
      .select({ cardId: cardJobItems.cardId, state: cardJobItems.state, result: cardJobItems.result })
      .from(cardJobItems)
      .where(eq(cardJobItems.jobId, third.id));
    expect(reasons).toEqual(
      expect.arrayContaining([
        { cardId: unbound, state: 'skipped', result: 'not_held' },
        { cardId: cards[0], state: 'skipped', result: 'already_paused' },
        { cardId: neverActive, state: 'skipped', result: 'not_billed' },
      ]),
    );
    const list = (await call(t, token, 'GET', '/api/admin/card-jobs')).json().data;
    expect(list.slice(0, 3).map((item: { id: number }) => item.id)).toEqual([third.id, second.id, job.id]);

    // a plan change on the whole filter moves money (a paused card resumes on it): a fresh proof first
    const { daily1g } = await catalogue(t);
    t.clock.advance(11 * 60_000);
    const change = { action: 'change_plan', planId: daily1g.id, filter: { q: `bulk_${tag}` } };
    expectError(await call(t, token, 'POST', '/api/admin/card-jobs', change), 'step_up_required');
    expect(
      (await call(t, token, 'POST', '/api/admin/step-up', { password: DEFAULT_PASSWORD })).statusCode,
    ).toBe(200);
    const planJob = (await call(t, token, 'POST', '/api/admin/card-jobs', change)).json().data;
    const before = await balanceOf(t, person.id);
    await runCardJobRound(t.ctx);
    expect((await call(t, token, 'GET', `/api/admin/card-jobs/${planJob.id}`)).json().data).toMatchObject({
      state: 'done',
      counts: { waiting: 0, done: 10, failed: 0 },
    });
    // each paused card resumes on the new plan at once, its first day charged once, through the ledger
    for (const id of cards) {
      expect(await readCardRow(t, id)).toMatchObject({ status: 'USING', currentPlanId: daily1g.id });
    }
    expect(await balanceOf(t, person.id)).toBeLessThan(before);
    const planEntries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'card_plan_change'), inArray(auditLog.targetCardId, cards)));
    expect(planEntries).toHaveLength(10);
    expect(planEntries.every((entry) => entry.steppedUp)).toBe(true);
  });
  it('answers a wide search (an arm past its cap) as exactly as a narrow one, in the list, its count and the CSV', async () => {
    const viewer = await admin('viewer');
    // 10,002 inventory cards numbered 990000000001…: the number arm of "99" passes SEARCH_ARM_CAP (10,001)
    await t.database.db.execute(sql`insert into sim_cards (card_number, iccid, verify_code_hash, channel_name)
      select (990000000000 + g)::text, '8999' || lpad(g::text, 15, '0'), 'x', 'demo'
      from generate_series(1, 10002) g`);
    try {
      const wide = await search(viewer, { q: '99', pageSize: 20 });
      expect(wide).toMatchObject({ total: 10_001, totalCapped: true });
      const numbers = (page: { items: { id: number }[] }) =>
        page.items.map((card) => (card as unknown as { cardNumber: string }).cardNumber);
      expect(numbers(wide).slice(0, 3)).toEqual(['990000000001', '990000000002', '990000000003']);
      // a narrow search among them: ten cards by key, the same order
      const narrow = await search(viewer, { q: '99000000100' });
      expect(numbers(narrow)).toEqual(
        Array.from({ length: 10 }, (_, i) => String(990000001000 + i)).filter((n) =>
          n.startsWith('99000000100'),
        ),
      );
      expect(narrow.total).toBe(10);
      // the ICCID arm too: past its cap, then one card
      expect((await search(viewer, { q: '8999' })).totalCapped).toBe(true);
      expect(numbers(await search(viewer, { q: '8999000000000010002' }))).toEqual(['990000010002']);
      // the export of a wide search is every card it matches, not the arms' first 10,001. "9900000" is in each of
      // the 10,002 numbers and ICCIDs (both arms past their cap) and in no other card: "99" may be in the other
      // tests' cards, whose numbers carry the process id
      expect((await search(viewer, { q: '9900000' })).totalCapped).toBe(true);
      const csv = await call(t, viewer, 'GET', '/api/admin/cards/export.csv?q=9900000');
      expect(csv.statusCode).toBe(200);
      expect(csv.body.trim().split('\r\n')).toHaveLength(1 + 10_002);
    } finally {
      await t.database.db.execute(sql`delete from sim_cards where card_number like '99%' and channel_name = 'demo'
        and user_id is null`);
    }
  });
});
