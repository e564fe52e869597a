-- Bridge credit (issue #58, decision 0069): a balance may go below zero by its overdraft, which only an open
-- bridge (the daily fees advanced against a waiting pay order) sets; a fee so charged leaves a balance below zero.
CREATE TABLE "bridges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bridges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"pay_order_id" uuid NOT NULL,
	"limit_minor" bigint NOT NULL,
	"started_day" date NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"ending" text,
	CONSTRAINT "bridges_limit_positive" CHECK ("bridges"."limit_minor" > 0),
	CONSTRAINT "bridges_ending" CHECK ("bridges"."ending" in ('settled', 'cancelled')),
	CONSTRAINT "bridges_ended" CHECK (("bridges"."ended_at" is null) = ("bridges"."ending" is null))
);
--> statement-breakpoint
DROP VIEW "public"."account_balances";--> statement-breakpoint
ALTER TABLE "activities" DROP CONSTRAINT "activities_balance_after_non_negative";--> statement-breakpoint
ALTER TABLE "balances" DROP CONSTRAINT "balances_non_negative";--> statement-breakpoint
ALTER TABLE "balances" ADD COLUMN "overdraft" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bridges" ADD CONSTRAINT "bridges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bridges" ADD CONSTRAINT "bridges_pay_order_id_pay_orders_id_fk" FOREIGN KEY ("pay_order_id") REFERENCES "public"."pay_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bridges_open_user" ON "bridges" USING btree ("user_id") WHERE "bridges"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "bridges_pay_order_idx" ON "bridges" USING btree ("pay_order_id");--> statement-breakpoint
CREATE INDEX "balances_below_zero_idx" ON "balances" USING btree ("user_id") WHERE "balances"."balance" < 0;--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_within_overdraft" CHECK ("balances"."balance" >= -"balances"."overdraft");--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_overdraft_non_negative" CHECK ("balances"."overdraft" >= 0);--> statement-breakpoint
CREATE VIEW "public"."pay_order_states" AS (select "id", "user_id", "reference", "status", "amount_minor", "created_at" from "pay_orders");--> statement-breakpoint
CREATE VIEW "public"."account_balances" AS (select "user_id", "balance", "overdraft" from "balances");