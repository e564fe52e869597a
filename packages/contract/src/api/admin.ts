import { z } from 'zod';
import { adminRoleSchema } from '../admin-roles.ts';
import { cardTypeSchema, simStatusSchema } from '../enum-schemas.ts';
import { CARD_TYPES, SIM_STATUSES } from '../enums.ts';
import { pageOf, pageQuerySchema } from '../envelope.ts';
import { MAX_RECORD_ID } from '../rules/record-id.ts';
import { tokenPairSchema } from './auth.ts';
import { CARD_GROUP_NAME_MAX_LENGTH } from './card-groups.ts';
import { localizedTextSchema } from './catalog.ts';
import { activitySchema, adminPayOrderSchema } from './wallet.ts';

// Admin mode (issue 10): customers, cards, StarterPack cards, a customer's view and the audit log, all under
// /api/admin (level 1 only; anyone else → 401 or 403 admin_required). Amounts are minor units.

const isoDateTime = z.iso.datetime();
/** An instant a client sends: with `Z` or an offset (`2026-05-01T00:00:00+08:00`). */
const isoInstant = z.iso.datetime({ offset: true, error: 'date_invalid' });

const idOf = (missing: 'plan_required' | 'days_required' | 'field_required') =>
  z
    .int({
      error: (issue) => (issue.input === undefined || issue.input === null ? missing : 'invalid_value'),
    })
    .positive({ error: 'invalid_value' })
    .max(MAX_RECORD_ID, { error: 'invalid_value' });

/** A search text: trimmed, at most `max` characters; empty means no filter. */
const searchText = (max = 254) => z.string().trim().max(max, { error: 'invalid_value' }).optional();

const flag = z.enum(['true', 'false'], { error: 'invalid_value' }).optional();

export const userIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .positive({ error: 'invalid_value' })
    .max(MAX_RECORD_ID, { error: 'invalid_value' }),
});

// ---------------------------------------------------------------------------------------------------------
// Card numbers compared as numbers
// ---------------------------------------------------------------------------------------------------------

/**
 * Compares two card numbers (digit strings of any length) as numbers: '9' < '10', '007' equals '7'. The same
 * order the server uses for the card list and its ≥ / ≤ bounds.
 */
export const compareCardNumbers = (a: string, b: string): number => {
  const x = a.replace(/^0+(?=\d)/, '');
  const y = b.replace(/^0+(?=\d)/, '');
  if (x.length !== y.length) return x.length < y.length ? -1 : 1;
  return x < y ? -1 : x > y ? 1 : 0;
};

/** A card-number bound of the card list: 1 to 20 digits, or empty for none. */
const cardNumberBound = z
  .string()
  .trim()
  .regex(/^([0-9]{1,20})?$/, { error: 'card_number_format' })
  .optional();

// ---------------------------------------------------------------------------------------------------------
// Customers
// ---------------------------------------------------------------------------------------------------------

/** GET /api/admin/customers: customers (level 0), newest first; `q` matches username or email (contains). */
export const adminCustomerListQuerySchema = pageQuerySchema.extend({ q: searchText() });
export type AdminCustomerListQuery = z.input<typeof adminCustomerListQuerySchema>;

