CREATE TABLE "refund_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refund_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"activity_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"ground" text NOT NULL,
	"evidence" jsonb NOT NULL,
	"refund_activity_id" bigint,
	"decided_by" integer,
	"decline_note" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "refund_requests_activity_id_unique" UNIQUE("activity_id"),
	CONSTRAINT "refund_requests_kind" CHECK ("refund_requests"."kind" in ('esim_fee', 'add_on')),
	CONSTRAINT "refund_requests_reason" CHECK ("refund_requests"."reason" in ('wrong_purchase', 'plans_changed', 'installation_issue', 'not_working')),
	CONSTRAINT "refund_requests_status" CHECK ("refund_requests"."status" in ('WAITING', 'CREDITED', 'DECLINED')),
	CONSTRAINT "refund_requests_ground" CHECK ("refund_requests"."ground" in ('never_downloaded', 'no_data_used', 'profile_reached_phone', 'not_reported', 'data_used', 'after_at_once_days', 'many_recent_refunds', 'window_passed')),
	CONSTRAINT "refund_requests_amount_positive" CHECK ("refund_requests"."amount_minor" > 0),
	CONSTRAINT "refund_requests_credited" CHECK (("refund_requests"."status" = 'CREDITED') = ("refund_requests"."refund_activity_id" is not null)),
	CONSTRAINT "refund_requests_decided" CHECK (("refund_requests"."status" = 'WAITING') = ("refund_requests"."decided_at" is null)),
	CONSTRAINT "refund_requests_note_length" CHECK (char_length("refund_requests"."note") <= 300)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action";--> statement-breakpoint
ALTER TABLE "notify_events" DROP CONSTRAINT "notify_events_kind";--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_refund_activity_id_activities_id_fk" FOREIGN KEY ("refund_activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_requests_user_idx" ON "refund_requests" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "refund_requests_waiting_idx" ON "refund_requests" USING btree ("created_at") WHERE "refund_requests"."status" = 'WAITING';--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action" CHECK ("audit_log"."action" in ('recharge', 'pay_order_confirm', 'pay_order_cancel', 'cards_import', 'card_release', 'esim_profiles_import', 'usage_import', 'starter_pack_set', 'starter_pack_reset', 'starter_pack_revert', 'customer_view_enter', 'customer_view_leave', 'customer_view_request', 'delivery_retry', 'catalogue_plan_create', 'catalogue_plan_update', 'catalogue_plan_sale', 'catalogue_add_on_create', 'catalogue_add_on_update', 'catalogue_add_on_sale', 'support_settings_update', 'lifeline_settings_update', 'account_delete', 'second_factor_enrol', 'second_factor_recovery_codes', 'second_factor_remove', 'second_factor_passkey_add', 'second_factor_passkey_remove', 'step_up_lock', 'administrator_invite', 'administrator_invite_revoke', 'administrator_join', 'administrator_role_change', 'administrator_remove', 'card_verify_lock', 'card_verify_unlock', 'card_billing_stop', 'card_billing_resume', 'card_plan_change', 'card_take_back', 'card_job_create', 'card_job_cancel', 'network_reconcile', 'card_slow_today', 'refund_request', 'refund_approve', 'refund_decline'));--> statement-breakpoint
ALTER TABLE "notify_events" ADD CONSTRAINT "notify_events_kind" CHECK ("notify_events"."kind" in ('usage.threshold_reached', 'usage.spike', 'cap.warned', 'cap.reached', 'add_on.auto_bought', 'add_on.auto_refused', 'balance.low', 'balance.runway_low', 'bridge.started', 'bridge.ended', 'lifeline.started', 'trip.tomorrow', 'card.suspended', 'card.status_changed', 'card.taken_back', 'pay_order.credited', 'refund.credited', 'refund.declined', 'bulk_job.completed', 'pay_order.waiting', 'card_job.finished', 'esim.low_stock', 'card.bind_locked'));