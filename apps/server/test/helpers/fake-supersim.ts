import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { luhnCheckDigit } from '@simportal/contract/rules/iccid';

// A stateful stand-in for Twilio's Super SIM API (decision 0093), for the adapter's tests: the few resources the
// adapter uses (Sims, Fleets, UsageRecords) with their paging, and faults on demand. It answers what
// twilio_supersim_v1.json describes; the tests put Prism in front of it to prove that.

const ACCOUNT = `AC${'a'.repeat(32)}`;
const sid = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;

export interface FakeSim {
  sid: string;
  iccid: string;
  status: 'new' | 'ready' | 'active' | 'inactive' | 'scheduled';
  fleetSid: string | null;
}

export interface FakeUsage {
  simSid: string;
  isoCountry: string;
  /** The hour's start, ISO. */
  hour: string;
  bytes: number;
}

export interface FakeProfile {
  sid: string;
  status: 'new' | 'reserving' | 'available' | 'downloaded' | 'installed' | 'failed';
  iccid: string | null;
  matchingId: string | null;
  simSid: string | null;
  errorMessage: string | null;
}

export interface Fault {
  status: number;
  retryAfter?: string;
  /** Never answer (a timeout). */
  hang?: boolean;
}

export interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, string>;
  authorization: string | undefined;
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

