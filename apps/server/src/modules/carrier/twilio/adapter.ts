import type { CarrierAdapter, CarrierCard, CarrierCardState } from '../carrier-adapter.ts';
import {
  answerOrThrow,
  createSupersimClient,
  formBody,
  nextPageQuery,
  type SupersimClient,
  type SupersimClientOptions,
  SupersimError,
} from './client.ts';
import { supersimEsimProfiles } from './esim-profiles.ts';
import { pullSupersimUsage } from './usage.ts';

export interface TwilioSupersimOptions extends SupersimClientOptions {
  /** The Fleet (SID or unique name) the cards belong to, and a card returns to when its throttle is lifted. */
  fleet: string;
  /** The Fleet a throttled card is moved to: one with a small data limit (Super SIM has no speed throttle: 0093). */
  throttleFleet: string;
}

/** Sims a page: the document's largest. */
const PAGE_SIZE = 1000;

type SimStatus = 'new' | 'ready' | 'active' | 'inactive' | 'scheduled';

/**
 * Super SIM's status as the portal's network state: `ready` becomes `active` at the first attach, so it is one;
 * `inactive` is both a paused and a terminated card (Super SIM has no terminate: decision 0093); `new` is not yet
 * usable; `scheduled` is between two states, so it is not compared.
 */
const stateOf = (status: SimStatus | undefined): CarrierCardState['state'] | null => {
  switch (status) {
    case 'ready':
    case 'active':
      return 'active';
    case 'inactive':
    case 'new':
      return 'paused';
    default:
      return null;
  }
};

/**
 * The portal's card actions as Super SIM calls (decision 0093), each a POST /v1/Sims/{Sid}:
 * pause and terminate → Status=inactive; resume → Status=active; throttle → Fleet=throttleFleet; unthrottle →
 * Fleet=fleet. Cards are known to Super SIM by SID; the adapter finds a card's SID by its ICCID once per process.
 */
export const createTwilioSupersimAdapter = (options: TwilioSupersimOptions) => {
  const client: SupersimClient = createSupersimClient(options);
  const sids = new Map<string, string>();
  const iccids = new Map<string, string>();
  const fleetSids = new Map<string, string>();

  /** Every Sim, a page at a time; each page also fills the SID ↔ ICCID maps. */
  const listSims = async function* () {
    let query: Record<string, string | number> | null = { PageSize: PAGE_SIZE };
    while (query) {
      const data = answerOrThrow(
        'GET /v1/Sims',
        await client.GET('/v1/Sims', { params: { query: query as { PageSize: number } } }),
      );
      const sims = data.sims ?? [];
      for (const sim of sims) {
        if (sim.sid && sim.iccid) {
          sids.set(sim.iccid, sim.sid);
          iccids.set(sim.sid, sim.iccid);
        }
      }
      yield sims;
      query = nextPageQuery(data.meta?.next_page_url);
    }
  };

  /** A usage record's SID as an ICCID: from the maps, or after one listing of every Sim. */
  let listed = false;
  const iccidOf = async (sid: string) => {
    if (!iccids.has(sid) && !listed) {
      for await (const _page of listSims());
      listed = true;
    }
    return iccids.get(sid);
  };

  const sidOf = async (card: CarrierCard): Promise<string> => {
    const known = sids.get(card.iccid);
    if (known) return known;
    const data = answerOrThrow(
      'GET /v1/Sims',
      await client.GET('/v1/Sims', { params: { query: { Iccid: card.iccid, PageSize: 1 } } }),
    );
    const sid = data.sims?.[0]?.sid;
    if (!sid) throw new SupersimError(404, `Super SIM has no SIM for card ${card.cardId}`);
    sids.set(card.iccid, sid);
    return sid;
  };

  const fleetSidOf = async (fleet: string): Promise<string> => {
    const known = fleetSids.get(fleet);
    if (known) return known;
    const data = answerOrThrow(
      'GET /v1/Fleets/{Sid}',
      await client.GET('/v1/Fleets/{Sid}', { params: { path: { Sid: fleet } } }),
    );
    if (!data.sid) throw new SupersimError(404, 'Super SIM has no such Fleet');
    fleetSids.set(fleet, data.sid);
    return data.sid;
  };

  const update = async (card: CarrierCard, fields: { Status?: 'active' | 'inactive'; Fleet?: string }) => {
    const sid = await sidOf(card);
    answerOrThrow(
      'POST /v1/Sims/{Sid}',
      await client.POST('/v1/Sims/{Sid}', {
        params: { path: { Sid: sid } },
        body: fields,
        bodySerializer: formBody,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
    );
  };

  const adapter: CarrierAdapter = {
    name: 'twilio-supersim',
    throttleEffect: 'data_stops',
    terminates: false,
    pause: (card) => update(card, { Status: 'inactive' }),
    resume: (card) => update(card, { Status: 'active' }),
    terminate: (card) => update(card, { Status: 'inactive' }),
    throttle: (card) => update(card, { Fleet: options.throttleFleet }),
    unthrottle: (card) => update(card, { Fleet: options.fleet }),
    cardStates: async function* () {
      const throttleSid = await fleetSidOf(options.throttleFleet);
      for await (const sims of listSims()) {
        const page: CarrierCardState[] = [];
        for (const sim of sims) {
          const state = stateOf(sim.status);
          if (!sim.iccid || !state) continue;
          page.push({
            iccid: sim.iccid,
            state,
            throttled: sim.fleet_sid === throttleSid,
          });
        }
        yield page;
      }
    },
    usage: (days, timeZone) => pullSupersimUsage(client, days, timeZone, iccidOf, iccids),
    esimProfiles: supersimEsimProfiles(client, async (iccid) => {
      try {
        return await sidOf({ cardId: 0, iccid });
      } catch (error) {
        if (error instanceof SupersimError && error.status === 404) return null;
        throw error;
      }
    }),
  };
  return adapter;
};
