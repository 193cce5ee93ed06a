CREATE TABLE "product_setting_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" text NOT NULL,
	"changed_by" text,
	"from_price_cents" integer NOT NULL,
	"to_price_cents" integer NOT NULL,
	"from_available" boolean NOT NULL,
	"to_available" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_setting_changes_price_not_negative" CHECK ("product_setting_changes"."from_price_cents" >= 0 and "product_setting_changes"."to_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_settings" (
	"product_id" text PRIMARY KEY NOT NULL,
	"price_cents" integer NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_settings_price_not_negative" CHECK ("product_settings"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE INDEX "product_setting_changes_product_idx" ON "product_setting_changes" USING btree ("product_id","created_at");