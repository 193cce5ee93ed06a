CREATE INDEX "data_deletion_requests_created_idx" ON "data_deletion_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "terms_acceptances_accepted_idx" ON "terms_acceptances" USING btree ("accepted_at","id");--> statement-breakpoint
CREATE INDEX "product_reviews_status_updated_idx" ON "product_reviews" USING btree ("status","updated_at","id");