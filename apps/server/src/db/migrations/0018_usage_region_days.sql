-- Admin Management › Overview's top destinations: the traffic of every card by day and region, kept by the usage
-- import (decision 0027). Filled once from the records already imported; the day index of usage_records, which
-- only the overview read, goes (one index entry less per imported record).
CREATE TABLE "usage_region_days" (
	"day" date NOT NULL,
	"region_code" text COLLATE "C" NOT NULL,
	"region_name" text NOT NULL,
	"used_kb" bigint NOT NULL,
	CONSTRAINT "usage_region_days_day_region_code_pk" PRIMARY KEY("day","region_code")
);
--> statement-breakpoint
INSERT INTO "usage_region_days" ("day", "region_code", "region_name", "used_kb")
SELECT "day", "region_code", max("region_name"), sum("used_kb") FROM "usage_records" GROUP BY "day", "region_code";--> statement-breakpoint
DROP INDEX "usage_records_day_idx";