CREATE TABLE "flowpath_energy_maps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"tasks" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flowpath_experiments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"library_id" text,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"plan" text DEFAULT '' NOT NULL,
	"start_on" date NOT NULL,
	"check_back_on" date NOT NULL,
	"result" text,
	"result_note" text,
	"recorded_at" timestamp with time zone,
	"reminded_for" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flowpath_milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"horizon" integer NOT NULL,
	"title" text NOT NULL,
	"due_on" date NOT NULL,
	"done_at" timestamp with time zone,
	"reminded_for" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flowpath_paths" (
	"user_id" text PRIMARY KEY NOT NULL,
	"current_stage" text,
	"completed" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"worklife_answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"values_sort" jsonb DEFAULT '{"piles":{},"top":[],"rewarded":[]}'::jsonb NOT NULL,
	"option_notes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"leaning_option" text,
	"plan_start_on" date,
	"email_reminders" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flowpath_scripts" (
	"user_id" text NOT NULL,
	"script_id" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flowpath_scripts_user_id_script_id_pk" PRIMARY KEY("user_id","script_id")
);
--> statement-breakpoint
CREATE INDEX "flowpath_energy_maps_user_day_idx" ON "flowpath_energy_maps" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "flowpath_experiments_user_idx" ON "flowpath_experiments" USING btree ("user_id","start_on");--> statement-breakpoint
CREATE INDEX "flowpath_experiments_check_back_idx" ON "flowpath_experiments" USING btree ("check_back_on");--> statement-breakpoint
CREATE INDEX "flowpath_milestones_user_idx" ON "flowpath_milestones" USING btree ("user_id","due_on");--> statement-breakpoint
CREATE INDEX "flowpath_milestones_due_idx" ON "flowpath_milestones" USING btree ("due_on");