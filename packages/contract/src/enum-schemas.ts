import { z } from 'zod';
import {
  ACTIVITY_TYPES,
  CARD_TYPES,
  PAY_ORDER_STATUSES,
  PAYMENT_METHODS,
  RESTRICT_RULES,
  SIM_STATUSES,
  TRAFFIC_LIMIT_TYPES,
  USER_LEVELS,
} from './enums.ts';

// The zod schema of each enum of enums.ts, built from its array (the API's validation and OpenAPI document).

export const simStatusSchema = z.enum(SIM_STATUSES);
export const cardTypeSchema = z.enum(CARD_TYPES);
export const activityTypeSchema = z.enum(ACTIVITY_TYPES);
export const payOrderStatusSchema = z.enum(PAY_ORDER_STATUSES);
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export const trafficLimitTypeSchema = z.enum(TRAFFIC_LIMIT_TYPES);
export const restrictRuleSchema = z.enum(RESTRICT_RULES);
export const userLevelSchema = z.literal(USER_LEVELS);
