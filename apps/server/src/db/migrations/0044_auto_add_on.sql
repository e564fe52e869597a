CREATE TABLE "auto_add_on_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auto_add_on_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"card_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"business_day" date NOT NULL,
	"cycle_start" date NOT NULL,
	"period_start" date NOT NULL,
	"used_kb" bigint NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auto_add_on_events_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "auto_add_on_events_outcome" CHECK ("auto_add_on_events"."outcome" in ('bought', 'balance_short', 'not_in_use', 'not_on_sale')),
	CONSTRAINT "auto_add_on_events_key" CHECK (("auto_add_on_events"."outcome" = 'bought') = ("auto_add_on_events"."idempotency_key" is not null))
);
--> statement-breakpoint
CREATE TABLE "auto_add_on_rules" (
	"card_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"add_on_id" integer NOT NULL,
	"when_left_below_percent" smallint NOT NULL,
	"max_per_day" smallint NOT NULL,
	"max_per_cycle" smallint NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auto_add_on_rules_card_id_user_id_pk" PRIMARY KEY("card_id","user_id"),
	CONSTRAINT "auto_add_on_rules_threshold" CHECK ("auto_add_on_rules"."when_left_below_percent" in (0, 10, 20, 50)),
	CONSTRAINT "auto_add_on_rules_per_day" CHECK ("auto_add_on_rules"."max_per_day" between 1 and 5),
	CONSTRAINT "auto_add_on_rules_per_cycle" CHECK ("auto_add_on_rules"."max_per_cycle" between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "ledger_day_totals" DROP CONSTRAINT "ledger_day_totals_reason";--> statement-breakpoint
ALTER TABLE "activities" DROP CONSTRAINT "activities_reason";--> statement-breakpoint
ALTER TABLE "auto_add_on_events" ADD CONSTRAINT "auto_add_on_events_card_id_sim_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."sim_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_add_on_events" ADD CONSTRAINT "auto_add_on_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_add_on_rules" ADD CONSTRAINT "auto_add_on_rules_card_id_sim_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."sim_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_add_on_rules" ADD CONSTRAINT "auto_add_on_rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_add_on_rules" ADD CONSTRAINT "auto_add_on_rules_add_on_id_add_ons_id_fk" FOREIGN KEY ("add_on_id") REFERENCES "public"."add_ons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auto_add_on_events_cycle_idx" ON "auto_add_on_events" USING btree ("card_id","user_id","cycle_start","business_day");--> statement-breakpoint
CREATE UNIQUE INDEX "auto_add_on_events_refusal_once" ON "auto_add_on_events" USING btree ("card_id","user_id","period_start","outcome") WHERE "auto_add_on_events"."outcome" <> 'bought';--> statement-breakpoint
ALTER TABLE "ledger_day_totals" ADD CONSTRAINT "ledger_day_totals_reason" CHECK ("ledger_day_totals"."reason" in ('pay_order', 'admin_recharge', 'starter_pack_credit', 'daily_fee', 'add_on_purchase', 'auto_add_on', 'esim_apply', 'refund'));--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_reason" CHECK ("activities"."reason" in ('pay_order', 'admin_recharge', 'starter_pack_credit', 'daily_fee', 'add_on_purchase', 'auto_add_on', 'esim_apply', 'refund'));