CREATE TABLE "edit_enrolments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"edit_slug" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "module_completions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"edit_slug" text NOT NULL,
	"module_slug" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "module_reflections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"edit_slug" text NOT NULL,
	"module_slug" text NOT NULL,
	"answer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"days_per_week" integer NOT NULL,
	"preferred_days" jsonb NOT NULL,
	"minutes_per_session" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_modules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"edit_slug" text NOT NULL,
	"module_slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "edit_enrolments_user_edit_idx" ON "edit_enrolments" USING btree ("user_id","edit_slug");--> statement-breakpoint
CREATE UNIQUE INDEX "module_completions_user_module_idx" ON "module_completions" USING btree ("user_id","edit_slug","module_slug");--> statement-breakpoint
CREATE INDEX "module_completions_user_time_idx" ON "module_completions" USING btree ("user_id","completed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "module_reflections_user_module_idx" ON "module_reflections" USING btree ("user_id","edit_slug","module_slug");--> statement-breakpoint
CREATE INDEX "module_reflections_user_time_idx" ON "module_reflections" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_modules_user_module_idx" ON "saved_modules" USING btree ("user_id","edit_slug","module_slug");