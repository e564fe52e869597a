import { createHash, createHmac } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';

// bench/network.ts's load, in a worker thread so that building and signing the batches and timing the probes
// take nothing from the server's event loop: Event Streams' deliveries of a day of Super SIM connection events
// (signed batches of CloudEvents, a few senders at once) and a probe of the portal every ~50 ms, first alone (the
// baseline), then during the ingestion.

export interface NetworkLoadInput {
  /** Where the server listens, and the PUBLIC_URL it checks signatures against (the same address here). */
  url: string;
  path: string;
  authToken: string;
  /** The cards the events are for, by ICCID. */
  iccids: string[];
  /** The business day the events happen on (UTC). */
  day: string;
  batchSize: number;
  senders: number;
  baselineMs: number;
  probeEveryMs: number;
  /** A signed-in customer's access token, for GET /api/sims. */
  customerToken: string;
}

export interface ProbeFigures {
  /** Each answer's latency, ms. */
  latencies: number[];
  failures: number;
}
export interface NetworkLoadResult {
  baseline: Record<string, ProbeFigures>;
  during: Record<string, ProbeFigures>;
  events: number;
  batches: number;
  bodyBytes: number;
  failedBatches: number;
  firstFailure: string | null;
  ingestMs: number;
  /** Each batch's POST, ms. */
  postLatencies: number[];
}

const input = workerData as NetworkLoadInput;

const SIM_SID = (n: number) => `HS${n.toString(16).padStart(32, '0')}`;
const NETWORKS = [
  { friendly_name: 'Vodafone DE', iso_country: 'DE', mcc: '262', mnc: '02' },
  { friendly_name: 'Orange F', iso_country: 'FR', mcc: '208', mnc: '01' },
  { friendly_name: 'EE', iso_country: 'GB', mcc: '234', mnc: '30' },
  { friendly_name: 'T-Mobile US', iso_country: 'US', mcc: '310', mnc: '260' },
];

/**
 * A day of events per card, in the order they happen (so a batch holds events of ~100 different cards, as a sink
 * receives them): for 5% of the cards an attach refused first, then for every card an attach accepted, a data
 * session started, updated (Super SIM sends these during a session; the portal reads and ignores them) and ended.
 */
const PHASES = [
  { type: 'attachment.rejected', share: 20 },
  { type: 'attachment.accepted', share: 1 },
  { type: 'data-session.started', share: 1 },
  { type: 'data-session.updated', share: 1 },
  { type: 'data-session.ended', share: 1 },
] as const;

function* events() {
  const dayStart = Date.parse(`${input.day}T00:00:00Z`);
  const phaseMs = (24 * 3_600_000) / PHASES.length;
  const cards = input.iccids.length;
  let n = 0;
  for (const [p, phase] of PHASES.entries()) {
    for (let card = 0; card < cards; card += 1) {
      if (card % phase.share !== 0) continue;
      n += 1;
      const at = new Date(dayStart + p * phaseMs + Math.floor((card * phaseMs) / cards)).toISOString();
      const id = `EZ${n.toString(16).padStart(32, '0')}`;
      const session = phase.type.startsWith('data-session');
      yield {
        specversion: '1.0',
        type: `com.twilio.iot.supersim.connection.${phase.type}`,
        source: `/v1/Sims/${SIM_SID(card)}`,
        id,
        dataschema: 'https://events-schemas.twilio.com/Supersim.ConnectionEvent/1',
        datacontenttype: 'application/json',
        time: at,
        data: {
          account_sid: `AC${'0'.repeat(32)}`,
          event_sid: id,
          event_type: phase.type,
          sim_sid: SIM_SID(card),
          sim_iccid: input.iccids[card],
          sim_unique_name: null,
          fleet_sid: `HF${'f'.repeat(32)}`,
          imei: `35${String(card).padStart(13, '0')}`,
          imsi: `2620${String(card).padStart(11, '0')}`,
          rat_type: 'LTE',
          timestamp: at,
          network: { ...NETWORKS[card % NETWORKS.length], sid: `HW${'e'.repeat(32)}` },
          location: {
            cell_id: String(10_000 + (card % 5000)),
            lac: String(card % 900),
            lat: null,
            lon: null,
          },
          ...(phase.type === 'attachment.rejected'
            ? { error: { code: 34150, message: 'Network not allowed by the Network Access Profile' } }
            : {}),
          ...(session
            ? {
                data_session_sid: `SD${card.toString(16).padStart(32, '0')}`,
                data_session_start_time: at,
                data_session_data_download: 1_048_576 + card,
                data_session_data_upload: 65_536 + card,
                data_session_data_total: 1_114_112 + 2 * card,
                apn: 'super',
                ip_address: `10.${(card >> 16) & 255}.${(card >> 8) & 255}.${card & 255}`,
              }
            : {}),
        },
      };
    }
  }
}

