CREATE TABLE "journal_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"mood" integer,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nervous_state_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "soulprint_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"soulprint_profile_id" uuid NOT NULL,
	"category" text NOT NULL,
	"entry_type" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"burnout_check_frequency" text DEFAULT 'weekly' NOT NULL,
	"mindful_break_reminders" boolean DEFAULT false NOT NULL,
	"break_frequency_minutes" integer DEFAULT 60 NOT NULL,
	"communication_style" text DEFAULT 'gentle' NOT NULL,
	"learning_pace" text DEFAULT 'steady' NOT NULL,
	"communication_tone" text DEFAULT 'warm' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "journal_entries_user_created_idx" ON "journal_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "nervous_state_checks_user_idx" ON "nervous_state_checks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "soulprint_entries_user_type_idx" ON "soulprint_entries" USING btree ("user_id","category","entry_type","created_at");