/**
 * The usage side of the carrier seam (beside carrier/carrier-adapter.ts, which tells the carrier things):
 * where the portal learns how much data each card used, per day and region. Two implementations: carrier usage
 * files (usage-csv.ts, the CSV import) and the deterministic usage simulator (usage-simulator.ts), the embedded
 * default that stands in for a carrier's feed on the demo cards. A real carrier's API would be a third.
 */
export interface CarrierUsageRow {
  /** Where the row came from: the simulator's sequence number (a file's rows are read by the import itself). */
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

/**
 * A carrier usage file (columns: USAGE_IMPORT_COLUMNS in the contract). The import streams its bytes into the
 * database (import-staging.ts) and checks the rows there, so a source only hands out bytes; `open` may be
 * called twice (a file the fast path cannot take is read again, line by line).
 */
export interface CarrierFileSource {
  readonly kind: 'csv';
  /** The file name, kept with the import for the operator. */
  readonly label: string;
  /** More data rows than this is payload_too_large (the admin API's limit). */
  readonly maxRows?: number;
  /** The file from its first byte. */
  open(): AsyncIterable<Uint8Array>;
}

/**
 * Rows made up by the portal itself (the usage simulator) or pulled from a network's API (modules/carrier), checked
 * like a file's rows.
 */
export interface GeneratedUsageSource {
  readonly kind: 'simulator' | 'network';
  /** The simulator's seed, or the network and days pulled, kept with the import for the operator. */
  readonly label: string;
  /** Every row up to `today` (BILLING_TZ); `now` places today's partial traffic. */
  read(today: string, now: Date): Promise<CarrierUsageRow[]>;
}

export type UsageSource = CarrierFileSource | GeneratedUsageSource;
