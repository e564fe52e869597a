CREATE TABLE "card_job_items" (
	"job_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"claim_token" uuid,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"result" text,
	"settled_at" timestamp with time zone,
	CONSTRAINT "card_job_items_job_id_card_id_pk" PRIMARY KEY("job_id","card_id"),
	CONSTRAINT "card_job_items_state" CHECK ("card_job_items"."state" in ('pending', 'claimed', 'done', 'skipped', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "card_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"action" text NOT NULL,
	"plan_id" integer,
	"filter" jsonb,
	"created_by" integer NOT NULL,
	"created_by_role" text,
	"stepped_up" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"total" integer NOT NULL,
	"done_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"cancelled_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "card_jobs_action" CHECK ("card_jobs"."action" in ('stop_billing', 'resume_billing', 'change_plan')),
	CONSTRAINT "card_jobs_state" CHECK ("card_jobs"."state" in ('running', 'done', 'cancelled')),
	CONSTRAINT "card_jobs_created_by_role" CHECK ("card_jobs"."created_by_role" in ('owner', 'support', 'viewer')),
	CONSTRAINT "card_jobs_counts" CHECK ("card_jobs"."done_count" + "card_jobs"."skipped_count" + "card_jobs"."failed_count" + "card_jobs"."cancelled_count" <= "card_jobs"."total")
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action";--> statement-breakpoint
ALTER TABLE "card_job_items" ADD CONSTRAINT "card_job_items_job_id_card_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."card_jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_job_items" ADD CONSTRAINT "card_job_items_card_id_sim_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."sim_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_jobs" ADD CONSTRAINT "card_jobs_plan_id_basic_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."basic_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_jobs" ADD CONSTRAINT "card_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_job_items_open_idx" ON "card_job_items" USING btree ("job_id","card_id") WHERE "card_job_items"."state" in ('pending', 'claimed');--> statement-breakpoint
CREATE INDEX "card_job_items_failed_idx" ON "card_job_items" USING btree ("job_id","card_id") WHERE "card_job_items"."state" = 'failed';--> statement-breakpoint
CREATE INDEX "card_jobs_running_idx" ON "card_jobs" USING btree ("id") WHERE "card_jobs"."state" = 'running';--> statement-breakpoint
CREATE INDEX "sim_cards_card_number_prefix_idx" ON "sim_cards" USING btree ("card_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sim_cards_iccid_prefix_idx" ON "sim_cards" USING btree ("iccid" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sim_cards_label_prefix_idx" ON "sim_cards" USING btree (lower("label") text_pattern_ops) WHERE "sim_cards"."label" is not null;--> statement-breakpoint
CREATE INDEX "sim_cards_current_plan_idx" ON "sim_cards" USING btree ("current_plan_id") WHERE "sim_cards"."current_plan_id" is not null;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action" CHECK ("audit_log"."action" in ('recharge', 'pay_order_confirm', 'pay_order_cancel', 'cards_import', 'card_release', 'esim_profiles_import', 'usage_import', 'starter_pack_set', 'starter_pack_reset', 'starter_pack_revert', 'customer_view_enter', 'customer_view_leave', 'customer_view_request', 'delivery_retry', 'catalogue_plan_create', 'catalogue_plan_update', 'catalogue_plan_sale', 'catalogue_add_on_create', 'catalogue_add_on_update', 'catalogue_add_on_sale', 'support_settings_update', 'account_delete', 'second_factor_enrol', 'second_factor_recovery_codes', 'second_factor_remove', 'second_factor_passkey_add', 'second_factor_passkey_remove', 'step_up_lock', 'administrator_invite', 'administrator_invite_revoke', 'administrator_join', 'administrator_role_change', 'administrator_remove', 'card_verify_lock', 'card_verify_unlock', 'card_billing_stop', 'card_billing_resume', 'card_plan_change', 'card_take_back', 'card_job_create', 'card_job_cancel'));