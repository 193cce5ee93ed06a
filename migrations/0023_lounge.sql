CREATE TABLE "lounge_blocks" (
	"user_id" text NOT NULL,
	"blocked_id" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lounge_circle_hosts" (
	"circle" text PRIMARY KEY NOT NULL,
	"hosted_by" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lounge_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"parent_id" uuid,
	"author_id" text,
	"author_badge" text,
	"body" text,
	"status" text DEFAULT 'published' NOT NULL,
	"moderation_reason" text,
	"crisis_tier" smallint DEFAULT 0 NOT NULL,
	"edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lounge_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"source" text NOT NULL,
	"reason" text,
	"details" text,
	"reporter_id" text,
	"risk" smallint NOT NULL,
	"open" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lounge_members" (
	"user_id" text PRIMARY KEY NOT NULL,
	"member_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"display_name" text NOT NULL,
	"identity_kind" text NOT NULL,
	"guidelines_version" text,
	"guidelines_accepted_at" timestamp with time zone,
	"suspended_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lounge_moderation_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_kind" text,
	"item_id" uuid,
	"member_id" text,
	"moderator_id" text,
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"days" integer,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lounge_mutes" (
	"user_id" text NOT NULL,
	"circle" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "lounge_mutes_user_id_circle_pk" PRIMARY KEY("user_id","circle")
);
--> statement-breakpoint
CREATE TABLE "lounge_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"circle" text NOT NULL,
	"author_id" text,
	"author_badge" text,
	"title" text,
	"body" text,
	"status" text DEFAULT 'published' NOT NULL,
	"moderation_reason" text,
	"crisis_tier" smallint DEFAULT 0 NOT NULL,
	"edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lounge_reactions" (
	"item_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "lounge_reactions_item_id_user_id_kind_pk" PRIMARY KEY("item_id","user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "lounge_comments" ADD CONSTRAINT "lounge_comments_post_id_lounge_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."lounge_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lounge_blocks_pair_idx" ON "lounge_blocks" USING btree ("user_id","blocked_id");--> statement-breakpoint
CREATE INDEX "lounge_comments_post_idx" ON "lounge_comments" USING btree ("post_id","created_at","id");--> statement-breakpoint
CREATE INDEX "lounge_comments_author_idx" ON "lounge_comments" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "lounge_flags_open_idx" ON "lounge_flags" USING btree ("open","risk" DESC NULLS LAST,"created_at");--> statement-breakpoint
CREATE INDEX "lounge_flags_item_idx" ON "lounge_flags" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lounge_members_key_idx" ON "lounge_members" USING btree ("member_key");--> statement-breakpoint
CREATE UNIQUE INDEX "lounge_members_pseudonym_idx" ON "lounge_members" USING btree (lower("display_name")) WHERE "lounge_members"."identity_kind" = 'pseudonym';--> statement-breakpoint
CREATE INDEX "lounge_actions_item_idx" ON "lounge_moderation_actions" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE INDEX "lounge_actions_member_idx" ON "lounge_moderation_actions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "lounge_posts_feed_idx" ON "lounge_posts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lounge_posts_circle_feed_idx" ON "lounge_posts" USING btree ("circle","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lounge_posts_author_idx" ON "lounge_posts" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "lounge_reactions_kind_idx" ON "lounge_reactions" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "lounge_reactions_user_idx" ON "lounge_reactions" USING btree ("user_id");