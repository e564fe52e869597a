CREATE TABLE "carrier_commands" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carrier_commands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"card_id" integer NOT NULL,
	"iccid" text NOT NULL,
	"action" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "carrier_commands_action" CHECK ("carrier_commands"."action" in ('PAUSE', 'RESUME', 'TERMINATE')),
	CONSTRAINT "carrier_commands_status" CHECK ("carrier_commands"."status" in ('PENDING', 'DONE', 'FAILED'))
);
--> statement-breakpoint
ALTER TABLE "sim_cards" ADD COLUMN "current_plan_id" integer;--> statement-breakpoint
ALTER TABLE "sim_cards" ADD COLUMN "pending_plan_id" integer;--> statement-breakpoint
ALTER TABLE "sim_cards" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sim_cards" ADD COLUMN "deleted_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "carrier_commands" ADD CONSTRAINT "carrier_commands_card_id_sim_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."sim_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carrier_commands_card_idx" ON "carrier_commands" USING btree ("card_id","id");--> statement-breakpoint
CREATE INDEX "carrier_commands_status_idx" ON "carrier_commands" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "sim_cards" ADD CONSTRAINT "sim_cards_current_plan_id_basic_plans_id_fk" FOREIGN KEY ("current_plan_id") REFERENCES "public"."basic_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_cards" ADD CONSTRAINT "sim_cards_pending_plan_id_basic_plans_id_fk" FOREIGN KEY ("pending_plan_id") REFERENCES "public"."basic_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_cards" ADD CONSTRAINT "sim_cards_deleted_by_user_id_users_id_fk" FOREIGN KEY ("deleted_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sim_cards_user_label_key" ON "sim_cards" USING btree ("user_id",lower("label")) WHERE "sim_cards"."user_id" is not null and "sim_cards"."label" is not null;--> statement-breakpoint
ALTER TABLE "sim_cards" ADD CONSTRAINT "sim_cards_retired_unbound" CHECK ("sim_cards"."deleted_at" is null or "sim_cards"."user_id" is null);