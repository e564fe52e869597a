import { randomUUID } from 'node:crypto';
import { addDaysToIsoDate } from '@simportal/contract/calendar-date';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { businessDayOf } from '../src/business-day.ts';
import { runBillingDay } from '../src/commands/daily-run.ts';
import { deleteAccount } from '../src/commands/delete-account.ts';
import { selectRows } from '../src/db/database.ts';
import { sendDeletionCode } from '../src/modules/auth/account-deletion.ts';
import { importUsage } from '../src/modules/usage/import-usage.ts';
import { csvUsageSource } from '../src/modules/usage/usage-csv.ts';
import { activities, payOrders, simCards, users } from '../src/schema.ts';
import { call } from '../test/admin-fixtures.ts';
import {
  balanceOf,
  cardOf,
  catalogue,
  customer,
  expectBooksBalanced,
  moveTo,
  readCardRow,
} from '../test/billing-fixtures.ts';
import { addProfiles, apply } from '../test/esim-fixtures.ts';
import { expectError, signedInUser } from '../test/helpers/auth.ts';
import { buildTestApp, type TestApp } from '../test/helpers/build-test-app.ts';
import { newestMail } from '../test/helpers/deliveries.ts';
import { createPayOrder } from '../test/helpers/wallet.ts';
import { bind, inventoryCard } from '../test/sims-fixtures.ts';
import { usageCsv } from '../test/usage-fixtures.ts';

// Issue #34: accounts deleted while the daily run charges and a carrier file is imported (decision 0040); issue
// #56: while an administrator confirms a pay order or recharges the account. PGlite is one connection and cannot
// race: PostgreSQL only.

const onPostgres = inject('postgres') !== null;
const quiet = { log: { info: () => {}, warn: () => {}, error: () => {} } };
const CUSTOMERS = 24;
const DELETING = 12;

describe.runIf(onPostgres)('account deletion under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The code mailed to confirm a deletion, as its mail carries it. */
  const mailedCode = async (email: string) => {
    const mail = await newestMail(t.database.db, { to: email, mailKind: 'account_deletion_code' });
    return mail!.text.match(/\b(\d{6})\b/)![1]!;
  };

  it('charges no card after its account is deleted, once at most that day, and leaves no card held', async () => {
    const { daily500 } = await catalogue(t);
    const people = await Promise.all(
      Array.from({ length: CUSTOMERS }, async () => {
        const { user } = await customer(t, 3_000);
        const cards = [
          await cardOf(t, user.id, { status: 'USING', currentPlanId: daily500.id }),
          await cardOf(t, user.id, { status: 'USING', currentPlanId: daily500.id }),
        ];
        return { user, cards };
      }),
    );
    const deleting = people.slice(0, DELETING);
    const auth = (userId: number) => ({ userId, sessionId: randomUUID(), level: 0, actorId: null });
    const codes = await Promise.all(
      deleting.map(async ({ user }) => {
        await sendDeletionCode(t.ctx, auth(user.id), quiet.log as never);
        return mailedCode(user.email);
      }),
    );
    const day = businessDayOf(t.ctx);
    const iccids = await Promise.all(
      people.flatMap((p) => p.cards).map(async (id) => (await readCardRow(t, id)).iccid),
    );
    const file = usageCsv(iccids.map((iccid) => [iccid, day, 'JP', 'Japan', 2_048]));

    const [run, report, ...deletions] = await Promise.all([
      runBillingDay(t.ctx, day, { ...quiet, batchCustomers: 5 }),
      importUsage(t.ctx, csvUsageSource(file)),
      ...deleting.map(({ user }, i) =>
        deleteAccount(
          t.ctx,
          auth(user.id),
          { password: user.password, code: codes[i]! },
          '127.0.0.1',
          quiet.log as never,
        ),
      ),
    ]);
    expect(run.skipped).toBe(false);
    expect(report.accepted + report.rejected).toBe(iccids.length);
    expect(deletions.map((d) => d.cardsReleased)).toEqual(deleting.map(() => 2));

    const deletedIds = deleting.map((p) => p.user.id);
    // no card is held by a deleted account, and every one of theirs is retired
    const held = await t.database.db.select().from(simCards).where(inArray(simCards.userId, deletedIds));
    expect(held).toEqual([]);
    const cards = deleting.flatMap((p) => p.cards);
    const rows = await Promise.all(cards.map((id) => readCardRow(t, id)));
    expect(rows.every((row) => row.status === 'NOT_ACTIVE' && row.deletedAt !== null)).toBe(true);
    // a card was charged that day at most once: by a batch that went before its account's deletion, or not at all
    const fees = await selectRows<{ card_id: number; n: number }>(
      t.database.db,
      sql`select card_id, count(*)::int as n from activities
          where type = 'DAILY_FEE' and card_id in ${sql.raw(`(${cards.join(',')})`)}
          group by card_id`,
    );
    expect(fees.every((f) => Number(f.n) === 1)).toBe(true);
    // the others were charged as usual, each card once
    const kept = people.slice(DELETING).flatMap((p) => p.cards);
    const keptFees = await selectRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from activities
          where type = 'DAILY_FEE' and card_id in ${sql.raw(`(${kept.join(',')})`)}`,
    );
    expect(Number(keptFees[0]!.n)).toBe(kept.length);
    // every deleted account is a pseudonym with its balance explained by its ledger rows
    const accounts = await t.database.db.select().from(users).where(inArray(users.id, deletedIds));
    expect(accounts.every((a) => a.username === `#deleted-${a.id}` && a.deletedAt !== null)).toBe(true);
    await expectBooksBalanced(t);

    // the next day's run charges the others and nothing of theirs
    moveTo(t, addDaysToIsoDate(day, 1));
    const next = await runBillingDay(t.ctx, businessDayOf(t.ctx), quiet);
    expect(next.charged).toBe(kept.length);
    await expectBooksBalanced(t);
  });
});

