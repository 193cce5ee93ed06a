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
CREATE INDEX "page_views_created_idx" ON "page_views" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "page_views_path_created_idx" ON "page_views" USING btree ("page_path","created_at");