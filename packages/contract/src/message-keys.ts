import { ERRORS, type ErrorKey } from './errors.ts';

/**
 * Keys the validation rules (src/rules/) put in zod issue messages, so the server can report the failing `rule`
 * of each field and the client can translate the same key it would have produced itself.
 */
export const VALIDATION_MESSAGE_KEYS = [
  'field_required',
  // A value of the wrong type or outside its range, where no more specific rule applies.
  'invalid_value',
  // Text holding U+0000, a lone UTF-16 surrogate, or (in a JSON body) bytes that are not UTF-8.
  'text_malformed',
  'password_required',
  'password_length',
  'password_chars',
  'password_mismatch',
  'passwords_not_equal',
  'email_required',
  'email_invalid',
  'username_required',
  'username_format',
  'code_format',
  'date_range_required',
  'date_invalid',
  'date_after_today',
  'date_end_before_start',
  // Traffic Detail: a custom range longer than one query answers (traffic-range.ts)
  'date_range_too_long',
  'iccid_required',
  'iccid_format',
  'iccid_prefix',
  'iccid_checksum',
  // SIM cards: the bind form and the label (tag) edit
  'card_number_required',
  'card_number_format',
  'verify_code_required',
  'label_too_long',
  // eSIM profile import: the SM-DP+ address (an FQDN), the Matching ID (SGP.22 alphabet)
  'sm_dp_address_format',
  'matching_id_format',
  // Selections the spec requires before submitting a form (§5): card before ordering, plan and days for
  // StarterPack, an amount for a recharge.
  'card_required',
  'plan_required',
  'days_required',
  'amount_required',
  'amount_invalid',
  'amount_too_large',
  // admin: a StarterPack's new expire time must be later than now
  'expire_time_past',
  // the catalogue editor (decision 0026): a country code the portal does not know, a plan with no country
  'country_unknown',
  'coverage_required',
  'name_required',
  // Admin Management › Overview: a quick range and dates sent together
  'date_range_or_preset',
  // Admin Management › Support: a contact channel's value that does not fit its kind (api/support.ts)
  'support_channel_invalid',
  // a card's trip dates (api/billing.ts, decision 0072): checked against today by the server
  'trip_start_not_future',
  'trip_end_past',
  'trip_too_far',
  // a card's daily caps (api/usage.ts, issue #59): a data cap, a money cap or both
  'card_cap_required',
  // a bulk job (api/card-jobs.ts, decision 0078): a selection or the whole filter, exactly one
  'card_job_scope',
  // quiet hours (api/inbox.ts, issue #68): a time zone the server's time zone database knows
  'time_zone_unknown',
  // members (decision 0103): an invitation or a member's groups naming none
  'member_groups_required',
] as const;
export type ValidationKey = (typeof VALIDATION_MESSAGE_KEYS)[number];

/**
 * Keys only the client produces (spec §8): the server never answers with them because it is not involved
 * (a timeout, a lost connection) or because they are the client's reaction to a server key (admin_required).
 */
export const CLIENT_MESSAGE_KEYS = ['timeout', 'network_error', 'admin_permission_insufficient'] as const;
export type ClientKey = (typeof CLIENT_MESSAGE_KEYS)[number];

/** Toasts after an action (spec §8 "success and failure messages"): `<action>_success` / `<action>_failed`. */
export const OUTCOME_MESSAGE_KEYS = [
  'register_success',
  'register_failed',
  'login_success',
  'login_failed',
  // code_send_failed is a server error key (ERRORS); only the success toast lives here.
  'code_send_success',
  'recharge_success',
  'recharge_failed',
  'bind_success',
  'bind_failed',
  'order_plan_success',
  'order_plan_failed',
  'order_add_on_success',
  'order_add_on_failed',
  'stop_billing_success',
  'stop_billing_failed',
  'resume_billing_success',
  'resume_billing_failed',
  'tag_edit_success',
  'tag_edit_failed',
  'delete_card_success',
  'delete_card_failed',
  'esim_apply_success',
  'esim_apply_failed',
  'starterpack_set_success',
  'starterpack_set_failed',
  'starterpack_reset_success',
  'starterpack_reset_failed',
  'starterpack_revert_success',
  'starterpack_revert_failed',
  'password_reset_success',
  'password_reset_failed',
  'password_change_success',
  'password_change_failed',
  // Admin Management › Catalogue (decision 0026)
  'catalogue_save_success',
  'catalogue_save_failed',
  'catalogue_put_on_sale_success',
  'catalogue_put_on_sale_failed',
  'catalogue_retire_success',
  'catalogue_retire_failed',
  // a card's trip dates (decision 0072)
  'trip_save_success',
  'trip_save_failed',
] as const;
export type OutcomeKey = (typeof OUTCOME_MESSAGE_KEYS)[number];

/** Every key a user can be shown; both message catalogues must have a text for each (checked by tsc and tests). */
export type MessageKey = ErrorKey | ValidationKey | ClientKey | OutcomeKey;

/** All message keys at runtime, each once. */
export const MESSAGE_KEYS: readonly MessageKey[] = [
  ...new Set<MessageKey>([
    ...(Object.keys(ERRORS) as ErrorKey[]),
    ...VALIDATION_MESSAGE_KEYS,
    ...CLIENT_MESSAGE_KEYS,
    ...OUTCOME_MESSAGE_KEYS,
  ]),
];

const messageKeySet: ReadonlySet<string> = new Set(MESSAGE_KEYS);

export const isMessageKey = (value: unknown): value is MessageKey =>
  typeof value === 'string' && messageKeySet.has(value);
