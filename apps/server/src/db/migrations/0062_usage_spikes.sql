CREATE TABLE "usage_spikes" (
	"card_id" integer NOT NULL,
	"business_day" date NOT NULL,
	"user_id" integer NOT NULL,
	"used_kb" bigint NOT NULL,
	"usual_kb" bigint NOT NULL,
	"told_at" timestamp with time zone NOT NULL,
	CONSTRAINT "usage_spikes_card_id_business_day_pk" PRIMARY KEY("card_id","business_day")
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action";--> statement-breakpoint
ALTER TABLE "notify_events" DROP CONSTRAINT "notify_events_kind";--> statement-breakpoint
ALTER TABLE "card_cap_days" DROP CONSTRAINT "card_cap_days_kind";--> statement-breakpoint
ALTER TABLE "usage_spikes" ADD CONSTRAINT "usage_spikes_card_id_sim_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."sim_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_spikes" ADD CONSTRAINT "usage_spikes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usage_spikes_user_idx" ON "usage_spikes" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action" CHECK ("audit_log"."action" in ('recharge', 'pay_order_confirm', 'pay_order_cancel', 'cards_import', 'card_release', 'esim_profiles_import', 'usage_import', 'starter_pack_set', 'starter_pack_reset', 'starter_pack_revert', 'customer_view_enter', 'customer_view_leave', 'customer_view_request', 'delivery_retry', 'catalogue_plan_create', 'catalogue_plan_update', 'catalogue_plan_sale', 'catalogue_add_on_create', 'catalogue_add_on_update', 'catalogue_add_on_sale', 'support_settings_update', 'lifeline_settings_update', 'account_delete', 'second_factor_enrol', 'second_factor_recovery_codes', 'second_factor_remove', 'second_factor_passkey_add', 'second_factor_passkey_remove', 'step_up_lock', 'administrator_invite', 'administrator_invite_revoke', 'administrator_join', 'administrator_role_change', 'administrator_remove', 'card_verify_lock', 'card_verify_unlock', 'card_billing_stop', 'card_billing_resume', 'card_plan_change', 'card_take_back', 'card_job_create', 'card_job_cancel', 'network_reconcile', 'card_slow_today'));--> statement-breakpoint
ALTER TABLE "notify_events" ADD CONSTRAINT "notify_events_kind" CHECK ("notify_events"."kind" in ('usage.threshold_reached', 'usage.spike', 'cap.warned', 'cap.reached', 'add_on.auto_bought', 'add_on.auto_refused', 'balance.low', 'balance.runway_low', 'bridge.started', 'bridge.ended', 'lifeline.started', 'trip.tomorrow', 'card.suspended', 'card.status_changed', 'card.taken_back', 'pay_order.credited', 'bulk_job.completed', 'pay_order.waiting', 'card_job.finished', 'esim.low_stock', 'card.bind_locked'));--> statement-breakpoint
ALTER TABLE "card_cap_days" ADD CONSTRAINT "card_cap_days_kind" CHECK ("card_cap_days"."kind" in ('data', 'money', 'spike'));