-- Status, type, reason and role columns are typed by the contract's lists; these checks make the type true of
-- every row. Added NOT VALID, then validated: the tables are not locked against writes while their rows are read.
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_format";
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action" CHECK ("audit_log"."action" in ('recharge', 'pay_order_confirm', 'pay_order_cancel', 'cards_import', 'card_release', 'esim_profiles_import', 'usage_import', 'starter_pack_set', 'starter_pack_reset', 'starter_pack_revert', 'customer_view_enter', 'customer_view_leave', 'customer_view_request', 'delivery_retry', 'catalogue_plan_create', 'catalogue_plan_update', 'catalogue_plan_sale', 'catalogue_add_on_create', 'catalogue_add_on_update', 'catalogue_add_on_sale', 'support_settings_update', 'account_delete', 'second_factor_enrol', 'second_factor_recovery_codes', 'second_factor_remove', 'second_factor_passkey_add', 'second_factor_passkey_remove', 'administrator_invite', 'administrator_invite_revoke', 'administrator_join', 'administrator_role_change', 'administrator_remove')) NOT VALID;
--> statement-breakpoint
ALTER TABLE "audit_log" VALIDATE CONSTRAINT "audit_log_action";
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_role" CHECK ("audit_log"."actor_role" in ('owner', 'support', 'viewer')) NOT VALID;
--> statement-breakpoint
ALTER TABLE "audit_log" VALIDATE CONSTRAINT "audit_log_actor_role";
--> statement-breakpoint
ALTER TABLE "ledger_day_totals" ADD CONSTRAINT "ledger_day_totals_type" CHECK ("ledger_day_totals"."type" in ('ESIM_APPLY', 'DAILY_FEE', 'TOP_UP', 'ADD_ON_PURCHASE', 'REFUND')) NOT VALID;
--> statement-breakpoint
ALTER TABLE "ledger_day_totals" VALIDATE CONSTRAINT "ledger_day_totals_type";
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_reason" CHECK ("activities"."reason" in ('pay_order', 'admin_recharge', 'starter_pack_credit', 'daily_fee', 'add_on_purchase', 'esim_apply', 'refund')) NOT VALID;
--> statement-breakpoint
ALTER TABLE "activities" VALIDATE CONSTRAINT "activities_reason";
--> statement-breakpoint
ALTER TABLE "sim_card_states" ADD CONSTRAINT "sim_card_states_status" CHECK ("sim_card_states"."status" in ('NOT_ACTIVE', 'USING', 'SUSPEND', 'PAUSED')) NOT VALID;
--> statement-breakpoint
ALTER TABLE "sim_card_states" VALIDATE CONSTRAINT "sim_card_states_status";
