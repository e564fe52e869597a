import { createHash } from 'node:crypto';
import { luhnCheckDigit } from '@simportal/contract/rules/iccid';
import type { Db } from '../../db/database.ts';
import { esimProfiles } from './schema.ts';

/** Demo data only: a made-up SM-DP+ under the reserved .example domain; no phone can download from it. */
export const DEMO_SM_DP_ADDRESS = 'smdp.demo.simportal.example';
const DEMO_ESIM_PROFILE_COUNT = 20;
/** Demo eSIM ICCIDs: 89 852 issuer 2025 12 (the physical demo cards use …11), a serial, the Luhn digit. */
const ICCID_PREFIX = '898522025120';

export interface DemoProfile {
  iccid: string;
  smDpAddress: string;
  matchingId: string;
  confirmationCodeRequired: boolean;
}

/** The demo profiles, the same in every fresh demo database (Matching IDs derived from the ICCID). */
export const demoEsimProfiles = (): DemoProfile[] =>
  Array.from({ length: DEMO_ESIM_PROFILE_COUNT }, (_, index) => {
    const body = `${ICCID_PREFIX}${String(index + 1).padStart(6, '0')}`;
    const iccid = `${body}${luhnCheckDigit(body)}`;
    const hex = createHash('sha256').update(`demo-esim-${iccid}`).digest('hex').toUpperCase();
    const matchingId = `DEMO-${hex.slice(0, 5)}-${hex.slice(5, 10)}-${hex.slice(10, 15)}`;
    return { iccid, smDpAddress: DEMO_SM_DP_ADDRESS, matchingId, confirmationCodeRequired: false };
  });

/** Inserts the demo profiles that are missing; returns how many (0 on every later start). */
export const seedDemoEsimProfiles = async (db: Db): Promise<number> => {
  const inserted = await db
    .insert(esimProfiles)
    .values(demoEsimProfiles())
    .onConflictDoNothing()
    .returning({ id: esimProfiles.id });
  return inserted.length;
};
