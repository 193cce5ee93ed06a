CREATE TABLE "membership_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hardship_applications" ADD COLUMN "review_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "membership_reminders_once_idx" ON "membership_reminders" USING btree ("kind","subject_id","due_at");--> statement-breakpoint
CREATE INDEX "membership_reminders_user_idx" ON "membership_reminders" USING btree ("user_id");--> statement-breakpoint
-- Levels approved before review dates existed are reviewed six months after their approval (decision 094).
UPDATE "hardship_applications" SET "review_at" = coalesce("decided_at", "created_at") + interval '6 months'
WHERE "status" = 'approved' AND "review_at" IS NULL;--> statement-breakpoint
-- Access now reads entitlements only (decision 094): once more, as decision 091 planned, every stored
-- paying tier staff set since 0018 becomes a grant (a member who has the migrated grant gets no second).
INSERT INTO "tier_grants" ("user_id", "tier", "reason")
SELECT "users"."id", "users"."tier", 'migrated from stored tier'
FROM "users"
WHERE "users"."tier" IN ('premium', 'elite')
  AND NOT EXISTS (
    SELECT 1 FROM "tier_grants"
    WHERE "tier_grants"."user_id" = "users"."id" AND "tier_grants"."reason" = 'migrated from stored tier'
  );
