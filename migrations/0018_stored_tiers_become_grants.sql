-- Today's stored tier of every paying member becomes a staff grant, so entitlements can be the one
-- source of a tier (decision 091). Safe to run again: a member who already has the migrated grant
-- gets no second one. users.tier is left as it is until the access checks read entitlements.
INSERT INTO "tier_grants" ("user_id", "tier", "reason")
SELECT "users"."id", "users"."tier", 'migrated from stored tier'
FROM "users"
WHERE "users"."tier" IN ('premium', 'elite')
  AND NOT EXISTS (
    SELECT 1 FROM "tier_grants"
    WHERE "tier_grants"."user_id" = "users"."id" AND "tier_grants"."reason" = 'migrated from stored tier'
  );
