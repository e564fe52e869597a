CREATE TABLE "esim_profiles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "esim_profiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"iccid" text NOT NULL,
	"sm_dp_address" text NOT NULL,
	"matching_id" text NOT NULL,
	"sm_dp_oid" text,
	"confirmation_code_required" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'AVAILABLE' NOT NULL,
	"card_id" integer,
	"assigned_user_id" integer,
	"assigned_at" timestamp with time zone,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_by" integer,
	CONSTRAINT "esim_profiles_iccid_unique" UNIQUE("iccid"),
	CONSTRAINT "esim_profiles_card_id_unique" UNIQUE("card_id"),
	CONSTRAINT "esim_profiles_status" CHECK ("esim_profiles"."status" in ('AVAILABLE', 'ASSIGNED')),
	CONSTRAINT "esim_profiles_assignment" CHECK (("esim_profiles"."status" = 'ASSIGNED') = ("esim_profiles"."card_id" is not null and "esim_profiles"."assigned_user_id" is not null and "esim_profiles"."assigned_at" is not null)),
	CONSTRAINT "esim_profiles_iccid_digits" CHECK ("esim_profiles"."iccid" ~ '^89[0-9]{17,18}$')
);
--> statement-breakpoint
CREATE TABLE "esim_stock_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "esim_stock_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"free_count" integer NOT NULL,
	"threshold" integer NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "esim_profiles" ADD CONSTRAINT "esim_profiles_card_id_sim_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."sim_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esim_profiles" ADD CONSTRAINT "esim_profiles_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esim_profiles" ADD CONSTRAINT "esim_profiles_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "esim_profiles_smdp_matching_key" ON "esim_profiles" USING btree ("sm_dp_address","matching_id");--> statement-breakpoint
CREATE INDEX "esim_profiles_available_idx" ON "esim_profiles" USING btree ("id") WHERE "esim_profiles"."status" = 'AVAILABLE';--> statement-breakpoint
CREATE UNIQUE INDEX "esim_stock_alerts_open_key" ON "esim_stock_alerts" USING btree ((true)) WHERE "esim_stock_alerts"."cleared_at" is null;