CREATE TABLE "sofia_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"exercise" jsonb,
	"flow" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"crisis" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sofia_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"parts" jsonb NOT NULL,
	"intent" text,
	"safety_tier" smallint DEFAULT 0 NOT NULL,
	"engine" text,
	"counted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sofia_conversations" ADD CONSTRAINT "sofia_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sofia_messages" ADD CONSTRAINT "sofia_messages_conversation_id_sofia_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."sofia_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sofia_messages" ADD CONSTRAINT "sofia_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sofia_conversations_user_updated_idx" ON "sofia_conversations" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sofia_messages_conversation_created_idx" ON "sofia_messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "sofia_messages_user_created_idx" ON "sofia_messages" USING btree ("user_id","created_at");