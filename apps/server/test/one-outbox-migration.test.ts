import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, selectRows } from '../src/db/database.ts';
import { carrierCommandsOf, mails } from './helpers/deliveries.ts';
import { aroundMigration, type MigrationAround } from './helpers/migration-around.ts';

// Migration 0033 (issue #35): the two queues become one outbox. Rows of carrier_commands and mail_outbox in every
// state, written on the schema before it, are all in `deliveries` after it, their states in the one vocabulary, a
// card's commands still in their order, and the two tables gone. On PGlite, and on PostgreSQL under test:pg.

let around: MigrationAround;
let database: Database;
beforeAll(async () => {
  around = await aroundMigration(/_one_outbox$/);
  database = around.database;
  await around.migrateBefore();
});
afterAll(() => around?.close());

describe('migration 0033: one outbox', () => {
  it('copies every carrier command and mail with its state mapped, in order, and drops the two tables', async () => {
    const { db } = database;
    const [card] = await selectRows<{ id: number }>(
      db,
      sql`insert into sim_cards (card_number, iccid, verify_code_hash)
          values ('70000000001', '8977000000000000001', 'x') returning id`,
    );
    const cardId = card!.id;
    // a card's commands in every state, in the order they were queued
    await db.execute(sql`insert into carrier_commands
        (card_id, iccid, action, status, attempts, last_error, next_attempt_at, locked_until, created_at, delivered_at)
      values
        (${cardId}, '8977000000000000001', 'PAUSE', 'DONE', 1, null, now(), null, now() - interval '5 hours', now() - interval '5 hours'),
        (${cardId}, '8977000000000000001', 'RESUME', 'DEAD', 8, 'carrier said no', now(), null, now() - interval '4 hours', null),
        (${cardId}, '8977000000000000001', 'THROTTLE', 'FAILED', 2, 'timeout', now() + interval '1 minute', null, now() - interval '3 hours', null),
        (${cardId}, '8977000000000000001', 'UNTHROTTLE', 'SENDING', 1, null, now(), now() + interval '2 minutes', now() - interval '2 hours', null),
        (${cardId}, '8977000000000000001', 'TERMINATE', 'PENDING', 0, null, now(), null, now() - interval '1 hour', null)`);
    const sentAt = new Date('2026-11-20T10:00:00.000Z');
    for (const [status, error] of [
      ['queued', null],
      ['sending', null],
      ['failed', '451 later'],
      ['sent', null],
      ['dead', '550 no such user'],
      ['kept', null],
    ] as const) {
      await db.execute(sql`insert into mail_outbox
          (to_address, kind, locale, subject, text_body, status, error, attempts, created_at, processed_at)
        values ('old@example.test', ${`test_${status}`}, 'zh-CN', ${`subject ${status}`}, ${`body ${status}`},
          ${status}, ${error}, 1, now(), ${status === 'sent' ? sentAt.toISOString() : null}::timestamptz)`);
    }

    await around.migrateThrough();

    const gone = await selectRows<{ commands: string | null; mails: string | null }>(
      db,
      sql`select to_regclass('carrier_commands')::text as commands, to_regclass('mail_outbox')::text as mails`,
    );
    expect(gone).toEqual([{ commands: null, mails: null }]);

    const commands = await carrierCommandsOf(db, cardId);
    expect(commands.map((c) => [c.action, c.state, c.attempts, c.lastError])).toEqual([
      ['PAUSE', 'delivered', 1, null],
      ['RESUME', 'dead', 8, 'carrier said no'],
      ['THROTTLE', 'failed', 2, 'timeout'],
      ['UNTHROTTLE', 'sending', 1, null],
      ['TERMINATE', 'queued', 0, null],
    ]);
    expect(commands.every((c) => c.cardId === cardId && c.iccid === '8977000000000000001')).toBe(true);
    expect(commands[0]!.deliveredAt).not.toBeNull();
    expect(commands[3]!.lockedUntil).not.toBeNull();

    const copied = await mails(db, { to: 'old@example.test' });
    expect(copied.map((m) => [m.mailKind, m.state, m.lastError, m.subject, m.text, m.locale])).toEqual([
      ['test_queued', 'queued', null, 'subject queued', 'body queued', 'zh-CN'],
      ['test_sending', 'sending', null, 'subject sending', 'body sending', 'zh-CN'],
      ['test_failed', 'failed', '451 later', 'subject failed', 'body failed', 'zh-CN'],
      ['test_sent', 'delivered', null, 'subject sent', 'body sent', 'zh-CN'],
      ['test_dead', 'dead', '550 no such user', 'subject dead', 'body dead', 'zh-CN'],
      ['test_kept', 'kept', null, 'subject kept', 'body kept', 'zh-CN'],
    ]);
    expect(copied.find((m) => m.state === 'delivered')!.deliveredAt).toEqual(sentAt);
    expect(copied.filter((m) => m.state !== 'delivered').every((m) => m.deliveredAt === null)).toBe(true);

    // nothing else came or went: every row of both tables, once
    const [count] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from deliveries`);
    expect(count!.n).toBe(commands.length + copied.length);
  });
});
