CREATE TABLE "network_differences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "network_differences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"card_id" integer NOT NULL,
	"aspect" text NOT NULL,
	"wanted" text NOT NULL,
	"found" text NOT NULL,
	"found_at" timestamp with time zone NOT NULL,
	"run_id" integer NOT NULL,
	"action" text NOT NULL,
	"delivery_id" bigint NOT NULL,
	"sent" integer DEFAULT 1 NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "network_differences_aspect" CHECK ("network_differences"."aspect" in ('state', 'speed')),
	CONSTRAINT "network_differences_wanted" CHECK ("network_differences"."wanted" in ('active', 'paused', 'terminated', 'throttled', 'full')),
	CONSTRAINT "network_differences_found" CHECK ("network_differences"."found" in ('active', 'paused', 'terminated', 'throttled', 'full')),
	CONSTRAINT "network_differences_action" CHECK ("network_differences"."action" in ('PAUSE', 'RESUME', 'TERMINATE', 'THROTTLE', 'UNTHROTTLE'))
);
--> statement-breakpoint
CREATE TABLE "network_reconciliations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "network_reconciliations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trigger" text NOT NULL,
	"business_day" date,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"holder" uuid NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"checked" integer DEFAULT 0 NOT NULL,
	"differences" integer DEFAULT 0 NOT NULL,
	"repaired" integer DEFAULT 0 NOT NULL,
	"waiting" integer DEFAULT 0 NOT NULL,
	"unknown" integer DEFAULT 0 NOT NULL,
	"resumed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "network_reconciliations_trigger" CHECK ("network_reconciliations"."trigger" in ('nightly', 'operator'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action";--> statement-breakpoint
ALTER TABLE "network_differences" ADD CONSTRAINT "network_differences_card_id_sim_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."sim_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_differences" ADD CONSTRAINT "network_differences_run_id_network_reconciliations_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."network_reconciliations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "network_differences_open_key" ON "network_differences" USING btree ("card_id","aspect") WHERE "network_differences"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "network_differences_closed_idx" ON "network_differences" USING btree ("closed_at") WHERE "network_differences"."closed_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "network_reconciliations_one_unfinished" ON "network_reconciliations" USING btree ((true)) WHERE "network_reconciliations"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "network_reconciliations_started_idx" ON "network_reconciliations" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "network_reconciliations_day_idx" ON "network_reconciliations" USING btree ("business_day") WHERE "network_reconciliations"."finished_at" is not null;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action" CHECK ("audit_log"."action" in ('recharge', 'pay_order_confirm', 'pay_order_cancel', 'cards_import', 'card_release', 'esim_profiles_import', 'usage_import', 'starter_pack_set', 'starter_pack_reset', 'starter_pack_revert', 'customer_view_enter', 'customer_view_leave', 'customer_view_request', 'delivery_retry', 'catalogue_plan_create', 'catalogue_plan_update', 'catalogue_plan_sale', 'catalogue_add_on_create', 'catalogue_add_on_update', 'catalogue_add_on_sale', 'support_settings_update', 'account_delete', 'second_factor_enrol', 'second_factor_recovery_codes', 'second_factor_remove', 'second_factor_passkey_add', 'second_factor_passkey_remove', 'step_up_lock', 'administrator_invite', 'administrator_invite_revoke', 'administrator_join', 'administrator_role_change', 'administrator_remove', 'card_verify_lock', 'card_verify_unlock', 'card_billing_stop', 'card_billing_resume', 'card_plan_change', 'card_take_back', 'card_job_create', 'card_job_cancel', 'network_reconcile'));