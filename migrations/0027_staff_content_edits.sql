CREATE TABLE "content_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"data" jsonb NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"author_id" text,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "staff_owned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "published_version" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "content_versions_kind_slug_version_idx" ON "content_versions" USING btree ("kind","slug","version");