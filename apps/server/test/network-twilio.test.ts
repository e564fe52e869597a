import { createHash, createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pullEsimProfileEvents, supplyEsimProfiles } from '../src/commands/esim-supply.ts';
import { pullNetworkUsage } from '../src/commands/network-usage.ts';
import { selectRows } from '../src/db/database.ts';
import { queueCarrierCommand } from '../src/modules/carrier/carrier-commands.ts';
import { networkEventsOf } from '../src/modules/carrier/index.ts';
import { deliverNow } from '../src/modules/deliveries/index.ts';
import { readStock } from '../src/modules/esim/index.ts';
import { adminAndCustomer, call } from './admin-fixtures.ts';
import { cardOf, customer } from './billing-fixtures.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { type FakeSupersim, startFakeSupersim } from './helpers/fake-supersim.ts';
import { unzip } from './helpers/unzip.ts';

// CARRIER=twilio-supersim inside the portal (issue #69, decision 0093): Event Streams' webhook sink (signatures,
// duplicates, order, unknown SIMs) and the usage pull into the usage import (exactly once per card, day, source).

const TOKEN = 'a-twilio-auth-token-0123456789';
const PUBLIC = 'https://portal.example';
const PATH = '/api/network/twilio/events';

let t: TestApp;
let fake: FakeSupersim;
beforeAll(async () => {
  fake = await startFakeSupersim();
  t = await buildTestApp({
    CARRIER: 'twilio-supersim',
    TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
    TWILIO_AUTH_TOKEN: TOKEN,
    TWILIO_SUPERSIM_URL: fake.url,
    TWILIO_FLEET: 'travellers',
    TWILIO_THROTTLE_FLEET: 'travellers-throttled',
    PUBLIC_URL: PUBLIC,
    BILLING_TZ: 'UTC',
    NETWORK_USAGE_DAYS: '2',
    ESIM_STOCK_TARGET: '5',
    ESIM_LOW_STOCK_THRESHOLD: '1',
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** Signed as Twilio documents for a JSON body: bodySHA256 in the URL, HMAC-SHA1 of the URL with the token. */
const signed = (body: string, token = TOKEN) => {
  const hash = createHash('sha256').update(body).digest('hex');
  const url = `${PATH}?bodySHA256=${hash}`;
  const signature = createHmac('sha1', token).update(`${PUBLIC}${url}`).digest('base64');
  return { url, signature };
};

const post = (body: string, options: { signature?: string; url?: string } = {}) => {
  const sign = signed(body);
  return t.app.inject({
    method: 'POST',
    url: options.url ?? sign.url,
    headers: {
      'content-type': 'application/json',
      'x-twilio-signature': options.signature ?? sign.signature,
    },
    payload: body,
  });
};

const cloudEvent = (
  id: string,
  type: string,
  iccid: string,
  at: string,
  data: Record<string, unknown> = {},
) => ({
  specversion: '1.0',
  type: `com.twilio.iot.supersim.connection.${type}`,
  source: '/v1/Sims',
  id,
  datacontenttype: 'application/json',
  time: at,
  data: {
    event_sid: id,
    sim_iccid: iccid,
    sim_sid: `HS${'c'.repeat(32)}`,
    timestamp: at,
    network: { friendly_name: 'Vodafone DE', iso_country: 'DE', mcc: '262', mnc: '02' },
    ...data,
  },
});

describe("Event Streams' webhook sink", () => {
  it('keeps each event once, in the order they happened, and drops what is not a known card', async () => {
    const { user } = await customer(t);
    const cardId = await cardOf(t, user.id, { iccid: '8988280666000000777', status: 'USING' });
    const iccid = '8988280666000000777';
    const first = JSON.stringify([
      cloudEvent('EZ1', 'attachment.accepted', iccid, '2026-11-27T10:00:00Z'),
      cloudEvent('EZ3', 'attachment.rejected', iccid, '2026-11-27T10:05:00Z', {
        error: { code: 34150, message: 'Network not allowed by the Network Access Profile' },
      }),
      cloudEvent('EZ4', 'data-session.updated', iccid, '2026-11-27T10:06:00Z'),
      cloudEvent('EZ5', 'attachment.accepted', '8900000000000000001', '2026-11-27T10:06:00Z'),
      { type: 'com.twilio.messaging.message.sent', id: 'EZ6', data: {} },
    ]);
    expect((await post(first)).statusCode).toBe(204);
    // delivered again (at least once), and an earlier event that arrives late
    expect((await post(first)).statusCode).toBe(204);
    const late = JSON.stringify([cloudEvent('EZ2', 'data-session.started', iccid, '2026-11-27T10:01:00Z')]);
    expect((await post(late)).statusCode).toBe(204);

    const events = await networkEventsOf(t.database.db, cardId, user.id);
    expect(events.map((e) => [e.kind, e.cause, e.networkName, e.country])).toEqual([
      ['attach_rejected', 'network_not_allowed', 'Vodafone DE', 'DE'],
      ['session_started', null, 'Vodafone DE', 'DE'],
      ['attach_accepted', null, 'Vodafone DE', 'DE'],
    ]);
    expect(events[0]!.detail).toBe('34150 Network not allowed by the Network Access Profile');
  });

  it("refuses a body whose signature is not Twilio's, before reading it", async () => {
    const body = JSON.stringify([
      cloudEvent('EZ9', 'attachment.accepted', '8988280666000000777', '2026-11-27T11:00:00Z'),
    ]);
    const forged = signed(body, 'another-token-0123456789');
    const tampered = signed('[]');
    for (const attempt of [
      post(body, { signature: forged.signature }),
      post(body, { url: tampered.url, signature: tampered.signature }),
      post(body, { url: PATH }),
      post('{not json', {}),
    ]) {
      const response = await attempt;
      if (response.statusCode === 400) {
        // the last: signed, but not JSON
        expect(response.json().code).toBeDefined();
        continue;
      }
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('network_signature_invalid');
    }
    const [counted] = await selectRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from network_events where source_event_id = 'EZ9'`,
    );
    expect(counted!.count).toBe(0);
  });
});

describe('usage pulled from the network', () => {
  it('imports each card, day and country once; a late record is added, nothing counts twice', async () => {
    const { user } = await customer(t);
    const iccid = '8988280666000000888';
    await cardOf(t, user.id, { iccid, status: 'USING' });
    const sim = fake.addSim(iccid);
    const today = t.clock.now().toISOString().slice(0, 10);
    const hour = (h: number) => `${today}T${String(h).padStart(2, '0')}:00:00Z`;
    fake.usage.push({ simSid: sim.sid, isoCountry: 'DE', hour: hour(0), bytes: 10 * 1024 * 1024 });

    const first = await pullNetworkUsage(t.ctx);
    expect(first).toMatchObject({ accepted: 1, rejected: 0, changed: 1 });
    const again = await pullNetworkUsage(t.ctx);
    expect(again).toMatchObject({ accepted: 1, changed: 0 });

    // a record the platform reports late, for the same day and country
    fake.usage.push({ simSid: sim.sid, isoCountry: 'DE', hour: hour(0), bytes: 1024 * 1024 });
    const late = await pullNetworkUsage(t.ctx);
    expect(late).toMatchObject({ accepted: 1, changed: 1 });
    const [row] = await selectRows<{ used_kb: number; source: string }>(
      t.database.db,
      sql`select r.used_kb::int as used_kb from usage_records r join sim_cards c on c.id = r.card_id
          where c.iccid = ${iccid}`,
    );
    expect(row!.used_kb).toBe(11 * 1024);
    const sources = await selectRows<{ source: string }>(
      t.database.db,
      sql`select distinct source from usage_imports`,
    );
    expect(sources.map((s) => s.source)).toContain('network');
  });
});

describe('the credentials', () => {
  it('never appear in a log line, a delivery, the failed list, the audit log or the data export', async () => {
    const { admin, customer: holder } = await adminAndCustomer(t);
    const iccid = '8988280666000000999';
    const cardId = await cardOf(t, holder.id, { iccid, status: 'USING' });
    fake.addSim(iccid);
    // the platform refuses the first call (a bad token would look so)
    fake.fail({ status: 401 });
    const logged: string[] = [];
    const log = {
      info: (...args: unknown[]) => logged.push(JSON.stringify(args)),
      warn: (...args: unknown[]) => logged.push(JSON.stringify(args)),
      error: (...args: unknown[]) =>
        logged.push(
          JSON.stringify(args, (_key, value) =>
            value instanceof Error ? { ...value, message: value.message, stack: value.stack } : value,
          ),
        ),
    };
    const ids = await t.database.db.transaction(async (tx) => [
      await queueCarrierCommand(tx, { cardId, iccid }, 'PAUSE'),
      await queueCarrierCommand(tx, { cardId, iccid }, 'RESUME'),
    ]);
    await deliverNow(t.ctx, ids, log, { once: true });
    await deliverNow(t.ctx, ids, log, { once: true });
    expect(logged.length).toBeGreaterThan(0);

    const secrets = [TOKEN, Buffer.from(`AC${'0'.repeat(32)}:${TOKEN}`).toString('base64')];
    const deliveries = await selectRows<{ row: unknown }>(
      t.database.db,
      sql`select to_jsonb(d) as row from deliveries d`,
    );
    const audit = await selectRows<{ row: unknown }>(
      t.database.db,
      sql`select to_jsonb(a) as row from audit_log a`,
    );
    const failed = await call(t, admin.token, 'GET', '/api/admin/deliveries/failed');
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/user/data-export',
      headers: { authorization: `Bearer ${holder.token}` },
    });
    expect(exported.statusCode).toBe(200);
    const archive = [...(await unzip(exported.rawPayload)).values()].join('\n');
    const everything = [
      logged.join('\n'),
      JSON.stringify(deliveries),
      JSON.stringify(audit),
      failed.body,
      archive,
    ].join('\n');
    expect(everything).toContain('Super SIM');
    for (const secret of secrets) expect(everything).not.toContain(secret);
  });
});

describe('eSIM profiles made by the network', () => {
  it('fills the stock to its target once, across a round that stopped half-way', async () => {
    const before = (await readStock(t.ctx)).available;
    expect(before).toBeLessThan(5);
    const wanted = 5 - before;
    const posts = (request: { method: string; path: string }) =>
      request.method === 'POST' && request.path === '/v1/ESimProfiles';
    // the platform fails the second reservation: the round stops with one asked for
    fake.failWhen(posts, { status: 500 }, 1);
    const stopped = await supplyEsimProfiles(t.ctx).catch((error: Error) => error);
    expect(String(stopped)).toMatch(/500/);
    expect(fake.profiles.size).toBe(1);
    // the next round counts the one being prepared and asks for the rest only
    expect(await supplyEsimProfiles(t.ctx)).toMatchObject({
      imported: 0,
      preparing: 1,
      reserved: wanted - 1,
    });
    expect(fake.profiles.size).toBe(wanted);
    expect(await supplyEsimProfiles(t.ctx)).toMatchObject({ preparing: wanted, reserved: 0 });

    // ready on the platform: imported once, however often they are listed
    fake.prepareProfiles();
    expect(await supplyEsimProfiles(t.ctx)).toMatchObject({ imported: wanted, rejected: 0, reserved: 0 });
    expect(await supplyEsimProfiles(t.ctx)).toMatchObject({ imported: 0, available: 5, reserved: 0 });
    expect(fake.profiles.size).toBe(wanted);
    const [row] = await selectRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from esim_profiles where sm_dp_address = 'sm-dp-plus.twilio.com'`,
    );
    expect(row!.count).toBe(wanted);
  });

  it('records what the network says of the eSIMs given out, until each is seen installed', async () => {
    const { user } = await customer(t);
    const [first, second] = [...fake.profiles.values()].filter((p) => p.status === 'available');
    const cards = [];
    for (const profile of [first!, second!]) {
      const cardId = await cardOf(t, user.id, { iccid: profile.iccid!, type: 'ESIM', status: 'NOT_ACTIVE' });
      await t.database.db.execute(
        sql`update esim_profiles set status = 'ASSIGNED', card_id = ${cardId}, assigned_user_id = ${user.id},
            assigned_at = now() where iccid = ${profile.iccid!}`,
      );
      cards.push(cardId);
    }
    fake.setProfileStatus(first!.iccid!, 'installed');
    fake.setProfileStatus(
      second!.iccid!,
      'failed',
      'The eUICC refused the profile: device locked to an operator',
    );
    expect(await pullEsimProfileEvents(t.ctx)).toBe(2);
    const kinds = async (cardId: number) =>
      (await networkEventsOf(t.database.db, cardId, user.id)).map((e) => [e.kind, e.cause]);
    expect(await kinds(cards[0]!)).toEqual([['profile_installed', null]]);
    expect(await kinds(cards[1]!)).toEqual([['profile_failed', 'device_locked']]);
    // the installed one is not asked again; the failed one is, and its status, already kept, adds nothing
    const before = fake.requests.length;
    expect(await pullEsimProfileEvents(t.ctx)).toBe(0);
    const asked = fake.requests.slice(before).filter((r) => r.path === '/v1/ESimProfiles');
    expect(asked.map((r) => r.query.SimSid)).toEqual([second!.simSid]);
  });
});
