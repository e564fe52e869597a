/**
 * The closed catalogue of error message keys the server answers with, each with its numeric envelope `code`
 * and HTTP status. The client translates the key (see messages/<locale>.json); the numbers never
 * change once published, because clients may branch on them (10041 and 10051 are fixed by the spec).
 */
export const ERRORS = {
  // transport and validation
  validation_failed: { code: 40000, status: 400 },
  malformed_json: { code: 40001, status: 400 },
  date_range_invalid: { code: 40002, status: 400 },
  iccid_invalid: { code: 40003, status: 400 },
  // the current password typed to change it is wrong (not a login failure: the session is fine)
  old_password_incorrect: { code: 40004, status: 400 },
  // a JSON body nested deeper than MAX_JSON_DEPTH: refused before anything walks it
  json_too_deep: { code: 40005, status: 400 },
  // an HTTP request the server could not read at all (broken framing, invalid UTF-8 in a JSON body)
  malformed_request: { code: 40006, status: 400 },
  // the password or code given to confirm a sensitive action is wrong (the session stays as it was)
  step_up_incorrect: { code: 40007, status: 400 },
  // a push subscription whose endpoint is not a known push service's https address (docs/decisions/0070)
  push_endpoint_refused: { code: 40008, status: 400 },
  // a webhook endpoint's URL that is not https, or names a private, loopback or link-local address (SSRF)
  webhook_url_refused: { code: 40009, status: 400 },
  // the browser's new passkey that does not verify against the options' challenge, or a challenge past its time
  passkey_not_added: { code: 40010, status: 400 },
  // authentication
  token_expired: { code: 10041, status: 401 },
  session_ended: { code: 10051, status: 401 },
  token_invalid: { code: 40100, status: 401 },
  login_expired: { code: 40101, status: 401 },
  login_status_error: { code: 40102, status: 401 },
  refresh_token_missing: { code: 40103, status: 401 },
  refresh_token_expired: { code: 40104, status: 401 },
  incorrect_account_or_password: { code: 40105, status: 401 },
  // an API key that is unknown, revoked, expired or not a customer's any more (issue #59, decision 0076)
  api_key_invalid: { code: 40108, status: 401 },
  // an administrator's password was right and the second factor is still to give (decision 0041); or it was wrong
  second_factor_required: { code: 40106, status: 401 },
  second_factor_incorrect: { code: 40107, status: 401 },
  // a passkey's answer on the login page that signs nobody in: unknown, an administrator's (a second factor there),
  // a ceremony used or past its time, or a signature that does not verify (decision 0105)
  passkey_sign_in_failed: { code: 40109, status: 401 },
  // permission
  admin_required: { code: 40300, status: 403 },
  no_permission: { code: 40301, status: 403 },
  // an administrator who has not set up the second factor the operator requires (ADMIN_SECOND_FACTOR=required)
  second_factor_enrolment_required: { code: 40302, status: 403 },
  // an administrator whose role does not allow the action (issue #34: owner, support, viewer)
  admin_role_forbidden: { code: 40303, status: 403 },
  // a sensitive action asks the administrator to prove it is them again (second factor, or password without one)
  step_up_required: { code: 40304, status: 403 },
  // a support administrator confirming a pay order above the amount their role may confirm
  pay_order_above_role_limit: { code: 40305, status: 403 },
  // an API key on a route that takes none (sessions, the account, keys themselves, every admin route), or on a
  // route whose scope the key lacks (issue #59, decision 0076)
  api_key_not_allowed: { code: 40306, status: 403 },
  api_key_scope: { code: 40307, status: 403 },
  // a request to the network's webhook sink whose signature is not the platform's (issue #69, decision 0093)
  network_signature_invalid: { code: 40308, status: 403 },
  // a support administrator approving a refund above the amount their role may credit (decision 0101)
  refund_above_role_limit: { code: 40309, status: 403 },
  // a member of an account (issue #71, decision 0103) on a route not open to members: the ledger, top-ups, pay
  // orders, keys, webhooks, the owner's settings, the export and deletion
  member_not_allowed: { code: 40310, status: 403 },
  // not found
  not_found: { code: 40400, status: 404 },
  route_not_found: { code: 40401, status: 404 },
  user_not_exist: { code: 40402, status: 404 },
  not_registered: { code: 40403, status: 404 },
  username_not_exists: { code: 40404, status: 404 },
  // conflicts and domain rules
  user_already_exists: { code: 40900, status: 409 },
  username_exists: { code: 40901, status: 409 },
  email_exists_or_not: { code: 40902, status: 409 },
  label_exists: { code: 40903, status: 409 },
  sim_occupied: { code: 40904, status: 409 },
  sim_over_limit: { code: 40905, status: 409 },
  pkg_duplicated: { code: 40906, status: 409 },
  basic_plan_required: { code: 40907, status: 409 },
  package_not_active: { code: 40908, status: 409 },
  insufficient_credit: { code: 40909, status: 409 },
  esim_insufficient_balance: { code: 40910, status: 409 },
  illegal_status_transition: { code: 40911, status: 409 },
  idempotency_conflict: { code: 40912, status: 409 },
  verify_code_incorrect: { code: 40913, status: 400 },
  code_incorrect: { code: 40914, status: 400 },
  code_expired: { code: 40915, status: 400 },
  // a refund of something that is not a debit, or of more than is left of it
  refund_not_allowed: { code: 40916, status: 409 },
  // eSIM: no free profile in the inventory; an eSIM card that has no profile to install
  esim_out_of_stock: { code: 40930, status: 409 },
  esim_profile_missing: { code: 40931, status: 409 },
  // admin: a StarterPack action on a card that is not one
  not_starter_pack: { code: 40940, status: 409 },
  // the catalogue (decision 0026): an edit made on an older revision than the one saved; an order of a plan or
  // add-on that is no longer on sale, or whose price or terms changed since the customer saw them
  catalogue_edit_conflict: { code: 40950, status: 409 },
  plan_retired: { code: 40951, status: 409 },
  plan_changed: { code: 40952, status: 409 },
  add_on_retired: { code: 40953, status: 409 },
  add_on_changed: { code: 40954, status: 409 },
  // pay orders (decision 0036): a customer cancelling an order already credited; an administrator confirming an
  // order its customer cancelled
  pay_order_not_cancellable: { code: 40960, status: 409 },
  pay_order_cancelled: { code: 40961, status: 409 },
  // an administrator's action on an account its customer deleted (decision 0040)
  account_deleted: { code: 40970, status: 409 },
  // setting up a second factor for an administrator who has one (decision 0041)
  second_factor_already_enabled: { code: 40971, status: 409 },
  // the administrators (issue #34): the last owner cannot lose the role; an invitation that is used, revoked or
  // past its time; an invitation to an address that has an account
  last_owner: { code: 40972, status: 409 },
  invitation_invalid: { code: 40973, status: 409 },
  email_has_account: { code: 40974, status: 409 },
  // a purchase for a card whose daily money cap (issue #59) it would pass; data: { capMinor, spentMinor }
  card_money_cap_reached: { code: 40980, status: 409 },
  // a customer's card groups (issue #59, decision 0075): a name the customer already gave a group; the most groups
  // one customer may have; a group larger than one action handles; a group action whose cards or prices changed
  // since its quote
  group_name_exists: { code: 40981, status: 409 },
  group_limit_reached: { code: 40982, status: 409 },
  group_too_large: { code: 40983, status: 409 },
  group_quote_changed: { code: 40984, status: 409 },
  // a group action confirming a quote that was confirmed already: each quote is used once (issue #67)
  group_quote_used: { code: 40991, status: 409 },
  // an account already holding API_KEYS_MAX live API keys (decision 0076); data: { limit }
  api_key_limit: { code: 40975, status: 409 },
  // an account that has as many webhook endpoints as it may (WEBHOOK_ENDPOINTS_MAX)
  webhook_endpoint_limit: { code: 40976, status: 409 },
  // a test or a redelivery to a webhook endpoint its owner turned off
  webhook_endpoint_disabled: { code: 40977, status: 409 },
  // a bulk action on more cards than CARD_JOB_MAX_CARDS (data: { max }); cancelling one that has ended (issue #59)
  card_job_too_large: { code: 40985, status: 409 },
  card_job_ended: { code: 40986, status: 409 },
  // a customer who already has PAY_ORDERS_WAITING_MAX pay orders waiting for confirmation (issue #67); data: { limit }
  pay_order_waiting_limit: { code: 40990, status: 409 },
  // slowing a card until tomorrow (issue #70, decision 0097) that is not in use (suspended, paused, stopped)
  card_slow_not_in_use: { code: 40992, status: 409 },
  // refunds to the balance (issue #71, decision 0101): a purchase that is no eSIM fee nor add-on, or free; one
  // older than REFUND_WINDOW_DAYS; one asked for already (data: { status }); deciding a request already decided
  refund_not_refundable: { code: 40993, status: 409 },
  refund_window_passed: { code: 40994, status: 409 },
  refund_already_requested: { code: 40995, status: 409 },
  refund_already_decided: { code: 40996, status: 409 },
  // members (decision 0103): an account with MEMBERS_MAX members already (data: { max })
  member_limit_reached: { code: 40997, status: 409 },
  // a customer adding a passkey past CUSTOMER_PASSKEYS_MAX (decision 0105; data: { max })
  passkey_limit_reached: { code: 40998, status: 409 },
  // an administrator's recharge of a member (decision 0103), who buys from their owner's balance; data: { owner }
  member_not_rechargeable: { code: 40999, status: 409 },
  // method, media type, size and time
  method_not_allowed: { code: 40500, status: 405 },
  request_timeout: { code: 40800, status: 408 },
  payload_too_large: { code: 41300, status: 413 },
  unsupported_media_type: { code: 41500, status: 415 },
  request_headers_too_large: { code: 43100, status: 431 },
  code_send_too_frequent: { code: 42900, status: 429 },
  too_many_requests: { code: 42901, status: 429 },
  // an administrator's proofs (the authenticator's code, a recovery code, the step-up's password) are locked after
  // too many wrong ones on the account, from any address (issue #56); data: retryAfterSeconds
  step_up_locked: { code: 42903, status: 429 },
  // binding: too many wrong verify codes for the card (or from the account) this hour; data: retryAfterSeconds
  card_verify_locked: { code: 42902, status: 429 },
  // one API key past its requests a minute (API_KEY_REQUESTS_PER_MINUTE); data: { retryAfterSeconds }
  api_key_rate_limited: { code: 42904, status: 429 },
  // one client address past its failed API-key authentications (issue #67), refused before any key is looked
  // up, its owner's right key from that address too, until the window ends; data: { retryAfterSeconds }
  api_key_failures_limited: { code: 42910, status: 429 },
  // faults
  code_send_failed: { code: 50200, status: 502 },
  server_error: { code: 50000, status: 500 },
  not_implemented: { code: 50100, status: 501 },
  service_unavailable: { code: 50300, status: 503 },
} as const satisfies Record<string, { code: number; status: number }>;

export type ErrorKey = keyof typeof ERRORS;

export const isErrorKey = (value: unknown): value is ErrorKey =>
  typeof value === 'string' && Object.hasOwn(ERRORS, value);

/** Codes that mean "the access token can no longer be used: refresh and retry" (spec §8). */
export const REFRESH_CODES: readonly number[] = [ERRORS.token_expired.code, ERRORS.session_ended.code];

/**
 * Codes that mean "this session cannot go on": a token the server does not accept and no refresh can mend (a
 * forged or truncated token, an account that may no longer log in). The client ends the session and says why.
 */
export const SESSION_END_CODES: readonly number[] = [
  ERRORS.token_invalid.code,
  ERRORS.login_expired.code,
  ERRORS.login_status_error.code,
];

/** The details an error envelope carries when a request fails validation. */
export interface FieldIssue {
  /** Where the bad value was: body, query, params or headers. */
  in: 'body' | 'query' | 'params' | 'headers';
  /** Dotted path of the field inside that part, e.g. `email` or `items.0.amount`. */
  field: string;
  /** A message key (usually a validation rule key) describing what is wrong. */
  rule: string;
}
