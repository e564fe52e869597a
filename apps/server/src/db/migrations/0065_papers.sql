CREATE TABLE "company_details" (
	"user_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"address" text NOT NULL,
	"tax_id" text NOT NULL,
	"receipt_email" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "company_details_user_id_pk" PRIMARY KEY("user_id")
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_seq" integer NOT NULL,
	CONSTRAINT "receipt_counters_positive" CHECK ("receipt_counters"."last_seq" >= 1)
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"pay_order_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"reference" text NOT NULL,
	"method" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"service_fee_minor" bigint NOT NULL,
	"international_fee_minor" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	CONSTRAINT "receipts_number_unique" UNIQUE("number"),
	CONSTRAINT "receipts_pay_order_id_unique" UNIQUE("pay_order_id"),
	CONSTRAINT "receipts_year_seq_key" UNIQUE("year","seq"),
	CONSTRAINT "receipts_seq_positive" CHECK ("receipts"."seq" >= 1),
	CONSTRAINT "receipts_total" CHECK ("receipts"."total_minor" = "receipts"."amount_minor" + "receipts"."service_fee_minor" + "receipts"."international_fee_minor")
);
--> statement-breakpoint
CREATE TABLE "operator_details" (
	"id" integer PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"address" text NOT NULL,
	"tax_id" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer,
	CONSTRAINT "operator_details_single_row" CHECK ("operator_details"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action";--> statement-breakpoint
ALTER TABLE "api_keys" DROP CONSTRAINT "api_keys_scopes";--> statement-breakpoint
ALTER TABLE "company_details" ADD CONSTRAINT "company_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_pay_order_id_pay_orders_id_fk" FOREIGN KEY ("pay_order_id") REFERENCES "public"."pay_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_details" ADD CONSTRAINT "operator_details_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipts_user_issued_idx" ON "receipts" USING btree ("user_id","issued_at");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action" CHECK ("audit_log"."action" in ('recharge', 'pay_order_confirm', 'pay_order_cancel', 'cards_import', 'card_release', 'esim_profiles_import', 'usage_import', 'starter_pack_set', 'starter_pack_reset', 'starter_pack_revert', 'customer_view_enter', 'customer_view_leave', 'customer_view_request', 'delivery_retry', 'catalogue_plan_create', 'catalogue_plan_update', 'catalogue_plan_sale', 'catalogue_add_on_create', 'catalogue_add_on_update', 'catalogue_add_on_sale', 'support_settings_update', 'operator_details_update', 'lifeline_settings_update', 'account_delete', 'second_factor_enrol', 'second_factor_recovery_codes', 'second_factor_remove', 'second_factor_passkey_add', 'second_factor_passkey_remove', 'step_up_lock', 'administrator_invite', 'administrator_invite_revoke', 'administrator_join', 'administrator_role_change', 'administrator_remove', 'card_verify_lock', 'card_verify_unlock', 'card_billing_stop', 'card_billing_resume', 'card_plan_change', 'card_take_back', 'card_job_create', 'card_job_cancel', 'network_reconcile', 'card_slow_today', 'refund_request', 'refund_approve', 'refund_decline'));--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_scopes" CHECK (cardinality("api_keys"."scopes") >= 1 and "api_keys"."scopes" <@ array['read', 'cards', 'buy', 'papers']::text[]);