import { randomUUID } from 'node:crypto';
import { addDaysToIsoDate } from '@simportal/contract/calendar-date';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { businessDayOf } from '../src/business-day.ts';
import { runBillingDay } from '../src/commands/daily-run.ts';
import { deleteAccount } from '../src/commands/delete-account.ts';
import { selectRows } from '../src/db/database.ts';
import { sendDeletionCode } from '../src/modules/auth/account-deletion.ts';
import { importUsage } from '../src/modules/usage/import-usage.ts';
import { csvUsageSource } from '../src/modules/usage/usage-csv.ts';
import { simCards, users } from '../src/schema.ts';
import {
  cardOf,
  catalogue,
  customer,
  expectBooksBalanced,
  moveTo,
  readCardRow,
} from '../test/billing-fixtures.ts';
import { buildTestApp, type TestApp } from '../test/helpers/build-test-app.ts';
import { newestMail } from '../test/helpers/deliveries.ts';
import { usageCsv } from '../test/usage-fixtures.ts';

// Issue #34: accounts deleted while the daily run charges and a carrier file is imported (decision 0040). PGlite
// is one connection and cannot race: PostgreSQL only.

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
