import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwilioSupersimAdapter } from '../src/modules/carrier/twilio/adapter.ts';
import { SupersimError } from '../src/modules/carrier/twilio/client.ts';
import { type FakeSupersim, startFakeSupersim } from './helpers/fake-supersim.ts';
import { type PrismProxy, startPrismProxy } from './helpers/prism.ts';

// The Twilio Super SIM adapter (issue #69, decision 0093) against its published contract: through Prism built
// from twilio_supersim_v1.json in front of a stateful fake, every request and answer must be one the document
// allows; then the faults, straight to the fake (the document lists no 429 or 5xx answers for Prism to pass).

const DOCUMENT = resolve(
  import.meta.dirname,
  '../src/modules/carrier/twilio/openapi/twilio_supersim_v1.json',
);
const SECRET = 'auth-token-that-must-never-show';
const credentials = {
  username: `AC${'1'.repeat(32)}`,
  password: SECRET,
  fleet: 'travellers',
  throttleFleet: 'travellers-throttled',
};

let fake: FakeSupersim;
let prism: PrismProxy;

beforeAll(async () => {
  fake = await startFakeSupersim();
  prism = await startPrismProxy(DOCUMENT, fake.url);
}, 40_000);
afterAll(async () => {
  await prism?.close();
  await fake?.close();
});

const card = (n: number) => ({ cardId: n, iccid: `89882806660000${String(n).padStart(6, '0')}` });

describe('through Prism, as the document allows', () => {
  it('is a check that can fail: Prism refuses a request the document does not allow', async () => {
    const response = await fetch(`${prism.url}/v1/Sims?PageSize=5000`, {
      headers: { Authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
    });
    expect(response.status).toBe(422);
    const unsigned = await fetch(`${prism.url}/v1/Sims`);
    expect(unsigned.status).toBe(401);
    prism.violations.length = 0;
  });

  it('sends every card action as Super SIM calls, and lists the states page by page', async () => {
    const normal = fake.addFleet('travellers');
    const slow = fake.addFleet('travellers-throttled');
    for (let n = 1; n <= 2_100; n += 1) fake.addSim(card(n).iccid, 'active', normal.sid);
    const adapter = createTwilioSupersimAdapter({ baseUrl: prism.url, ...credentials });
    const before = fake.requests.length;

    await adapter.pause(card(1));
    await adapter.terminate(card(2));
    await adapter.throttle(card(3));
    await adapter.pause(card(4));
    await adapter.resume(card(4));
    await adapter.unthrottle(card(3));
    await adapter.throttle(card(5));

    expect(fake.simByIccid(card(1).iccid)!.status).toBe('inactive');
    expect(fake.simByIccid(card(2).iccid)!.status).toBe('inactive');
    expect(fake.simByIccid(card(4).iccid)!.status).toBe('active');
    expect(fake.simByIccid(card(3).iccid)!.fleetSid).toBe(normal.sid);
    expect(fake.simByIccid(card(5).iccid)!.fleetSid).toBe(slow.sid);

    const pages: number[] = [];
    const states = new Map<string, { state: string; throttled: boolean | null }>();
    for await (const page of adapter.cardStates()) {
      pages.push(page.length);
      for (const state of page) states.set(state.iccid, state);
    }
    expect(pages).toEqual([1000, 1000, 100]);
    expect(states.get(card(1).iccid)).toMatchObject({ state: 'paused', throttled: false });
    expect(states.get(card(5).iccid)).toMatchObject({ state: 'active', throttled: true });

    const sent = fake.requests.slice(before);
    // a card's SID is looked up once per process, then every action is one POST /v1/Sims/{Sid}
    expect(sent.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { Status: 'inactive' },
      { Status: 'inactive' },
      { Fleet: 'travellers-throttled' },
      { Status: 'inactive' },
      { Status: 'active' },
      { Fleet: 'travellers' },
      { Fleet: 'travellers-throttled' },
    ]);
    expect(sent.every((r) => r.authorization?.startsWith('Basic '))).toBe(true);
    expect(prism.violations).toEqual([]);
  }, 30_000);

  it('pulls a day of usage per card and country, paginated, in whole KB', async () => {
    const a = fake.addSim(card(9001).iccid);
    const b = fake.addSim(card(9002).iccid);
    fake.usage.push(
      { simSid: a.sid, isoCountry: 'DE', hour: '2026-11-20T08:00:00Z', bytes: 1_000_000 },
      { simSid: a.sid, isoCountry: 'DE', hour: '2026-11-20T20:00:00Z', bytes: 500 },
      { simSid: a.sid, isoCountry: 'FR', hour: '2026-11-20T09:00:00Z', bytes: 2048 },
      { simSid: b.sid, isoCountry: 'DE', hour: '2026-11-21T01:00:00Z', bytes: 4096 },
      // outside the days pulled
      { simSid: b.sid, isoCountry: 'DE', hour: '2026-11-22T01:00:00Z', bytes: 99 },
    );
    const adapter = createTwilioSupersimAdapter({ baseUrl: prism.url, ...credentials });
    const rows = await adapter.usage!(['2026-11-20', '2026-11-21'], 'UTC');
    expect(
      rows.sort((x, y) =>
        `${x.iccid}${x.day}${x.regionCode}`.localeCompare(`${y.iccid}${y.day}${y.regionCode}`),
      ),
    ).toEqual([
      {
        iccid: a.iccid,
        day: '2026-11-20',
        regionCode: 'DE',
        regionName: 'Germany',
        usedKb: Math.ceil(1_000_500 / 1024),
      },
      { iccid: a.iccid, day: '2026-11-20', regionCode: 'FR', regionName: 'France', usedKb: 2 },
      { iccid: b.iccid, day: '2026-11-21', regionCode: 'DE', regionName: 'Germany', usedKb: 4 },
    ]);
    // a business day that is not UTC's: hours folded into Shanghai's days (01:00Z on the 21st is the 21st there,
    // 20:00Z on the 20th is already the 21st)
    const shanghai = await adapter.usage!(['2026-11-21'], 'Asia/Shanghai');
    expect(shanghai.map((r) => [r.iccid, r.regionCode, r.usedKb]).sort()).toEqual(
      [
        [a.iccid, 'DE', 1],
        [b.iccid, 'DE', 4],
      ].sort(),
    );
    expect(prism.violations).toEqual([]);
  }, 30_000);
  it('asks for eSIM profiles and lists the ready ones with their activation code parts', async () => {
    const supply = createTwilioSupersimAdapter({ baseUrl: prism.url, ...credentials }).esimProfiles!;
    await supply.reserve(3);
    expect(await supply.preparing()).toBe(3);
    fake.prepareProfiles();
    expect(await supply.preparing()).toBe(0);
    const ready = [];
    for await (const page of supply.available()) ready.push(...page);
    expect(ready).toHaveLength(3);
    for (const profile of ready) {
      expect(profile.smDpAddress).toBe('sm-dp-plus.twilio.com');
      expect(profile.iccid).toMatch(/^89\d{18}$/);
      expect(profile.matchingId).toMatch(/^[A-Z0-9-]+$/);
    }
    expect(prism.violations).toEqual([]);
  }, 30_000);
});

