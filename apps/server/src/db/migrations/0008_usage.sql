CREATE TABLE "usage_alerts" (
	"card_id" integer NOT NULL,
	"cycle_start" date NOT NULL,
	"threshold" smallint NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "usage_alerts_card_id_cycle_start_threshold_pk" PRIMARY KEY("card_id","cycle_start","threshold"),
	CONSTRAINT "usage_alerts_threshold" CHECK ("usage_alerts"."threshold" in (80, 100))
);
--> statement-breakpoint
CREATE TABLE "usage_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "usage_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"total_rows" integer NOT NULL,
	"accepted_rows" integer NOT NULL,
	"rejected_rows" integer NOT NULL,
	"changed_rows" integer NOT NULL,
	"imported_by" integer,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	CONSTRAINT "usage_imports_source" CHECK ("usage_imports"."source" in ('csv', 'simulator'))
);
--> statement-breakpoint
CREATE TABLE "usage_records" (
	"card_id" integer NOT NULL,
	"day" date NOT NULL,
	"region_code" text NOT NULL,
	"region_name" text NOT NULL,
	"used_kb" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "usage_records_card_id_day_region_code_pk" PRIMARY KEY("card_id","day","region_code"),
	CONSTRAINT "usage_records_used_non_negative" CHECK ("usage_records"."used_kb" >= 0),
	CONSTRAINT "usage_records_region_code" CHECK ("usage_records"."region_code" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "usage_restrictions" (
	"card_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"rule" text NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"lifted_at" timestamp with time zone,
	CONSTRAINT "usage_restrictions_card_id_period_start_pk" PRIMARY KEY("card_id","period_start"),
	CONSTRAINT "usage_restrictions_rule" CHECK ("usage_restrictions"."rule" in ('THROTTLE', 'STOP'))
);
--> statement-breakpoint
ALTER TABLE "usage_alerts" ADD CONSTRAINT "usage_alerts_card_id_sim_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."sim_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_alerts" ADD CONSTRAINT "usage_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_imports" ADD CONSTRAINT "usage_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_restrictions" ADD CONSTRAINT "usage_restrictions_card_id_sim_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."sim_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usage_imports_finished_idx" ON "usage_imports" USING btree ("finished_at");--> statement-breakpoint
CREATE INDEX "usage_restrictions_active_idx" ON "usage_restrictions" USING btree ("card_id") WHERE "usage_restrictions"."lifted_at" is null;