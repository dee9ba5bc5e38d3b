-- issue 30: amounts read HK$8,000 as every price does, not "HKD 8,000".
-- Rewrites the seeded offer titles of an existing database (new databases get them from the seed).
UPDATE vouchers
SET title = regexp_replace(title::text, 'HKD ([0-9])', 'HK$\1', 'g')::jsonb
WHERE title::text ~ 'HKD [0-9]';

UPDATE gift_rules
SET title = regexp_replace(title::text, 'HKD ([0-9])', 'HK$\1', 'g')::jsonb
WHERE title::text ~ 'HKD [0-9]';
