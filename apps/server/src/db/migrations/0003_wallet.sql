CREATE TABLE "activities" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"balance_after_minor" bigint NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"card_id" integer,
	"pay_order_id" uuid,
	"refunds_activity_id" bigint,
	"actor_user_id" integer,
	"trade_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	CONSTRAINT "activities_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "activities_type" CHECK ("activities"."type" in ('ESIM_APPLY', 'DAILY_FEE', 'TOP_UP', 'ADD_ON_PURCHASE', 'REFUND')),
	CONSTRAINT "activities_amount_sign" CHECK (("activities"."type" in ('TOP_UP', 'REFUND') and "activities"."amount_minor" > 0) or ("activities"."type" in ('ESIM_APPLY', 'DAILY_FEE', 'ADD_ON_PURCHASE') and "activities"."amount_minor" < 0)),
	CONSTRAINT "activities_balance_after_non_negative" CHECK ("activities"."balance_after_minor" >= 0),
	CONSTRAINT "activities_refund_reference" CHECK (("activities"."type" = 'REFUND') = ("activities"."refunds_activity_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "pay_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"reference" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'INIT' NOT NULL,
	"amount_minor" bigint NOT NULL,
	"service_fee_minor" bigint NOT NULL,
	"international_fee_minor" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"confirmed_by" integer,
	CONSTRAINT "pay_orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "pay_orders_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "pay_orders_method" CHECK ("pay_orders"."method" in ('DOMESTIC', 'INTERNATIONAL')),
	CONSTRAINT "pay_orders_status" CHECK ("pay_orders"."status" in ('INIT', 'FINISHED')),
	CONSTRAINT "pay_orders_amount_positive" CHECK ("pay_orders"."amount_minor" > 0),
	CONSTRAINT "pay_orders_fees_non_negative" CHECK ("pay_orders"."service_fee_minor" >= 0 and "pay_orders"."international_fee_minor" >= 0),
	CONSTRAINT "pay_orders_total" CHECK ("pay_orders"."total_minor" = "pay_orders"."amount_minor" + "pay_orders"."service_fee_minor" + "pay_orders"."international_fee_minor"),
	CONSTRAINT "pay_orders_finished_at" CHECK (("pay_orders"."status" = 'FINISHED') = ("pay_orders"."finished_at" is not null)),
	CONSTRAINT "pay_orders_remark_length" CHECK (char_length("pay_orders"."remark") <= 200)
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_card_id_sim_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."sim_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_pay_order_id_pay_orders_id_fk" FOREIGN KEY ("pay_order_id") REFERENCES "public"."pay_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_refunds_activity_id_activities_id_fk" FOREIGN KEY ("refunds_activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_orders" ADD CONSTRAINT "pay_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_orders" ADD CONSTRAINT "pay_orders_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_user_id_idx" ON "activities" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "activities_user_trade_date_idx" ON "activities" USING btree ("user_id","trade_date");--> statement-breakpoint
CREATE INDEX "activities_card_idx" ON "activities" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "activities_refunds_idx" ON "activities" USING btree ("refunds_activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activities_pay_order_key" ON "activities" USING btree ("pay_order_id");--> statement-breakpoint
CREATE INDEX "pay_orders_user_created_idx" ON "pay_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "pay_orders_status_created_idx" ON "pay_orders" USING btree ("status","created_at");--> statement-breakpoint
-- Hand-written (drizzle-kit does not model triggers): the ledger is append-only; a correction is a new row.
CREATE FUNCTION "activities_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'activities are append-only: % is not allowed', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "activities_append_only" BEFORE UPDATE OR DELETE ON "activities" FOR EACH ROW EXECUTE FUNCTION "activities_append_only"();
