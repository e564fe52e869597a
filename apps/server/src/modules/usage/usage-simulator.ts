import { addDaysToIsoDate } from '@simportal/contract/calendar-date';
import { KB_PER_MB } from '@simportal/contract/traffic';
import type { CarrierUsageRow, GeneratedUsageSource } from './usage-source.ts';

/** Regions a roaming traveller from Hong Kong plausibly visits; the first ones most often. */
const SIMULATED_REGIONS: readonly (readonly [code: string, name: string])[] = [
  ['HK', 'Hong Kong'],
  ['CN', 'China'],
  ['MO', 'Macao'],
  ['JP', 'Japan'],
  ['SG', 'Singapore'],
  ['TH', 'Thailand'],
  ['KR', 'Korea, Republic of'],
  ['MY', 'Malaysia'],
  ['US', 'United States'],
  ['GB', 'United Kingdom'],
  ['FR', 'France'],
  ['AU', 'Australia'],
];

/** FNV-1a of a string: the seed of one card-day, so any day can be generated alone and always the same. */
const hash = (text: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
};

/** mulberry32: a small, well-mixed PRNG; deterministic from its seed. */
const generator = (seed: number) => {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

/**
 * One card's traffic on one day: nothing on about one day in eight, otherwise 20–900 MB spread over one to three
 * regions (a card has a "home" region it uses most). A pure function of (seed, iccid, day).
 */
export const simulateCardDay = (
  seed: number,
  iccid: string,
  day: string,
): Omit<CarrierUsageRow, 'line'>[] => {
  const cardRandom = generator(hash(`${seed}:${iccid}`));
  const home = Math.floor(cardRandom() * 6);
  const appetiteMb = 80 + cardRandom() * 420;
  const random = generator(hash(`${seed}:${iccid}:${day}`));
  if (random() < 0.125) return [];
  const totalKb = Math.round(appetiteMb * (0.25 + random() * 1.75) * KB_PER_MB);
  const count = random() < 0.6 ? 1 : random() < 0.75 ? 2 : 3;
  const codes = new Set<number>([home]);
  while (codes.size < count) codes.add(Math.floor(random() * SIMULATED_REGIONS.length));
  const shares = [...codes].map((index, i) => ({ index, weight: i === 0 ? 2 + random() * 3 : random() }));
  const weights = shares.reduce((sum, share) => sum + share.weight, 0);
  let left = totalKb;
  return shares.map((share, i) => {
    const usedKb = i === shares.length - 1 ? left : Math.round((totalKb * share.weight) / weights);
    left -= usedKb;
    const [regionCode, regionName] = SIMULATED_REGIONS[share.index]!;
    return { iccid, day, regionCode, regionName, usedKb };
  });
};

export interface UsageSimulatorOptions {
  seed: number;
  /** The cards to generate traffic for, by ICCID. */
  iccids: readonly string[];
  /** How many days up to today (included). */
  days: number;
  /** BILLING_TZ: where in today `now` is (default UTC). */
  timeZone?: string;
}

/** The hour (0–23) of `now` in `timeZone`. */
const hourIn = (now: Date, timeZone: string): number =>
  Number(new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', hour: '2-digit' }).format(now)) % 24;

/**
 * The usage simulator: a usage source that generates plausible daily usage per region for the given cards,
 * deterministically from a seed. A past day is its full simulateCardDay; today only grows with the hours (in
 * hour h, (h + 1)/24 of the day's total), so a run each hour (usage-scheduler.ts) keeps demo traffic arriving
 * while a run twice in the same hour changes nothing.
 */
export const usageSimulator = (options: UsageSimulatorOptions): GeneratedUsageSource => ({
  kind: 'simulator',
  label: `seed ${options.seed}`,
  read: async (today, now) => {
    const share = (hourIn(now, options.timeZone ?? 'UTC') + 1) / 24;
    const rows: CarrierUsageRow[] = [];
    for (let back = options.days - 1; back >= 0; back -= 1) {
      const day = addDaysToIsoDate(today, -back);
      for (const iccid of options.iccids) {
        for (const row of simulateCardDay(options.seed, iccid, day)) {
          const usedKb = back === 0 ? Math.round(row.usedKb * share) : row.usedKb;
          rows.push({ line: rows.length + 1, ...row, usedKb });
        }
      }
    }
    return rows;
  },
});
