/**
 * The server's HTTP operations as TypeScript types, written by openapi-typescript from the OpenAPI document
 * the server builds from its route schemas. Do not edit: `npm run api:types` writes it again, and the server's
 * openapi-document test fails while it differs from the document.
 */

export interface paths {
    "/api/admin/administrators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every administrator with their role, and the invitations still open (owners only) */
        get: operations["getAdminAdministrators"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/administrators/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Take an administrator's role away: their sessions end, the account stays as a customer's
         * @description last_owner (409) when it would leave no owner; no_permission (403) on the caller themself; not_found for anyone who is not an administrator. Audited.
         */
        delete: operations["deleteAdminAdministratorsById"];
        options?: never;
        head?: never;
        /**
         * Change an administrator's role (asks for a fresh proof)
         * @description last_owner (409) when it would leave no owner; no_permission (403) on the caller themself; not_found for anyone who is not an administrator. Audited with the role before and after.
         */
        patch: operations["updateAdminAdministratorsById"];
        trace?: never;
    };
    "/api/admin/administrators/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite someone to be an administrator: a link mailed to them, open for 72 hours
         * @description email_has_account (409) when the address has an account. A new invitation to the same address replaces the open one. Asks for a fresh proof (403 step_up_required: POST /api/admin/step-up). Audited.
         */
        post: operations["postAdminAdministratorsInvitations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/administrators/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Withdraw an open invitation: its link stops working
         * @description not_found (404) for an invitation that is not open. Audited.
         */
        delete: operations["deleteAdminAdministratorsInvitationsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Audit log of administrator actions, newest first (actor, action, target, from, to) */
        get: operations["getAdminAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/billing/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The days the daily billing run completed, newest first, with what each did */
        get: operations["getAdminBillingRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cards in numeric card-number order, filtered (card number ≥ / ≤ bounds compare as numbers) */
        get: operations["getAdminCards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cards/{id}/bind-lock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Lift a card's binding lock: its wrong verify codes are forgotten, so it can be bound again
         * @description A card is locked for binding after 5 wrong verify codes within an hour (issue #56; the lock ends by itself after the hour). Lifting a card that is not locked changes nothing. Audited.
         */
        delete: operations["deleteAdminCardsByIdBindLock"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cards/{id}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Release a card a customer deleted, so it can be bound again */
        post: operations["postAdminCardsByIdRelease"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cards/{id}/starter-pack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a free inventory card as a StarterPack card: plan and days (both required) */
        post: operations["postAdminCardsByIdStarterPack"];
        /** Revert a StarterPack card to a normal inventory card */
        delete: operations["deleteAdminCardsByIdStarterPack"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cards/{id}/starter-pack/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reset a StarterPack card's expire time, or only its time of day */
        post: operations["postAdminCardsByIdStarterPackReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cards/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import SIM cards from a CSV file (Content-Type: text/csv), with a report of every row
         * @description Header row required; columns card_number, iccid, verify_code, type, channel_name in any order (type PHYSICAL or ESIM, default PHYSICAL; channel_name optional). At most 2000 data rows (payload_too_large otherwise; use `npm run cards:import` for bigger files). Valid rows are imported; duplicates and rows breaking a rule are reported with the column and rule key. Importing the same file again changes nothing.
         */
        post: operations["postAdminCardsImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every basic plan and add-on, on sale or retired, with their versions */
        get: operations["getAdminCatalog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalog/add-ons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an add-on (on sale at once) */
        post: operations["postAdminCatalogAddOns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalog/add-ons/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit an add-on made on `revision`; a new price or amount is a new version, sold from now on */
        put: operations["putAdminCatalogAddOnsById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalog/add-ons/{id}/on-sale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Put an add-on on sale or retire it */
        put: operations["putAdminCatalogAddOnsByIdOnSale"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalog/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a basic plan (on sale at once) */
        post: operations["postAdminCatalogPlans"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalog/plans/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a plan made on `revision` (409 catalogue_edit_conflict when stale); new terms become a new version from the next business day */
        put: operations["putAdminCatalogPlansById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalog/plans/{id}/on-sale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Put a plan on sale or retire it (cards on it keep it) */
        put: operations["putAdminCatalogPlansByIdOnSale"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Customers, newest first, with balance, card count and registration date (q: username or email) */
        get: operations["getAdminCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One customer with their cards, pending pay orders and latest activities */
        get: operations["getAdminCustomersById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/customers/{id}/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enter the customer's view: a short-lived token pair acting as the customer, naming the admin
         * @description The access token carries `act: { sub: <admin id> }` (RFC 8693). The session ends after CUSTOMER_VIEW_TTL_SECONDS; its tokens reach no admin endpoint (admin_required) and cannot change the customer's password (no_permission). Every POST/PUT/PATCH/DELETE made with them is audited. An administrator account answers no_permission.
         */
        post: operations["postAdminCustomersByIdView"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Figures of a range of business days: revenue by kind, top-ups, active cards and new customers per day, totals, cards by state now, top destinations by traffic
         * @description preset (last7Days, last30Days, thisMonth, lastMonth, resolved in BILLING_TZ) or start and end (YYYY-MM-DD, BILLING_TZ): required, not after today, end not before start, at most 366 days, otherwise 400 date_range_invalid with data { rule }; a preset with start or end → validation_failed.
         */
        get: operations["getAdminDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dashboard/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The overview's daily figures of a range as a CSV download (text/csv, UTF-8)
         * @description preset (last7Days, last30Days, thisMonth, lastMonth, resolved in BILLING_TZ) or start and end (YYYY-MM-DD, BILLING_TZ): required, not after today, end not before start, at most 366 days, otherwise 400 date_range_invalid with data { rule }; a preset with start or end → validation_failed. Columns: DASHBOARD_CSV_COLUMNS of the contract; a last row named total.
         */
        get: operations["getAdminDashboardExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dashboard/queues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What waits for a person: pay orders to confirm, free eSIM profiles, failed deliveries */
        get: operations["getAdminDashboardQueues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/deliveries/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a failed or given-up delivery again now (audited), with those of its card waiting behind it; its state afterwards */
        post: operations["postAdminDeliveriesByIdRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/deliveries/failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deliveries (carrier commands and mails) that failed (retried with backoff) or were given up, newest first */
        get: operations["getAdminDeliveriesFailed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/esim/profiles/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import eSIM profiles from a CSV file (Content-Type: text/csv), with a report of every row
         * @description Header row required; columns iccid, sm_dp_address, matching_id, confirmation_code_required, sm_dp_oid in any order (the first three required; confirmation_code_required true/false, default false; sm_dp_oid optional). At most 5000 data rows (payload_too_large otherwise; use npm run esim:import). Importing the same file again changes nothing. The report ends with the stock.
         */
        post: operations["postAdminEsimProfilesImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/esim/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Free and assigned eSIM profiles; low when free ≤ ESIM_LOW_STOCK_THRESHOLD */
        get: operations["getAdminEsimStock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pay-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every customer's pay orders, newest first (q: reference, username or email contains) */
        get: operations["getAdminPayOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pay-orders/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm that a pay order was paid: FINISHED and its amount credited as a TOP_UP, once
         * @description Confirming an order that is already FINISHED answers the same result with replayed: true; an order its customer cancelled → 409 pay_order_cancelled; an order of an account deleted meanwhile → 409 account_deleted (nothing credited). A support administrator confirms up to SUPPORT_CONFIRM_LIMIT_MINOR (403 pay_order_above_role_limit beyond); above STEP_UP_PAY_ORDER_MINOR a fresh proof is needed (403 step_up_required: POST /api/admin/step-up).
         */
        post: operations["postAdminPayOrdersByIdConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/recharges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an amount to a customer found by username or email, with a reason (TOP_UP)
         * @description Send an Idempotency-Key header so that a retry credits once; the same key with another body → 409. An owner only; asks for a fresh proof (403 step_up_required: POST /api/admin/step-up).
         */
        post: operations["postAdminRecharges"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/second-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's second factor: set up or not, required or not, recovery codes left */
        get: operations["getAdminSecondFactor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/second-factor/enrolment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new TOTP secret for an authenticator app (otpauth:// URI and Base32), pending until confirmed
         * @description second_factor_already_enabled (409) when the caller has one.
         */
        post: operations["postAdminSecondFactorEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/second-factor/enrolment/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn the pending secret on with a code from the app; answers the ten recovery codes, once
         * @description second_factor_incorrect (401) for a wrong code or nothing pending; second_factor_already_enabled (409). The caller's other sessions end; the owner is mailed.
         */
        post: operations["postAdminSecondFactorEnrolmentConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/second-factor/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Keep the browser's new passkey, checked against the options' challenge; audited and mailed
         * @description second_factor_incorrect (401) for an answer that does not verify or a challenge that expired.
         */
        post: operations["postAdminSecondFactorPasskeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/second-factor/passkeys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove one of the caller's passkeys (asks for a fresh proof); audited and mailed
         * @description not_found (404) for another administrator’s passkey or an unknown one.
         */
        delete: operations["deleteAdminSecondFactorPasskeysById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/second-factor/passkeys/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The options for the browser to create a passkey (WebAuthn), valid for five minutes
         * @description second_factor_enrolment_required (403) until two-step verification is on.
         */
        post: operations["postAdminSecondFactorPasskeysOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/second-factor/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ten new recovery codes in place of the old ones, given a code from the app or an unused recovery code
         * @description second_factor_incorrect (401) for a wrong code, or for an administrator without a second factor. The old codes stop working; audited; the administrator is mailed. Wrong codes lock the proofs as a step-up's do (step_up_locked, 429).
         */
        post: operations["postAdminSecondFactorRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/second-factor/removal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn two-step verification off, given a code from the app or an unused recovery code
         * @description second_factor_incorrect (401) for a wrong code or none set up. The recovery codes stop working, the caller's other sessions end, the administrator is mailed; where the operator requires it, Admin Management asks for a new setup at once (how a lost or replaced phone is dealt with). Audited. Wrong codes lock the proofs as a step-up's do (step_up_locked, 429).
         */
        post: operations["postAdminSecondFactorRemoval"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/step-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Until when sensitive actions go without asking again, and what a step-up asks for */
        get: operations["getAdminStepUp"];
        put?: never;
        /**
         * Prove it is you again: the authenticator code (two-step verification on) or the password
         * @description With two-step verification on, `code` (the app’s 6 digits or an unused recovery code); without it, `password`. step_up_incorrect (400) for a wrong or missing proof; the session is unchanged then. Wrong codes and passwords are counted on the account, from every address: past a few its proofs are locked for a wait that doubles with each further wrong one, during which step_up_locked (429, `retryAfterSeconds`) answers even the right one; the administrator is mailed, the lock audited.
         */
        post: operations["postAdminStepUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/step-up/passkey-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The options for the browser to step up with one of the caller's passkeys (null: none) */
        post: operations["postAdminStepUpPasskeyOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/support": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the channels, office hours and confirmation time customers are shown */
        put: operations["putAdminSupport"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/usage/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a carrier usage file (Content-Type: text/csv), with a report of every rejected row
         * @description Header row required; columns iccid, date, region_code, region_name, used_kb in any order (region_name optional). A row is the day total of a card in a region and replaces what was recorded; importing the same file again changes 0 rows. At most 500000 rows (payload_too_large; use npm run usage:import). Allowances are then checked: 80%/100% mails once per cycle, the restrict rule applied.
         */
        post: operations["postAdminUsageImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email a 6-digit verification code for registering or resetting the password
         * @description Answers the same for every well-formed address, whether it has an account or not: an address that cannot use the code (a register code for one that has an account, a reset code for one that has none) is mailed a notice saying so instead (docs/decisions/0032).
         */
        post: operations["postAuthCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in with a username or email and the password */
        post: operations["postAuthLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the caller's session (its refresh token stops working) */
        post: operations["postAuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with an emailed code; ends every session of the account */
        post: operations["postAuthPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account with an emailed code; logs it in
         * @description The code is checked first; only its holder is told that the username is taken (username_exists) or that the address has an account (user_already_exists) (docs/decisions/0032).
         */
        post: operations["postAuthRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The billing of the caller's cards (My SIMs' order): plans, daily fee, allowance */
        get: operations["getBillingCards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/cards/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One card's billing: current and pending plan, today's fee, allowance used and left */
        get: operations["getBillingCardsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/runway": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How long the caller's balance lasts at the daily fees of their cards in use
         * @description Walks the business days from tomorrow, each priced by the daily run's fee rule (pending plans from their day): coveredUntil is the last day the balance pays every card in use (null: none in use), warning when it covers fewer than RUNWAY_REMINDER_DAYS days, topUp what covers RUNWAY_TOP_UP_DAYS.
         */
        get: operations["getBillingRunway"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Basic plans and add-ons on sale, with the currency of their prices and the eSIM fee */
        get: operations["getCatalog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/add-ons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Add-on data packs on sale */
        get: operations["getCatalogAddOns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Basic plans on sale */
        get: operations["getCatalogPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer-view/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Leave a customer's view: call with the view's token; its session ends (audited) */
        post: operations["postCustomerViewLeave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/esim/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply for an eSIM: the fee is debited (ESIM_APPLY) and a new eSIM card is added, with its plan if one is given
         * @description One transaction: the SIM limit is checked, a free profile is taken, the eSIM card is created and the fee is debited; with planId the card is put in use on that plan and its first day charged too. Any failure charges nothing. Answers 201, or 200 with header idempotent-replayed: true for a retry with the same Idempotency-Key. Errors (409): sim_over_limit (data { limit }), esim_out_of_stock, esim_insufficient_balance (data { requiredMinor, balanceMinor }: the whole price), plan_retired, plan_changed; not_found (404) for an unknown plan.
         */
        post: operations["postEsimApplications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/esim/cards/{id}/activation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The activation code of one of the caller's eSIM cards (GSMA SGP.22), for the QR code
         * @description not_found (404) for a card that is not the caller’s eSIM; esim_profile_missing (409) for an eSIM card without a profile. Never includes a confirmation code.
         */
        get: operations["getEsimCardsByIdActivation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/esim/offer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What an eSIM application costs (ESIM_FEE), the balance, and whether one can be applied for now */
        get: operations["getEsimOffer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Process and database status (for people and the benchmark baseline) */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process answers (no database call); restart the instance when it fails */
        get: operations["getHealthLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: database reachable and migrated; send no traffic here while it answers 503 */
        get: operations["getHealthReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What an invitation offers: the address, the role, who sent it, until when
         * @description invitation_invalid (409) for a token that is used, withdrawn, past its time or unknown.
         */
        get: operations["getInvitationsByToken"];
        put?: never;
        /**
         * Accept an invitation: the administrator account, with the chosen username and password
         * @description invitation_invalid (409) as above; username_exists (409); email_has_account (409) when the address got an account meanwhile. The new administrator then signs in (and sets up two-step verification when the operator requires it). Audited.
         */
        post: operations["postInvitationsByToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My SIMs: the caller's cards, the most recently bound first, with their plans */
        get: operations["getSims"];
        put?: never;
        /**
         * Bind an inventory card with its card number, ICCID and verify code
         * @description Answers 201 with the card, or 200 when the caller already holds it. verify_code_incorrect (400) for a wrong code and for a card number + ICCID that match no card (one answer, so the inventory cannot be probed); sim_occupied (409) for a card bound to another account or deleted and not released; sim_over_limit (409) past SIM_LIMIT_PER_ACCOUNT (data: { limit }). card_verify_locked (429, data: { scope, retryAfterSeconds }, Retry-After) after 5 wrong verify codes for the card, or 20 from the account, within an hour: the card (or the account) cannot bind, even with the right code, until then.
         */
        post: operations["postSims"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sims/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller's cards */
        get: operations["getSimsById"];
        put?: never;
        post?: never;
        /**
         * Delete a card from the account for good (irreversible); its history stays
         * @description The card is retired: nobody can bind it until an administrator releases it.
         */
        delete: operations["deleteSimsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sims/{id}/add-ons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buy an add-on pack for a card: price debited, the card's allowance grows at once
         * @description basic_plan_required (409) without a basic plan; package_not_active (409) unless the card is in use; insufficient_credit (409). With an Idempotency-Key a retry answers the first purchase (200, replayed: true) and charges nothing.
         */
        post: operations["postSimsByIdAddOns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sims/{id}/label": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set a card's label (tag); an empty label clears it; label_exists when another card has it */
        patch: operations["updateSimsByIdLabel"];
        trace?: never;
    };
    "/api/sims/{id}/pending-plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Cancel a card's pending plan: the current plan continues (no pending plan: nothing changes) */
        delete: operations["deleteSimsByIdPendingPlan"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sims/{id}/plan-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order a basic plan for a card: activated now (charged today) or from the next business day
         * @description A card without a plan, PAUSED or SUSPEND is in use at once and today's fee is charged (ACTIVATED); a card in use gets the plan as its pending plan from the next business day (SCHEDULED). pkg_duplicated (409) for the current or pending plan; insufficient_credit (409, data { requiredMinor, balanceMinor }) changes nothing; not_found (404) for a plan not on sale.
         */
        post: operations["postSimsByIdPlanOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sims/{id}/stop-billing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop Billing: a card in use (or suspended) is paused, costs nothing and its service pauses
         * @description USING or SUSPEND → PAUSED; any other status is illegal_status_transition (409).
         */
        post: operations["postSimsByIdStopBilling"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How customers reach the administrators to pay a pay order */
        get: operations["getSupport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/usage/cards/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller's cards' traffic over a range: total, per day, per region with proportions
         * @description start and end (YYYY-MM-DD, BILLING_TZ) are required, not after today, end not before start, at most 366 days: otherwise 400 date_range_invalid with data { rule }. not_found (404) for a card that is not the caller's. lastUpdatedAt: when carrier usage was last imported.
         */
        get: operations["getUsageCardsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/data-export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's own data as a zip archive (JSON, and CSV where a table fits), streamed
         * @description account.json, cards, add-ons, activities, pay orders, traffic by day and region, sessions.json, consents.json and a README.txt in the account's language (docs/decisions/0039). No secret is in it. An administrator in the customer's view → 403 no_permission: the archive is the customer's own right.
         */
        get: operations["getUserDataExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/deletion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete the caller's account, with the password and the mailed code
         * @description Every session ends, the cards are released (the carrier told through the outbox), unconfirmed pay orders are cancelled, the name and e-mail become a pseudonym; the ledger rows stay with the closed account, and so does its balance (claimable through support with the account number). old_password_incorrect (400), code_incorrect / code_expired (400), no_permission (403), too_many_requests (429).
         */
        post: operations["postUserDeletion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/deletion-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a code that confirms deleting the caller's account, to the account's own address
         * @description no_permission (403) for an administrator and in a customer view; code_send_too_frequent (429) within the resend wait; code_send_failed (502) when the mail could not be delivered.
         */
        post: operations["postUserDeletionCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/getUserInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user info of the access token */
        get: operations["getUserGetUserInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/locale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set the language of the user's mails */
        patch: operations["updateUserLocale"];
        trace?: never;
    };
    "/api/user/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password (Personal Center); ends the user's other sessions unless told not to */
        post: operations["postUserPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A new token pair for the refresh token sent as the bearer; the one sent is spent
         * @description Send `Authorization: Bearer <refreshToken>`. Missing → refresh_token_missing; unknown, spent, or of an ended session → refresh_token_expired. A spent token presented again within 30 s of its rotation answers the same pair; later, it ends the session (docs/decisions/0037).
         */
        get: operations["getUserRefresh"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's signed-in sessions: browser, system, device, network and last use
         * @description Live sessions only, the current one first (`current`). The network is the address prefix (/24, /48); last use is the last sign-in or token refresh. A customer view of the account is not listed.
         */
        get: operations["getUserSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * End one of the caller's sessions (its tokens stop working at once)
         * @description Another account's session, an ended one or an unknown id → not_found.
         */
        delete: operations["deleteUserSessionsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/sessions/end-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End every session of the caller's but this one */
        post: operations["postUserSessionsEndOthers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/activities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's balance changes, newest first, filtered by type, card and business days
         * @description start/end (YYYY-MM-DD, inclusive, BILLING_TZ) follow the date-range rules of spec §5.
         */
        get: operations["getWalletActivities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/activities/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The filtered activities as a CSV download (text/csv, UTF-8), newest first
         * @description Same filters as GET /wallet/activities, without paging. Columns: ACTIVITY_CSV_COLUMNS of the contract.
         */
        get: operations["getWalletActivitiesExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/pay-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's pay orders, newest first */
        get: operations["getWalletPayOrders"];
        put?: never;
        /**
         * Create a pay order (INIT); the balance grows only when an administrator confirms it
         * @description Fees come from the contract (payOrderFees): 1% service fee, plus 4% of the amount when INTERNATIONAL. Send an Idempotency-Key header to make a retry safe: the same key and body answer the same order (header idempotent-replayed: true); the same key with another body → 409 idempotency_conflict. An account deleted while the order was asked for → 409 account_deleted.
         */
        post: operations["postWalletPayOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/pay-orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller's pay orders (another user's answers 404 not_found) */
        get: operations["getWalletPayOrdersById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/pay-orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel one of the caller's pay orders while it waits for the administrator (INIT → CANCELLED)
         * @description No money moves. Cancelling again answers the cancelled order; a confirmed (FINISHED) order → 409 pay_order_not_cancellable; another user's (or no) order → 404 not_found. A cancel racing the administrator's confirmation: exactly one of them succeeds.
         */
        post: operations["postWalletPayOrdersByIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's balance in minor units of the currency */
        get: operations["getWalletSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAdminAdministrators: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            administrators: {
                                /** Format: date-time */
                                createdAt: string;
                                email: string;
                                id: number;
                                /** @enum {string} */
                                role: "owner" | "support" | "viewer";
                                secondFactor: boolean;
                                username: string;
                            }[];
                            invitations: {
                                /** Format: date-time */
                                createdAt: string;
                                email: string;
                                /** Format: date-time */
                                expiresAt: string;
                                /** Format: uuid */
                                id: string;
                                invitedBy: string;
                                /** @enum {string} */
                                role: "owner" | "support" | "viewer";
                            }[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    deleteAdminAdministratorsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: null;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    updateAdminAdministratorsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "owner" | "support" | "viewer";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            email: string;
                            id: number;
                            /** @enum {string} */
                            role: "owner" | "support" | "viewer";
                            secondFactor: boolean;
                            username: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    postAdminAdministratorsInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /** @enum {string} */
                    locale?: "en" | "zh-CN";
                    /** @enum {string} */
                    role: "owner" | "support" | "viewer";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            email: string;
                            /** Format: date-time */
                            expiresAt: string;
                            /** Format: uuid */
                            id: string;
                            invitedBy: string;
                            /** @enum {string} */
                            role: "owner" | "support" | "viewer";
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    deleteAdminAdministratorsInvitationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: null;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    getAdminAudit: {
        parameters: {
            query?: {
                action?: "recharge" | "pay_order_confirm" | "pay_order_cancel" | "cards_import" | "card_release" | "esim_profiles_import" | "usage_import" | "starter_pack_set" | "starter_pack_reset" | "starter_pack_revert" | "customer_view_enter" | "customer_view_leave" | "customer_view_request" | "delivery_retry" | "catalogue_plan_create" | "catalogue_plan_update" | "catalogue_plan_sale" | "catalogue_add_on_create" | "catalogue_add_on_update" | "catalogue_add_on_sale" | "support_settings_update" | "account_delete" | "second_factor_enrol" | "second_factor_recovery_codes" | "second_factor_remove" | "second_factor_passkey_add" | "second_factor_passkey_remove" | "step_up_lock" | "administrator_invite" | "administrator_invite_revoke" | "administrator_join" | "administrator_role_change" | "administrator_remove" | "card_verify_lock" | "card_verify_unlock";
                actor?: string;
                from?: string;
                page?: number;
                pageSize?: number;
                target?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            items: {
                                /** @enum {string} */
                                action: "recharge" | "pay_order_confirm" | "pay_order_cancel" | "cards_import" | "card_release" | "esim_profiles_import" | "usage_import" | "starter_pack_set" | "starter_pack_reset" | "starter_pack_revert" | "customer_view_enter" | "customer_view_leave" | "customer_view_request" | "delivery_retry" | "catalogue_plan_create" | "catalogue_plan_update" | "catalogue_plan_sale" | "catalogue_add_on_create" | "catalogue_add_on_update" | "catalogue_add_on_sale" | "support_settings_update" | "account_delete" | "second_factor_enrol" | "second_factor_recovery_codes" | "second_factor_remove" | "second_factor_passkey_add" | "second_factor_passkey_remove" | "step_up_lock" | "administrator_invite" | "administrator_invite_revoke" | "administrator_join" | "administrator_role_change" | "administrator_remove" | "card_verify_lock" | "card_verify_unlock";
                                actor: {
                                    id: number;
                                    username: string;
                                };
                                actorRole: ("owner" | "support" | "viewer") | null;
                                /** Format: date-time */
                                at: string;
                                details: {
                                    [key: string]: unknown;
                                };
                                id: number;
                                ip: string | null;
                                steppedUp: boolean;
                                targetCard: {
                                    cardNumber: string;
                                    id: number;
                                } | null;
                                targetUser: {
                                    email: string;
                                    id: number;
                                    username: string;
                                } | null;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                            totalCapped: boolean;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    getAdminBillingRuns: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            items: {
                                /** Format: date */
                                businessDay: string;
                                charged: number;
                                chargedMinor: number;
                                /** Format: date-time */
                                finishedAt: string;
                                lowBalanceWarned: number;
                                pendingApplied: number;
                                /** Format: date-time */
                                startedAt: string;
                                suspended: number;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    getAdminCards: {
        parameters: {
            query?: {
                cardNumberFrom?: string;
                cardNumberTo?: string;
                deleted?: "true" | "false";
                holder?: string;
                page?: number;
                pageSize?: number;
                starterPack?: "true" | "false";
                status?: "NOT_ACTIVE" | "USING" | "SUSPEND" | "PAUSED";
                type?: "PHYSICAL" | "ESIM";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            items: {
                                bindLockedUntil: string | null;
                                boundAt: string | null;
                                cardNumber: string;
                                channelName: string;
                                /** Format: date-time */
                                createdAt: string;
                                currentPlan: {
                                    id: number;
                                    name: {
                                        en: string;
                                        "zh-CN": string;
                                    };
                                } | null;
                                deletedAt: string | null;
                                expireAt: string | null;
                                holder: {
                                    email: string;
                                    id: number;
                                    username: string;
                                } | null;
                                iccid: string;
                                id: number;
                                isStarterPack: boolean;
                                label: string | null;
                                planCreatedAt: string | null;
                                starterPackDays: number | null;
                                starterPackPlan: {
                                    id: number;
                                    name: {
                                        en: string;
                                        "zh-CN": string;
                                    };
                                } | null;
                                /** @enum {string} */
                                status: "NOT_ACTIVE" | "USING" | "SUSPEND" | "PAUSED";
                                /** @enum {string} */
                                type: "PHYSICAL" | "ESIM";
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                            totalCapped: boolean;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    deleteAdminCardsByIdBindLock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            bindLockedUntil: string | null;
                            boundAt: string | null;
                            cardNumber: string;
                            channelName: string;
                            /** Format: date-time */
                            createdAt: string;
                            currentPlan: {
                                id: number;
                                name: {
                                    en: string;
                                    "zh-CN": string;
                                };
                            } | null;
                            deletedAt: string | null;
                            expireAt: string | null;
                            holder: {
                                email: string;
                                id: number;
                                username: string;
                            } | null;
                            iccid: string;
                            id: number;
                            isStarterPack: boolean;
                            label: string | null;
                            planCreatedAt: string | null;
                            starterPackDays: number | null;
                            starterPackPlan: {
                                id: number;
                                name: {
                                    en: string;
                                    "zh-CN": string;
                                };
                            } | null;
                            /** @enum {string} */
                            status: "NOT_ACTIVE" | "USING" | "SUSPEND" | "PAUSED";
                            /** @enum {string} */
                            type: "PHYSICAL" | "ESIM";
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    postAdminCardsByIdRelease: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            cardNumber: string;
                            channelName: string;
                            deletedAt: string | null;
                            iccid: string;
                            id: number;
                            /** @enum {string} */
                            status: "NOT_ACTIVE" | "USING" | "SUSPEND" | "PAUSED";
                            /** @enum {string} */
                            type: "PHYSICAL" | "ESIM";
                            userId: number | null;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    postAdminCardsByIdStarterPack: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    days: number;
                    planId: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            bindLockedUntil: string | null;
                            boundAt: string | null;
                            cardNumber: string;
                            channelName: string;
                            /** Format: date-time */
                            createdAt: string;
                            currentPlan: {
                                id: number;
                                name: {
                                    en: string;
                                    "zh-CN": string;
                                };
                            } | null;
                            deletedAt: string | null;
                            expireAt: string | null;
                            holder: {
                                email: string;
                                id: number;
                                username: string;
                            } | null;
                            iccid: string;
                            id: number;
                            isStarterPack: boolean;
                            label: string | null;
                            planCreatedAt: string | null;
                            starterPackDays: number | null;
                            starterPackPlan: {
                                id: number;
                                name: {
                                    en: string;
                                    "zh-CN": string;
                                };
                            } | null;
                            /** @enum {string} */
                            status: "NOT_ACTIVE" | "USING" | "SUSPEND" | "PAUSED";
                            /** @enum {string} */
                            type: "PHYSICAL" | "ESIM";
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    deleteAdminCardsByIdStarterPack: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            bindLockedUntil: string | null;
                            boundAt: string | null;
                            cardNumber: string;
                            channelName: string;
                            /** Format: date-time */
                            createdAt: string;
                            currentPlan: {
                                id: number;
                                name: {
                                    en: string;
                                    "zh-CN": string;
                                };
                            } | null;
                            deletedAt: string | null;
                            expireAt: string | null;
                            holder: {
                                email: string;
                                id: number;
                                username: string;
                            } | null;
                            iccid: string;
                            id: number;
                            isStarterPack: boolean;
                            label: string | null;
                            planCreatedAt: string | null;
                            starterPackDays: number | null;
                            starterPackPlan: {
                                id: number;
                                name: {
                                    en: string;
                                    "zh-CN": string;
                                };
                            } | null;
                            /** @enum {string} */
                            status: "NOT_ACTIVE" | "USING" | "SUSPEND" | "PAUSED";
                            /** @enum {string} */
                            type: "PHYSICAL" | "ESIM";
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    postAdminCardsByIdStarterPackReset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    expireAt: string;
                    /** @enum {string} */
                    mode: "expireAt";
                } | {
                    /** @enum {string} */
                    mode: "timeOfDay";
                    time: string;
                    timeZone?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            bindLockedUntil: string | null;
                            boundAt: string | null;
                            cardNumber: string;
                            channelName: string;
                            /** Format: date-time */
                            createdAt: string;
                            currentPlan: {
                                id: number;
                                name: {
                                    en: string;
                                    "zh-CN": string;
                                };
                            } | null;
                            deletedAt: string | null;
                            expireAt: string | null;
                            holder: {
                                email: string;
                                id: number;
                                username: string;
                            } | null;
                            iccid: string;
                            id: number;
                            isStarterPack: boolean;
                            label: string | null;
                            planCreatedAt: string | null;
                            starterPackDays: number | null;
                            starterPackPlan: {
                                id: number;
                                name: {
                                    en: string;
                                    "zh-CN": string;
                                };
                            } | null;
                            /** @enum {string} */
                            status: "NOT_ACTIVE" | "USING" | "SUSPEND" | "PAUSED";
                            /** @enum {string} */
                            type: "PHYSICAL" | "ESIM";
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    postAdminCardsImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "text/csv": string;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            duplicates: number;
                            imported: number;
                            rejected: number;
                            rows: {
                                cardNumber: string;
                                field: string | null;
                                iccid: string;
                                line: number;
                                /** @enum {string} */
                                outcome: "imported" | "duplicate" | "rejected";
                                rule: string | null;
                            }[];
                            total: number;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    getAdminCatalog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            addOns: {
                                coverage: string[];
                                current: {
                                    /** Format: date-time */
                                    createdAt: string;
                                    priceMinor: number;
                                    supersededAt: string | null;
                                    trafficMb: number;
                                    version: number;
                                    versionId: number;
                                };
                                description: {
                                    en: string;
                                    "zh-CN": string;
                                };
                                id: number;
                                name: {
                                    en: string;
                                    "zh-CN": string;
                                };
                                onSale: boolean;
                                revision: number;
                                sortOrder: number;
                                versions: {
                                    /** Format: date-time */
                                    createdAt: string;
                                    priceMinor: number;
                                    supersededAt: string | null;
                                    trafficMb: number;
                                    version: number;
                                    versionId: number;
                                }[];
                            }[];
                            /** Format: date */
                            businessDay: string;
                            currency: string;
                            plans: {
                                cardCount: number;
                                coverage: string[];
                                current: {
                                    /** Format: date-time */
                                    createdAt: string;
                                    cycleDays: number;
                                    /** Format: date */
                                    effectiveFrom: string;
                                    planType: string;
                                    priceMinor: number;
                                    /** @enum {string} */
                                    restrictRule: "THROTTLE" | "STOP";
                                    supersededAt: string | null;
                                    totalTrafficMb: number;
                                    /** @enum {string} */
                                    trafficLimitType: "PER_DAY" | "PER_CYCLE";
                                    version: number;
                                    versionId: number;
                                };
                                description: {
                                    en: string;
                                    "zh-CN": string;
                                };
                                id: number;
                                name: {
                                    en: string;
                                    "zh-CN": string;
                                };
                                onSale: boolean;
                                revision: number;
                                sortOrder: number;
                                versions: {
                                    /** Format: date-time */
                                    createdAt: string;
                                    cycleDays: number;
                                    /** Format: date */
                                    effectiveFrom: string;
                                    planType: string;
                                    priceMinor: number;
                                    /** @enum {string} */
                                    restrictRule: "THROTTLE" | "STOP";
                                    supersededAt: string | null;
                                    totalTrafficMb: number;
                                    /** @enum {string} */
                                    trafficLimitType: "PER_DAY" | "PER_CYCLE";
                                    version: number;
                                    versionId: number;
                                }[];
                            }[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    postAdminCatalogAddOns: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    coverage: ("AC" | "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AN" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BU" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CP" | "CQ" | "CR" | "CS" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DD" | "DE" | "DG" | "DJ" | "DK" | "DM" | "DO" | "DY" | "DZ" | "EA" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "FX" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "HV" | "IC" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NH" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RH" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SU" | "SV" | "SX" | "SY" | "SZ" | "TA" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TP" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UK" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VD" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "XK" | "YD" | "YE" | "YT" | "YU" | "ZA" | "ZM" | "ZR" | "ZW")[];
                    description: {
                        en: string;
                        "zh-CN": string;
                    };
                    name: {
                        en: string;
                        "zh-CN": string;
                    };
                    priceMinor: number;
                    sortOrder: number;
                    trafficMb: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            coverage: string[];
                            current: {
                                /** Format: date-time */
                                createdAt: string;
                                priceMinor: number;
                                supersededAt: string | null;
                                trafficMb: number;
                                version: number;
                                versionId: number;
                            };
                            description: {
                                en: string;
                                "zh-CN": string;
                            };
                            id: number;
                            name: {
                                en: string;
                                "zh-CN": string;
                            };
                            onSale: boolean;
                            revision: number;
                            sortOrder: number;
                            versions: {
                                /** Format: date-time */
                                createdAt: string;
                                priceMinor: number;
                                supersededAt: string | null;
                                trafficMb: number;
                                version: number;
                                versionId: number;
                            }[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    putAdminCatalogAddOnsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    coverage: ("AC" | "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AN" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BU" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CP" | "CQ" | "CR" | "CS" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DD" | "DE" | "DG" | "DJ" | "DK" | "DM" | "DO" | "DY" | "DZ" | "EA" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "FX" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "HV" | "IC" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NH" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RH" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SU" | "SV" | "SX" | "SY" | "SZ" | "TA" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TP" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UK" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VD" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "XK" | "YD" | "YE" | "YT" | "YU" | "ZA" | "ZM" | "ZR" | "ZW")[];
                    description: {
                        en: string;
                        "zh-CN": string;
                    };
                    name: {
                        en: string;
                        "zh-CN": string;
                    };
                    priceMinor: number;
                    revision: number;
                    sortOrder: number;
                    trafficMb: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            coverage: string[];
                            current: {
                                /** Format: date-time */
                                createdAt: string;
                                priceMinor: number;
                                supersededAt: string | null;
                                trafficMb: number;
                                version: number;
                                versionId: number;
                            };
                            description: {
                                en: string;
                                "zh-CN": string;
                            };
                            id: number;
                            name: {
                                en: string;
                                "zh-CN": string;
                            };
                            onSale: boolean;
                            revision: number;
                            sortOrder: number;
                            versions: {
                                /** Format: date-time */
                                createdAt: string;
                                priceMinor: number;
                                supersededAt: string | null;
                                trafficMb: number;
                                version: number;
                                versionId: number;
                            }[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    putAdminCatalogAddOnsByIdOnSale: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    onSale: boolean;
                    revision: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            coverage: string[];
                            current: {
                                /** Format: date-time */
                                createdAt: string;
                                priceMinor: number;
                                supersededAt: string | null;
                                trafficMb: number;
                                version: number;
                                versionId: number;
                            };
                            description: {
                                en: string;
                                "zh-CN": string;
                            };
                            id: number;
                            name: {
                                en: string;
                                "zh-CN": string;
                            };
                            onSale: boolean;
                            revision: number;
                            sortOrder: number;
                            versions: {
                                /** Format: date-time */
                                createdAt: string;
                                priceMinor: number;
                                supersededAt: string | null;
                                trafficMb: number;
                                version: number;
                                versionId: number;
                            }[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    postAdminCatalogPlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    coverage: ("AC" | "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AN" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BU" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CP" | "CQ" | "CR" | "CS" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DD" | "DE" | "DG" | "DJ" | "DK" | "DM" | "DO" | "DY" | "DZ" | "EA" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "FX" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "HV" | "IC" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NH" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RH" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SU" | "SV" | "SX" | "SY" | "SZ" | "TA" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TP" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UK" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VD" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "XK" | "YD" | "YE" | "YT" | "YU" | "ZA" | "ZM" | "ZR" | "ZW")[];
                    cycleDays: number;
                    description: {
                        en: string;
                        "zh-CN": string;
                    };
                    name: {
                        en: string;
                        "zh-CN": string;
                    };
                    /** @default BASIC */
                    planType?: string;
                    priceMinor: number;
                    /** @enum {string} */
                    restrictRule: "THROTTLE" | "STOP";
                    sortOrder: number;
                    totalTrafficMb: number;
                    /** @enum {string} */
                    trafficLimitType: "PER_DAY" | "PER_CYCLE";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            cardCount: number;
                            coverage: string[];
                            current: {
                                /** Format: date-time */
                                createdAt: string;
                                cycleDays: number;
                                /** Format: date */
                                effectiveFrom: string;
                                planType: string;
                                priceMinor: number;
                                /** @enum {string} */
                                restrictRule: "THROTTLE" | "STOP";
                                supersededAt: string | null;
                                totalTrafficMb: number;
                                /** @enum {string} */
                                trafficLimitType: "PER_DAY" | "PER_CYCLE";
                                version: number;
                                versionId: number;
                            };
                            description: {
                                en: string;
                                "zh-CN": string;
                            };
                            id: number;
                            name: {
                                en: string;
                                "zh-CN": string;
                            };
                            onSale: boolean;
                            revision: number;
                            sortOrder: number;
                            versions: {
                                /** Format: date-time */
                                createdAt: string;
                                cycleDays: number;
                                /** Format: date */
                                effectiveFrom: string;
                                planType: string;
                                priceMinor: number;
                                /** @enum {string} */
                                restrictRule: "THROTTLE" | "STOP";
                                supersededAt: string | null;
                                totalTrafficMb: number;
                                /** @enum {string} */
                                trafficLimitType: "PER_DAY" | "PER_CYCLE";
                                version: number;
                                versionId: number;
                            }[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    putAdminCatalogPlansById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    coverage: ("AC" | "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AN" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BU" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CP" | "CQ" | "CR" | "CS" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DD" | "DE" | "DG" | "DJ" | "DK" | "DM" | "DO" | "DY" | "DZ" | "EA" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "FX" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "HV" | "IC" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NH" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RH" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SU" | "SV" | "SX" | "SY" | "SZ" | "TA" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TP" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UK" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VD" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "XK" | "YD" | "YE" | "YT" | "YU" | "ZA" | "ZM" | "ZR" | "ZW")[];
                    cycleDays: number;
                    description: {
                        en: string;
                        "zh-CN": string;
                    };
                    name: {
                        en: string;
                        "zh-CN": string;
                    };
                    /** @default BASIC */
                    planType?: string;
                    priceMinor: number;
                    /** @enum {string} */
                    restrictRule: "THROTTLE" | "STOP";
                    revision: number;
                    sortOrder: number;
                    totalTrafficMb: number;
                    /** @enum {string} */
                    trafficLimitType: "PER_DAY" | "PER_CYCLE";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            cardCount: number;
                            coverage: string[];
                            current: {
                                /** Format: date-time */
                                createdAt: string;
                                cycleDays: number;
                                /** Format: date */
                                effectiveFrom: string;
                                planType: string;
                                priceMinor: number;
                                /** @enum {string} */
                                restrictRule: "THROTTLE" | "STOP";
                                supersededAt: string | null;
                                totalTrafficMb: number;
                                /** @enum {string} */
                                trafficLimitType: "PER_DAY" | "PER_CYCLE";
                                version: number;
                                versionId: number;
                            };
                            description: {
                                en: string;
                                "zh-CN": string;
                            };
                            id: number;
                            name: {
                                en: string;
                                "zh-CN": string;
                            };
                            onSale: boolean;
                            revision: number;
                            sortOrder: number;
                            versions: {
                                /** Format: date-time */
                                createdAt: string;
                                cycleDays: number;
                                /** Format: date */
                                effectiveFrom: string;
                                planType: string;
                                priceMinor: number;
                                /** @enum {string} */
                                restrictRule: "THROTTLE" | "STOP";
                                supersededAt: string | null;
                                totalTrafficMb: number;
                                /** @enum {string} */
                                trafficLimitType: "PER_DAY" | "PER_CYCLE";
                                version: number;
                                versionId: number;
                            }[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    putAdminCatalogPlansByIdOnSale: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    onSale: boolean;
                    revision: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            cardCount: number;
                            coverage: string[];
                            current: {
                                /** Format: date-time */
                                createdAt: string;
                                cycleDays: number;
                                /** Format: date */
                                effectiveFrom: string;
                                planType: string;
                                priceMinor: number;
                                /** @enum {string} */
                                restrictRule: "THROTTLE" | "STOP";
                                supersededAt: string | null;
                                totalTrafficMb: number;
                                /** @enum {string} */
                                trafficLimitType: "PER_DAY" | "PER_CYCLE";
                                version: number;
                                versionId: number;
                            };
                            description: {
                                en: string;
                                "zh-CN": string;
                            };
                            id: number;
                            name: {
                                en: string;
                                "zh-CN": string;
                            };
                            onSale: boolean;
                            revision: number;
                            sortOrder: number;
                            versions: {
                                /** Format: date-time */
                                createdAt: string;
                                cycleDays: number;
                                /** Format: date */
                                effectiveFrom: string;
                                planType: string;
                                priceMinor: number;
                                /** @enum {string} */
                                restrictRule: "THROTTLE" | "STOP";
                                supersededAt: string | null;
                                totalTrafficMb: number;
                                /** @enum {string} */
                                trafficLimitType: "PER_DAY" | "PER_CYCLE";
                                version: number;
                                versionId: number;
                            }[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    getAdminCustomers: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            items: {
                                balance: number;
                                cardCount: number;
                                /** Format: date-time */
                                createdAt: string;
                                currency: string;
                                deletedAt: string | null;
                                email: string;
                                id: number;
                                username: string;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    getAdminCustomersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            cards: {
                                bindLockedUntil: string | null;
                                boundAt: string | null;
                                cardNumber: string;
                                channelName: string;
                                /** Format: date-time */
                                createdAt: string;
                                currentPlan: {
                                    id: number;
                                    name: {
                                        en: string;
                                        "zh-CN": string;
                                    };
                                } | null;
                                deletedAt: string | null;
                                expireAt: string | null;
                                holder: {
                                    email: string;
                                    id: number;
                                    username: string;
                                } | null;
                                iccid: string;
                                id: number;
                                isStarterPack: boolean;
                                label: string | null;
                                planCreatedAt: string | null;
                                starterPackDays: number | null;
                                starterPackPlan: {
                                    id: number;
                                    name: {
                                        en: string;
                                        "zh-CN": string;
                                    };
                                } | null;
                                /** @enum {string} */
                                status: "NOT_ACTIVE" | "USING" | "SUSPEND" | "PAUSED";
                                /** @enum {string} */
                                type: "PHYSICAL" | "ESIM";
                            }[];
                            customer: {
                                balance: number;
                                cardCount: number;
                                /** Format: date-time */
                                createdAt: string;
                                currency: string;
                                deletedAt: string | null;
                                email: string;
                                id: number;
                                username: string;
                            };
                            pendingPayOrders: {
                                amountMinor: number;
                                cancelledAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                currency: string;
                                email: string;
                                finishedAt: string | null;
                                /** Format: uuid */
                                id: string;
                                internationalFeeMinor: number;
                                /** @enum {string} */
                                method: "DOMESTIC" | "INTERNATIONAL";
                                overdue: boolean;
                                reference: string;
                                remark: string;
                                serviceFeeMinor: number;
                                /** @enum {string} */
                                status: "INIT" | "FINISHED" | "CANCELLED";
                                totalMinor: number;
                                userId: number;
                                username: string;
                            }[];
                            recentActivities: {
                                amountMinor: number;
                                balanceAfterMinor: number;
                                cardId: number | null;
                                cardNumber: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                esimPurchaseId: number | null;
                                id: number;
                                note: string | null;
                                payOrderId: string | null;
                                reason: string;
                                rechargeStatus: ("INIT" | "FINISHED" | "CANCELLED") | null;
                                refundsActivityId: number | null;
                                starterPack: {
                                    days: number;
                                    planName: {
                                        en: string;
                                        "zh-CN": string;
                                    };
                                } | null;
                                /** Format: date */
                                tradeDate: string;
                                /** @enum {string} */
                                type: "ESIM_APPLY" | "DAILY_FEE" | "TOP_UP" | "ADD_ON_PURCHASE" | "REFUND";
                            }[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    postAdminCustomersByIdView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            accessToken: string;
                            /** Format: date-time */
                            accessTokenExpiresAt: string;
                            customer: {
                                email: string;
                                id: number;
                                username: string;
                            };
                            refreshToken: string;
                            /** Format: date-time */
                            sessionExpiresAt: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    getAdminDashboard: {
        parameters: {
            query?: {
                end?: string;
                preset?: "last7Days" | "last30Days" | "thisMonth" | "lastMonth";
                start?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            cardStates: {
                                NOT_ACTIVE: number;
                                PAUSED: number;
                                SUSPEND: number;
                                USING: number;
                            };
                            currency: string;
                            days: {
                                activeCards: number;
                                addOnsMinor: number;
                                dailyFeesMinor: number;
                                /** Format: date */
                                day: string;
                                esimFeesMinor: number;
                                newCustomers: number;
                                refundsMinor: number;
                                revenueMinor: number;
                                starterPackCreditsMinor: number;
                                topUpsMinor: number;
                            }[];
                            /** Format: date */
                            end: string;
                            /** Format: date */
                            start: string;
                            /** Format: date */
                            today: string;
                            topRegions: {
                                regionCode: string;
                                regionName: string;
                                usedKb: number;
                            }[];
                            totals: {
                                addOnsMinor: number;
                                dailyFeesMinor: number;
                                esimFeesMinor: number;
                                newCustomers: number;
                                peakActiveCards: number;
                                refundsMinor: number;
                                revenueMinor: number;
                                starterPackCreditsMinor: number;
                                topUpsMinor: number;
                            };
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    getAdminDashboardExport: {
        parameters: {
            query?: {
                end?: string;
                preset?: "last7Days" | "last30Days" | "thisMonth" | "lastMonth";
                start?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    getAdminDashboardQueues: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            carrierCommands: {
                                dead: number;
                                failed: number;
                            };
                            esimStock: {
                                available: number;
                                low: boolean;
                                threshold: number;
                            };
                            mails: {
                                dead: number;
                                failed: number;
                            };
                            payOrdersWaiting: number;
                            /** Format: date */
                            today: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    postAdminDeliveriesByIdRetry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            id: number;
                            /** @enum {string} */
                            state: "queued" | "sending" | "failed" | "delivered" | "dead" | "kept";
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    getAdminDeliveriesFailed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            deliveries: ({
                                /** @enum {string} */
                                action: "PAUSE" | "RESUME" | "TERMINATE" | "THROTTLE" | "UNTHROTTLE";
                                attempts: number;
                                cardId: number;
                                cardNumber: string;
                                /** Format: date-time */
                                createdAt: string;
                                id: number;
                                /** @enum {string} */
                                kind: "carrier_command";
                                lastError: string | null;
                                nextAttemptAt: string | null;
                                retryable: boolean;
                                /** @enum {string} */
                                state: "failed" | "dead";
                                waitingBehind: number;
                            } | {
                                attempts: number;
                                /** Format: date-time */
                                createdAt: string;
                                id: number;
                                /** @enum {string} */
                                kind: "mail";
                                lastError: string | null;
                                mailKind: string;
                                nextAttemptAt: string | null;
                                retryable: boolean;
                                /** @enum {string} */
                                state: "failed" | "dead";
                                subject: string;
                                toAddress: string;
                                waitingBehind: number;
                            })[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    postAdminEsimProfilesImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "text/csv": string;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            duplicates: number;
                            imported: number;
                            rejected: number;
                            rows: {
                                field: string | null;
                                iccid: string;
                                line: number;
                                /** @enum {string} */
                                outcome: "imported" | "duplicate" | "rejected";
                                rule: string | null;
                            }[];
                            stock: {
                                assigned: number;
                                available: number;
                                low: boolean;
                                lowSince: string | null;
                                threshold: number;
                            };
                            total: number;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    getAdminEsimStock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            assigned: number;
                            available: number;
                            low: boolean;
                            lowSince: string | null;
                            threshold: number;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    getAdminPayOrders: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                q?: string;
                sort?: "newest" | "oldest";
                status?: "INIT" | "FINISHED" | "CANCELLED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            items: {
                                amountMinor: number;
                                cancelledAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                currency: string;
                                email: string;
                                finishedAt: string | null;
                                /** Format: uuid */
                                id: string;
                                internationalFeeMinor: number;
                                /** @enum {string} */
                                method: "DOMESTIC" | "INTERNATIONAL";
                                overdue: boolean;
                                reference: string;
                                remark: string;
                                serviceFeeMinor: number;
                                /** @enum {string} */
                                status: "INIT" | "FINISHED" | "CANCELLED";
                                totalMinor: number;
                                userId: number;
                                username: string;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    postAdminPayOrdersByIdConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            activity: {
                                amountMinor: number;
                                balanceAfterMinor: number;
                                cardId: number | null;
                                cardNumber: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                esimPurchaseId: number | null;
                                id: number;
                                note: string | null;
                                payOrderId: string | null;
                                reason: string;
                                rechargeStatus: ("INIT" | "FINISHED" | "CANCELLED") | null;
                                refundsActivityId: number | null;
                                starterPack: {
                                    days: number;
                                    planName: {
                                        en: string;
                                        "zh-CN": string;
                                    };
                                } | null;
                                /** Format: date */
                                tradeDate: string;
                                /** @enum {string} */
                                type: "ESIM_APPLY" | "DAILY_FEE" | "TOP_UP" | "ADD_ON_PURCHASE" | "REFUND";
                            };
                            order: {
                                amountMinor: number;
                                cancelledAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                currency: string;
                                email: string;
                                finishedAt: string | null;
                                /** Format: uuid */
                                id: string;
                                internationalFeeMinor: number;
                                /** @enum {string} */
                                method: "DOMESTIC" | "INTERNATIONAL";
                                overdue: boolean;
                                reference: string;
                                remark: string;
                                serviceFeeMinor: number;
                                /** @enum {string} */
                                status: "INIT" | "FINISHED" | "CANCELLED";
                                totalMinor: number;
                                userId: number;
                                username: string;
                            };
                            replayed: boolean;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    postAdminRecharges: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    account: string;
                    amountMinor: number;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            activity: {
                                amountMinor: number;
                                balanceAfterMinor: number;
                                cardId: number | null;
                                cardNumber: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                esimPurchaseId: number | null;
                                id: number;
                                note: string | null;
                                payOrderId: string | null;
                                reason: string;
                                rechargeStatus: ("INIT" | "FINISHED" | "CANCELLED") | null;
                                refundsActivityId: number | null;
                                starterPack: {
                                    days: number;
                                    planName: {
                                        en: string;
                                        "zh-CN": string;
                                    };
                                } | null;
                                /** Format: date */
                                tradeDate: string;
                                /** @enum {string} */
                                type: "ESIM_APPLY" | "DAILY_FEE" | "TOP_UP" | "ADD_ON_PURCHASE" | "REFUND";
                            };
                            replayed: boolean;
                            user: {
                                balance: number;
                                email: string;
                                id: number;
                                username: string;
                            };
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    getAdminSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            enabled: boolean;
                            passkeys: {
                                /** Format: date-time */
                                createdAt: string;
                                id: string;
                                lastUsedAt: string | null;
                                name: string;
                            }[];
                            recoveryCodesLeft: number;
                            required: boolean;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    postAdminSecondFactorEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            secret: string;
                            uri: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    postAdminSecondFactorEnrolmentConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            recoveryCodes: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    postAdminSecondFactorPasskeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    response: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            id: string;
                            lastUsedAt: string | null;
                            name: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    deleteAdminSecondFactorPasskeysById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: null;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    postAdminSecondFactorPasskeysOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            [key: string]: unknown;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    postAdminSecondFactorRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            recoveryCodes: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    postAdminSecondFactorRemoval: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: null;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    getAdminStepUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            freshUntil: string | null;
                            /** @enum {string} */
                            method: "code" | "password";
                            passkey: boolean;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    postAdminStepUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code?: string;
                    passkey?: {
                        [key: string]: unknown;
                    };
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            freshUntil: string | null;
                            /** @enum {string} */
                            method: "code" | "password";
                            passkey: boolean;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    postAdminStepUpPasskeyOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            [key: string]: unknown;
                        } | null;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    putAdminSupport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    channels: ({
                        /** @enum {string} */
                        kind: "email";
                        value: string;
                    } | {
                        /** @enum {string} */
                        kind: "phone";
                        value: string;
                    } | {
                        /** @enum {string} */
                        kind: "whatsapp";
                        value: string;
                    } | {
                        /** @enum {string} */
                        kind: "wechat";
                        value: string;
                    } | {
                        /** @enum {string} */
                        kind: "wechat_qr";
                        value: string;
                    } | {
                        /** @enum {string} */
                        kind: "telegram";
                        value: string;
                    } | {
                        /** @enum {string} */
                        kind: "url";
                        value: string;
                    })[];
                    confirmWithinHours: number | null;
                    officeHours: {
                        en: string;
                        "zh-CN": string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            channels: ({
                                /** @enum {string} */
                                kind: "email";
                                value: string;
                            } | {
                                /** @enum {string} */
                                kind: "phone";
                                value: string;
                            } | {
                                /** @enum {string} */
                                kind: "whatsapp";
                                value: string;
                            } | {
                                /** @enum {string} */
                                kind: "wechat";
                                value: string;
                            } | {
                                /** @enum {string} */
                                kind: "wechat_qr";
                                value: string;
                            } | {
                                /** @enum {string} */
                                kind: "telegram";
                                value: string;
                            } | {
                                /** @enum {string} */
                                kind: "url";
                                value: string;
                            })[];
                            confirmWithinHours: number | null;
                            officeHours: {
                                en: string;
                                "zh-CN": string;
                            };
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    postAdminUsageImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "text/csv": string;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            accepted: number;
                            alertsSent: number;
                            changed: number;
                            /** Format: date-time */
                            finishedAt: string;
                            importId: number;
                            lifted: number;
                            rejected: number;
                            rejectedRows: {
                                field: string;
                                iccid: string;
                                line: number;
                                /** @enum {string} */
                                rule: "field_required" | "unknown_iccid" | "date_invalid" | "date_after_today" | "region_code_format" | "traffic_invalid" | "negative_traffic" | "duplicate_row";
                            }[];
                            restricted: number;
                            total: number;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    postAuthCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /** @enum {string} */
                    locale?: "en" | "zh-CN";
                    /** @enum {string} */
                    purpose: "register" | "reset";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            email: string;
                            expiresInSeconds: number;
                            /** @enum {string} */
                            purpose: "register" | "reset";
                            resendAfterSeconds: number;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    postAuthLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    account: string;
                    passkey?: {
                        [key: string]: unknown;
                    };
                    password: string;
                    /** @default false */
                    rememberMe?: boolean;
                    secondFactor?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            accessToken: string;
                            /** Format: date-time */
                            accessTokenExpiresAt: string;
                            refreshToken: string;
                            rememberMe: boolean;
                            /** Format: date-time */
                            sessionExpiresAt: string;
                            userInfo: {
                                adminRole: ("owner" | "support" | "viewer") | null;
                                balance: number;
                                /** Format: date-time */
                                createdAt: string;
                                currency: string;
                                email: string;
                                id: number;
                                isRegister: boolean;
                                /** @enum {number} */
                                level: 0 | 1;
                                /** @enum {string} */
                                locale: "en" | "zh-CN";
                                username: string;
                            };
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    postAuthLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: null;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    postAuthPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    confirmPassword: string;
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: null;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    postAuthRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    confirmPassword: string;
                    email: string;
                    /** @enum {string} */
                    locale?: "en" | "zh-CN";
                    password: string;
                    username: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            accessToken: string;
                            /** Format: date-time */
                            accessTokenExpiresAt: string;
                            refreshToken: string;
                            rememberMe: boolean;
                            /** Format: date-time */
                            sessionExpiresAt: string;
                            userInfo: {
                                adminRole: ("owner" | "support" | "viewer") | null;
                                balance: number;
                                /** Format: date-time */
                                createdAt: string;
                                currency: string;
                                email: string;
                                id: number;
                                isRegister: boolean;
                                /** @enum {number} */
                                level: 0 | 1;
                                /** @enum {string} */
                                locale: "en" | "zh-CN";
                                username: string;
                            };
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    getBillingCards: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            items: {
                                addOnBlocker: ("basic_plan_required" | "package_not_active") | null;
                                allowance: {
                                    addOnKb: number;
                                    leftKb: number;
                                    /** @enum {string} */
                                    limitType: "PER_DAY" | "PER_CYCLE";
                                    /** Format: date */
                                    periodEnd: string;
                                    /** Format: date */
                                    periodStart: string;
                                    planKb: number;
                                    totalKb: number;
                                    usedKb: number | null;
                                } | null;
                                /** Format: date */
                                businessDay: string;
                                cardId: number;
                                cardNumber: string;
                                currentPlan: {
                                    cycleDays: number;
                                    dailyFeeMinor: number;
                                    firstDayFeeMinor: number;
                                    id: number;
                                    name: {
                                        en: string;
                                        "zh-CN": string;
                                    };
                                    priceMinor: number;
                                    /** @enum {string} */
                                    restrictRule: "THROTTLE" | "STOP";
                                    totalTrafficMb: number;
                                    /** @enum {string} */
                                    trafficLimitType: "PER_DAY" | "PER_CYCLE";
                                } | null;
                                cycleStartDay: string | null;
                                label: string | null;
                                nextPlan: {
                                    cycleDays: number;
                                    dailyFeeMinor: number;
                                    firstDayFeeMinor: number;
                                    /** Format: date */
                                    fromDay: string;
                                    id: number;
                                    name: {
                                        en: string;
                                        "zh-CN": string;
                                    };
                                    priceMinor: number;
                                    /** @enum {string} */
                                    restrictRule: "THROTTLE" | "STOP";
                                    totalTrafficMb: number;
                                    /** @enum {string} */
                                    trafficLimitType: "PER_DAY" | "PER_CYCLE";
                                } | null;
                                pendingPlan: {
                                    cycleDays: number;
                                    dailyFeeMinor: number;
                                    firstDayFeeMinor: number;
                                    /** Format: date */
                                    fromDay: string;
                                    id: number;
                                    name: {
                                        en: string;
                                        "zh-CN": string;
                                    };
                                    priceMinor: number;
                                    /** @enum {string} */
                                    restrictRule: "THROTTLE" | "STOP";
                                    totalTrafficMb: number;
                                    /** @enum {string} */
                                    trafficLimitType: "PER_DAY" | "PER_CYCLE";
                                } | null;
                                /** @enum {string} */
                                status: "NOT_ACTIVE" | "USING" | "SUSPEND" | "PAUSED";
                                suspendReason: "insufficient_credit" | null;
                                todayCharged: boolean;
                                todayFeeMinor: number | null;
                                usageUpdatedAt: string | null;
                                usedToday: boolean | null;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    getBillingCardsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            addOnBlocker: ("basic_plan_required" | "package_not_active") | null;
                            allowance: {
                                addOnKb: number;
                                leftKb: number;
                                /** @enum {string} */
                                limitType: "PER_DAY" | "PER_CYCLE";
                                /** Format: date */
                                periodEnd: string;
                                /** Format: date */
                                periodStart: string;
                                planKb: number;
                                totalKb: number;
                                usedKb: number | null;
                            } | null;
                            /** Format: date */
                            businessDay: string;
                            cardId: number;
                            cardNumber: string;
                            currentPlan: {
                                cycleDays: number;
                                dailyFeeMinor: number;
                                firstDayFeeMinor: number;
                                id: number;
                                name: {
                                    en: string;
                                    "zh-CN": string;
                                };
                                priceMinor: number;
                                /** @enum {string} */
                                restrictRule: "THROTTLE" | "STOP";
                                totalTrafficMb: number;
                                /** @enum {string} */
                                trafficLimitType: "PER_DAY" | "PER_CYCLE";
                            } | null;
                            cycleStartDay: string | null;
                            label: string | null;
                            nextPlan: {
                                cycleDays: number;
                                dailyFeeMinor: number;
                                firstDayFeeMinor: number;
                                /** Format: date */
                                fromDay: string;
                                id: number;
                                name: {
                                    en: string;
                                    "zh-CN": string;
                                };
                                priceMinor: number;
                                /** @enum {string} */
                                restrictRule: "THROTTLE" | "STOP";
                                totalTrafficMb: number;
                                /** @enum {string} */
                                trafficLimitType: "PER_DAY" | "PER_CYCLE";
                            } | null;
                            pendingPlan: {
                                cycleDays: number;
                                dailyFeeMinor: number;
                                firstDayFeeMinor: number;
                                /** Format: date */
                                fromDay: string;
                                id: number;
                                name: {
                                    en: string;
                                    "zh-CN": string;
                                };
                                priceMinor: number;
                                /** @enum {string} */
                                restrictRule: "THROTTLE" | "STOP";
                                totalTrafficMb: number;
                                /** @enum {string} */
                                trafficLimitType: "PER_DAY" | "PER_CYCLE";
                            } | null;
                            /** @enum {string} */
                            status: "NOT_ACTIVE" | "USING" | "SUSPEND" | "PAUSED";
                            suspendReason: "insufficient_credit" | null;
                            todayCharged: boolean;
                            todayFeeMinor: number | null;
                            usageUpdatedAt: string | null;
                            usedToday: boolean | null;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    getBillingRunway: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            balanceMinor: number;
                            beyondHorizon: boolean;
                            /** Format: date */
                            businessDay: string;
                            cardsInUse: number;
                            coveredUntil: string | null;
                            currency: string;
                            dueTodayMinor: number;
                            nextDayMinor: number;
                            reminderDays: number;
                            topUp: {
                                days: number;
                                neededMinor: number;
                                suggestedMinor: number;
                            } | null;
                            warning: boolean;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    getCatalog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            addOns: {
                                code: string;
                                coverage: string[];
                                description: {
                                    en: string;
                                    "zh-CN": string;
                                };
                                id: number;
                                name: {
                                    en: string;
                                    "zh-CN": string;
                                };
                                priceMinor: number;
                                trafficMb: number;
                            }[];
                            currency: string;
                            esimFeeMinor: number;
                            plans: {
                                code: string;
                                coverage: string[];
                                cycleDays: number;
                                description: {
                                    en: string;
                                    "zh-CN": string;
                                };
                                id: number;
                                name: {
                                    en: string;
                                    "zh-CN": string;
                                };
                                planType: string;
                                priceMinor: number;
                                /** @enum {string} */
                                restrictRule: "THROTTLE" | "STOP";
                                totalTrafficMb: number;
                                /** @enum {string} */
                                trafficLimitType: "PER_DAY" | "PER_CYCLE";
                            }[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    getCatalogAddOns: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            code: string;
                            coverage: string[];
                            description: {
                                en: string;
                                "zh-CN": string;
                            };
                            id: number;
                            name: {
                                en: string;
                                "zh-CN": string;
                            };
                            priceMinor: number;
                            trafficMb: number;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    getCatalogPlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            code: string;
                            coverage: string[];
                            cycleDays: number;
                            description: {
                                en: string;
                                "zh-CN": string;
                            };
                            id: number;
                            name: {
                                en: string;
                                "zh-CN": string;
                            };
                            planType: string;
                            priceMinor: number;
                            /** @enum {string} */
                            restrictRule: "THROTTLE" | "STOP";
                            totalTrafficMb: number;
                            /** @enum {string} */
                            trafficLimitType: "PER_DAY" | "PER_CYCLE";
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    postCustomerViewLeave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: null;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    postEsimApplications: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    planId?: number;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            activityId: number;
                            balanceMinor: number;
                            card: {
                                /** Format: date-time */
                                boundAt: string;
                                canStopBilling: boolean;
                                cardNumber: string;
                                currentPlan: {
                                    id: number;
                                    name: {
                                        en: string;
                                        "zh-CN": string;
                                    };
                                } | null;
                                expireAt: string | null;
                                iccid: string;
                                id: number;
                                isStarterPack: boolean;
                                label: string | null;
                                pendingPlan: {
                                    id: number;
                                    name: {
                                        en: string;
                                        "zh-CN": string;
                                    };
                                } | null;
                                planCreatedAt: string | null;
                                /** @enum {string} */
                                status: "NOT_ACTIVE" | "USING" | "SUSPEND" | "PAUSED";
                                /** @enum {string} */
                                type: "PHYSICAL" | "ESIM";
                                usage: {
                                    allowanceKb: number | null;
                                    lastUpdatedAt: string | null;
                                    leftKb: number | null;
                                    periodKb: number;
                                    todayKb: number;
                                } | null;
                            };
                            feeMinor: number;
                            planChargedMinor: number;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            activityId: number;
                            balanceMinor: number;
                            card: {
                                /** Format: date-time */
                                boundAt: string;
                                canStopBilling: boolean;
                                cardNumber: string;
                                currentPlan: {
                                    id: number;
                                    name: {
                                        en: string;
                                        "zh-CN": string;
                                    };
                                } | null;
                                expireAt: string | null;
                                iccid: string;
                                id: number;
                                isStarterPack: boolean;
                                label: string | null;
                                pendingPlan: {
                                    id: number;
                                    name: {
                                        en: string;
                                        "zh-CN": string;
                                    };
                                } | null;
                                planCreatedAt: string | null;
                                /** @enum {string} */
                                status: "NOT_ACTIVE" | "USING" | "SUSPEND" | "PAUSED";
                                /** @enum {string} */
                                type: "PHYSICAL" | "ESIM";
                                usage: {
                                    allowanceKb: number | null;
                                    lastUpdatedAt: string | null;
                                    leftKb: number | null;
                                    periodKb: number;
                                    todayKb: number;
                                } | null;
                            };
                            feeMinor: number;
                            planChargedMinor: number;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    getEsimCardsByIdActivation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            activationCode: string;
                            appleInstallUrl: string;
                            cardId: number;
                            cardNumber: string;
                            confirmationCodeRequired: boolean;
                            iccid: string;
                            matchingId: string;
                            smDpAddress: string;
                            smDpOid: string | null;
                            /** @enum {string} */
                            status: "NOT_ACTIVE" | "USING" | "SUSPEND" | "PAUSED";
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    getEsimOffer: {
        parameters: {
            query?: {
                planId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            atSimLimit: boolean;
                            balanceAfterMinor: number | null;
                            balanceMinor: number;
                            blocker: ("sim_over_limit" | "esim_out_of_stock" | "esim_insufficient_balance") | null;
                            currency: string;
                            feeMinor: number;
                            inStock: boolean;
                            planFirstDayMinor: number;
                            planId: number | null;
                            totalMinor: number;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            database: {
                                /** @enum {string} */
                                engine: "pglite" | "postgres";
                                latencyMs: number;
                                ok: boolean;
                            };
                            /** @enum {string} */
                            status: "ok" | "degraded";
                            uptimeSeconds: number;
                            version: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    getHealthLive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            /** @enum {string} */
                            status: "live";
                            uptimeSeconds: number;
                            version: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    getHealthReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            database: {
                                /** @enum {string} */
                                engine: "pglite" | "postgres";
                                latencyMs: number;
                                ok: boolean;
                            };
                            migrations: {
                                applied: boolean;
                                expected: string;
                            };
                            /** @enum {string} */
                            status: "ready" | "not_ready";
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    getInvitationsByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            email: string;
                            /** Format: date-time */
                            expiresAt: string;
                            invitedBy: string;
                            /** @enum {string} */
                            role: "owner" | "support" | "viewer";
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    postInvitationsByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirmPassword: string;
                    /** @enum {string} */
                    locale?: "en" | "zh-CN";
                    password: string;
                    username: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            username: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    getSims: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            items: {
                                /** Format: date-time */
                                boundAt: string;
                                canStopBilling: boolean;
                                cardNumber: string;
                                currentPlan: {
                                    id: number;
                                    name: {
                                        en: string;
                                        "zh-CN": string;
                                    };
                                } | null;
                                expireAt: string | null;
                                iccid: string;
                                id: number;
                                isStarterPack: boolean;
                                label: string | null;
                                pendingPlan: {
                                    id: number;
                                    name: {
                                        en: string;
                                        "zh-CN": string;
                                    };
                                } | null;
                                planCreatedAt: string | null;
                                /** @enum {string} */
                                status: "NOT_ACTIVE" | "USING" | "SUSPEND" | "PAUSED";
                                /** @enum {string} */
                                type: "PHYSICAL" | "ESIM";
                                usage: {
                                    allowanceKb: number | null;
                                    lastUpdatedAt: string | null;
                                    leftKb: number | null;
                                    periodKb: number;
                                    todayKb: number;
                                } | null;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    postSims: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cardNumber: string;
                    /** @description The last digit is a Luhn check digit over the others (ITU-T E.118). */
                    iccid: string;
                    verifyCode: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            /** Format: date-time */
                            boundAt: string;
                            canStopBilling: boolean;
                            cardNumber: string;
                            currentPlan: {
                                id: number;
                                name: {
                                    en: string;
                                    "zh-CN": string;
                                };
                            } | null;
                            expireAt: string | null;
                            iccid: string;
                            id: number;
                            isStarterPack: boolean;
                            label: string | null;
                            pendingPlan: {
                                id: number;
                                name: {
                                    en: string;
                                    "zh-CN": string;
                                };
                            } | null;
                            planCreatedAt: string | null;
                            starterPackConversion: {
                                chargedTodayMinor: number;
                                creditedMinor: number;
                                planId: number;
                                planName: {
                                    en: string;
                                    "zh-CN": string;
                                };
                                remainingDays: number;
                                /** @enum {string} */
                                status: "NOT_ACTIVE" | "USING" | "SUSPEND" | "PAUSED";
                            } | null;
                            /** @enum {string} */
                            status: "NOT_ACTIVE" | "USING" | "SUSPEND" | "PAUSED";
                            /** @enum {string} */
                            type: "PHYSICAL" | "ESIM";
                            usage: {
                                allowanceKb: number | null;
                                lastUpdatedAt: string | null;
                                leftKb: number | null;
                                periodKb: number;
                                todayKb: number;
                            } | null;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            /** Format: date-time */
                            boundAt: string;
                            canStopBilling: boolean;
                            cardNumber: string;
                            currentPlan: {
                                id: number;
                                name: {
                                    en: string;
                                    "zh-CN": string;
                                };
                            } | null;
                            expireAt: string | null;
                            iccid: string;
                            id: number;
                            isStarterPack: boolean;
                            label: string | null;
                            pendingPlan: {
                                id: number;
                                name: {
                                    en: string;
                                    "zh-CN": string;
                                };
                            } | null;
                            planCreatedAt: string | null;
                            starterPackConversion: {
                                chargedTodayMinor: number;
                                creditedMinor: number;
                                planId: number;
                                planName: {
                                    en: string;
                                    "zh-CN": string;
                                };
                                remainingDays: number;
                                /** @enum {string} */
                                status: "NOT_ACTIVE" | "USING" | "SUSPEND" | "PAUSED";
                            } | null;
                            /** @enum {string} */
                            status: "NOT_ACTIVE" | "USING" | "SUSPEND" | "PAUSED";
                            /** @enum {string} */
                            type: "PHYSICAL" | "ESIM";
                            usage: {
                                allowanceKb: number | null;
                                lastUpdatedAt: string | null;
                                leftKb: number | null;
                                periodKb: number;
                                todayKb: number;
                            } | null;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    getSimsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            /** Format: date-time */
                            boundAt: string;
                            canStopBilling: boolean;
                            cardNumber: string;
                            currentPlan: {
                                id: number;
                                name: {
                                    en: string;
                                    "zh-CN": string;
                                };
                            } | null;
                            expireAt: string | null;
                            iccid: string;
                            id: number;
                            isStarterPack: boolean;
                            label: string | null;
                            pendingPlan: {
                                id: number;
                                name: {
                                    en: string;
                                    "zh-CN": string;
                                };
                            } | null;
                            planCreatedAt: string | null;
                            /** @enum {string} */
                            status: "NOT_ACTIVE" | "USING" | "SUSPEND" | "PAUSED";
                            /** @enum {string} */
                            type: "PHYSICAL" | "ESIM";
                            usage: {
                                allowanceKb: number | null;
                                lastUpdatedAt: string | null;
                                leftKb: number | null;
                                periodKb: number;
                                todayKb: number;
                            } | null;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    deleteSimsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: null;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    postSimsByIdAddOns: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    addOnId: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            balanceMinor: number;
                            card: {
                                addOnBlocker: ("basic_plan_required" | "package_not_active") | null;
                                allowance: {
                                    addOnKb: number;
                                    leftKb: number;
                                    /** @enum {string} */
                                    limitType: "PER_DAY" | "PER_CYCLE";
                                    /** Format: date */
                                    periodEnd: string;
                                    /** Format: date */
                                    periodStart: string;
                                    planKb: number;
                                    totalKb: number;
                                    usedKb: number | null;
                                } | null;
                                /** Format: date */
                                businessDay: string;
                                cardId: number;
                                cardNumber: string;
                                currentPlan: {
                                    cycleDays: number;
                                    dailyFeeMinor: number;
                                    firstDayFeeMinor: number;
                                    id: number;
                                    name: {
                                        en: string;
                                        "zh-CN": string;
                                    };
                                    priceMinor: number;
                                    /** @enum {string} */
                                    restrictRule: "THROTTLE" | "STOP";
                                    totalTrafficMb: number;
                                    /** @enum {string} */
                                    trafficLimitType: "PER_DAY" | "PER_CYCLE";
                                } | null;
                                cycleStartDay: string | null;
                                label: string | null;
                                nextPlan: {
                                    cycleDays: number;
                                    dailyFeeMinor: number;
                                    firstDayFeeMinor: number;
                                    /** Format: date */
                                    fromDay: string;
                                    id: number;
                                    name: {
                                        en: string;
                                        "zh-CN": string;
                                    };
                                    priceMinor: number;
                                    /** @enum {string} */
                                    restrictRule: "THROTTLE" | "STOP";
                                    totalTrafficMb: number;
                                    /** @enum {string} */
                                    trafficLimitType: "PER_DAY" | "PER_CYCLE";
                                } | null;
                                pendingPlan: {
                                    cycleDays: number;
                                    dailyFeeMinor: number;
                                    firstDayFeeMinor: number;
                                    /** Format: date */
                                    fromDay: string;
                                    id: number;
                                    name: {
                                        en: string;
                                        "zh-CN": string;
                                    };
                                    priceMinor: number;
                                    /** @enum {string} */
                                    restrictRule: "THROTTLE" | "STOP";
                                    totalTrafficMb: number;
                                    /** @enum {string} */
                                    trafficLimitType: "PER_DAY" | "PER_CYCLE";
                                } | null;
                                /** @enum {string} */
                                status: "NOT_ACTIVE" | "USING" | "SUSPEND" | "PAUSED";
                                suspendReason: "insufficient_credit" | null;
                                todayCharged: boolean;
                                todayFeeMinor: number | null;
                                usageUpdatedAt: string | null;
                                usedToday: boolean | null;
                            };
                            purchase: {
                                addOnId: number;
                                /** Format: date */
                                businessDay: string;
                                cardId: number;
                                id: number;
                                name: {
                                    en: string;
                                    "zh-CN": string;
                                };
                                priceMinor: number;
                                /** Format: date-time */
                                purchasedAt: string;
                                trafficMb: number;
                            };
                            replayed: boolean;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            balanceMinor: number;
                            card: {
                                addOnBlocker: ("basic_plan_required" | "package_not_active") | null;
                                allowance: {
                                    addOnKb: number;
                                    leftKb: number;
                                    /** @enum {string} */
                                    limitType: "PER_DAY" | "PER_CYCLE";
                                    /** Format: date */
                                    periodEnd: string;
                                    /** Format: date */
                                    periodStart: string;
                                    planKb: number;
                                    totalKb: number;
                                    usedKb: number | null;
                                } | null;
                                /** Format: date */
                                businessDay: string;
                                cardId: number;
                                cardNumber: string;
                                currentPlan: {
                                    cycleDays: number;
                                    dailyFeeMinor: number;
                                    firstDayFeeMinor: number;
                                    id: number;
                                    name: {
                                        en: string;
                                        "zh-CN": string;
                                    };
                                    priceMinor: number;
                                    /** @enum {string} */
                                    restrictRule: "THROTTLE" | "STOP";
                                    totalTrafficMb: number;
                                    /** @enum {string} */
                                    trafficLimitType: "PER_DAY" | "PER_CYCLE";
                                } | null;
                                cycleStartDay: string | null;
                                label: string | null;
                                nextPlan: {
                                    cycleDays: number;
                                    dailyFeeMinor: number;
                                    firstDayFeeMinor: number;
                                    /** Format: date */
                                    fromDay: string;
                                    id: number;
                                    name: {
                                        en: string;
                                        "zh-CN": string;
                                    };
                                    priceMinor: number;
                                    /** @enum {string} */
                                    restrictRule: "THROTTLE" | "STOP";
                                    totalTrafficMb: number;
                                    /** @enum {string} */
                                    trafficLimitType: "PER_DAY" | "PER_CYCLE";
                                } | null;
                                pendingPlan: {
                                    cycleDays: number;
                                    dailyFeeMinor: number;
                                    firstDayFeeMinor: number;
                                    /** Format: date */
                                    fromDay: string;
                                    id: number;
                                    name: {
                                        en: string;
                                        "zh-CN": string;
                                    };
                                    priceMinor: number;
                                    /** @enum {string} */
                                    restrictRule: "THROTTLE" | "STOP";
                                    totalTrafficMb: number;
                                    /** @enum {string} */
                                    trafficLimitType: "PER_DAY" | "PER_CYCLE";
                                } | null;
                                /** @enum {string} */
                                status: "NOT_ACTIVE" | "USING" | "SUSPEND" | "PAUSED";
                                suspendReason: "insufficient_credit" | null;
                                todayCharged: boolean;
                                todayFeeMinor: number | null;
                                usageUpdatedAt: string | null;
                                usedToday: boolean | null;
                            };
                            purchase: {
                                addOnId: number;
                                /** Format: date */
                                businessDay: string;
                                cardId: number;
                                id: number;
                                name: {
                                    en: string;
                                    "zh-CN": string;
                                };
                                priceMinor: number;
                                /** Format: date-time */
                                purchasedAt: string;
                                trafficMb: number;
                            };
                            replayed: boolean;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    updateSimsByIdLabel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    label: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            /** Format: date-time */
                            boundAt: string;
                            canStopBilling: boolean;
                            cardNumber: string;
                            currentPlan: {
                                id: number;
                                name: {
                                    en: string;
                                    "zh-CN": string;
                                };
                            } | null;
                            expireAt: string | null;
                            iccid: string;
                            id: number;
                            isStarterPack: boolean;
                            label: string | null;
                            pendingPlan: {
                                id: number;
                                name: {
                                    en: string;
                                    "zh-CN": string;
                                };
                            } | null;
                            planCreatedAt: string | null;
                            /** @enum {string} */
                            status: "NOT_ACTIVE" | "USING" | "SUSPEND" | "PAUSED";
                            /** @enum {string} */
                            type: "PHYSICAL" | "ESIM";
                            usage: {
                                allowanceKb: number | null;
                                lastUpdatedAt: string | null;
                                leftKb: number | null;
                                periodKb: number;
                                todayKb: number;
                            } | null;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    deleteSimsByIdPendingPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            addOnBlocker: ("basic_plan_required" | "package_not_active") | null;
                            allowance: {
                                addOnKb: number;
                                leftKb: number;
                                /** @enum {string} */
                                limitType: "PER_DAY" | "PER_CYCLE";
                                /** Format: date */
                                periodEnd: string;
                                /** Format: date */
                                periodStart: string;
                                planKb: number;
                                totalKb: number;
                                usedKb: number | null;
                            } | null;
                            /** Format: date */
                            businessDay: string;
                            cardId: number;
                            cardNumber: string;
                            currentPlan: {
                                cycleDays: number;
                                dailyFeeMinor: number;
                                firstDayFeeMinor: number;
                                id: number;
                                name: {
                                    en: string;
                                    "zh-CN": string;
                                };
                                priceMinor: number;
                                /** @enum {string} */
                                restrictRule: "THROTTLE" | "STOP";
                                totalTrafficMb: number;
                                /** @enum {string} */
                                trafficLimitType: "PER_DAY" | "PER_CYCLE";
                            } | null;
                            cycleStartDay: string | null;
                            label: string | null;
                            nextPlan: {
                                cycleDays: number;
                                dailyFeeMinor: number;
                                firstDayFeeMinor: number;
                                /** Format: date */
                                fromDay: string;
                                id: number;
                                name: {
                                    en: string;
                                    "zh-CN": string;
                                };
                                priceMinor: number;
                                /** @enum {string} */
                                restrictRule: "THROTTLE" | "STOP";
                                totalTrafficMb: number;
                                /** @enum {string} */
                                trafficLimitType: "PER_DAY" | "PER_CYCLE";
                            } | null;
                            pendingPlan: {
                                cycleDays: number;
                                dailyFeeMinor: number;
                                firstDayFeeMinor: number;
                                /** Format: date */
                                fromDay: string;
                                id: number;
                                name: {
                                    en: string;
                                    "zh-CN": string;
                                };
                                priceMinor: number;
                                /** @enum {string} */
                                restrictRule: "THROTTLE" | "STOP";
                                totalTrafficMb: number;
                                /** @enum {string} */
                                trafficLimitType: "PER_DAY" | "PER_CYCLE";
                            } | null;
                            /** @enum {string} */
                            status: "NOT_ACTIVE" | "USING" | "SUSPEND" | "PAUSED";
                            suspendReason: "insufficient_credit" | null;
                            todayCharged: boolean;
                            todayFeeMinor: number | null;
                            usageUpdatedAt: string | null;
                            usedToday: boolean | null;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    postSimsByIdPlanOrders: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    planId: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            balanceMinor: number;
                            card: {
                                addOnBlocker: ("basic_plan_required" | "package_not_active") | null;
                                allowance: {
                                    addOnKb: number;
                                    leftKb: number;
                                    /** @enum {string} */
                                    limitType: "PER_DAY" | "PER_CYCLE";
                                    /** Format: date */
                                    periodEnd: string;
                                    /** Format: date */
                                    periodStart: string;
                                    planKb: number;
                                    totalKb: number;
                                    usedKb: number | null;
                                } | null;
                                /** Format: date */
                                businessDay: string;
                                cardId: number;
                                cardNumber: string;
                                currentPlan: {
                                    cycleDays: number;
                                    dailyFeeMinor: number;
                                    firstDayFeeMinor: number;
                                    id: number;
                                    name: {
                                        en: string;
                                        "zh-CN": string;
                                    };
                                    priceMinor: number;
                                    /** @enum {string} */
                                    restrictRule: "THROTTLE" | "STOP";
                                    totalTrafficMb: number;
                                    /** @enum {string} */
                                    trafficLimitType: "PER_DAY" | "PER_CYCLE";
                                } | null;
                                cycleStartDay: string | null;
                                label: string | null;
                                nextPlan: {
                                    cycleDays: number;
                                    dailyFeeMinor: number;
                                    firstDayFeeMinor: number;
                                    /** Format: date */
                                    fromDay: string;
                                    id: number;
                                    name: {
                                        en: string;
                                        "zh-CN": string;
                                    };
                                    priceMinor: number;
                                    /** @enum {string} */
                                    restrictRule: "THROTTLE" | "STOP";
                                    totalTrafficMb: number;
                                    /** @enum {string} */
                                    trafficLimitType: "PER_DAY" | "PER_CYCLE";
                                } | null;
                                pendingPlan: {
                                    cycleDays: number;
                                    dailyFeeMinor: number;
                                    firstDayFeeMinor: number;
                                    /** Format: date */
                                    fromDay: string;
                                    id: number;
                                    name: {
                                        en: string;
                                        "zh-CN": string;
                                    };
                                    priceMinor: number;
                                    /** @enum {string} */
                                    restrictRule: "THROTTLE" | "STOP";
                                    totalTrafficMb: number;
                                    /** @enum {string} */
                                    trafficLimitType: "PER_DAY" | "PER_CYCLE";
                                } | null;
                                /** @enum {string} */
                                status: "NOT_ACTIVE" | "USING" | "SUSPEND" | "PAUSED";
                                suspendReason: "insufficient_credit" | null;
                                todayCharged: boolean;
                                todayFeeMinor: number | null;
                                usageUpdatedAt: string | null;
                                usedToday: boolean | null;
                            };
                            chargedMinor: number;
                            /** Format: date */
                            effectiveDay: string;
                            /** @enum {string} */
                            outcome: "ACTIVATED" | "SCHEDULED";
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    postSimsByIdStopBilling: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            /** Format: date-time */
                            boundAt: string;
                            canStopBilling: boolean;
                            cardNumber: string;
                            currentPlan: {
                                id: number;
                                name: {
                                    en: string;
                                    "zh-CN": string;
                                };
                            } | null;
                            expireAt: string | null;
                            iccid: string;
                            id: number;
                            isStarterPack: boolean;
                            label: string | null;
                            pendingPlan: {
                                id: number;
                                name: {
                                    en: string;
                                    "zh-CN": string;
                                };
                            } | null;
                            planCreatedAt: string | null;
                            /** @enum {string} */
                            status: "NOT_ACTIVE" | "USING" | "SUSPEND" | "PAUSED";
                            /** @enum {string} */
                            type: "PHYSICAL" | "ESIM";
                            usage: {
                                allowanceKb: number | null;
                                lastUpdatedAt: string | null;
                                leftKb: number | null;
                                periodKb: number;
                                todayKb: number;
                            } | null;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    getSupport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            channels: ({
                                /** @enum {string} */
                                kind: "email";
                                value: string;
                            } | {
                                /** @enum {string} */
                                kind: "phone";
                                value: string;
                            } | {
                                /** @enum {string} */
                                kind: "whatsapp";
                                value: string;
                            } | {
                                /** @enum {string} */
                                kind: "wechat";
                                value: string;
                            } | {
                                /** @enum {string} */
                                kind: "wechat_qr";
                                value: string;
                            } | {
                                /** @enum {string} */
                                kind: "telegram";
                                value: string;
                            } | {
                                /** @enum {string} */
                                kind: "url";
                                value: string;
                            })[];
                            confirmWithinHours: number | null;
                            officeHours: {
                                en: string;
                                "zh-CN": string;
                            };
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    getUsageCardsById: {
        parameters: {
            query?: {
                end?: string;
                start?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            cardId: number;
                            days: {
                                /** Format: date */
                                day: string;
                                usedKb: number;
                            }[];
                            /** Format: date */
                            end: string;
                            lastUpdatedAt: string | null;
                            regions: {
                                proportion: number;
                                regionCode: string;
                                regionName: string;
                                usedKb: number;
                            }[];
                            /** Format: date */
                            start: string;
                            /** Format: date */
                            today: string;
                            totalKb: number;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    getUserDataExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description application/zip */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    postUserDeletion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            accountNumber: number;
                            balanceMinor: number;
                            cardsReleased: number;
                            payOrdersCancelled: number;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    postUserDeletionCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            expiresInSeconds: number;
                            resendAfterSeconds: number;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    getUserGetUserInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            adminRole: ("owner" | "support" | "viewer") | null;
                            balance: number;
                            /** Format: date-time */
                            createdAt: string;
                            currency: string;
                            email: string;
                            id: number;
                            isRegister: boolean;
                            /** @enum {number} */
                            level: 0 | 1;
                            /** @enum {string} */
                            locale: "en" | "zh-CN";
                            username: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    updateUserLocale: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    locale: "en" | "zh-CN";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            /** @enum {string} */
                            locale: "en" | "zh-CN";
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    postUserPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirmPassword: string;
                    /** @default true */
                    endOtherSessions?: boolean;
                    oldPassword: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: null;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    getUserRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            accessToken: string;
                            /** Format: date-time */
                            accessTokenExpiresAt: string;
                            refreshToken: string;
                            /** Format: date-time */
                            sessionExpiresAt: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    getUserSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            items: {
                                browser: string | null;
                                current: boolean;
                                device: ("desktop" | "mobile" | "tablet" | "tv") | null;
                                /** Format: date-time */
                                expiresAt: string;
                                /** Format: uuid */
                                id: string;
                                /** Format: date-time */
                                lastUsedAt: string;
                                network: string | null;
                                os: string | null;
                                /** Format: date-time */
                                signedInAt: string;
                            }[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    deleteUserSessionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: null;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    postUserSessionsEndOthers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            ended: number;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    getWalletActivities: {
        parameters: {
            query?: {
                cardId?: number;
                cardNumber?: string;
                end?: string;
                page?: number;
                pageSize?: number;
                start?: string;
                type?: "ESIM_APPLY" | "DAILY_FEE" | "TOP_UP" | "ADD_ON_PURCHASE" | "REFUND";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            items: {
                                amountMinor: number;
                                balanceAfterMinor: number;
                                cardId: number | null;
                                cardNumber: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                esimPurchaseId: number | null;
                                id: number;
                                note: string | null;
                                payOrderId: string | null;
                                reason: string;
                                rechargeStatus: ("INIT" | "FINISHED" | "CANCELLED") | null;
                                refundsActivityId: number | null;
                                starterPack: {
                                    days: number;
                                    planName: {
                                        en: string;
                                        "zh-CN": string;
                                    };
                                } | null;
                                /** Format: date */
                                tradeDate: string;
                                /** @enum {string} */
                                type: "ESIM_APPLY" | "DAILY_FEE" | "TOP_UP" | "ADD_ON_PURCHASE" | "REFUND";
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    getWalletActivitiesExport: {
        parameters: {
            query?: {
                cardId?: number;
                cardNumber?: string;
                end?: string;
                start?: string;
                type?: "ESIM_APPLY" | "DAILY_FEE" | "TOP_UP" | "ADD_ON_PURCHASE" | "REFUND";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rows as CSV (RFC 4180, UTF-8 with a byte order mark), sent as a download */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    getWalletPayOrders: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                status?: "INIT" | "FINISHED" | "CANCELLED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            items: {
                                amountMinor: number;
                                cancelledAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                currency: string;
                                finishedAt: string | null;
                                /** Format: uuid */
                                id: string;
                                internationalFeeMinor: number;
                                /** @enum {string} */
                                method: "DOMESTIC" | "INTERNATIONAL";
                                reference: string;
                                remark: string;
                                serviceFeeMinor: number;
                                /** @enum {string} */
                                status: "INIT" | "FINISHED" | "CANCELLED";
                                totalMinor: number;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    postWalletPayOrders: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amountMinor: number;
                    /** @enum {string} */
                    method: "DOMESTIC" | "INTERNATIONAL";
                    /** @default  */
                    remark?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            amountMinor: number;
                            cancelledAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            currency: string;
                            finishedAt: string | null;
                            /** Format: uuid */
                            id: string;
                            internationalFeeMinor: number;
                            /** @enum {string} */
                            method: "DOMESTIC" | "INTERNATIONAL";
                            reference: string;
                            remark: string;
                            serviceFeeMinor: number;
                            /** @enum {string} */
                            status: "INIT" | "FINISHED" | "CANCELLED";
                            totalMinor: number;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    getWalletPayOrdersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            amountMinor: number;
                            cancelledAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            currency: string;
                            finishedAt: string | null;
                            /** Format: uuid */
                            id: string;
                            internationalFeeMinor: number;
                            /** @enum {string} */
                            method: "DOMESTIC" | "INTERNATIONAL";
                            reference: string;
                            remark: string;
                            serviceFeeMinor: number;
                            /** @enum {string} */
                            status: "INIT" | "FINISHED" | "CANCELLED";
                            totalMinor: number;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    postWalletPayOrdersByIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            amountMinor: number;
                            cancelledAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            currency: string;
                            finishedAt: string | null;
                            /** Format: uuid */
                            id: string;
                            internationalFeeMinor: number;
                            /** @enum {string} */
                            method: "DOMESTIC" | "INTERNATIONAL";
                            reference: string;
                            remark: string;
                            serviceFeeMinor: number;
                            /** @enum {string} */
                            status: "INIT" | "FINISHED" | "CANCELLED";
                            totalMinor: number;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
    getWalletSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        data: {
                            balance: number;
                            currency: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: unknown;
                        message: string;
                    };
                };
            };
        };
    };
}
