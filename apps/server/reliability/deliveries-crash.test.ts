import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import { type Database, openPostgres, selectRows } from '../src/db/database.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { queueCarrierCommandsSql } from '../src/modules/carrier/index.ts';
import { type ServerProcess, spawnServer, waitUntilHealthy } from './support/server-process.ts';

// Issue #18, deliveries that are never dropped, on PostgreSQL with real processes. Carrier commands are queued
// as a commit leaves them (queued rows of the one outbox, issue #35); the server's delivery worker sends them to the carrier
// simulator, which refuses its first 3 calls (CARRIER_SIMULATOR_FAIL_FIRST) and appends every instruction it
// accepts to a file (CARRIER_SIMULATOR_LOG), the only record that outlives a killed process.
// 1. SIGKILL in the middle of the deliveries, then a restart: every command ends delivered; what the carrier heard,
//    per card, is the card's commands in order, a command repeated at most right after itself (the one the
//    killed process had sent but not yet recorded: delivery is at least once, the actions are idempotent).
// 2. Two instances on one database at once: every command is heard exactly once, in order per card.

const postgres = inject('postgres');

const CARDS = 12;
const COMMANDS_PER_CARD = 20;
// No action follows itself, so a repeat in the log can only be a resend of the same command.
const CYCLE = ['PAUSE', 'RESUME', 'THROTTLE', 'UNTHROTTLE'] as const;

const withClient = async <T>(connectionString: string, work: (client: pg.Client) => Promise<T>) => {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

interface Fixture {
  url: string;
  name: string;
  database: Database;
  logFile: string;
  dir: string;
}
const fixtures: Fixture[] = [];
let servers: ServerProcess[] = [];

/** A migrated database with CARDS cards, each with COMMANDS_PER_CARD queued commands (ids in queue order). */
const freshDatabase = async (): Promise<Fixture> => {
  const name = `simportal_deliveries_${randomBytes(5).toString('hex')}`;
  await withClient(postgres!.url, (client) => client.query(`create database ${name}`));
  const parsed = new URL(postgres!.url);
  parsed.pathname = `/${name}`;
  const url = parsed.toString();
  const database = openPostgres(url, 2);
  await migrateDatabase(database, url);
  await database.db.execute(
    sql`insert into sim_cards (card_number, iccid, verify_code_hash, channel_name, status)
        select (30000000000 + g)::text, '8977' || lpad(g::text, 15, '0'), 'x', 'deliveries', 'NOT_ACTIVE'
        from generate_series(1, ${CARDS}) g`,
  );
  // Interleaved across cards, as many customers' changes commit one after the other, through the set-based
  // writer the daily run uses.
  for (let step = 0; step < COMMANDS_PER_CARD; step += 1) {
    await database.db.execute(
      sql`with cards as (select id, iccid from sim_cards where channel_name = 'deliveries')
          ${queueCarrierCommandsSql(sql`cards`, CYCLE[step % CYCLE.length]!, new Date())}`,
    );
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'simportal-carrier-'));
  const fixture = { url, name, database, logFile: path.join(dir, 'carrier.jsonl'), dir };
  fixtures.push(fixture);
  return fixture;
};

const serverEnv = (fixture: Fixture) => ({
  DATABASE_URL: fixture.url,
  SEED_DEMO: 'false',
  BILLING_SCHEDULER: 'false',
  ADMIN_EMAIL: 'admin@deliveries.test',
  ADMIN_PASSWORD: 'Deliveries-2026',
  DATABASE_POOL_SIZE: '4',
  CARRIER_SIMULATOR_FAIL_FIRST: '3',
  CARRIER_SIMULATOR_LOG: fixture.logFile,
  JOB_WORKER_INTERVAL_SECONDS: '1',
  JOB_RETRY_BASE_SECONDS: '1',
});

/** What the carrier heard, per card, in the order it heard it. */
const heard = (fixture: Fixture): Map<number, string[]> => {
  let text = '';
  try {
    text = readFileSync(fixture.logFile, 'utf8');
  } catch {
    // nothing heard yet
  }
  const byCard = new Map<number, string[]>();
  for (const line of text.split('\n').filter(Boolean)) {
    const { cardId, action } = JSON.parse(line) as { cardId: number; action: string };
    byCard.set(cardId, [...(byCard.get(cardId) ?? []), action]);
  }
  return byCard;
};
const heardCount = (fixture: Fixture) =>
  [...heard(fixture).values()].reduce((sum, list) => sum + list.length, 0);

const commandsByCard = async (fixture: Fixture) => {
  const rows = await selectRows<{ card_id: number; action: string; state: string }>(
    fixture.database.db,
    sql`select (payload ->> 'cardId')::int as card_id, payload ->> 'action' as action, state
        from deliveries where kind = 'carrier_command' order by id`,
  );
  const byCard = new Map<number, string[]>();
  for (const row of rows) byCard.set(row.card_id, [...(byCard.get(row.card_id) ?? []), row.action]);
  return { rows, byCard };
};

const stateCounts = async (fixture: Fixture) =>
  Object.fromEntries(
    (
      await selectRows<{ state: string; n: number }>(
        fixture.database.db,
        sql`select state, count(*)::int as n from deliveries group by state`,
      )
    ).map((row) => [row.state, row.n]),
  ) as Record<string, number>;

/** Consecutive repeats folded into one: a resend of the command just heard. */
const folded = (actions: string[]) => actions.filter((action, i) => i === 0 || actions[i - 1] !== action);

