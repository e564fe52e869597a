import { z } from 'zod';
import { restrictRuleSchema, trafficLimitTypeSchema } from '../enum-schemas.ts';
import { localizedTextSchema } from '../localized-text.ts';
import { THROTTLE_EFFECTS } from './network.ts';

export { type LocalizedText, localizedTextSchema } from '../localized-text.ts';

export const basicPlanSchema = z.object({
  id: z.int().positive(),
  code: z.string(),
  name: localizedTextSchema,
  description: localizedTextSchema,
  /** Price of one whole cycle, in minor units of the portal's currency. */
  priceMinor: z.int().min(0),
  cycleDays: z.int().positive(),
  /** Allowance in MB per day or per cycle, according to trafficLimitType. */
  totalTrafficMb: z.int().min(0),
  trafficLimitType: trafficLimitTypeSchema,
  restrictRule: restrictRuleSchema,
  planType: z.string(),
  /** Where it works: ISO 3166-1 alpha-2 codes (destinations.ts names them in the reader's language). */
  coverage: z.array(z.string()),
});
export type BasicPlan = z.infer<typeof basicPlanSchema>;

export const addOnSchema = z.object({
  id: z.int().positive(),
  code: z.string(),
  name: localizedTextSchema,
  description: localizedTextSchema,
  priceMinor: z.int().min(0),
  trafficMb: z.int().positive(),
  coverage: z.array(z.string()),
});
export type AddOn = z.infer<typeof addOnSchema>;

export const catalogueSchema = z.object({
  /** ISO 4217 code of every price in the catalogue. */
  currency: z.string().length(3),
  /** What a new eSIM costs on top of its plan (ESIM_FEE): a trip that needs one counts it (issue #33). */
  esimFeeMinor: z.int().min(0),
  plans: z.array(basicPlanSchema),
  addOns: z.array(addOnSchema),
  /** What a THROTTLE plan does past its allowance on this portal's network (the words the shop uses for it). */
  throttle: z.enum(THROTTLE_EFFECTS),
});
export type Catalogue = z.infer<typeof catalogueSchema>;
