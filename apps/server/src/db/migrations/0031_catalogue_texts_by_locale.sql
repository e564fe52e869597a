-- The catalogue's names and descriptions keyed by locale (issue #35: a third language is data, not a column and a
-- presenter per language). Each text becomes one jsonb object {"en": …, "zh-CN": …}; the contract's perLocale
-- schema asks every locale of LOCALES on an administrator's edit, and the default language must be there.
ALTER TABLE "basic_plans" ADD COLUMN "name" jsonb;--> statement-breakpoint
ALTER TABLE "basic_plans" ADD COLUMN "description" jsonb;--> statement-breakpoint
UPDATE "basic_plans" SET
  "name" = jsonb_build_object('en', "name_en", 'zh-CN', "name_zh"),
  "description" = jsonb_build_object('en', "description_en", 'zh-CN', "description_zh");--> statement-breakpoint
ALTER TABLE "basic_plans" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "basic_plans" ALTER COLUMN "description" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "basic_plans" DROP COLUMN "name_en";--> statement-breakpoint
ALTER TABLE "basic_plans" DROP COLUMN "name_zh";--> statement-breakpoint
ALTER TABLE "basic_plans" DROP COLUMN "description_en";--> statement-breakpoint
ALTER TABLE "basic_plans" DROP COLUMN "description_zh";--> statement-breakpoint
ALTER TABLE "basic_plans" ADD CONSTRAINT "basic_plans_name_en" CHECK ("basic_plans"."name" ? 'en' and "basic_plans"."description" ? 'en');--> statement-breakpoint
ALTER TABLE "add_ons" ADD COLUMN "name" jsonb;--> statement-breakpoint
ALTER TABLE "add_ons" ADD COLUMN "description" jsonb;--> statement-breakpoint
UPDATE "add_ons" SET
  "name" = jsonb_build_object('en', "name_en", 'zh-CN', "name_zh"),
  "description" = jsonb_build_object('en', "description_en", 'zh-CN', "description_zh");--> statement-breakpoint
ALTER TABLE "add_ons" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "add_ons" ALTER COLUMN "description" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "add_ons" DROP COLUMN "name_en";--> statement-breakpoint
ALTER TABLE "add_ons" DROP COLUMN "name_zh";--> statement-breakpoint
ALTER TABLE "add_ons" DROP COLUMN "description_en";--> statement-breakpoint
ALTER TABLE "add_ons" DROP COLUMN "description_zh";--> statement-breakpoint
ALTER TABLE "add_ons" ADD CONSTRAINT "add_ons_name_en" CHECK ("add_ons"."name" ? 'en' and "add_ons"."description" ? 'en');
