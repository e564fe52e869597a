DROP INDEX "activities_refunds_idx";--> statement-breakpoint
DROP INDEX "activities_pay_order_key";--> statement-breakpoint
CREATE UNIQUE INDEX "activities_daily_fee_key" ON "activities" USING btree ("trade_date","card_id") WHERE "activities"."type" = 'DAILY_FEE';--> statement-breakpoint
CREATE INDEX "activities_refunds_idx" ON "activities" USING btree ("refunds_activity_id") WHERE "activities"."refunds_activity_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "activities_pay_order_key" ON "activities" USING btree ("pay_order_id") WHERE "activities"."pay_order_id" is not null;--> statement-breakpoint
-- Hand-written (drizzle-kit does not model storage parameters): the daily billing run updates the balance of every
-- customer with a card in use once a day. With pages kept half empty the new row version fits on its page (a HOT
-- update: no new entry in any of the table's indexes); packed pages would move every row and rewrite all four
-- indexes daily. Applies to pages written from now on (VACUUM FULL users applies it to the existing ones).
-- docs/decisions/0010-billing-daily-run.md.
ALTER TABLE "users" SET (fillfactor = 50);
