ALTER TABLE "edit_enrolments" ADD COLUMN "set_aside_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "edit_enrolments" ADD COLUMN "resumed_at" timestamp with time zone;