CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quiz_results_created_idx" ON "quiz_results" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "edit_enrolments_started_idx" ON "edit_enrolments" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "module_completions_completed_idx" ON "module_completions" USING btree ("completed_at");--> statement-breakpoint
CREATE INDEX "soulprint_entries_type_created_idx" ON "soulprint_entries" USING btree ("category","entry_type","created_at");