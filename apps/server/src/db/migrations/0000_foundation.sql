CREATE TABLE "add_ons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "add_ons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"description_en" text NOT NULL,
	"description_zh" text NOT NULL,
	"price_minor" bigint NOT NULL,
	"traffic_mb" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "add_ons_code_unique" UNIQUE("code"),
	CONSTRAINT "add_ons_price_non_negative" CHECK ("add_ons"."price_minor" >= 0),
	CONSTRAINT "add_ons_traffic_positive" CHECK ("add_ons"."traffic_mb" > 0)
);
--> statement-breakpoint
CREATE TABLE "basic_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "basic_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"description_en" text NOT NULL,
	"description_zh" text NOT NULL,
	"price_minor" bigint NOT NULL,
	"cycle_days" integer NOT NULL,
	"total_traffic_mb" integer NOT NULL,
	"traffic_limit_type" text NOT NULL,
	"restrict_rule" text NOT NULL,
	"plan_type" text DEFAULT 'BASIC' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "basic_plans_code_unique" UNIQUE("code"),
	CONSTRAINT "basic_plans_price_non_negative" CHECK ("basic_plans"."price_minor" >= 0),
	CONSTRAINT "basic_plans_cycle_positive" CHECK ("basic_plans"."cycle_days" > 0),
	CONSTRAINT "basic_plans_traffic_non_negative" CHECK ("basic_plans"."total_traffic_mb" >= 0),
	CONSTRAINT "basic_plans_limit_type" CHECK ("basic_plans"."traffic_limit_type" in ('PER_DAY', 'PER_CYCLE')),
	CONSTRAINT "basic_plans_restrict_rule" CHECK ("basic_plans"."restrict_rule" in ('THROTTLE', 'STOP'))
);
--> statement-breakpoint
CREATE TABLE "sim_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sim_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"card_number" text NOT NULL,
	"iccid" text NOT NULL,
	"verify_code_hash" text NOT NULL,
	"channel_name" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'PHYSICAL' NOT NULL,
	"status" text DEFAULT 'NOT_ACTIVE' NOT NULL,
	"user_id" integer,
	"label" text,
	"is_starter_pack" boolean DEFAULT false NOT NULL,
	"starter_pack_plan_id" integer,
	"starter_pack_days" integer,
	"plan_created_at" timestamp with time zone,
	"expire_at" timestamp with time zone,
	"bound_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_cards_card_number_unique" UNIQUE("card_number"),
	CONSTRAINT "sim_cards_iccid_unique" UNIQUE("iccid"),
	CONSTRAINT "sim_cards_card_number_digits" CHECK ("sim_cards"."card_number" ~ '^[0-9]{1,20}$'),
	CONSTRAINT "sim_cards_iccid_digits" CHECK ("sim_cards"."iccid" ~ '^89[0-9]{17,18}$'),
	CONSTRAINT "sim_cards_type" CHECK ("sim_cards"."type" in ('PHYSICAL', 'ESIM')),
	CONSTRAINT "sim_cards_status" CHECK ("sim_cards"."status" in ('NOT_ACTIVE', 'USING', 'SUSPEND', 'PAUSED'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"level" smallint DEFAULT 0 NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"is_register" boolean DEFAULT true NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_balance_non_negative" CHECK ("users"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sim_cards" ADD CONSTRAINT "sim_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_cards" ADD CONSTRAINT "sim_cards_starter_pack_plan_id_basic_plans_id_fk" FOREIGN KEY ("starter_pack_plan_id") REFERENCES "public"."basic_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sim_cards_user_id_idx" ON "sim_cards" USING btree ("user_id");