-- Every registered vendor's registrant is its first member (docs/decisions/066).
INSERT INTO "vendor_members" ("vendor_id", "user_id", "created_at")
SELECT "id", "user_id", "created_at" FROM "vendor_profiles"
ON CONFLICT DO NOTHING;
