CREATE TABLE "security_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"user_id" text,
	"route" text,
	"ip_truncated" text,
	"country" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "traffic_day_durations" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"seconds" integer NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "traffic_day_durations_day_path_seconds_pk" PRIMARY KEY("day","path","seconds")
);
--> statement-breakpoint
CREATE TABLE "traffic_day_pages" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "traffic_day_pages_day_path_pk" PRIMARY KEY("day","path")
);
--> statement-breakpoint
CREATE TABLE "traffic_day_tallies" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"label" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "traffic_day_tallies_day_dimension_label_pk" PRIMARY KEY("day","dimension","label")
);
--> statement-breakpoint
CREATE TABLE "traffic_days" (
	"day" date PRIMARY KEY NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	"rolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "security_events_kind_created_idx" ON "security_events" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "security_events_user_created_idx" ON "security_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_created_idx" ON "audit_log" USING btree ("action","created_at");