export const startFakeSupersim = async () => {
  const sims = new Map<string, FakeSim>();
  const fleets = new Map<string, { sid: string; uniqueName: string }>();
  const usage: FakeUsage[] = [];
  const profiles = new Map<string, FakeProfile>();
  let profileSerial = 0;
  const faults: Fault[] = [];
  const aimedFaults: { matches: (request: LoggedRequest) => boolean; skip: number; fault: Fault }[] = [];
  const requests: LoggedRequest[] = [];
  let base = '';
  /** Milliseconds the fake itself spent answering (after reading each body), so a bench can tell its share. */
  let busyMs = 0;

  /** The Sims in order, copied again only when one was added (a listing reads it once a page). */
  let simList: FakeSim[] = [];
  const allSims = () => {
    if (simList.length !== sims.size) simList = [...sims.values()];
    return simList;
  };

  const simJson = (sim: FakeSim) => ({
    sid: sim.sid,
    unique_name: null,
    account_sid: ACCOUNT,
    iccid: sim.iccid,
    status: sim.status,
    fleet_sid: sim.fleetSid,
    date_created: '2026-11-01T00:00:00Z',
    date_updated: '2026-11-01T00:00:00Z',
    url: `${base}/v1/Sims/${sim.sid}`,
    links: { billing_periods: `${base}/v1/Sims/${sim.sid}/BillingPeriods` },
  });

  const profileJson = (profile: FakeProfile) => ({
    sid: profile.sid,
    account_sid: ACCOUNT,
    iccid: profile.iccid,
    sim_sid: profile.simSid,
    status: profile.status,
    eid: null,
    smdp_plus_address: profile.iccid ? 'https://sm-dp-plus.twilio.com' : null,
    matching_id: profile.matchingId,
    activation_code: profile.matchingId ? `1$SM-DP-PLUS.TWILIO.COM$${profile.matchingId}` : null,
    error_code: profile.errorMessage ? '34560' : null,
    error_message: profile.errorMessage,
    date_created: '2026-11-01T00:00:00Z',
    date_updated: '2026-11-02T00:00:00Z',
    url: `${base}/v1/ESimProfiles/${profile.sid}`,
  });

  const fleetJson = (fleet: { sid: string; uniqueName: string }) => ({
    account_sid: ACCOUNT,
    sid: fleet.sid,
    unique_name: fleet.uniqueName,
    date_created: '2026-11-01T00:00:00Z',
    date_updated: '2026-11-01T00:00:00Z',
    url: `${base}/v1/Fleets/${fleet.sid}`,
    data_enabled: true,
    data_limit: 1000,
    data_metering: 'payg',
    sms_commands_enabled: false,
    sms_commands_url: null,
    sms_commands_method: 'POST',
    network_access_profile_sid: `HA${'b'.repeat(32)}`,
    ip_commands_url: null,
    ip_commands_method: 'POST',
  });

  /** One page of `items` by the Page and PageSize query, with Twilio's meta (only the page's items are shown). */
  const paged = <T, J>(
    key: string,
    path: string,
    query: Record<string, string>,
    items: T[],
    show: (item: T) => J,
  ) => {
    const size = Math.min(Number(query.PageSize ?? 50), 1000);
    const page = Number(query.Page ?? 0);
    const rest = Object.entries(query).filter(([name]) => !['Page', 'PageSize', 'PageToken'].includes(name));
    const url = (at: number) => {
      const search = new URLSearchParams([...rest, ['PageSize', String(size)], ['Page', String(at)]]);
      if (at > 0) search.set('PageToken', `PT${at}`);
      return `${base}${path}?${search}`;
    };
    return {
      [key]: items.slice(page * size, (page + 1) * size).map(show),
      meta: {
        first_page_url: url(0),
        key,
        next_page_url: (page + 1) * size < items.length ? url(page + 1) : null,
        page,
        page_size: size,
        previous_page_url: page > 0 ? url(page - 1) : null,
        url: url(page),
      },
    };
  };

  /**
   * The records a query groups, computed once per query (without its paging) and kept while `usage` holds the same
   * number of rows (the tests only add to it), so reading a listing page by page does not add it all up again.
   */
  const grouped = new Map<string, { rows: number; records: ReturnType<typeof usageRecords> }>();
  const groupedUsage = (query: Record<string, string>) => {
    const { Page: _page, PageSize: _size, PageToken: _token, ...rest } = query;
    const key = JSON.stringify(Object.entries(rest).sort());
    const known = grouped.get(key);
    if (known && known.rows === usage.length) return known.records;
    const records = usageRecords(query);
    grouped.set(key, { rows: usage.length, records });
    return records;
  };

  /** The usage rows of one country, indexed once while `usage` holds the same number of rows. */
  let byCountry = { rows: -1, index: new Map<string, FakeUsage[]>() };
  const usageIn = (country: string) => {
    if (byCountry.rows !== usage.length) {
      const index = new Map<string, FakeUsage[]>();
      for (const row of usage) {
        const list = index.get(row.isoCountry);
        if (list) list.push(row);
        else index.set(row.isoCountry, [row]);
      }
      byCountry = { rows: usage.length, index };
    }
    return byCountry.index.get(country) ?? [];
  };

  const usageRecords = (query: Record<string, string>) => {
    const from = Date.parse(query.StartTime!);
    const to = Date.parse(query.EndTime!);
    // an hour's instant and bucket, worked out once per distinct hour (a day has 24), not once per record
    const hoursSeen = new Map<string, { at: number; start: string }>();
    const hourOf = (hour: string) => {
      let known = hoursSeen.get(hour);
      if (!known) {
        const at = new Date(hour);
        const time = at.getTime();
        if (query.Granularity === 'day') at.setUTCHours(0);
        known = { at: time, start: at.toISOString().replace('.000Z', 'Z') };
        hoursSeen.set(hour, known);
      }
      return known;
    };
    const totals = new Map<
      string,
      { sim: string | null; country: string | null; start: string; bytes: number }
    >();
    for (const row of query.IsoCountry ? usageIn(query.IsoCountry) : usage) {
      const { at, start } = hourOf(row.hour);
      if (at < from || at >= to) continue;
      const sim = query.Group === 'sim' ? row.simSid : null;
      const country = query.Group === 'isoCountry' || query.IsoCountry ? row.isoCountry : null;
      const key = `${sim}|${country}|${start}`;
      const total = totals.get(key);
      if (total) total.bytes += row.bytes;
      else totals.set(key, { sim, country, start, bytes: row.bytes });
    }
    const hours = query.Granularity === 'day' ? 24 : 1;
    return [...totals.values()].map((total) => ({
      account_sid: ACCOUNT,
      sim_sid: total.sim,
      network_sid: null,
      fleet_sid: null,
      iso_country: total.country,
      period: {
        start_time: total.start,
        end_time: new Date(Date.parse(total.start) + hours * 3_600_000).toISOString().replace('.000Z', 'Z'),
      },
      data_upload: Math.floor(total.bytes / 2),
      data_download: total.bytes - Math.floor(total.bytes / 2),
      data_total: total.bytes,
      data_total_billed: 0,
      billed_unit: 'USD',
    }));
  };

  const send = (
    response: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => {
    response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  };
  const notFound = (response: ServerResponse) =>
    send(response, 404, { code: 20404, message: 'The requested resource was not found', status: 404 });

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', base);
    const raw = await readBody(request);
    const started = performance.now();
    try {
      answer(request, response, url, raw);
    } finally {
      busyMs += performance.now() - started;
    }
  });

  const answer = (request: IncomingMessage, response: ServerResponse, url: URL, raw: string) => {
    const body = Object.fromEntries(new URLSearchParams(raw));
    const query = Object.fromEntries(url.searchParams);
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      query,
      body,
      authorization: request.headers.authorization,
    });
    const aimed = aimedFaults.findIndex((entry) => entry.matches(requests.at(-1)!) && entry.skip-- <= 0);
    const fault = aimed >= 0 ? aimedFaults.splice(aimed, 1)[0]!.fault : faults.shift();
    if (fault?.hang) return;
    if (fault) {
      return send(
        response,
        fault.status,
        { code: 20429, message: 'Too many requests', status: fault.status },
        fault.retryAfter === undefined ? {} : { 'Retry-After': fault.retryAfter },
      );
    }
    const simPath = /^\/v1\/Sims\/([^/]+)$/.exec(url.pathname);
    const fleetPath = /^\/v1\/Fleets\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && url.pathname === '/v1/Sims') {
      const list = query.Iccid ? allSims().filter((sim) => sim.iccid === query.Iccid) : allSims();
      return send(response, 200, paged('sims', url.pathname, query, list, simJson));
    }
    if (request.method === 'POST' && simPath) {
      const sim = sims.get(simPath[1]!);
      if (!sim) return notFound(response);
      if (body.Status) sim.status = body.Status as FakeSim['status'];
      if (body.Fleet) {
        const fleet = [...fleets.values()].find((f) => f.sid === body.Fleet || f.uniqueName === body.Fleet);
        if (!fleet) return notFound(response);
        sim.fleetSid = fleet.sid;
      }
      return send(response, 200, simJson(sim));
    }
    if (request.method === 'GET' && fleetPath) {
      const fleet = [...fleets.values()].find((f) => f.sid === fleetPath[1] || f.uniqueName === fleetPath[1]);
      return fleet ? send(response, 200, fleetJson(fleet)) : notFound(response);
    }
    if (request.method === 'POST' && url.pathname === '/v1/ESimProfiles') {
      const profile: FakeProfile = {
        sid: sid('HP'),
        status: 'reserving',
        iccid: null,
        matchingId: null,
        simSid: null,
        errorMessage: null,
      };
      profiles.set(profile.sid, profile);
      return send(response, 201, profileJson(profile));
    }
    if (request.method === 'GET' && url.pathname === '/v1/ESimProfiles') {
      const list = [...profiles.values()].filter(
        (profile) =>
          (!query.Status || profile.status === query.Status) &&
          (!query.SimSid || profile.simSid === query.SimSid),
      );
      return send(response, 200, paged('esim_profiles', url.pathname, query, list, profileJson));
    }
    if (request.method === 'GET' && url.pathname === '/v1/UsageRecords') {
      return send(
        response,
        200,
        paged('usage_records', url.pathname, query, groupedUsage(query), (record) => record),
      );
    }
    return notFound(response);
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    get url() {
      return base;
    },
    sims,
    usage,
    requests,
    /** Milliseconds spent answering so far (the fake's own share of a caller's time). */
    get busyMs() {
      return busyMs;
    },
    addSim: (iccid: string, status: FakeSim['status'] = 'active', fleetSid: string | null = null) => {
      const sim = { sid: sid('HS'), iccid, status, fleetSid };
      sims.set(sim.sid, sim);
      return sim;
    },
    profiles,
    /** A phone downloaded, installed or refused a profile. */
    setProfileStatus: (iccid: string, status: FakeProfile['status'], errorMessage: string | null = null) => {
      const profile = [...profiles.values()].find((p) => p.iccid === iccid)!;
      profile.status = status;
      profile.errorMessage = errorMessage;
    },
    /** The SM-DP+ finishes preparing every profile being reserved: each gets its ICCID and matching ID. */
    prepareProfiles: () => {
      for (const profile of profiles.values()) {
        if (profile.status !== 'reserving') continue;
        profileSerial += 1;
        profile.status = 'available';
        const body = `8988307${String(profileSerial).padStart(12, '0')}`;
        profile.iccid = `${body}${luhnCheckDigit(body)}`;
        profile.matchingId = `TW${String(profileSerial).padStart(6, '0')}-${randomBytes(4).toString('hex').toUpperCase()}`;
        const sim = { sid: sid('HS'), iccid: profile.iccid, status: 'ready' as const, fleetSid: null };
        sims.set(sim.sid, sim);
        profile.simSid = sim.sid;
      }
    },
    addFleet: (uniqueName: string) => {
      const fleet = { sid: sid('HF'), uniqueName };
      fleets.set(fleet.sid, fleet);
      return fleet;
    },
    simByIccid: (iccid: string) => [...sims.values()].find((sim) => sim.iccid === iccid),
    /** The next requests answer these faults, one each, in order. */
    fail: (...next: Fault[]) => {
      faults.push(...next);
    },
    /** The first request that `matches`, after `skip` that match, answers `fault`. */
    failWhen: (matches: (request: LoggedRequest) => boolean, fault: Fault, skip = 0) => {
      aimedFaults.push({ matches, skip, fault });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

export type FakeSupersim = Awaited<ReturnType<typeof startFakeSupersim>>;
