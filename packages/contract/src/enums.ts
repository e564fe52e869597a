// Each enum is a const array (the runtime list, e.g. for selects and database checks) and the union type derived
// from it; enum-schemas.ts builds the zod schema of each from the same array, so the three can never drift apart.
// Zod-free: the pages that only list or compare values (filters, tags) do not load zod.

/** Use status of a SIM card (spec §4): no plan yet, in service, suspended for lack of credit, paused by Stop Billing. */
export const SIM_STATUSES = ['NOT_ACTIVE', 'USING', 'SUSPEND', 'PAUSED'] as const;
export type SimStatus = (typeof SIM_STATUSES)[number];

/** Physical SIM or eSIM. */
export const CARD_TYPES = ['PHYSICAL', 'ESIM'] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** Kinds of ledger entries: every balance change writes exactly one activity of one of these types. */
export const ACTIVITY_TYPES = ['ESIM_APPLY', 'DAILY_FEE', 'TOP_UP', 'ADD_ON_PURCHASE', 'REFUND'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/**
 * Pay-order status: INIT is "un-paid", FINISHED is "finished pay" (credited by an administrator), CANCELLED is
 * withdrawn by its customer before any confirmation (decision 0036). Only INIT moves, to one of the other two.
 */
export const PAY_ORDER_STATUSES = ['INIT', 'FINISHED', 'CANCELLED'] as const;
export type PayOrderStatus = (typeof PAY_ORDER_STATUSES)[number];

/** How a pay order is paid; INTERNATIONAL adds the 4% fee (see INTERNATIONAL_FEE_BPS in money.ts). */
export const PAYMENT_METHODS = ['DOMESTIC', 'INTERNATIONAL'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Whether a basic plan's traffic allowance is counted per day or per billing cycle. */
export const TRAFFIC_LIMIT_TYPES = ['PER_DAY', 'PER_CYCLE'] as const;
export type TrafficLimitType = (typeof TRAFFIC_LIMIT_TYPES)[number];

/** What happens past a plan's allowance (and any add-on traffic): slow the card down or cut it off. */
export const RESTRICT_RULES = ['THROTTLE', 'STOP'] as const;
export type RestrictRule = (typeof RESTRICT_RULES)[number];

/** An eSIM profile in stock: AVAILABLE until a customer's eSIM application takes it, then ASSIGNED for good. */
export const ESIM_PROFILE_STATUSES = ['AVAILABLE', 'ASSIGNED'] as const;
export type EsimProfileStatus = (typeof ESIM_PROFILE_STATUSES)[number];

/** User level as the spec gives it: numbers, not names, because the client's user info carries `level`. */
export const CUSTOMER_LEVEL = 0;
export const ADMIN_LEVEL = 1;
export const USER_LEVELS = [CUSTOMER_LEVEL, ADMIN_LEVEL] as const;
export type UserLevel = (typeof USER_LEVELS)[number];

/** True for an administrator; the server enforces this, the client only uses it to choose screens. */
export const isAdminLevel = (level: number): boolean => level === ADMIN_LEVEL;
