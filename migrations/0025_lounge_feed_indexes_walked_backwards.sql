DROP INDEX "lounge_posts_feed_idx";--> statement-breakpoint
DROP INDEX "lounge_posts_circle_feed_idx";--> statement-breakpoint
CREATE INDEX "lounge_posts_feed_idx" ON "lounge_posts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "lounge_posts_circle_feed_idx" ON "lounge_posts" USING btree ("circle","created_at","id");