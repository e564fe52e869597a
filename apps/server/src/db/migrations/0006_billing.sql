CREATE TABLE "billing_notices" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"business_day" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "billing_notices_user_id_kind_business_day_pk" PRIMARY KEY("user_id","kind","business_day"),
	CONSTRAINT "billing_notices_kind" CHECK ("billing_notices"."kind" in ('card_suspended', 'low_balance'))
);
--> statement-breakpoint
CREATE TABLE "billing_runs" (
	"business_day" date PRIMARY KEY NOT NULL,
	"pending_applied" integer NOT NULL,
	"charged" integer NOT NULL,
	"charged_minor" bigint NOT NULL,
	"suspended" integer NOT NULL,
	"low_balance_warned" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_add_ons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_add_ons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"card_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"add_on_id" integer NOT NULL,
	"traffic_mb" integer NOT NULL,
	"price_minor" bigint NOT NULL,
	"activity_id" bigint,
	"business_day" date NOT NULL,
	"purchased_at" timestamp with time zone NOT NULL,
	"idempotency_key" text NOT NULL,
	CONSTRAINT "card_add_ons_activity_id_unique" UNIQUE("activity_id"),
	CONSTRAINT "card_add_ons_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "card_add_ons_traffic_positive" CHECK ("card_add_ons"."traffic_mb" > 0),
	CONSTRAINT "card_add_ons_price_non_negative" CHECK ("card_add_ons"."price_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sim_cards" ADD COLUMN "cycle_start_day" date;--> statement-breakpoint
ALTER TABLE "sim_cards" ADD COLUMN "pending_plan_from" date;--> statement-breakpoint
ALTER TABLE "sim_cards" ADD COLUMN "suspend_reason" text;--> statement-breakpoint
ALTER TABLE "billing_notices" ADD CONSTRAINT "billing_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_add_ons" ADD CONSTRAINT "card_add_ons_card_id_sim_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."sim_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_add_ons" ADD CONSTRAINT "card_add_ons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_add_ons" ADD CONSTRAINT "card_add_ons_add_on_id_add_ons_id_fk" FOREIGN KEY ("add_on_id") REFERENCES "public"."add_ons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_add_ons" ADD CONSTRAINT "card_add_ons_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_add_ons_card_idx" ON "card_add_ons" USING btree ("card_id","user_id");--> statement-breakpoint
CREATE INDEX "sim_cards_pending_plan_idx" ON "sim_cards" USING btree ("pending_plan_from") WHERE "sim_cards"."pending_plan_id" is not null;--> statement-breakpoint
ALTER TABLE "sim_cards" ADD CONSTRAINT "sim_cards_suspend_reason" CHECK ("sim_cards"."suspend_reason" is null or "sim_cards"."suspend_reason" = 'insufficient_credit');