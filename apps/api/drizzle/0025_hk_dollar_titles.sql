-- Amounts read HK$8,000 as every price does, not "HKD 8,000": the seeded offer titles of an
-- existing database (a new database gets them from the seed).
UPDATE "vouchers"
SET "title" = regexp_replace("title"::text, 'HKD ([0-9])', 'HK$\1', 'g')::jsonb
WHERE "title"::text ~ 'HKD [0-9]';
--> statement-breakpoint
UPDATE "gift_rules"
SET "title" = regexp_replace("title"::text, 'HKD ([0-9])', 'HK$\1', 'g')::jsonb
WHERE "title"::text ~ 'HKD [0-9]';