export const adminCustomerSchema = z.object({
  id: z.int(),
  username: z.string(),
  email: z.string(),
  /** Minor units of `currency`. */
  balance: z.int(),
  currency: z.string().length(3),
  /** Cards the customer holds now. */
  cardCount: z.int().min(0),
  /** Registration date. */
  createdAt: isoDateTime,
  /**
   * When the customer deleted the account (decision 0040), else null: its name and e-mail are then a pseudonym,
   * it holds no card, and nobody can enter its view or recharge it; its balance and ledger rows stay.
   */
  deletedAt: isoDateTime.nullable(),
  /**
   * The account this one is a member of (decision 0103), else null: a member buys from that owner's balance and
   * holds none of their own, so Admin Management credits the owner, never the member.
   */
  memberOf: z.object({ id: z.int(), username: z.string() }).nullable(),
  /**
   * The bridge advancing this customer's daily fees while their top-up waits (decision 0069): the order it is
   * on, its limit, and the last business day it pays every card's fee (null: no card in use). A balance below
   * zero with this null is what an ended advance left owed. Null without an open bridge.
   */
  advance: z
    .object({
      payOrderId: z.uuid(),
      reference: z.string(),
      limitMinor: z.int().positive(),
      lastDay: z.iso.date().nullable(),
    })
    .nullable(),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

const planRefSchema = z.object({ id: z.int().positive(), name: localizedTextSchema });

/** A card as the admin screen lists it: every column of spec §3 plus its holder and StarterPack settings. */
export const adminCardSchema = z.object({
  id: z.int().positive(),
  cardNumber: z.string(),
  iccid: z.string(),
  type: cardTypeSchema,
  status: simStatusSchema,
  channelName: z.string(),
  /** The spec's "tag". */
  label: z.string().nullable(),
  holder: z.object({ id: z.int(), username: z.string(), email: z.string() }).nullable(),
  /** The holder's group the card is in (issue #59), or null. */
  group: z.object({ id: z.int().positive(), name: z.string() }).nullable(),
  isStarterPack: z.boolean(),
  /** The plan and prepaid days an administrator gave a StarterPack card. */
  starterPackPlan: planRefSchema.nullable(),
  starterPackDays: z.int().nullable(),
  currentPlan: planRefSchema.nullable(),
  planCreatedAt: isoDateTime.nullable(),
  expireAt: isoDateTime.nullable(),
  boundAt: isoDateTime.nullable(),
  /** Set when a customer deleted the card: nobody can bind it until an administrator releases it. */
  deletedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  /** Too many wrong verify codes were tried for the card: nobody can bind it until then (issue #56); else null. */
  bindLockedUntil: isoDateTime.nullable(),
});
export type AdminCard = z.infer<typeof adminCardSchema>;

/** GET /api/admin/customers/:id: one customer with their cards, pending pay orders and latest activities. */
export const adminCustomerDetailSchema = z.object({
  customer: adminCustomerSchema,
  cards: z.array(adminCardSchema),
  /** INIT orders, newest first (at most ADMIN_DETAIL_LIST_SIZE). */
  pendingPayOrders: z.array(adminPayOrderSchema),
  /** The latest balance changes, newest first (at most ADMIN_DETAIL_LIST_SIZE). */
  recentActivities: z.array(activitySchema),
  /** The people who use some of the customer's cards (decision 0103): read-only here. */
  members: z.array(
    z.object({
      id: z.int(),
      username: z.string(),
      email: z.string(),
      groups: z.array(z.string()),
      createdAt: isoDateTime,
    }),
  ),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>;
export const ADMIN_DETAIL_LIST_SIZE = 20;

// ---------------------------------------------------------------------------------------------------------
// Cards
// ---------------------------------------------------------------------------------------------------------

/** The card list counts matching cards up to this many; beyond, `total` is this + 1 and `totalCapped` true. */
export const ADMIN_CARD_COUNT_CAP = 10_000;

/** The search box's longest text: a card number or ICCID, a name, an address or a label. */
export const ADMIN_CARD_SEARCH_MAX = 64;

/**
 * GET /api/admin/cards: the inventory in card-number order (numeric). Filters: status, type, starterPack,
 * deleted (retired cards, to release them), holder (username or email contains), card number ≥
 * `cardNumberFrom` and ≤ `cardNumberTo`, compared as numbers (digits only → else card_number_format), the search
 * box `q`, the basic plan and `group` (a customer's group whose name starts with it, any case).
 */
export const adminCardListQuerySchema = pageQuerySchema.extend({
  status: z.enum(SIM_STATUSES, { error: 'invalid_value' }).optional(),
  type: z.enum(CARD_TYPES, { error: 'invalid_value' }).optional(),
  starterPack: flag,
  deleted: flag,
  holder: searchText(),
  cardNumberFrom: cardNumberBound,
  cardNumberTo: cardNumberBound,
  // the operator's console (issue #59): one search box, the plan and a customer's group
  q: searchText(ADMIN_CARD_SEARCH_MAX),
  group: searchText(CARD_GROUP_NAME_MAX_LENGTH),
  planId: z.coerce
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .positive({ error: 'invalid_value' })
    .max(MAX_RECORD_ID, { error: 'invalid_value' })
    .optional(),
});
export type AdminCardListQuery = z.input<typeof adminCardListQuerySchema>;
export type AdminCardListFilter = z.infer<typeof adminCardListQuerySchema>;

/** GET /api/admin/cards/export.csv: the list's filter without its page; every matching card, streamed. */
export const adminCardExportQuerySchema = adminCardListQuerySchema.omit({ page: true, pageSize: true });
export type AdminCardExportFilter = z.infer<typeof adminCardExportQuerySchema>;

/**
 * What the console shows of a card's life beside its register columns, read for the page's cards only: this
 * allowance period's data used and allowance (KB; null without a plan or before the carrier reported it),
 * whether the card is slowed (its plan's THROTTLE restriction in force), when the carrier last reported its
 * usage, and how many days after today its holder's balance pays the daily fees of their cards in use (null:
 * no holder or no card in use; −1: not even today's).
 */
export const adminCardLiveSchema = z.object({
  periodKb: z.int().nullable(),
  allowanceKb: z.int().nullable(),
  slowed: z.boolean(),
  /** Held today by its holder's daily cap (decision 0074): slowed (THROTTLE) or stopped (a pause); else null. */
  capHold: z.enum(['slowed', 'stopped']).nullable(),
  lastReportAt: isoDateTime.nullable(),
  runwayDays: z.int().nullable(),
  coveredUntil: z.iso.date().nullable(),
});
export type AdminCardLive = z.infer<typeof adminCardLiveSchema>;

export const adminConsoleCardSchema = adminCardSchema.extend({ live: adminCardLiveSchema });
export type AdminConsoleCard = z.infer<typeof adminConsoleCardSchema>;

export const adminCardPageSchema = pageOf(adminConsoleCardSchema).extend({ totalCapped: z.boolean() });
export type AdminCardPage = z.infer<typeof adminCardPageSchema>;

/** The export's columns, in order (GET /api/admin/cards/export.csv). */
export const ADMIN_CARD_CSV_COLUMNS = [
  'card_number',
  'iccid',
  'type',
  'status',
  'label',
  'holder_username',
  'holder_email',
  'group_name',
  'plan_id',
  'bound_at',
  'deleted_at',
] as const;

/** POST /api/admin/cards/:id/plan: the basic plan the holder's card moves to (the customer's own order rules). */
export const adminCardPlanBodySchema = z.object({ planId: idOf('plan_required') });
export type AdminCardPlanBody = z.infer<typeof adminCardPlanBodySchema>;

// ---------------------------------------------------------------------------------------------------------
// StarterPack cards (spec §4, §5)
// ---------------------------------------------------------------------------------------------------------

export const STARTER_PACK_MAX_DAYS = 3650;

/**
 * POST /api/admin/cards/:id/starter-pack: make a free inventory card a StarterPack card (spec §5: plan and
 * days both required → plan_required / days_required). Its prepaid period runs from now: expireAt = now +
 * days. Setting it again replaces plan, days and expiry. Errors: not_found; sim_occupied (bound, or deleted and
 * not released); illegal_status_transition (the card has a plan of its own); a plan not on sale →
 * validation_failed (planId: invalid_value).
 */
export const starterPackSetBodySchema = z.object({
  planId: idOf('plan_required'),
  days: idOf('days_required').max(STARTER_PACK_MAX_DAYS, { error: 'invalid_value' }),
});
export type StarterPackSetBody = z.infer<typeof starterPackSetBodySchema>;

/** `HH:mm`, 00:00 to 23:59. */
export const TIME_OF_DAY_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/**
 * POST /api/admin/cards/:id/starter-pack/reset: a new expire time (`mode: 'expireAt'`), or only the time of
 * day of the current one (`mode: 'timeOfDay'`, `HH:mm` in `timeZone`, default BILLING_TZ; the date stays).
 * The result must be later than now (expire_time_past). Errors: not_starter_pack; sim_occupied.
 */
export const starterPackResetBodySchema = z.discriminatedUnion(
  'mode',
  [
    z.object({ mode: z.literal('expireAt'), expireAt: isoInstant }),
    z.object({
      mode: z.literal('timeOfDay'),
      time: z.string({ error: 'field_required' }).regex(TIME_OF_DAY_PATTERN, { error: 'invalid_value' }),
      timeZone: z.string().min(1).max(64).optional(),
    }),
  ],
  { error: 'invalid_value' },
);
export type StarterPackResetBody = z.infer<typeof starterPackResetBodySchema>;

// DELETE /api/admin/cards/:id/starter-pack: revert to a normal inventory card (plan, days and expiry cleared).
// Errors: not_starter_pack; sim_occupied. All three answer the card (adminCardSchema).

// ---------------------------------------------------------------------------------------------------------
// A customer's view
// ---------------------------------------------------------------------------------------------------------

export { CUSTOMER_VIEW_TTL_SECONDS } from '../rules/customer-view.ts';

/**
 * POST /api/admin/customers/:id/view: a session acting as the customer and naming the administrator (the
 * access token's RFC 8693 `act` claim), ending after CUSTOMER_VIEW_TTL_SECONDS. Its tokens reach no admin
 * endpoint, and cannot change the customer's password (no_permission). Errors: user_not_exist; no_permission
 * for an administrator's account. POST /api/customer-view/leave (with the view's token) ends it.
 */
export const customerViewSchema = tokenPairSchema.extend({
  customer: z.object({ id: z.int(), username: z.string(), email: z.string() }),
});
export type CustomerView = z.infer<typeof customerViewSchema>;

// ---------------------------------------------------------------------------------------------------------
// Audit log
// ---------------------------------------------------------------------------------------------------------

/** What an audit entry records; the web translates `admin.audit.action.<key>`. */
export const AUDIT_ACTIONS = [
  'recharge',
  'pay_order_confirm',
  // a customer withdrew their own unconfirmed pay order (the actor is the customer; decision 0036)
  'pay_order_cancel',
  'cards_import',
  'card_release',
  'esim_profiles_import',
  // a carrier usage file imported through the admin API (details: import id and the report's counts)
  'usage_import',
  'starter_pack_set',
  'starter_pack_reset',
  'starter_pack_revert',
  'customer_view_enter',
  'customer_view_leave',
  // a POST/PUT/PATCH/DELETE made with a customer view's token (details: method, route, status)
  'customer_view_request',
  // an administrator sent a failed or given-up carrier command or mail again (details: kind, id, outcome)
  'delivery_retry',
  // the catalogue (decision 0026; details: the name, the fields changed, old and new price, the new version and
  // the day it takes effect, or whether it was put on sale)
  'catalogue_plan_create',
  'catalogue_plan_update',
  'catalogue_plan_sale',
  'catalogue_add_on_create',
  'catalogue_add_on_update',
  'catalogue_add_on_sale',
  // Admin Management › Support: the payment contact channels (details: the kinds before and after)
  'support_settings_update',
  // the operator's legal name, address and tax id printed on the papers (decision 0102; details: fields changed)
  'operator_details_update',
  'lifeline_settings_update',
  // a customer deleted their own account (the actor is the customer; details: cards released, balance left,
  // pay orders cancelled; decision 0040)
  'account_delete',
  // an administrator set up their second factor (decision 0041; details: recovery codes issued)
  'second_factor_enrol',
  // an administrator replaced their recovery codes (decision 0041; details: codes issued)
  'second_factor_recovery_codes',
  // an administrator turned their second factor off (issue #34: a lost or replaced phone)
  'second_factor_remove',
  // an administrator added or removed a passkey (decision 0043; details: its name)
  'second_factor_passkey_add',
  'second_factor_passkey_remove',
  // too many wrong codes or passwords confirming it was them locked an administrator's proofs (issue #56; the actor
  // is that administrator; details: wrong proofs counted, when the lock ends, the route)
  'step_up_lock',
  // the administrators (issue #34): an owner invited someone (details: e-mail, role) or withdrew the invitation;
  // the invited person accepted it (the actor is the new administrator); an owner changed a role or took it away
  'administrator_invite',
  'administrator_invite_revoke',
  'administrator_join',
  'administrator_role_change',
  'administrator_remove',
  // binding (issue #56): a card (or an account) ran out of wrong verify codes and is locked for binding (the actor
  // is the customer who tried; details: scope, failures, until); an administrator lifted a card's lock
  'card_verify_lock',
  'card_verify_unlock',
  // the operator's console (issue #59): an administrator stopped or resumed billing of a customer's card, or moved
  // it to another plan (details: card number, holder, the plan and the order's outcome)
  'card_billing_stop',
  'card_billing_resume',
  'card_plan_change',
  // an administrator took a card back from its holder, who was told by mail; it is free in the inventory again
  'card_take_back',
  // a bulk action on cards (details: the action, how many cards, the filter or a selection); its cancellation. Each
  // card it acts on has its own entry above, with the job's id in its details
  'card_job_create',
  'card_job_cancel',
  // an administrator's "Reconcile now" (issue #69, decision 0095; details: the run's id and figures)
  'network_reconcile',
  // a customer slowed their own card until the next business day after a data spike (issue #70, decision 0097;
  // details: the business day, whether the carrier was told)
  'card_slow_today',
  // refunds to the balance (issue #71, decision 0101): a customer asked (the actor is the customer; details: the
  // purchase, amount, reason, the rule's outcome and ground); an administrator credited or declined a waiting one
  'refund_request',
  'refund_approve',
  'refund_decline',
  // members on one balance (issue #71, decision 0103): an owner invited a member (details: e-mail, groups), withdrew
  // the invitation, changed a member's groups or removed a member; the invited person joined (the actor is the
  // member); a member bought an add-on for a card of their groups (the actor is the member; details: the card's
  // number, the add-on, its price), paid from the owner's balance
  'member_invite',
  'member_invite_revoke',
  'member_join',
  'member_groups_change',
  'member_remove',
  'member_add_on',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEntrySchema = z.object({
  id: z.int(),
  at: isoDateTime,
  action: z.enum(AUDIT_ACTIONS),
  actor: z.object({ id: z.int(), username: z.string() }),
  /** The actor's administrator role when they acted (null for a customer's own action, and before roles). */
  actorRole: adminRoleSchema.nullable(),
  /** The action asked the administrator to prove it was them again, and they had (issue #34 step-up). */
  steppedUp: z.boolean(),
  targetUser: z.object({ id: z.int(), username: z.string(), email: z.string() }).nullable(),
  targetCard: z.object({ id: z.int(), cardNumber: z.string() }).nullable(),
  details: z.record(z.string(), z.unknown()),
  /** The caller's address as the server saw it (behind a proxy: with TRUST_PROXY). */
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * The audit log counts its matching entries up to this many: the log only grows, and an exact total read every
 * entry on every page (bench:scale at 1,000,000 cards: p99 2.2× that at 10,000). Beyond it the screen says
 * "more than 10,000", as a search engine does, and the filters narrow it.
 */
export const AUDIT_COUNT_CAP = 10_000;

/** A page of the audit log; `totalCapped`: more entries match than `total` (then AUDIT_COUNT_CAP). */
export const auditPageSchema = pageOf(auditEntrySchema).extend({ totalCapped: z.boolean() });
export type AuditPage = z.infer<typeof auditPageSchema>;

/**
 * GET /api/admin/audit: newest first. `actor`: the administrator's username or email (contains); `target`:
 * the customer's username or email (contains) or a card number (exact); `from` ≤ at ≤ `to` (instants).
 */
export const auditListQuerySchema = pageQuerySchema
  .extend({
    actor: searchText(),
    action: z.enum(AUDIT_ACTIONS, { error: 'invalid_value' }).optional(),
    target: searchText(),
    from: isoInstant.optional(),
    to: isoInstant.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && Date.parse(query.to) < Date.parse(query.from)) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'date_end_before_start', input: query.to });
    }
  });
export type AuditListQuery = z.input<typeof auditListQuerySchema>;
