CREATE TABLE "lifeline_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"days" smallint NOT NULL,
	"megabytes" integer NOT NULL,
	"speed_kbps" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer,
	CONSTRAINT "lifeline_settings_single_row" CHECK ("lifeline_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "card_lifelines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_lifelines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"card_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"started_on" date NOT NULL,
	"ends_after" date NOT NULL,
	"megabytes" integer NOT NULL,
	"speed_kbps" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"ending" text,
	CONSTRAINT "card_lifelines_ending" CHECK ("card_lifelines"."ending" in ('topped_up', 'days', 'megabytes', 'released')),
	CONSTRAINT "card_lifelines_ended" CHECK (("card_lifelines"."ended_at" is null) = ("card_lifelines"."ending" is null)),
	CONSTRAINT "card_lifelines_sizes" CHECK ("card_lifelines"."megabytes" > 0 and "card_lifelines"."speed_kbps" > 0 and "card_lifelines"."ends_after" >= "card_lifelines"."started_on")
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action";--> statement-breakpoint
ALTER TABLE "notify_events" DROP CONSTRAINT "notify_events_kind";--> statement-breakpoint
ALTER TABLE "lifeline_settings" ADD CONSTRAINT "lifeline_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_lifelines" ADD CONSTRAINT "card_lifelines_card_id_sim_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."sim_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_lifelines" ADD CONSTRAINT "card_lifelines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_lifelines_card_started_idx" ON "card_lifelines" USING btree ("card_id","started_on");--> statement-breakpoint
CREATE UNIQUE INDEX "card_lifelines_open_card" ON "card_lifelines" USING btree ("card_id") WHERE "card_lifelines"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "card_lifelines_user_idx" ON "card_lifelines" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action" CHECK ("audit_log"."action" in ('recharge', 'pay_order_confirm', 'pay_order_cancel', 'cards_import', 'card_release', 'esim_profiles_import', 'usage_import', 'starter_pack_set', 'starter_pack_reset', 'starter_pack_revert', 'customer_view_enter', 'customer_view_leave', 'customer_view_request', 'delivery_retry', 'catalogue_plan_create', 'catalogue_plan_update', 'catalogue_plan_sale', 'catalogue_add_on_create', 'catalogue_add_on_update', 'catalogue_add_on_sale', 'support_settings_update', 'lifeline_settings_update', 'account_delete', 'second_factor_enrol', 'second_factor_recovery_codes', 'second_factor_remove', 'second_factor_passkey_add', 'second_factor_passkey_remove', 'step_up_lock', 'administrator_invite', 'administrator_invite_revoke', 'administrator_join', 'administrator_role_change', 'administrator_remove', 'card_verify_lock', 'card_verify_unlock', 'card_billing_stop', 'card_billing_resume', 'card_plan_change', 'card_take_back', 'card_job_create', 'card_job_cancel', 'network_reconcile'));--> statement-breakpoint
ALTER TABLE "notify_events" ADD CONSTRAINT "notify_events_kind" CHECK ("notify_events"."kind" in ('usage.threshold_reached', 'cap.warned', 'cap.reached', 'add_on.auto_bought', 'add_on.auto_refused', 'balance.low', 'balance.runway_low', 'bridge.started', 'bridge.ended', 'lifeline.started', 'trip.tomorrow', 'card.suspended', 'card.status_changed', 'card.taken_back', 'pay_order.credited', 'bulk_job.completed', 'pay_order.waiting', 'card_job.finished', 'esim.low_stock', 'card.bind_locked'));