CREATE TABLE "checklist_ticks" (
	"release" text NOT NULL,
	"checklist" text NOT NULL,
	"item" text NOT NULL,
	"ticked_by" text,
	"ticked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checklist_ticks_release_checklist_item_pk" PRIMARY KEY("release","checklist","item")
);
--> statement-breakpoint
CREATE TABLE "doc_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"topic" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"source" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "checklist_ticks_ticked_at_idx" ON "checklist_ticks" USING btree ("ticked_at");--> statement-breakpoint
CREATE INDEX "doc_drafts_created_idx" ON "doc_drafts" USING btree ("created_at");