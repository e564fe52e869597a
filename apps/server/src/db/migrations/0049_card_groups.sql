CREATE TABLE "card_group_actions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_group_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"group_id" integer,
	"idempotency_key" text NOT NULL,
	"request" jsonb NOT NULL,
	"fingerprint" text NOT NULL,
	"acted_on" integer NOT NULL,
	"skipped" integer NOT NULL,
	"charged_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_group_actions_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "card_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sim_cards" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "card_group_actions" ADD CONSTRAINT "card_group_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_group_actions" ADD CONSTRAINT "card_group_actions_group_id_card_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."card_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_groups" ADD CONSTRAINT "card_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_group_actions_user_idx" ON "card_group_actions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_groups_user_name_key" ON "card_groups" USING btree ("user_id",lower("name"));--> statement-breakpoint
ALTER TABLE "sim_cards" ADD CONSTRAINT "sim_cards_group_id_card_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."card_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sim_cards_group_idx" ON "sim_cards" USING btree ("group_id") WHERE "sim_cards"."group_id" is not null;--> statement-breakpoint
ALTER TABLE "sim_cards" ADD CONSTRAINT "sim_cards_group_held" CHECK ("sim_cards"."group_id" is null or "sim_cards"."user_id" is not null);