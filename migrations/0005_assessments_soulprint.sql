CREATE TABLE "assessment_access_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"code_id" uuid,
	"code_name" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_progress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"slug" text NOT NULL,
	"answers" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "master_assessment_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"slug" text NOT NULL,
	"result_type" text,
	"answers" jsonb NOT NULL,
	"scores" jsonb NOT NULL,
	"scoring_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"slug" text NOT NULL,
	"result_type" text,
	"answers" jsonb NOT NULL,
	"scores" jsonb NOT NULL,
	"scoring_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"quiz_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplemental_answers" (
	"user_id" text PRIMARY KEY NOT NULL,
	"answers" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "astrology_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"birth_date" text NOT NULL,
	"birth_time" text,
	"birth_place" text,
	"utc_offset_minutes" integer DEFAULT 0 NOT NULL,
	"sun_sign" text NOT NULL,
	"moon_sign" text NOT NULL,
	"moon_sign_uncertain" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "astrology_profiles_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "soulprint_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"completion_percentage" integer DEFAULT 0 NOT NULL,
	"archetype_primary" text,
	"burnout_type" text,
	"cosmic_coordinates_complete" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "soulprint_profiles_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_access_grants_user_code_idx" ON "assessment_access_grants" USING btree ("user_id","code_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_progress_user_slug_idx" ON "assessment_progress" USING btree ("user_id","slug");--> statement-breakpoint
CREATE INDEX "master_assessment_results_user_idx" ON "master_assessment_results" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "quiz_results_user_slug_idx" ON "quiz_results" USING btree ("user_id","slug","created_at");--> statement-breakpoint
CREATE INDEX "quiz_results_user_created_idx" ON "quiz_results" USING btree ("user_id","created_at");