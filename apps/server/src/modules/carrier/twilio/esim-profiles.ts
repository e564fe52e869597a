import type { NetworkEventKind } from '@simportal/contract/api/network';
import type { EsimProfileSupply, PlatformEsimProfile } from '../carrier-adapter.ts';
import type { IncomingNetworkEvent } from '../network-events.ts';
import { answerOrThrow, formBody, nextPageQuery, type SupersimClient } from './client.ts';

/** Profiles a page: the document's largest. */
const PAGE_SIZE = 1000;

type ProfileStatus = 'new' | 'reserving' | 'available' | 'downloaded' | 'installed' | 'failed';

/**
 * Super SIM's ESimProfiles as the portal's eSIM stock (decision 0093): a profile is created with a generated
 * matching ID (any phone may claim it), prepared by Twilio's SM-DP+ (`reserving`), then `available` with its ICCID,
 * SM-DP+ address and matching ID, which is all the activation code (LPA:1$address$matching-id) needs.
 */
/** A profile's status as the event the doctor reads; the statuses before a phone is involved are not events. */
const EVENT_OF: Partial<Record<ProfileStatus, NetworkEventKind>> = {
  downloaded: 'profile_downloaded',
  installed: 'profile_installed',
  failed: 'profile_failed',
};

/** Why a profile failed, from the platform's words: a phone that refused it is the one cause the doctor fixes. */
const failureCause = (message: string | null | undefined) =>
  /lock|not (supported|compatible)|incompatible|eid|euicc/i.test(message ?? '') ? 'device_locked' : 'unknown';

export const supersimEsimProfiles = (
  client: SupersimClient,
  /** A card's Super SIM SID by its ICCID (the adapter's lookup): profiles are found by their SIM. */
  simSidOf: (iccid: string) => Promise<string | null>,
): EsimProfileSupply => {
  const list = async function* (status: ProfileStatus) {
    let query: Record<string, string | number> | null = { Status: status, PageSize: PAGE_SIZE };
    while (query) {
      const data = answerOrThrow(
        'GET /v1/ESimProfiles',
        await client.GET('/v1/ESimProfiles', {
          params: { query: query as { Status: ProfileStatus; PageSize: number } },
        }),
      );
      yield data.esim_profiles ?? [];
      query = nextPageQuery(data.meta?.next_page_url);
    }
  };
  return {
    available: async function* () {
      for await (const profiles of list('available')) {
        const page: PlatformEsimProfile[] = [];
        for (const profile of profiles) {
          if (!profile.iccid || !profile.smdp_plus_address || !profile.matching_id) continue;
          page.push({
            iccid: profile.iccid,
            // the document calls it a URI; an activation code takes the host alone
            smDpAddress: profile.smdp_plus_address.replace(/^[a-z]+:\/\//i, '').replace(/[/:].*$/, ''),
            matchingId: profile.matching_id,
          });
        }
        yield page;
      }
    },
    preparing: async () => {
      let count = 0;
      for (const status of ['new', 'reserving'] as const) {
        for await (const profiles of list(status)) count += profiles.length;
      }
      return count;
    },
    statuses: async (iccids) => {
      const events: IncomingNetworkEvent[] = [];
      for (const iccid of iccids) {
        const simSid = await simSidOf(iccid);
        if (!simSid) continue;
        const data = answerOrThrow(
          'GET /v1/ESimProfiles',
          await client.GET('/v1/ESimProfiles', { params: { query: { SimSid: simSid, PageSize: 20 } } }),
        );
        for (const profile of data.esim_profiles ?? []) {
          const kind = profile.status ? EVENT_OF[profile.status] : undefined;
          if (!kind || !profile.sid) continue;
          events.push({
            sourceEventId: `${profile.sid}:${profile.status}`,
            iccid,
            kind,
            occurredAt: new Date(profile.date_updated ?? Date.now()),
            networkName: null,
            country: null,
            cause: kind === 'profile_failed' ? failureCause(profile.error_message) : null,
            detail: profile.error_message
              ? `${profile.error_code ?? ''} ${profile.error_message}`.trim()
              : null,
          });
        }
      }
      return events;
    },
    reserve: async (count) => {
      for (let made = 0; made < count; made += 1) {
        answerOrThrow(
          'POST /v1/ESimProfiles',
          await client.POST('/v1/ESimProfiles', {
            body: { GenerateMatchingId: true },
            bodySerializer: (body) => formBody({ GenerateMatchingId: String(body?.GenerateMatchingId) }),
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          }),
        );
      }
    },
  };
};
