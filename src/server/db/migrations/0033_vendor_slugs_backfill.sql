-- Every verified or suspended vendor gets its page's address (docs/decisions/066), as storeSlug
-- (src/shared/sellers/store-slug.ts) writes it: the name's letters and digits, then the reference's code.
UPDATE "vendor_profiles"
SET "slug" = trim(both '-' from left(lower(regexp_replace("business_name", '[^a-zA-Z0-9]+', '-', 'g')), 60))
  || '-' || lower(substr("reference", 5))
WHERE "slug" IS NULL AND "status" IN ('verified', 'suspended');
