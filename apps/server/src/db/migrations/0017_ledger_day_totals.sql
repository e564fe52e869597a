-- Admin Management › Overview (modules/dashboard): the ledger of each closed business day summed by kind, kept
-- the first time the overview reads the day closed, so a range's figures no longer sum every fee of the range
-- (decision 0027).
CREATE TABLE "closed_ledger_days" (
	"day" date PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_day_totals" (
	"day" date NOT NULL,
	"type" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"rows" integer NOT NULL,
	CONSTRAINT "ledger_day_totals_day_type_pk" PRIMARY KEY("day","type")
);
