import type { UsageRejectedRow } from '@simportal/contract/api/usage';

/**
 * The usage side of the carrier seam (beside carrier/carrier-adapter.ts, which tells the carrier things):
 * where the portal learns how much data each card used, per day and region. Two implementations: the CSV import
 * of carrier usage files (usage-csv.ts) and the deterministic usage simulator (usage-simulator.ts), the
 * embedded default that stands in for a carrier's feed on the demo cards. A real carrier's API would be a third.
 */
export interface CarrierUsageRow {
  /** Where the row came from: the file's line (header = 1), or the simulator's sequence number. */
  line: number;
  iccid: string;
  /** ISO date in BILLING_TZ. */
  day: string;
  /** ISO 3166-1 alpha-2, upper case. */
  regionCode: string;
  regionName: string;
  /** The day's total in that region (not an increment). */
  usedKb: number;
}

/** What a source read: the rows that passed the field rules and those rejected (unknown ICCIDs come later). */
export interface UsageBatch {
  total: number;
  rows: CarrierUsageRow[];
  rejected: UsageRejectedRow[];
}

export interface UsageSource {
  readonly kind: 'csv' | 'simulator';
  /** The file name or the simulator's seed, kept with the import for the operator. */
  readonly label: string;
  /** Reads every row; `today` (BILLING_TZ) is the last day a row may be for. */
  read(today: string): Promise<UsageBatch>;
}
