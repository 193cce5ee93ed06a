CREATE TABLE "brand_assets" (
	"name" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
