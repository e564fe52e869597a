import type { EsimProfileSupply, PlatformEsimProfile } from '../carrier-adapter.ts';
import { answerOrThrow, formBody, nextPageQuery, type SupersimClient } from './client.ts';

/** Profiles a page: the document's largest. */
const PAGE_SIZE = 1000;

type ProfileStatus = 'new' | 'reserving' | 'available' | 'downloaded' | 'installed' | 'failed';

/**
 * Super SIM's ESimProfiles as the portal's eSIM stock (decision 0093): a profile is created with a generated
 * matching ID (any phone may claim it), prepared by Twilio's SM-DP+ (`reserving`), then `available` with its ICCID,
 * SM-DP+ address and matching ID, which is all the activation code (LPA:1$address$matching-id) needs.
 */
export const supersimEsimProfiles = (client: SupersimClient): EsimProfileSupply => {
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
