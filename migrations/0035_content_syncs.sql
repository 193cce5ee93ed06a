CREATE TABLE "content_syncs" (
	"name" text PRIMARY KEY NOT NULL,
	"bundle_hash" text NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