describe('faults, straight to the platform', () => {
  const sleeps: number[] = [];
  const direct = () =>
    createTwilioSupersimAdapter({
      baseUrl: fake.url,
      ...credentials,
      timeoutMs: 300,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });

  it('waits as 429 says (Retry-After, else doubling from 1 s), then goes on', async () => {
    fake.addSim(card(7001).iccid);
    const adapter = direct();
    sleeps.length = 0;
    fake.fail({ status: 429, retryAfter: '2' }, { status: 429 }, { status: 429 });
    await adapter.pause(card(7001));
    expect(sleeps).toEqual([2000, 2000, 4000]);
    expect(fake.simByIccid(card(7001).iccid)!.status).toBe('inactive');
  });

  it('fails a 5xx, a timeout and a too-long Retry-After with the status, never the credentials', async () => {
    fake.addSim(card(7002).iccid);
    const adapter = direct();
    const failures: SupersimError[] = [];
    for (const fault of [{ status: 503 }, { status: 0, hang: true }, { status: 429, retryAfter: '3600' }]) {
      fake.fail(fault);
      const error = await adapter.pause(card(7002)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SupersimError);
      failures.push(error as SupersimError);
    }
    expect(failures.map((f) => f.status)).toEqual([503, 0, 429]);
    for (const failure of failures) {
      expect(failure.message).not.toContain(SECRET);
      expect(failure.message).not.toContain(
        Buffer.from(`${credentials.username}:${SECRET}`).toString('base64'),
      );
      expect(JSON.stringify(failure)).not.toContain(SECRET);
    }
    // the next try (the outbox's) goes through
    await adapter.pause(card(7002));
    expect(fake.simByIccid(card(7002).iccid)!.status).toBe('inactive');
  });

  it('reads every page once across a 429 in the middle of a listing', async () => {
    const adapter = direct();
    const pages: number[] = [];
    const iterator = adapter.cardStates()[Symbol.asyncIterator]();
    const first = await iterator.next();
    pages.push(first.value!.length);
    fake.fail({ status: 429, retryAfter: '1' });
    for (let next = await iterator.next(); !next.done; next = await iterator.next())
      pages.push(next.value.length);
    expect(pages.reduce((sum, n) => sum + n, 0)).toBe(fake.sims.size);
  });
});