afterEach(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  servers = [];
});
afterAll(async () => {
  for (const fixture of fixtures) {
    await fixture.database.close();
    await withClient(postgres!.url, (client) =>
      client.query(`drop database if exists ${fixture.name} with (force)`),
    );
    rmSync(fixture.dir, { recursive: true, force: true });
  }
});

describe.runIf(postgres)('carrier commands survive a killed process and run once across instances', () => {
  it('after a SIGKILL mid-way and a restart, every command is delivered, in order per card', async () => {
    const fixture = await freshDatabase();
    const total = CARDS * COMMANDS_PER_CARD;
    // Kill it while it is sending: some commands heard, and a round's claims held (sending) at that moment. The
    // round seen sending may end between that look and the signal (a busy machine): then the process is started
    // and killed again, so the kill this test is about does land with claims held.
    let held: { id: number }[] = [];
    for (let attempt = 1; attempt <= 5 && held.length === 0; attempt += 1) {
      const first = await spawnServer(serverEnv(fixture));
      servers.push(first);
      await waitUntilHealthy(first);
      const deadline = Date.now() + 30_000;
      for (;;) {
        const [sending] = await selectRows<{ n: number }>(
          fixture.database.db,
          sql`select count(*)::int as n from deliveries where state = 'sending'`,
        );
        if ((sending!.n > 0 && heardCount(fixture) >= 30 * attempt) || Date.now() > deadline) break;
      }
      first.child.kill('SIGKILL');
      await first.exited;
      servers = servers.filter((server) => server !== first);
      // A statement the killed process had sent still runs to its end in PostgreSQL, whose backend learns of the
      // death only when it answers: on a busy machine a delivery recorded that way left 'sending' after the look
      // below. What the process held is read once no statement of it is running.
      await expect
        .poll(
          async () =>
            (
              await selectRows<{ n: number }>(
                fixture.database.db,
                sql`select count(*)::int as n from pg_stat_activity
                    where datname = ${fixture.name} and state = 'active' and pid <> pg_backend_pid()`,
              )
            )[0]!.n,
          { timeout: 10_000, interval: 50 },
        )
        .toBe(0);
      expect(heardCount(fixture)).toBeLessThan(total);
      held = await selectRows<{ id: number }>(
        fixture.database.db,
        sql`select id from deliveries where state = 'sending'`,
      );
    }
    const atKill = heardCount(fixture);

    const second = await spawnServer(serverEnv(fixture));
    servers.push(second);
    await waitUntilHealthy(second);
    expect(held.length).toBeGreaterThan(0);
    // The dead process's claims are respected until their lease ends (2 minutes): three worker rounds later
    // they are still sending, and their cards' later commands still wait.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const still = await selectRows<{ n: number }>(
      fixture.database.db,
      sql`select count(*)::int as n from deliveries where state = 'sending'
          and id in ${held.map((row) => row.id)}`,
    );
    expect(still[0]!.n).toBe(held.length);
    const overtaken = await selectRows<{ n: number }>(
      fixture.database.db,
      sql`select count(*)::int as n from deliveries later join deliveries h
            on h.ordering_key = later.ordering_key and later.id > h.id
          where h.id in ${held.map((row) => row.id)} and later.state <> 'queued'`,
    );
    expect(overtaken[0]!.n).toBe(0);
    // Rather than wait out the lease, end it: what the new process must do after it is the same.
    await fixture.database.db.execute(
      sql`update deliveries set locked_until = now() - interval '1 second' where state = 'sending'`,
    );
    await expect
      .poll(() => stateCounts(fixture), { timeout: 90_000, interval: 250 })
      .toEqual({ delivered: total });

    const { byCard } = await commandsByCard(fixture);
    const log = heard(fixture);
    for (const [cardId, actions] of byCard) {
      expect({ cardId, heard: folded(log.get(cardId) ?? []) }).toEqual({ cardId, heard: actions });
    }
    // Only a command the killed process had sent and not yet recorded is heard twice.
    expect(heardCount(fixture) - total).toBeLessThanOrEqual(held.length);
    expect(heardCount(fixture) - total).toBeGreaterThanOrEqual(0);
    console.log(
      `deliveries, killed and restarted: ${total} commands on ${CARDS} cards, ${atKill} heard before the SIGKILL, ` +
        `${held.length} held by the dead process, ${heardCount(fixture)} heard in all ` +
        `(${heardCount(fixture) - total} twice), every card in order`,
    );
  });

  it('two instances at once deliver every command exactly once, in order per card', async () => {
    const fixture = await freshDatabase();
    const total = CARDS * COMMANDS_PER_CARD;
    const pair = await Promise.all([spawnServer(serverEnv(fixture)), spawnServer(serverEnv(fixture))]);
    servers.push(...pair);
    await Promise.all(pair.map((server) => waitUntilHealthy(server)));
    await expect
      .poll(() => stateCounts(fixture), { timeout: 90_000, interval: 250 })
      .toEqual({ delivered: total });

    const { byCard } = await commandsByCard(fixture);
    const log = heard(fixture);
    expect(heardCount(fixture)).toBe(total);
    for (const [cardId, actions] of byCard) {
      expect({ cardId, heard: log.get(cardId) }).toEqual({ cardId, heard: actions });
    }
    console.log(
      `deliveries, two instances: ${total} commands, ${heardCount(fixture)} heard, each once and in order`,
    );
  });
});
