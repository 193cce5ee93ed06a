CREATE TABLE "crisis_card_counts" (
	"day" date NOT NULL,
	"surface" text NOT NULL,
	"tier" smallint NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "crisis_card_counts_day_surface_tier_pk" PRIMARY KEY("day","surface","tier")
);
--> statement-breakpoint
CREATE TABLE "safety_plans" (
	"user_id" text PRIMARY KEY NOT NULL,
	"plan" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "urgent" boolean DEFAULT false NOT NULL;