CREATE TABLE "card_pauses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_pauses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"reason" text NOT NULL,
	"paused_on" date NOT NULL,
	"resumed_on" date,
	"daily_fee_minor" bigint NOT NULL,
	CONSTRAINT "card_pauses_reason" CHECK ("card_pauses"."reason" in ('trip', 'idle')),
	CONSTRAINT "card_pauses_fee" CHECK ("card_pauses"."daily_fee_minor" >= 0),
	CONSTRAINT "card_pauses_days" CHECK ("card_pauses"."resumed_on" is null or "card_pauses"."resumed_on" >= "card_pauses"."paused_on")
);
--> statement-breakpoint
CREATE TABLE "card_trips" (
	"user_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"starts_on" date,
	"ends_after" date,
	"idle_pause_days" smallint,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "card_trips_user_id_card_id_pk" PRIMARY KEY("user_id","card_id"),
	CONSTRAINT "card_trips_idle_pause_days" CHECK ("card_trips"."idle_pause_days" in (2, 3, 5, 7, 14))
);
--> statement-breakpoint
ALTER TABLE "billing_notices" DROP CONSTRAINT "billing_notices_kind";--> statement-breakpoint
ALTER TABLE "card_pauses" ADD CONSTRAINT "card_pauses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_pauses" ADD CONSTRAINT "card_pauses_card_id_sim_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."sim_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_trips" ADD CONSTRAINT "card_trips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_trips" ADD CONSTRAINT "card_trips_card_id_sim_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."sim_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_pauses_open_card" ON "card_pauses" USING btree ("card_id") WHERE "card_pauses"."resumed_on" is null;--> statement-breakpoint
CREATE INDEX "card_pauses_user_idx" ON "card_pauses" USING btree ("user_id","paused_on");--> statement-breakpoint
ALTER TABLE "billing_notices" ADD CONSTRAINT "billing_notices_kind" CHECK ("billing_notices"."kind" in ('card_suspended', 'low_balance', 'runway_low', 'runway_restored', 'trip_notice'));