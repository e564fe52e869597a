// The limits of what an administrator may enter in the catalogue (issue 20): the API's schemas
// (api/catalog-admin.ts) and the editor's form (zod-free, so the form's chunk does not carry zod).
export const CATALOGUE_LIMITS = {
  nameLength: 60,
  descriptionLength: 500,
  /** A cycle's price, in minor units: up to 1,000,000.00 of the currency. */
  maxPriceMinor: 100_000_000,
  maxCycleDays: 365,
  /** 1 TB in MB. */
  maxTrafficMb: 1_048_576,
  maxSortOrder: 100_000,
  maxCoverage: 300,
} as const;