/** Signed as Twilio signs a JSON body: bodySHA256 in the URL, HMAC-SHA1 of PUBLIC_URL + path + query. */
const signed = (body: string) => {
  const hash = createHash('sha256').update(body).digest('hex');
  const pathAndQuery = `${input.path}?bodySHA256=${hash}`;
  const signature = createHmac('sha1', input.authToken)
    .update(`${input.url}${pathAndQuery}`)
    .digest('base64');
  return { pathAndQuery, signature };
};

const PROBES = {
  'GET /api/health/ready': { path: '/api/health/ready', headers: {} as Record<string, string> },
  'GET /api/sims (signed-in customer)': {
    path: '/api/sims',
    headers: { authorization: `Bearer ${input.customerToken}` },
  },
};

/** Probes every endpoint every probeEveryMs (not waiting for the last answer) until the returned stop. */
const startProbes = () => {
  const figures: Record<string, ProbeFigures> = {};
  const pending = new Set<Promise<void>>();
  const tick = () => {
    for (const [name, probe] of Object.entries(PROBES)) {
      figures[name] ??= { latencies: [], failures: 0 };
      const mine = figures[name];
      const started = performance.now();
      const request = fetch(`${input.url}${probe.path}`, { headers: probe.headers })
        .then(async (response) => {
          await response.arrayBuffer();
          if (response.status !== 200) mine.failures += 1;
          else mine.latencies.push(performance.now() - started);
        })
        .catch(() => {
          mine.failures += 1;
        })
        .finally(() => pending.delete(request));
      pending.add(request);
    }
  };
  tick();
  const timer = setInterval(tick, input.probeEveryMs);
  return async () => {
    clearInterval(timer);
    await Promise.all(pending);
    return figures;
  };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const stopBaseline = startProbes();
await sleep(input.baselineMs);
const baseline = await stopBaseline();

parentPort!.postMessage({ phase: 'ingestion' });
const stopDuring = startProbes();
const source = events();
const result: NetworkLoadResult = {
  baseline,
  during: {},
  events: 0,
  batches: 0,
  bodyBytes: 0,
  failedBatches: 0,
  firstFailure: null,
  ingestMs: 0,
  postLatencies: [],
};
const nextBatch = () => {
  const batch = [];
  for (let next = source.next(); !next.done; next = source.next()) {
    batch.push(next.value);
    if (batch.length === input.batchSize) break;
  }
  return batch;
};
const sender = async () => {
  for (let batch = nextBatch(); batch.length > 0; batch = nextBatch()) {
    const body = JSON.stringify(batch);
    const { pathAndQuery, signature } = signed(body);
    const started = performance.now();
    const response = await fetch(`${input.url}${pathAndQuery}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-twilio-signature': signature },
      body,
    });
    const text = await response.text();
    result.postLatencies.push(performance.now() - started);
    result.batches += 1;
    result.events += batch.length;
    result.bodyBytes += Buffer.byteLength(body);
    if (response.status !== 204) {
      result.failedBatches += 1;
      result.firstFailure ??= `${response.status} ${text.slice(0, 200)}`;
    }
  }
};
const ingestStarted = performance.now();
await Promise.all(Array.from({ length: input.senders }, sender));
result.ingestMs = performance.now() - ingestStarted;
result.during = await stopDuring();
parentPort!.postMessage({ phase: 'done', result });
