CREATE TABLE "email_template_overrides" (
	"type" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"intro" text NOT NULL,
	"action" text,
	"after" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
