-- The default catalogue of a global roaming data offer. It is data, not code: administrators change it later,
-- and this migration only fills an empty catalogue (existing codes are left alone).
INSERT INTO "basic_plans" ("code", "name_en", "name_zh", "description_en", "description_zh", "price_minor", "cycle_days", "total_traffic_mb", "traffic_limit_type", "restrict_rule", "sort_order") VALUES
  ('global-daily-500mb', 'Global Daily 500 MB', '全球日包 500 MB', 'High-speed data in 130+ destinations, 500 MB every day. Past it you stay online at reduced speed (128 kbps) until midnight.', '覆盖 130 多个国家和地区，每天 500 MB 高速流量。超出后降速至 128 kbps，次日零点恢复。', 150, 1, 500, 'PER_DAY', 'THROTTLE', 10),
  ('global-daily-1gb', 'Global Daily 1 GB', '全球日包 1 GB', 'High-speed data in 130+ destinations, 1 GB every day. Past it you stay online at reduced speed (128 kbps) until midnight.', '覆盖 130 多个国家和地区，每天 1 GB 高速流量。超出后降速至 128 kbps，次日零点恢复。', 250, 1, 1024, 'PER_DAY', 'THROTTLE', 20),
  ('global-daily-3gb', 'Global Daily 3 GB', '全球日包 3 GB', 'For heavy users: 3 GB of high-speed data every day in 130+ destinations, then reduced speed (128 kbps) until midnight.', '重度用户之选：每天 3 GB 高速流量，覆盖 130 多个国家和地区，超出后降速至 128 kbps。', 590, 1, 3072, 'PER_DAY', 'THROTTLE', 30),
  ('asia-30d-10gb', 'Asia 30 Days 10 GB', '亚洲 30 天 10 GB', '10 GB to use over 30 days in mainland China, Hong Kong, Macao, Taiwan, Japan, Korea and Southeast Asia. Data stops when the 10 GB are used; add an add-on to continue.', '30 天内共 10 GB，适用于中国大陆、港澳台、日韩及东南亚。用完即停，可购买加油包继续使用。', 2400, 30, 10240, 'PER_CYCLE', 'STOP', 40),
  ('global-30d-20gb', 'Global 30 Days 20 GB', '全球 30 天 20 GB', '20 GB to use over 30 days in 130+ destinations. Data stops when the 20 GB are used; add an add-on to continue.', '30 天内共 20 GB，覆盖 130 多个国家和地区。用完即停，可购买加油包继续使用。', 5400, 30, 20480, 'PER_CYCLE', 'STOP', 50)
ON CONFLICT ("code") DO NOTHING;
--> statement-breakpoint
INSERT INTO "add_ons" ("code", "name_en", "name_zh", "description_en", "description_zh", "price_minor", "traffic_mb", "sort_order") VALUES
  ('addon-500mb', 'Data Add-on 500 MB', '流量加油包 500 MB', '500 MB of extra high-speed data, used after your plan allowance. Valid while the card has a basic plan.', '额外 500 MB 高速流量，在套餐额度用完后使用，套餐有效期内可用。', 300, 500, 10),
  ('addon-1gb', 'Data Add-on 1 GB', '流量加油包 1 GB', '1 GB of extra high-speed data, used after your plan allowance. Valid while the card has a basic plan.', '额外 1 GB 高速流量，在套餐额度用完后使用，套餐有效期内可用。', 500, 1024, 20),
  ('addon-3gb', 'Data Add-on 3 GB', '流量加油包 3 GB', '3 GB of extra high-speed data, used after your plan allowance. Valid while the card has a basic plan.', '额外 3 GB 高速流量，在套餐额度用完后使用，套餐有效期内可用。', 1200, 3072, 30),
  ('addon-10gb', 'Data Add-on 10 GB', '流量加油包 10 GB', '10 GB of extra high-speed data for long trips, used after your plan allowance.', '额外 10 GB 高速流量，适合长途旅行，在套餐额度用完后使用。', 3500, 10240, 40)
ON CONFLICT ("code") DO NOTHING;
