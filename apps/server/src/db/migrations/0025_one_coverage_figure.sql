-- One coverage figure (issue #33, docs/decisions/0038-chinese-glossary.md). The default catalogue's global plans
-- now work wherever one of its plans does (Myanmar was the Asia plan's only), so the shop's count of countries
-- and regions (every plan's together) and a global plan's own are the same number; and their descriptions no
-- longer type a count ("130+" / "130 多个"): each plan's card counts its coverage beside the description. Data,
-- like 0001 and 0015: only what those migrations left as they left it changes, every version of a plan alike.
UPDATE "basic_plans" SET "coverage" = array_append("coverage", 'MM')
WHERE "lineage_id" IN (
    SELECT "id" FROM "basic_plans"
    WHERE "code" IN ('global-daily-500mb', 'global-daily-1gb', 'global-daily-3gb', 'global-30d-20gb')
  )
  AND cardinality("coverage") = 134 AND NOT ('MM' = ANY("coverage"));--> statement-breakpoint
UPDATE "add_ons" SET "coverage" = array_append("coverage", 'MM')
WHERE "lineage_id" IN (
    SELECT "id" FROM "add_ons" WHERE "code" IN ('addon-500mb', 'addon-1gb', 'addon-3gb', 'addon-10gb')
  )
  AND cardinality("coverage") = 134 AND NOT ('MM' = ANY("coverage"));--> statement-breakpoint
UPDATE "basic_plans" SET
  "description_en" = '500 MB of high-speed data every day. Past it you stay online at reduced speed (128 kbps) until midnight.',
  "description_zh" = '每天 500 MB 高速流量。超出后降速至 128 kbps，次日零点恢复。'
WHERE "description_en" = 'High-speed data in 130+ destinations, 500 MB every day. Past it you stay online at reduced speed (128 kbps) until midnight.'
  AND "description_zh" = '覆盖 130 多个国家和地区，每天 500 MB 高速流量。超出后降速至 128 kbps，次日零点恢复。';--> statement-breakpoint
UPDATE "basic_plans" SET
  "description_en" = '1 GB of high-speed data every day. Past it you stay online at reduced speed (128 kbps) until midnight.',
  "description_zh" = '每天 1 GB 高速流量。超出后降速至 128 kbps，次日零点恢复。'
WHERE "description_en" = 'High-speed data in 130+ destinations, 1 GB every day. Past it you stay online at reduced speed (128 kbps) until midnight.'
  AND "description_zh" = '覆盖 130 多个国家和地区，每天 1 GB 高速流量。超出后降速至 128 kbps，次日零点恢复。';--> statement-breakpoint
UPDATE "basic_plans" SET
  "description_en" = 'For heavy users: 3 GB of high-speed data every day, then reduced speed (128 kbps) until midnight.',
  "description_zh" = '重度用户之选：每天 3 GB 高速流量，超出后降速至 128 kbps，次日零点恢复。'
WHERE "description_en" = 'For heavy users: 3 GB of high-speed data every day in 130+ destinations, then reduced speed (128 kbps) until midnight.'
  AND "description_zh" = '重度用户之选：每天 3 GB 高速流量，覆盖 130 多个国家和地区，超出后降速至 128 kbps。';--> statement-breakpoint
UPDATE "basic_plans" SET
  "description_en" = '20 GB to use over 30 days. Data stops when the 20 GB are used; add an add-on to continue.',
  "description_zh" = '30 天内共 20 GB。用完即停止上网，可购买加油包继续使用。'
WHERE "description_en" = '20 GB to use over 30 days in 130+ destinations. Data stops when the 20 GB are used; add an add-on to continue.'
  AND "description_zh" = '30 天内共 20 GB，覆盖 130 多个国家和地区。用完即停，可购买加油包继续使用。';