// Issue #56: a deletion and an administrator's credit of the same account (or a card it binds or an eSIM it applies for). Each interleaving is made, not hoped
// for: the test holds the customer's balance row from a connection of its own, sends the two requests in the order
// named, waits until both are blocked on a lock, and lets go. Every path takes the account row first, then the
// balance, then the pay order (modules/ledger/README.md, "Lock order"), so the second one waits for the first
// and then sees what it did: no deadlock, no 500, never a credit on a closed account.
describe.runIf(onPostgres)('account deletion against a credit, a bind or an application (PostgreSQL)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signedInUser(t, { level: 1 })).tokens.accessToken;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A customer with money and a deletion code in their mailbox, ready to delete their account. */
  const deletingCustomer = async (balanceMinor: number) => {
    const person = await customer(t, balanceMinor);
    const sent = await call(t, person.token, 'POST', '/api/user/deletion-code');
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await newestMail(t.database.db, {
      to: person.user.email,
      mailKind: 'account_deletion_code',
    });
    const code = mail!.text.match(/\b(\d{6})\b/)![1]!;
    const remove = () =>
      call(t, person.token, 'POST', '/api/user/deletion', { password: person.user.password, code });
    return { ...person, remove };
  };

  const payOrderOf = async (person: { headers: Record<string, string> }, amountMinor: number) => {
    const res = await createPayOrder(t, person.headers, { amountMinor, method: 'DOMESTIC' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as string;
  };
  const confirm = (orderId: string) => call(t, admin, 'POST', `/api/admin/pay-orders/${orderId}/confirm`);
  const recharge = (username: string, amountMinor: number) =>
    call(t, admin, 'POST', '/api/admin/recharges', { account: username, amountMinor, reason: 'race' });

  /**
   * Until `n` statements wait behind the test's lock, directly or behind one that does. Read from a connection
   * outside any transaction: inside one, pg_stat_activity answers the snapshot of its first read.
   */
  const untilWaiting = async (watch: pg.Client, holderPid: number, n: number) => {
    const deadline = Date.now() + 5_000;
    const waiting = async () =>
      (
        await watch.query(
          `with recursive behind(pid) as (
             select $1::int
             union
             select a.pid from pg_stat_activity a join behind b on b.pid = any(pg_blocking_pids(a.pid)))
           select count(*)::int - 1 as n from behind`,
          [holderPid],
        )
      ).rows[0].n;
    while ((await waiting()) < n) {
      if (Date.now() > deadline) throw new Error(`${n} request(s) never waited for a lock`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };

  /**
   * Sends `first`, then `second` once the first waits, both while the customer's balance is held by the test;
   * lets go once both wait, and answers both responses.
   */
  const inOrder = async (
    userId: number,
    first: () => Promise<LightMyRequestResponse>,
    second: () => Promise<LightMyRequestResponse>,
  ) => {
    const [holder, watch] = [1, 2].map(() => new pg.Client({ connectionString: t.database.url! }));
    await Promise.all([holder!.connect(), watch!.connect()]);
    try {
      await holder!.query('begin');
      await holder!.query('select balance from balances where user_id = $1 for update', [userId]);
      const holderPid = (await holder!.query('select pg_backend_pid() as pid')).rows[0].pid as number;
      const a = first();
      await untilWaiting(watch!, holderPid, 1);
      const b = second();
      await untilWaiting(watch!, holderPid, 2);
      await holder!.query('commit');
      return await Promise.all([a, b]);
    } finally {
      await Promise.all([holder!.end(), watch!.end()]);
    }
  };

  const topUpsOf = (userId: number) =>
    t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.userId, userId), eq(activities.type, 'TOP_UP')));

  it('a deletion first: the confirmation waits, then is refused with account_deleted and credits nothing', async () => {
    const bob = await deletingCustomer(1_000);
    const orderId = await payOrderOf(bob, 500);
    const [deleted, confirmed] = await inOrder(bob.user.id, bob.remove, () => confirm(orderId));
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data).toMatchObject({ balanceMinor: 1_000, payOrdersCancelled: 1 });
    expectError(confirmed, 'account_deleted');
    const [order] = await t.database.db.select().from(payOrders).where(eq(payOrders.id, orderId));
    expect(order!.status).toBe('CANCELLED');
    expect(await topUpsOf(bob.user.id)).toHaveLength(1); // the fixture's funding only
    expect(await balanceOf(t, bob.user.id)).toBe(1_000);
    await expectBooksBalanced(t);
  });

  it('a confirmation first: the deletion waits, then closes the account with the credit on it', async () => {
    const ann = await deletingCustomer(1_000);
    const orderId = await payOrderOf(ann, 500);
    const [confirmed, deleted] = await inOrder(ann.user.id, () => confirm(orderId), ann.remove);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data).toMatchObject({ balanceMinor: 1_500, payOrdersCancelled: 0 });
    const [order] = await t.database.db.select().from(payOrders).where(eq(payOrders.id, orderId));
    expect(order!.status).toBe('FINISHED');
    expect(await balanceOf(t, ann.user.id)).toBe(1_500);
    await expectBooksBalanced(t);
  });

  it('a deletion first: a recharge already past its look-up is refused with account_deleted', async () => {
    const cid = await deletingCustomer(700);
    const [deleted, recharged] = await inOrder(cid.user.id, cid.remove, () =>
      recharge(cid.user.username, 300),
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data).toMatchObject({ balanceMinor: 700 });
    expectError(recharged, 'account_deleted');
    expect(await topUpsOf(cid.user.id)).toHaveLength(1);
    expect(await balanceOf(t, cid.user.id)).toBe(700);
    await expectBooksBalanced(t);
  });

  it('a recharge first: the deletion waits, then closes the account with the recharge on it', async () => {
    const dee = await deletingCustomer(700);
    const [recharged, deleted] = await inOrder(
      dee.user.id,
      () => recharge(dee.user.username, 300),
      dee.remove,
    );
    expect(recharged.statusCode, recharged.body).toBe(201);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data).toMatchObject({ balanceMinor: 1_000 });
    expect(await balanceOf(t, dee.user.id)).toBe(1_000);
    await expectBooksBalanced(t);
  });

  it('a deletion first: a pay order asked for meanwhile is refused and none outlives the account', async () => {
    const gus = await deletingCustomer(400);
    const [deleted, ordered] = await inOrder(gus.user.id, gus.remove, () =>
      createPayOrder(t, gus.headers, { amountMinor: 500, method: 'DOMESTIC' }),
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    expectError(ordered, 'account_deleted');
    expect(await t.database.db.select().from(payOrders).where(eq(payOrders.userId, gus.user.id))).toEqual([]);
    await expectBooksBalanced(t);
  });

  it('a deletion first: an eSIM application under way is refused and gives the closed account no card', async () => {
    const eve = await deletingCustomer(2_000);
    await addProfiles(t, 1);
    const [deleted, applied] = await inOrder(eve.user.id, eve.remove, () => apply(t, eve.token));
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data).toMatchObject({ balanceMinor: 2_000, cardsReleased: 0 });
    expectError(applied, 'session_ended');
    expect(await t.database.db.select().from(simCards).where(eq(simCards.userId, eve.user.id))).toEqual([]);
    expect(await balanceOf(t, eve.user.id)).toBe(2_000);
    await expectBooksBalanced(t);
  });

  it('a deletion first: a StarterPack card bound meanwhile is refused and credits nothing', async () => {
    const fay = await deletingCustomer(0);
    const { daily500 } = await catalogue(t);
    const card = await inventoryCard(t, {
      isStarterPack: true,
      starterPackPlanId: daily500.id,
      starterPackDays: 7,
    });
    const [deleted, bound] = await inOrder(fay.user.id, fay.remove, () => bind(t, fay.token, card));
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data).toMatchObject({ balanceMinor: 0, cardsReleased: 0 });
    expectError(bound, 'session_ended');
    expect(await readCardRow(t, card.id)).toMatchObject({ userId: null, isStarterPack: true });
    expect(await balanceOf(t, fay.user.id)).toBe(0);
    await expectBooksBalanced(t);
  });
});
