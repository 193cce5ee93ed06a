CREATE TABLE "memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"tier" text NOT NULL,
	"interval" text NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"provider_subscription_id" text NOT NULL,
	"provider_customer_id" text,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"paid_through" timestamp with time zone,
	"last_event_at" timestamp with time zone NOT NULL,
	"livemode" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_provider_subscription_id_unique" UNIQUE("provider_subscription_id"),
	CONSTRAINT "memberships_tier_paid" CHECK ("memberships"."tier" in ('premium', 'elite')),
	CONSTRAINT "memberships_interval_known" CHECK ("memberships"."interval" in ('month', 'year')),
	CONSTRAINT "memberships_status_known" CHECK ("memberships"."status" in ('incomplete', 'active', 'past_due', 'canceled', 'ended'))
);
--> statement-breakpoint
CREATE TABLE "tier_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"tier" text NOT NULL,
	"reason" text NOT NULL,
	"granted_by" text,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tier_grants_tier_paid" CHECK ("tier_grants"."tier" in ('premium', 'elite'))
);
--> statement-breakpoint
CREATE INDEX "memberships_user_idx" ON "memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tier_grants_user_idx" ON "tier_grants" USING btree ("user_id");