import { z } from 'zod';
import { CATALOGUE_LIMITS } from '../catalogue-limits.ts';
import { allDestinationCodes } from '../destinations.ts';
import { RESTRICT_RULES, TRAFFIC_LIMIT_TYPES } from '../enums.ts';
import { localizedTextSchema, perLocale } from '../localized-text.ts';
import { MAX_RECORD_ID } from '../rules/record-id.ts';

// Admin Management › Catalogue (issue 20, decision 0026): basic plans and add-ons as administrators edit them,
// under /api/admin/catalog. A plan or add-on is addressed by its first version's id (`id`); every change names
// the `revision` it was made on, and a stale one answers 409 catalogue_edit_conflict.

const isoDate = z.iso.date();
const isoDateTime = z.iso.datetime();

const number = (min: number, max: number) =>
  z
    .int({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? 'field_required' : 'invalid_value',
    })
    .min(min, { error: 'invalid_value' })
    .max(max, { error: 'invalid_value' });

// a name of spaces alone is no name: the pattern says so in the OpenAPI document too (the fuzzer sent " ")
const nameText = z
  .string({ error: 'name_required' })
  .regex(/\S/, { error: 'name_required' })
  .trim()
  .min(1, { error: 'name_required' })
  .max(CATALOGUE_LIMITS.nameLength, { error: 'invalid_value' });
const descriptionText = z
  .string({ error: 'field_required' })
  .trim()
  .max(CATALOGUE_LIMITS.descriptionLength, { error: 'invalid_value' });

/**
 * Countries and regions: known ISO codes (an enum, so the OpenAPI document states the rule too), at least one,
 * each once (sorted, so equal lists compare equal).
 */
const coverageSchema = z
  .array(z.enum(allDestinationCodes() as [string, ...string[]], { error: 'country_unknown' }), {
    error: 'coverage_required',
  })
  .min(1, { error: 'coverage_required' })
  .max(CATALOGUE_LIMITS.maxCoverage, { error: 'invalid_value' })
  .transform((codes) => [...new Set(codes)].sort());

const itemText = {
  name: perLocale(nameText, { error: 'name_required' }),
  description: perLocale(descriptionText, { error: 'field_required' }),
  priceMinor: number(0, CATALOGUE_LIMITS.maxPriceMinor),
  sortOrder: number(0, CATALOGUE_LIMITS.maxSortOrder),
  coverage: coverageSchema,
};

/** A basic plan as an administrator writes it. */
export const planInputSchema = z.object({
  ...itemText,
  cycleDays: number(1, CATALOGUE_LIMITS.maxCycleDays),
  totalTrafficMb: number(0, CATALOGUE_LIMITS.maxTrafficMb),
  trafficLimitType: z.enum(TRAFFIC_LIMIT_TYPES, { error: 'invalid_value' }),
  restrictRule: z.enum(RESTRICT_RULES, { error: 'invalid_value' }),
  planType: z
    .string({ error: 'field_required' })
    .trim()
    .regex(/^[A-Z][A-Z0-9_]{0,19}$/, { error: 'invalid_value' })
    .default('BASIC'),
});
export type PlanInput = z.infer<typeof planInputSchema>;

/** An add-on as an administrator writes it. */
export const addOnInputSchema = z.object({
  ...itemText,
  trafficMb: number(1, CATALOGUE_LIMITS.maxTrafficMb),
});
export type AddOnInput = z.infer<typeof addOnInputSchema>;

const revision = number(1, 2_147_483_647);

export const planUpdateSchema = planInputSchema.extend({ revision });
export type PlanUpdate = z.infer<typeof planUpdateSchema>;
export const addOnUpdateSchema = addOnInputSchema.extend({ revision });
export type AddOnUpdate = z.infer<typeof addOnUpdateSchema>;

/** Put on sale (true) or retire (false). */
export const saleBodySchema = z.object({ onSale: z.boolean({ error: 'field_required' }), revision });
export type SaleBody = z.infer<typeof saleBodySchema>;

export const catalogueItemParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .positive({ error: 'invalid_value' })
    .max(MAX_RECORD_ID, { error: 'invalid_value' }),
});

/** One version of a plan's terms: what cards on it pay and get. */
export const planVersionSchema = z.object({
  version: z.int().positive(),
  /** The row's id: what cards and orders name. */
  versionId: z.int().positive(),
  priceMinor: z.int().min(0),
  cycleDays: z.int().positive(),
  totalTrafficMb: z.int().min(0),
  trafficLimitType: z.enum(TRAFFIC_LIMIT_TYPES),
  restrictRule: z.enum(RESTRICT_RULES),
  planType: z.string(),
  /** From this business day, cards on an earlier version move to this one at their next cycle start. */
  effectiveFrom: isoDate,
  createdAt: isoDateTime,
  supersededAt: isoDateTime.nullable(),
});
export type PlanVersion = z.infer<typeof planVersionSchema>;

const adminItem = {
  /** The first version's id: the plan or add-on across its versions. */
  id: z.int().positive(),
  name: localizedTextSchema,
  description: localizedTextSchema,
  sortOrder: z.int().min(0),
  coverage: z.array(z.string()),
  onSale: z.boolean(),
  revision: z.int().positive(),
};

export const adminPlanSchema = z.object({
  ...adminItem,
  /** The open version (the last of `versions`). */
  current: planVersionSchema,
  /** Every version, oldest first. */
  versions: z.array(planVersionSchema),
  /** Cards whose current plan is a version of it. */
  cardCount: z.int().min(0),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;

export const addOnVersionSchema = z.object({
  version: z.int().positive(),
  versionId: z.int().positive(),
  priceMinor: z.int().min(0),
  trafficMb: z.int().positive(),
  createdAt: isoDateTime,
  supersededAt: isoDateTime.nullable(),
});
export type AddOnVersion = z.infer<typeof addOnVersionSchema>;

export const adminAddOnSchema = z.object({
  ...adminItem,
  current: addOnVersionSchema,
  versions: z.array(addOnVersionSchema),
});
export type AdminAddOn = z.infer<typeof adminAddOnSchema>;

export const adminCatalogueSchema = z.object({
  currency: z.string().length(3),
  /** Today in BILLING_TZ; a change of terms saved today takes effect from the next business day. */
  businessDay: isoDate,
  plans: z.array(adminPlanSchema),
  addOns: z.array(adminAddOnSchema),
});
export type AdminCatalogue = z.infer<typeof adminCatalogueSchema>;

/** The fields of a plan whose change adds a version (the rest are edited on every version at once). */
export const PLAN_TERMS = [
  'priceMinor',
  'cycleDays',
  'totalTrafficMb',
  'trafficLimitType',
  'restrictRule',
  'planType',
] as const;
export const ADD_ON_TERMS = ['priceMinor', 'trafficMb'] as const;
