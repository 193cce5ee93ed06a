ALTER TABLE "journal_entries" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "soulprint_entries" ADD COLUMN "client_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_user_client_id_idx" ON "journal_entries" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "soulprint_entries_user_client_id_idx" ON "soulprint_entries" USING btree ("user_id","client_id");