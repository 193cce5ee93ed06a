CREATE TABLE "geographic_device_metrics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"session_id" text NOT NULL,
	"page_path" text NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"lcp_ms" real,
	"inp_ms" real,
	"cls" real,
	"ttfb_ms" real,
	"avg_page_load_time_ms" real,
	"performance_score" integer,
	"device_type" text,
	"screen_resolution" text,
	"browser" text,
	"os" text,
	"errors_encountered" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"country" text,
	"region" text,
	"city" text,
	"timezone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_intelligence_metrics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"metric_type" text NOT NULL,
	"metric_value" real NOT NULL,
	"subscription_tier" text,
	"campaign_id" text,
	"referral_source" text,
	"event_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_quality_metrics" (
	"user_id" text PRIMARY KEY NOT NULL,
	"profile_completion_percentage" integer NOT NULL,
	"assessments_started" integer NOT NULL,
	"assessments_completed" integer NOT NULL,
	"data_export_requests" integer NOT NULL,
	"account_verification_status" text NOT NULL,
	"duplicate_account_flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"data_health_score" integer NOT NULL,
	"last_profile_update" timestamp with time zone,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_comprehensive_metrics" (
	"user_id" text PRIMARY KEY NOT NULL,
	"community_engagement_score" integer NOT NULL,
	"content_completion_rate" real NOT NULL,
	"avg_session_length_minutes" real NOT NULL,
	"total_modules_completed" integer NOT NULL,
	"soulprint_completion" integer NOT NULL,
	"total_journal_entries" integer NOT NULL,
	"latest_quiz_date" timestamp with time zone,
	"last_active_date" timestamp with time zone,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "ip_truncated" text;--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "device_type" text;--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "browser" text;--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "os" text;--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "city" text;--> statement-breakpoint
CREATE INDEX "geographic_device_metrics_user_created_idx" ON "geographic_device_metrics" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "geographic_device_metrics_path_created_idx" ON "geographic_device_metrics" USING btree ("page_path","created_at");--> statement-breakpoint
CREATE INDEX "geographic_device_metrics_created_idx" ON "geographic_device_metrics" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "business_intelligence_metrics_user_type_idx" ON "business_intelligence_metrics" USING btree ("user_id","metric_type","created_at");--> statement-breakpoint
CREATE INDEX "business_intelligence_metrics_type_created_idx" ON "business_intelligence_metrics" USING btree ("metric_type","created_at");--> statement-breakpoint
CREATE INDEX "page_views_created_idx" ON "page_views" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "page_views_path_created_idx" ON "page_views" USING btree ("page_path","created_at");