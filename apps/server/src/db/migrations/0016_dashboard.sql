-- Admin Management › Overview (modules/dashboard): the indexes its queries read a range of days by, each added
-- because EXPLAIN on bench:dashboard's operator showed a sequential scan without it (decision 0027).
CREATE INDEX "mail_outbox_failed_idx" ON "mail_outbox" USING btree ("status") WHERE "mail_outbox"."status" in ('failed', 'dead');--> statement-breakpoint
CREATE INDEX "usage_records_day_idx" ON "usage_records" USING btree ("day");--> statement-breakpoint
CREATE INDEX "users_customer_created_idx" ON "users" USING btree ("created_at") WHERE "users"."level" = 0;--> statement-breakpoint
CREATE INDEX "activities_daily_fee_amount_idx" ON "activities" USING btree ("trade_date","amount_minor") WHERE "activities"."type" = 'DAILY_FEE';--> statement-breakpoint
CREATE INDEX "activities_trade_date_other_idx" ON "activities" USING btree ("trade_date","type") WHERE "activities"."type" <> 'DAILY_FEE';