-- The catalogue as administrators edit it (docs/decisions/0026-catalogue-versions.md): plans and add-ons keep one
-- row per version, tied by the first version's id (lineage_id); the open version has no superseded_at. Every
-- existing row is the first and open version of its own plan or add-on.
ALTER TABLE "add_ons" ADD COLUMN "lineage_id" integer;--> statement-breakpoint
UPDATE "add_ons" SET "lineage_id" = "id";--> statement-breakpoint
ALTER TABLE "add_ons" ALTER COLUMN "lineage_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "add_ons" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "add_ons" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "add_ons" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "add_ons" ADD COLUMN "coverage" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "basic_plans" ADD COLUMN "lineage_id" integer;--> statement-breakpoint
UPDATE "basic_plans" SET "lineage_id" = "id";--> statement-breakpoint
ALTER TABLE "basic_plans" ALTER COLUMN "lineage_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "basic_plans" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "basic_plans" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "basic_plans" ADD COLUMN "effective_from" date DEFAULT '2000-01-01' NOT NULL;--> statement-breakpoint
ALTER TABLE "basic_plans" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "basic_plans" ADD COLUMN "coverage" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "add_ons" ADD CONSTRAINT "add_ons_lineage_id_add_ons_id_fk" FOREIGN KEY ("lineage_id") REFERENCES "public"."add_ons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basic_plans" ADD CONSTRAINT "basic_plans_lineage_id_basic_plans_id_fk" FOREIGN KEY ("lineage_id") REFERENCES "public"."basic_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "add_ons_lineage_version_key" ON "add_ons" USING btree ("lineage_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "add_ons_open_version_key" ON "add_ons" USING btree ("lineage_id") WHERE "add_ons"."superseded_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "basic_plans_lineage_version_key" ON "basic_plans" USING btree ("lineage_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "basic_plans_open_version_key" ON "basic_plans" USING btree ("lineage_id") WHERE "basic_plans"."superseded_at" is null;--> statement-breakpoint
-- Where the default catalogue (0001) works: its global plans in 134 countries and regions (ISO 3166-1
-- alpha-2), the Asia plan in the 16 its description names; the add-ons wherever the global plans work. Data,
-- like 0001: administrators change it in Admin Management › Catalogue.
UPDATE "basic_plans" SET "coverage" = ARRAY[
  'AD','AL','AT','BA','BE','BG','CH','CY','CZ','DE','DK','EE','ES','FI','FR','GB','GI','GR','HR','HU','IE','IS',
  'IT','LI','LT','LU','LV','MC','MD','ME','MK','MT','NL','NO','PL','PT','RO','RS','SE','SI','SK','SM','UA','VA',
  'AE','AM','AZ','BD','BH','BN','CN','GE','HK','ID','IL','IN','JO','JP','KG','KH','KR','KW','KZ','LA','LK','MN',
  'MO','MV','MY','NP','OM','PH','PK','QA','SA','SG','TH','TR','TW','UZ','VN',
  'AR','BO','BR','CA','CL','CO','CR','DO','EC','GF','GP','GT','HN','JM','MQ','MX','NI','PA','PE','PR','PY','SV',
  'TT','US','UY',
  'AU','FJ','GU','NZ','PG',
  'BW','CI','CM','DZ','EG','ET','GH','KE','MA','MG','MU','MZ','NA','NG','RE','RW','SN','TN','TZ','UG','ZA','ZM',
  'ZW'
] WHERE "code" IN ('global-daily-500mb', 'global-daily-1gb', 'global-daily-3gb', 'global-30d-20gb') AND "coverage" = '{}';--> statement-breakpoint
UPDATE "basic_plans" SET "coverage" = ARRAY[
  'CN','HK','MO','TW','JP','KR','SG','MY','TH','VN','ID','PH','KH','LA','MM','BN'
] WHERE "code" = 'asia-30d-10gb' AND "coverage" = '{}';--> statement-breakpoint
UPDATE "add_ons" SET "coverage" = (SELECT "coverage" FROM "basic_plans" WHERE "code" = 'global-daily-500mb')
WHERE "code" IN ('addon-500mb', 'addon-1gb', 'addon-3gb', 'addon-10gb') AND "coverage" = '{}'
  AND EXISTS (SELECT 1 FROM "basic_plans" WHERE "code" = 'global-daily-500mb');
